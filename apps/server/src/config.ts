import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMarketCode } from '@sika/domain';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every setting the server reads, validated once at boot. This is the only reader of process.env. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
  MARKET: z.string().refine(isMarketCode, 'unknown market').default('GH'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  GAMES_PUBLIC_URL: z.string().url().default('http://localhost:8091'),
  WALLET_API_SECRET: z.string().min(16).default('dev-wallet-secret-change-me'),
  PAYSIM_URL: z.string().url().default('http://127.0.0.1:8092'),
  /** Payments (docs/payments.md). Provider URLs default to PAYSIM_URL, credentials to the simulator's. */
  PAYMENT_CALLBACK_SECRET: z.string().min(32).default('dev-payment-callback-secret-change-me-000'),
  PAY_LINK_SECRET: z.string().min(32).default('dev-pay-link-secret-change-me-0000000000'),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  MTN_MOMO_URL: z.string().url().optional(),
  MTN_TARGET_ENVIRONMENT: z.string().min(1).optional(),
  MTN_API_USER: z.string().min(1).optional(),
  MTN_API_KEY: z.string().min(1).optional(),
  MTN_COLLECTION_KEY: z.string().min(1).optional(),
  MPESA_URL: z.string().url().optional(),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z.string().min(1).optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  /** Withdrawals and KYC (docs/withdrawals.md). Payout credentials default to the simulator's. */
  MTN_DISBURSEMENT_KEY: z.string().min(1).optional(),
  MPESA_B2C_SHORTCODE: z.string().min(1).optional(),
  MPESA_B2C_INITIATOR: z.string().min(1).optional(),
  MPESA_B2C_SECURITY_CREDENTIAL: z.string().min(1).optional(),
  WITHDRAW_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(60),
  WITHDRAW_ESCALATE_AFTER_HOURS: z.coerce.number().min(0.01).max(720).default(24),
  KYC_ENABLED: flag.default(true),
  KYC_AUTO_APPROVE_MARKETS: z
    .string()
    .regex(/^([A-Z]{2}(,[A-Z]{2})*)?$/)
    .default('GH'),
  KYC_WITHDRAW_REQUIRES: z.enum(['approved', 'submitted']).default('approved'),
  COOKIE_SECURE: flag.default(false),
  TRUST_PROXY: flag.default(false),
  SMS_CODE_ENABLED: flag.default(true),
  /** Whether demo content (games, adverts, channels, options) is seeded at start. */
  SEED_DEMO: flag.default(true),
  /** Background jobs (pg-boss): reconciliation, expiries. Off in most tests, which run jobs by hand. */
  JOBS_ENABLED: flag.default(true),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Config = z.infer<typeof schema> & { MARKET: 'GH' | 'KE' | 'UG' | 'NG' | 'ZM' | 'CM' | 'BR' };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  return parsed.data as Config;
}

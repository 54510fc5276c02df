import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMarketCode } from '@sika/domain';
import { z } from 'zod';
import { SIMULATOR_SETTINGS } from './simulator-settings.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Development defaults of the secrets. They are in this repository, so they are public: never in production. */
const DEV_SECRETS = {
  WALLET_API_SECRET: 'dev-wallet-secret-change-me',
  PAYMENT_CALLBACK_SECRET: 'dev-payment-callback-secret-change-me-000',
  PAY_LINK_SECRET: 'dev-pay-link-secret-change-me-0000000000',
} as const;

/** Every setting the server reads, validated once at boot. This is the only reader of process.env. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  PUBLIC_URL: z.string().url().optional(),
  /** The application role (reads and writes rows). Unset: the embedded PostgreSQL under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** The schema owner's role, for migrations (docs/operations.md). Unset: DATABASE_URL migrates too. */
  MIGRATION_DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
  MARKET: z.string().refine(isMarketCode, 'unknown market').default('GH'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The back office's build, served under /admin (docs/back-office.md). */
  ADMIN_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  /** The first admin account, created at start with no password: a set-up link is printed instead. */
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().default('admin@sika.local'),
  /** A staff session ends after this many minutes without a call, and after STAFF_SESSION_HOURS at most. */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(12),
  /** A manual balance adjustment above this (minor units) needs a second staff member's approval. */
  ADJUSTMENT_FOUR_EYES_MINOR: z.coerce.number().int().min(0).default(50_000),
  GAMES_PUBLIC_URL: z.string().url().default('http://localhost:8091'),
  /** Where the server calls the provider's operator API (free rounds); GAMES_PUBLIC_URL when unset. */
  GAMES_API_URL: z.string().url().optional(),
  WALLET_API_SECRET: z.string().min(16).default(DEV_SECRETS.WALLET_API_SECRET),
  /** Further seamless-wallet providers, `id:secret,id:secret` (WALLET_API_SECRET is sika-games'). */
  WALLET_API_PROVIDERS: z.string().default(''),
  PAYSIM_URL: z.string().url().default('http://127.0.0.1:8092'),
  /** Payments (docs/payments.md). Provider URLs default to PAYSIM_URL, credentials to the simulator's. */
  PAYMENT_CALLBACK_SECRET: z.string().min(32).default(DEV_SECRETS.PAYMENT_CALLBACK_SECRET),
  PAY_LINK_SECRET: z.string().min(32).default(DEV_SECRETS.PAY_LINK_SECRET),
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
  /** Airtel Money Open API (Uganda, Zambia): openapi.airtel.ug / openapi.airtel.co.zm (docs/payments.md). */
  AIRTEL_URL: z.string().url().optional(),
  AIRTEL_CLIENT_ID: z.string().min(1).optional(),
  AIRTEL_CLIENT_SECRET: z.string().min(1).optional(),
  /** The disbursement PIN encrypted with Airtel's public key (base64), as their portal describes. */
  AIRTEL_ENCRYPTED_PIN: z.string().min(1).optional(),
  /**
   * Airtel's RSA public key (base64 DER from the portal or `GET /v1/rsa/encryption-keys`, or PEM): turns
   * message signing on (x-signature / x-key; mandatory in Zambia) and encrypts AIRTEL_PIN per payout.
   */
  AIRTEL_PUBLIC_KEY: z.string().min(1).optional(),
  /** The disbursement wallet's 4-digit PIN, encrypted with AIRTEL_PUBLIC_KEY for each payout. */
  AIRTEL_PIN: z
    .string()
    .regex(/^\d{4,6}$/, 'AIRTEL_PIN is the wallet PIN: 4 to 6 digits')
    .optional(),
  /** The key of "callback with authentication" (the callback's hash); unset: callbacks are hints only. */
  AIRTEL_CALLBACK_KEY: z.string().min(1).optional(),
  /** Paystack (Nigeria): https://api.paystack.co and the account's secret key (docs/payments.md). */
  PAYSTACK_URL: z.string().url().optional(),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  /**
   * Key of the hash that stands for a BVN (docs/withdrawals.md, BVN): the number itself is never stored.
   * Unset: derived from PAYMENT_CALLBACK_SECRET; production in Nigeria must set its own (≥ 32 characters).
   */
  KYC_IDENTITY_SECRET: z.string().min(32).optional(),
  /** Paystack wants an e-mail per customer: <msisdn>@<this domain> (players sign up with a phone). */
  PAYSTACK_EMAIL_DOMAIN: z.string().min(3).default('players.sika.games'),
  /** Pix through Efí (Brazil, docs/payments.md): production https://pix.api.efipay.com.br, over mutual TLS. */
  EFI_URL: z.string().url().optional(),
  EFI_CLIENT_ID: z.string().min(1).optional(),
  EFI_CLIENT_SECRET: z.string().min(1).optional(),
  /** The account's certificate and key (PEM files exported from Efí's .p12): every call presents them. */
  EFI_CERT_FILE: z.string().min(1).optional(),
  EFI_KEY_FILE: z.string().min(1).optional(),
  /** Our Pix key: the charges' receiver and the payouts' payer (the key the webhook is registered on). */
  EFI_PIX_KEY: z.string().min(1).optional(),
  /** The secret of the webhook URL registered with Efí: {PUBLIC_URL}/hooks/efi-pix?hmac=<this>&ignorar= */
  EFI_WEBHOOK_HMAC: z.string().min(16).optional(),
  /**
   * 1 when a proxy in front of us checks Efí's client certificate on the webhook (mutual TLS): the webhook is
   * then registered without `x-skip-mtls-checking`. 0 (default): registered with it, the `?hmac=` secret
   * proves the notifications (docs/payments.md, Brazil).
   */
  EFI_WEBHOOK_MTLS: flag.default(false),
  /** Orange Money Cameroon "omcoreapis" (docs/payments.md): production https://api-s1.orange.cm. */
  ORANGE_URL: z.string().url().optional(),
  ORANGE_CUSTOMER_KEY: z.string().min(1).optional(),
  ORANGE_CUSTOMER_SECRET: z.string().min(1).optional(),
  /** The X-AUTH-TOKEN's user and password, issued by Orange or the aggregator. */
  ORANGE_API_USER: z.string().min(1).optional(),
  ORANGE_API_PASSWORD: z.string().min(1).optional(),
  /** The merchant's channel user MSISDN (9 digits) and its PIN. */
  ORANGE_CHANNEL_MSISDN: z.string().min(1).optional(),
  ORANGE_PIN: z.string().min(1).optional(),
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
  /** Serve the OpenAPI UI and document at /api/docs; default on, except in production. */
  API_DOCS: flag.optional(),
  COOKIE_SECURE: flag.default(false),
  /** Which peers may name the client in X-Forwarded-For: `0`, a hop count, or trusted addresses/CIDRs. */
  TRUST_PROXY: z.string().default('0').transform(parseTrustProxy),
  SMS_CODE_ENABLED: flag.default(true),
  /** Whether demo content (games, adverts, channels, options) is seeded at start. */
  SEED_DEMO: flag.default(true),
  /** Background jobs (pg-boss): reconciliation, expiries. Off in most tests, which run jobs by hand. */
  JOBS_ENABLED: flag.default(true),
  /** Prometheus /metrics on a port of its own (docs/operations.md); unset: not served. 0: any free port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Non-production only: serves /api/test-support/clock, which moves the server clock (end-to-end journeys
   * that cross a local day). Refused at start with NODE_ENV=production.
   */
  TEST_CLOCK: flag.default(false),
  /**
   * The drand beacon draws commit to (docs/draws.md). Unset: quicknet's public relay in production (chain
   * hash and public key pinned), the local simulator (`apps/beacon`, port 8093) otherwise.
   */
  BEACON_URL: z.string().url().optional(),
  BEACON_CHAIN_HASH: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  BEACON_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-f]{96,192}$/)
    .optional(),
  /** How often this instance opens, closes, draws and settles due draws (docs/draws.md). */
  DRAWS_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  /** How often this instance delivers the player-event outbox to the activities (docs/player-events.md). */
  PLAYER_EVENTS_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

/**
 * The proxy-addr names Fastify accepts for its private ranges: `loopback` (a proxy on the same host),
 * `linklocal`, `uniquelocal` (10/8, 172.16/12, 192.168/16, fc00::/7: a load balancer in the private network).
 */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY is `0` (the peer is the client), a hop count (the client is that many addresses back from the
 * end of X-Forwarded-For: `1` behind one load balancer that appends the peer it saw) or a comma-separated
 * list of the proxies' addresses and CIDRs (the client is the last address not in the list). Never "trust
 * everything": then the first X-Forwarded-For entry, which anyone can write, would pick the rate-limit
 * bucket of logins and SMS (issue 10).
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const text = value.trim();
  if (text === '0' || text === 'false' || text === '') return false;
  if (text === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'true would trust any X-Forwarded-For (a forged one picks a fresh rate-limit bucket); give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) {
      context.addIssue({
        code: 'custom',
        message: `${hops} proxy hops is not a real deployment (at most 10)`,
      });
      return z.NEVER;
    }
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isTrustedProxyEntry(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `not a hop count, an IP address, a CIDR or loopback/linklocal/uniquelocal: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
}

function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export type Config = Omit<z.infer<typeof schema>, 'API_DOCS'> & {
  MARKET: 'GH' | 'KE' | 'UG' | 'NG' | 'ZM' | 'CM' | 'BR';
  API_DOCS: boolean;
};

/**
 * Reads and validates the settings. With NODE_ENV=production it refuses to start, naming every setting at
 * fault, when a secret is missing or still its public development default, when the session cookie would
 * travel without Secure, or when the payment providers would still be the simulator (issue 10): failing at
 * start is better than a server that says ready and answers 500 to every deposit.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const config = {
    ...values,
    API_DOCS: values.API_DOCS ?? values.NODE_ENV !== 'production',
  } as Config;
  if (config.NODE_ENV === 'production') {
    const problems = productionProblems(config, env);
    if (problems.length > 0) {
      throw new Error(`refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    }
  }
  return config;
}

/**
 * The mobile-money adapters each market's channels go through (mobile-money/channels.ts; a unit test
 * keeps the two in step). Only these need real provider settings in production.
 */
export const MARKET_PROVIDERS: Partial<
  Record<
    Config['MARKET'],
    readonly ('mtn-momo' | 'mpesa-daraja' | 'airtel-money' | 'paystack' | 'orange-money' | 'efi-pix')[]
  >
> = {
  GH: ['mtn-momo', 'paystack'],
  KE: ['mpesa-daraja'],
  UG: ['mtn-momo', 'airtel-money'],
  ZM: ['mtn-momo', 'airtel-money'],
  CM: ['mtn-momo', 'orange-money'],
  NG: ['paystack'],
  BR: ['efi-pix'],
};

/** Every production problem of a configuration, one line per setting; empty when it may start. */
export function productionProblems(config: Config, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const given = (name: string) => (env[name] ?? '') !== '';
  for (const name of Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]) {
    if (!given(name)) problems.push(`${name} is not set (use at least 32 random characters)`);
    else if (config[name] === DEV_SECRETS[name] || config[name].startsWith('dev-')) {
      problems.push(`${name} is the public development default`);
    }
  }
  if (config.MARKET === 'NG' && !given('KYC_IDENTITY_SECRET'))
    problems.push(
      'KYC_IDENTITY_SECRET is not set (use at least 32 random characters: the key of BVN hashes)',
    );
  if (config.TEST_CLOCK) problems.push('TEST_CLOCK must be 0 (the test clock moves the server’s time)');
  if (!config.COOKIE_SECURE)
    problems.push('COOKIE_SECURE must be 1 (the session cookie travels over HTTPS only)');
  if (!config.PUBLIC_URL)
    problems.push('PUBLIC_URL is not set (the https origin players and providers reach)');
  else if (!config.PUBLIC_URL.startsWith('https://')) problems.push('PUBLIC_URL must be an https:// origin');
  if (!given('GAMES_PUBLIC_URL'))
    problems.push("GAMES_PUBLIC_URL is not set (the game provider's https origin)");
  else if (!config.GAMES_PUBLIC_URL.startsWith('https://'))
    problems.push('GAMES_PUBLIC_URL must be an https:// origin');

  const simulatorOrigin = new URL(config.PAYSIM_URL).origin;
  const simulatorValues: Record<string, string> = SIMULATOR_SETTINGS;
  const providerSettings = {
    'mtn-momo': {
      url: 'MTN_MOMO_URL',
      credentials: [
        'MTN_TARGET_ENVIRONMENT',
        'MTN_API_USER',
        'MTN_API_KEY',
        'MTN_COLLECTION_KEY',
        'MTN_DISBURSEMENT_KEY',
      ],
    },
    'mpesa-daraja': {
      url: 'MPESA_URL',
      credentials: [
        'MPESA_CONSUMER_KEY',
        'MPESA_CONSUMER_SECRET',
        'MPESA_SHORTCODE',
        'MPESA_PASSKEY',
        'MPESA_B2C_SHORTCODE',
        'MPESA_B2C_INITIATOR',
        'MPESA_B2C_SECURITY_CREDENTIAL',
      ],
    },
    // The PIN and the public key are checked below: either PIN form will do, and Zambia requires signing.
    'airtel-money': { url: 'AIRTEL_URL', credentials: ['AIRTEL_CLIENT_ID', 'AIRTEL_CLIENT_SECRET'] },
    paystack: { url: 'PAYSTACK_URL', credentials: ['PAYSTACK_SECRET_KEY'] },
    'efi-pix': {
      url: 'EFI_URL',
      credentials: [
        'EFI_CLIENT_ID',
        'EFI_CLIENT_SECRET',
        'EFI_CERT_FILE',
        'EFI_KEY_FILE',
        'EFI_PIX_KEY',
        'EFI_WEBHOOK_HMAC',
      ],
    },
    'orange-money': {
      url: 'ORANGE_URL',
      credentials: [
        'ORANGE_CUSTOMER_KEY',
        'ORANGE_CUSTOMER_SECRET',
        'ORANGE_API_USER',
        'ORANGE_API_PASSWORD',
        'ORANGE_CHANNEL_MSISDN',
        'ORANGE_PIN',
      ],
    },
  } as const;
  const needed = new Set(MARKET_PROVIDERS[config.MARKET] ?? []);
  for (const [provider, settings] of Object.entries(providerSettings)) {
    const required = needed.has(provider as keyof typeof providerSettings);
    const url = env[settings.url];
    if (!url) {
      if (required) problems.push(`${settings.url} is not set (it would default to the payment simulator)`);
    } else if (new URL(url).origin === simulatorOrigin) {
      problems.push(`${settings.url} points at the payment simulator`);
    } else if (!url.startsWith('https://')) {
      problems.push(`${settings.url} must be an https:// URL`);
    }
    for (const name of settings.credentials) {
      if (!given(name)) {
        if (required) problems.push(`${name} is not set (it would default to the simulator's)`);
      } else if (env[name] === simulatorValues[name]) {
        problems.push(`${name} is the payment simulator's`);
      }
    }
  }
  problems.push(...airtelProblems(config, env, needed.has('airtel-money')));
  return problems;
}

/**
 * Airtel's PIN and message signing: the PIN either in the clear with the public key (encrypted per payout)
 * or encrypted outside Sika; Zambia requires signed calls (market-payments.md §1.3), so its key.
 */
function airtelProblems(
  config: Config,
  env: Record<string, string | undefined>,
  required: boolean,
): string[] {
  const problems: string[] = [];
  const simulatorValues: Record<string, string> = SIMULATOR_SETTINGS;
  for (const name of ['AIRTEL_PUBLIC_KEY', 'AIRTEL_PIN', 'AIRTEL_ENCRYPTED_PIN'] as const) {
    if (env[name] && env[name] === simulatorValues[name]) problems.push(`${name} is the payment simulator's`);
  }
  if (!required) return problems;
  const given = (name: string) => (env[name] ?? '') !== '';
  if (given('AIRTEL_PIN') && !given('AIRTEL_PUBLIC_KEY')) {
    problems.push('AIRTEL_PIN needs AIRTEL_PUBLIC_KEY (Airtel’s RSA public key, to encrypt it)');
  }
  if (!given('AIRTEL_PIN') && !given('AIRTEL_ENCRYPTED_PIN')) {
    problems.push(
      "AIRTEL_PIN (with AIRTEL_PUBLIC_KEY) or AIRTEL_ENCRYPTED_PIN is not set (it would default to the simulator's)",
    );
  }
  if (config.MARKET === 'ZM' && !given('AIRTEL_PUBLIC_KEY')) {
    problems.push('AIRTEL_PUBLIC_KEY is not set (Airtel Zambia requires signed calls: x-signature / x-key)');
  }
  return problems;
}

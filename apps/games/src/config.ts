/**
 * The provider's settings: the only reader of `process.env`, validated once with zod at start.
 */
import { z } from 'zod';

const DEV_WALLET_SECRET = 'dev-wallet-secret-change-me';

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  GAMES_HOST: z.string().default('127.0.0.1'),
  GAMES_PORT: z.coerce.number().int().min(0).max(65_535).default(8091),
  /** The operator's seamless-wallet API, up to and including `/wallet-api/v1`. */
  WALLET_API_URL: z.url().default('http://127.0.0.1:8090/wallet-api/v1'),
  /** The HMAC secret shared with the operator for `x-signature`. */
  WALLET_API_SECRET: z.string().min(16).default(DEV_WALLET_SECRET),
  WALLET_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** This service's public origin (what the operator puts in the iframe URL); defaults to host:port. */
  GAMES_PUBLIC_URL: z.url().optional(),
});

export interface GamesConfig {
  host: string;
  port: number;
  publicUrl: string;
  walletApiUrl: string;
  walletApiSecret: string;
  walletApiTimeoutMs: number;
  production: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): GamesConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid games configuration: ${z.prettifyError(parsed.error)}`);
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  if (production && values.WALLET_API_SECRET === DEV_WALLET_SECRET) {
    throw new Error('WALLET_API_SECRET must be set in production');
  }
  return {
    host: values.GAMES_HOST,
    port: values.GAMES_PORT,
    publicUrl: values.GAMES_PUBLIC_URL ?? `http://${values.GAMES_HOST}:${values.GAMES_PORT}`,
    walletApiUrl: values.WALLET_API_URL.replace(/\/+$/, ''),
    walletApiSecret: values.WALLET_API_SECRET,
    walletApiTimeoutMs: values.WALLET_API_TIMEOUT_MS,
    production,
  };
}

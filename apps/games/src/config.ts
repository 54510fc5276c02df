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
  /**
   * The operator origins allowed to frame the game pages (`frame-ancestors`), space or comma separated:
   * the server's PUBLIC_URL. OPERATOR_ORIGIN (one origin, as scripts/start.ts sets it) is read too.
   */
  OPERATOR_ORIGINS: z.string().optional(),
  OPERATOR_ORIGIN: z.string().optional(),
  /**
   * The provider's own database (seeds, rounds, sessions, the settlement queue). By default a database
   * of its own in the operator's embedded PostgreSQL (scripts/start.ts passes its port); created if missing.
   */
  GAMES_DATABASE_URL: z.url().optional(),
});

const DEV_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:54329/sika_games';

const DEV_OPERATOR_ORIGINS = ['http://localhost:8090', 'http://127.0.0.1:8090'];

/** Origins only (scheme, host, port): a path or a wildcard would widen or break the policy. */
function operatorOrigins(raw: string | undefined, production: boolean): string[] {
  if (!raw?.trim()) {
    if (production)
      throw new Error('OPERATOR_ORIGINS must be set in production (the origins that frame the games)');
    return DEV_OPERATOR_ORIGINS;
  }
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((value) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      if (!url || !/^https?:$/.test(url.protocol))
        throw new Error(`OPERATOR_ORIGINS: ${value} is not an http(s) origin`);
      return url.origin;
    });
}

export interface GamesConfig {
  host: string;
  port: number;
  publicUrl: string;
  walletApiUrl: string;
  walletApiSecret: string;
  walletApiTimeoutMs: number;
  /** Who may frame the game pages (Content-Security-Policy frame-ancestors). */
  operatorOrigins: string[];
  databaseUrl: string;
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
  if (production && !values.GAMES_DATABASE_URL)
    throw new Error('GAMES_DATABASE_URL must be set in production');
  return {
    host: values.GAMES_HOST,
    port: values.GAMES_PORT,
    publicUrl: values.GAMES_PUBLIC_URL ?? `http://${values.GAMES_HOST}:${values.GAMES_PORT}`,
    walletApiUrl: values.WALLET_API_URL.replace(/\/+$/, ''),
    walletApiSecret: values.WALLET_API_SECRET,
    walletApiTimeoutMs: values.WALLET_API_TIMEOUT_MS,
    operatorOrigins: operatorOrigins(values.OPERATOR_ORIGINS ?? values.OPERATOR_ORIGIN, production),
    databaseUrl: values.GAMES_DATABASE_URL ?? DEV_DATABASE_URL,
    production,
  };
}

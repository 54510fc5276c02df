import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMarketCode } from '@sika/domain';
import { z } from 'zod';
import { flag } from './env-flag.ts';
import { parseTrustProxy } from './trust-proxy-setting.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The server itself: where it listens, which market it serves, what it serves and runs beside the API. */
export const serverSettings = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  PUBLIC_URL: z.string().url().optional(),
  MARKET: z.string().refine(isMarketCode, 'unknown market').default('GH'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The back office's build, served under /admin (docs/back-office.md). */
  ADMIN_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  /** Serve the OpenAPI UI and document at /api/docs; default on, except in production. */
  API_DOCS: flag.optional(),
  COOKIE_SECURE: flag.default(false),
  /** Which peers may name the client in X-Forwarded-For: `0`, a hop count, or trusted addresses/CIDRs. */
  TRUST_PROXY: z.string().default('0').transform(parseTrustProxy),
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
  /** How often this instance delivers the player-event outbox to the activities (docs/player-events.md). */
  PLAYER_EVENTS_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
};

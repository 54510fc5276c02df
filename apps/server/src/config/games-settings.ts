import { z } from 'zod';
import { DEV_SECRETS } from './dev-secrets.ts';

/** The game provider (sika-games and further seamless-wallet providers) and the draws' randomness beacon. */
export const gamesSettings = {
  GAMES_PUBLIC_URL: z.string().url().default('http://localhost:8091'),
  /** Where the server calls the provider's operator API (free rounds); GAMES_PUBLIC_URL when unset. */
  GAMES_API_URL: z.string().url().optional(),
  WALLET_API_SECRET: z.string().min(16).default(DEV_SECRETS.WALLET_API_SECRET),
  /** Further seamless-wallet providers, `id:secret,id:secret` (WALLET_API_SECRET is sika-games'). */
  WALLET_API_PROVIDERS: z.string().default(''),
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
};

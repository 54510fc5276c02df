import { z } from 'zod';

/** PostgreSQL: an external one by URL, or the embedded one under DATA_DIR. */
export const databaseSettings = {
  /** The application role (reads and writes rows). Unset: the embedded PostgreSQL under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** The schema owner's role, for migrations (docs/operations.md). Unset: DATABASE_URL migrates too. */
  MIGRATION_DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
};

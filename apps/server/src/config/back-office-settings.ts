import { z } from 'zod';

/** The back office's staff accounts and sessions (docs/back-office.md). */
export const backOfficeSettings = {
  /** The first admin account, created at start with no password: a set-up link is printed instead. */
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().default('admin@sika.local'),
  /** A staff session ends after this many minutes without a call, and after STAFF_SESSION_HOURS at most. */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(12),
  /** A manual balance adjustment above this (minor units) needs a second staff member's approval. */
  ADJUSTMENT_FOUR_EYES_MINOR: z.coerce.number().int().min(0).default(50_000),
};

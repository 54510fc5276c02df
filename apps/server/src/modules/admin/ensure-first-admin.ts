import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context.ts';
import { hashToken, newSessionToken } from '../auth/index.ts';
import { findStaffByEmail, insertSetupToken, insertStaff } from './staff-repository.ts';

/** How long a printed set-up link works. */
export const SETUP_TTL_MS = 24 * 3_600_000;

/**
 * At every start: the first admin (ADMIN_EMAIL) exists, and while it has no password a fresh one-time
 * set-up link is printed (the earlier ones stay valid until they expire). There is never a default
 * password, in production or not. Answers the link, or null when the admin is set up.
 */
export async function ensureFirstAdmin(ctx: ServerContext, publicUrl: string): Promise<string | null> {
  const email = ctx.config.ADMIN_EMAIL;
  const now = ctx.now();
  await insertStaff(ctx.db, { id: randomUUID(), email, name: 'Administrator', roles: ['admin'], at: now });
  const admin = await findStaffByEmail(ctx.db, email);
  if (!admin || admin.password_hash) return null;
  const token = newSessionToken();
  await insertSetupToken(ctx.db, {
    hash: hashToken(token),
    staffId: admin.id,
    expiresAt: new Date(now.getTime() + SETUP_TTL_MS),
    at: now,
  });
  return `${publicUrl.replace(/\/$/, '')}/admin/setup#${token}`;
}

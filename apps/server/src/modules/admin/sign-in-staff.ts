import type { StaffSession } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import {
  hashPassword,
  hashToken,
  newSessionToken,
  verifyAgainstDummy,
  verifyPassword,
} from '../auth/index.ts';
import { writeAudit } from './audit.ts';
import {
  findStaffByEmail,
  insertSession,
  lockStaff,
  type StaffRow,
  updateStaff,
  useSetupToken,
} from './staff-repository.ts';
import { toStaffSession } from './staff-view.ts';
import { throttleStaffLogin } from './throttles.ts';

/**
 * Staff sign-in, step one. The password (argon2id, the players' hashing) opens a session at the password
 * stage, which can only enrol or verify the second factor (verify-staff-totp.ts).
 */

async function openSession(ctx: ServerContext, staff: StaffRow, ip: string): Promise<string> {
  const token = newSessionToken();
  const at = ctx.now();
  await insertSession(ctx.db, {
    hash: hashToken(token),
    staffId: staff.id,
    at,
    expiresAt: new Date(at.getTime() + ctx.config.STAFF_SESSION_HOURS * 3_600_000),
    ip,
  });
  return token;
}

/**
 * The first sign-in: a one-time set-up token (the first admin's is printed at start) sets the password.
 * Errors: STAFF_SETUP_INVALID (unknown, used or expired token).
 */
export async function setUpStaffAccount(
  ctx: ServerContext,
  input: { token: string; password: string; ip: string },
): Promise<StaffSession> {
  const passwordHash = await hashPassword(input.password);
  const staff = await inTransaction(ctx.db, async (tx) => {
    const now = ctx.now();
    const staffId = await useSetupToken(tx, hashToken(input.token), now);
    if (!staffId) throw new AppError('STAFF_SETUP_INVALID');
    const before = await lockStaff(tx, staffId);
    if (!before || before.disabled_at) throw new AppError('STAFF_SETUP_INVALID');
    // A new password also means a new second factor: whoever sets it up enrols again.
    const after = await updateStaff(tx, staffId, {
      password_hash: passwordHash,
      totp_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
      updated_at: now,
    });
    await writeAudit(
      tx,
      { staffId, action: 'staff.set_password', targetType: 'staff', targetId: staffId, ip: input.ip },
      now,
    );
    return after;
  });
  return toStaffSession(await openSession(ctx, staff, input.ip), 'password', staff);
}

/** Errors: RATE_LIMITED, STAFF_LOGIN_FAILED (unknown e-mail, no password yet, wrong password or disabled: one answer). */
export async function logInStaff(
  ctx: ServerContext,
  input: { email: string; password: string; ip: string },
): Promise<StaffSession> {
  await throttleStaffLogin(ctx, input.email, input.ip);
  const staff = await findStaffByEmail(ctx.db, input.email);
  const ok =
    staff?.password_hash && !staff.disabled_at
      ? await verifyPassword(staff.password_hash, input.password)
      : await verifyAgainstDummy(input.password);
  if (!staff || !ok) throw new AppError('STAFF_LOGIN_FAILED');
  return toStaffSession(await openSession(ctx, staff, input.ip), 'password', staff);
}

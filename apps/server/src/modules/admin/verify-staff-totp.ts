import type { StaffSession } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { writeAudit } from './audit.ts';
import { completeSession, endSession, lockStaff, updateStaff } from './staff-repository.ts';
import type { StaffCaller } from './staff-session.ts';
import { toStaffSession } from './staff-view.ts';
import { throttleStaffTotp } from './throttles.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';

/**
 * A fresh TOTP secret for a member without a second factor; it counts once a code from it is verified.
 * Asking again replaces an unverified secret. Errors: STAFF_TOTP_ENROLLED.
 */
export async function enrolStaffTotp(
  ctx: ServerContext,
  caller: StaffCaller,
): Promise<{ secret: string; uri: string }> {
  return inTransaction(ctx.db, async (tx) => {
    const staff = await lockStaff(tx, caller.staff.id);
    if (!staff || staff.totp_enrolled_at) throw new AppError('STAFF_TOTP_ENROLLED');
    const secret = newTotpSecret();
    await updateStaff(tx, staff.id, { totp_secret: secret, updated_at: ctx.now() });
    return { secret, uri: totpUri(secret, staff.email) };
  });
}

/**
 * The second step: a code of the member's secret, each time step accepted once (a code seen over a shoulder
 * cannot be replayed). Completes the session, and the enrolment if it was the first code.
 * Errors: RATE_LIMITED, STAFF_TOTP_INVALID (wrong, used, or no secret yet).
 */
export async function verifyStaffTotp(
  ctx: ServerContext,
  caller: StaffCaller,
  code: string,
): Promise<StaffSession> {
  await throttleStaffTotp(ctx, caller.staff.id, caller.ip);
  return inTransaction(ctx.db, async (tx) => {
    const staff = await lockStaff(tx, caller.staff.id);
    const now = ctx.now();
    const step = staff?.totp_secret ? matchTotp(staff.totp_secret, code, now) : null;
    if (!staff || step === null || (staff.totp_last_step !== null && step <= staff.totp_last_step)) {
      throw new AppError('STAFF_TOTP_INVALID');
    }
    const enrolling = staff.totp_enrolled_at === null;
    const after = await updateStaff(tx, staff.id, {
      totp_last_step: step,
      ...(enrolling ? { totp_enrolled_at: now } : {}),
      updated_at: now,
    });
    await completeSession(tx, caller.tokenHash, now);
    await writeAudit(
      tx,
      {
        staffId: staff.id,
        action: enrolling ? 'staff.enrol_totp' : 'staff.sign_in',
        targetType: 'staff',
        targetId: staff.id,
        ip: caller.ip,
      },
      now,
    );
    return toStaffSession(caller.token, 'complete', after);
  });
}

export async function logOutStaff(ctx: ServerContext, caller: StaffCaller): Promise<void> {
  await endSession(ctx.db, caller.tokenHash, ctx.now());
}

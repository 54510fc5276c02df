import { randomUUID } from 'node:crypto';
import type { AdminStaffAccount, StaffRole } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { hashToken, newSessionToken } from '../auth/index.ts';
import { type Actor, audited } from './audit.ts';
import { SETUP_TTL_MS } from './ensure-first-admin.ts';
import { lockStaff, type StaffRow } from './staff-repository.ts';
import { toStaffMember } from './staff-view.ts';

/**
 * The admins' side of staff accounts (issue 18, `staff.manage`): list, create with a one-time set-up link,
 * change roles, disable (every session ends in the same transaction) or enable again. Each action writes
 * its audit row in its own transaction (audited()).
 */

type SessionStats = { open: number; lastSeenAt: Date | null };

function toAccount(row: StaffRow, stats: SessionStats | undefined): AdminStaffAccount {
  return {
    ...toStaffMember(row),
    disabled: row.disabled_at !== null,
    passwordSet: row.password_hash !== null,
    totpEnrolled: row.totp_enrolled_at !== null,
    openSessions: stats?.open ?? 0,
    lastSeenAt: stats?.lastSeenAt?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

async function sessionStats(
  db: Db | Tx,
  ctx: Pick<ServerContext, 'config' | 'now'>,
  staffIds: string[],
): Promise<Map<string, SessionStats>> {
  if (staffIds.length === 0) return new Map();
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - ctx.config.STAFF_IDLE_MINUTES * 60_000);
  const rows = await db
    .selectFrom('staff_sessions')
    .select([
      'staff_id',
      sql<number>`count(*) FILTER (WHERE ended_at IS NULL AND expires_at > ${now} AND last_seen_at > ${idleSince})::int`.as(
        'open',
      ),
      sql<Date | null>`max(last_seen_at)`.as('last_seen_at'),
    ])
    .where('staff_id', 'in', staffIds)
    .groupBy('staff_id')
    .execute();
  return new Map(rows.map((r) => [r.staff_id, { open: r.open, lastSeenAt: r.last_seen_at }]));
}

async function accountOf(tx: Tx, ctx: ServerContext, row: StaffRow): Promise<AdminStaffAccount> {
  return toAccount(row, (await sessionStats(tx, ctx, [row.id])).get(row.id));
}

/** Every staff member, enabled first, then by e-mail. */
export async function listStaff(ctx: ServerContext): Promise<AdminStaffAccount[]> {
  const rows = await ctx.db
    .selectFrom('staff_accounts')
    .selectAll()
    .orderBy(sql`disabled_at IS NOT NULL`)
    .orderBy('email')
    .execute();
  const stats = await sessionStats(
    ctx.db,
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAccount(r, stats.get(r.id)));
}

/**
 * A new member with these roles and no password: answers their one-time set-up link, as the first admin's
 * (ensure-first-admin.ts). The audit row keeps who created whom with which roles, never the link.
 * Errors: STAFF_EMAIL_TAKEN.
 */
export function createStaff(
  ctx: ServerContext,
  actor: Actor,
  input: { email: string; name: string; roles: StaffRole[]; publicUrl: string },
): Promise<{ member: AdminStaffAccount; setupLink: string; setupExpiresAt: string }> {
  const id = randomUUID();
  return audited(ctx, actor, { action: 'staff.create', targetType: 'staff', targetId: id }, async (tx) => {
    const now = ctx.now();
    const inserted = await tx
      .insertInto('staff_accounts')
      .values({
        id,
        email: input.email,
        name: input.name,
        roles: input.roles,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw new AppError('STAFF_EMAIL_TAKEN');
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + SETUP_TTL_MS);
    await tx
      .insertInto('staff_setup_tokens')
      .values({ token_hash: hashToken(token), staff_id: id, expires_at: expiresAt, created_at: now })
      .execute();
    const member = toAccount(inserted, undefined);
    return {
      before: null,
      after: { email: member.email, name: member.name, roles: member.roles },
      result: {
        member,
        setupLink: `${input.publicUrl.replace(/\/$/, '')}/admin/setup#${token}`,
        setupExpiresAt: expiresAt.toISOString(),
      },
    };
  });
}

/**
 * Replaces a member's roles; open sessions get the new permissions at their next call (requireStaff reads
 * the account each time). Errors: NOT_FOUND, STAFF_UNCHANGED, STAFF_SELF_CHANGE.
 */
export function setStaffRoles(
  ctx: ServerContext,
  actor: Actor,
  input: { staffId: string; roles: StaffRole[]; reason: string },
): Promise<AdminStaffAccount> {
  return audited(
    ctx,
    actor,
    { action: 'staff.roles', targetType: 'staff', targetId: input.staffId, reason: input.reason },
    async (tx) => {
      const before = await lockStaff(tx, input.staffId);
      if (!before) throw new AppError('NOT_FOUND');
      const roles = [...input.roles].sort();
      if (roles.join() === [...before.roles].sort().join()) throw new AppError('STAFF_UNCHANGED');
      if (before.id === actor.staffId && before.roles.includes('admin') && !roles.includes('admin')) {
        throw new AppError('STAFF_SELF_CHANGE');
      }
      const after = await tx
        .updateTable('staff_accounts')
        .set({ roles, updated_at: ctx.now() })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        before: { roles: before.roles },
        after: { roles: after.roles },
        result: await accountOf(tx, ctx, after),
      };
    },
  );
}

/**
 * Disables a member (every open session ends now, in the audit row's transaction; sign-in and set-up links
 * are refused while disabled) or enables them again (no old session comes back).
 * Errors: NOT_FOUND, STAFF_UNCHANGED, STAFF_SELF_CHANGE.
 */
export function setStaffStatus(
  ctx: ServerContext,
  actor: Actor,
  input: { staffId: string; disabled: boolean; reason: string },
): Promise<AdminStaffAccount> {
  return audited(
    ctx,
    actor,
    {
      action: input.disabled ? 'staff.disable' : 'staff.enable',
      targetType: 'staff',
      targetId: input.staffId,
      reason: input.reason,
    },
    async (tx) => {
      const before = await lockStaff(tx, input.staffId);
      if (!before) throw new AppError('NOT_FOUND');
      if ((before.disabled_at !== null) === input.disabled) throw new AppError('STAFF_UNCHANGED');
      if (before.id === actor.staffId) throw new AppError('STAFF_SELF_CHANGE');
      const now = ctx.now();
      const after = await tx
        .updateTable('staff_accounts')
        .set({ disabled_at: input.disabled ? now : null, updated_at: now })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      let ended = 0;
      if (input.disabled) {
        const result = await tx
          .updateTable('staff_sessions')
          .set({ ended_at: now })
          .where('staff_id', '=', before.id)
          .where('ended_at', 'is', null)
          .executeTakeFirst();
        ended = Number(result.numUpdatedRows);
      }
      return {
        before: { disabled: before.disabled_at !== null },
        after: { disabled: after.disabled_at !== null, ...(input.disabled ? { sessionsEnded: ended } : {}) },
        result: await accountOf(tx, ctx, after),
      };
    },
  );
}

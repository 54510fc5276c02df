import type { AdminPlayerProfile, AdminPlayerSummary, AuditEntry as AuditView } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import {
  countOpenSessions,
  listPlayerDevices,
  listPlayerSessions,
  revokePlayerSessions,
} from '../auth/index.ts';
import { endGameSessions, listPlayerRounds } from '../games/index.ts';
import { getKycStatus, ghanaCardNumber, playerIdsWithIdNumber } from '../kyc/index.ts';
import { listMessagesToPlayer } from '../messages/index.ts';
import { listPlayerDeposits } from '../payments/index.ts';
import {
  findPlayerById,
  lockPlayerRow,
  type PlayerRow,
  searchPlayers,
  setPlayerStatus,
} from '../players/index.ts';
import { findPause, listLimits } from '../responsible-gaming/index.ts';
import { getPlayerBalances } from '../wallet/index.ts';
import { listPlayerWithdrawals } from '../withdrawals/index.ts';
import { listAdjustmentsOfPlayer, toAdminAdjustment } from './adjust-balance.ts';
import { type Actor, audited, listPlayerAudit } from './audit.ts';
import { withdrawDeductionsOf } from './queue-views.ts';

/** How many of each recent thing the profile shows. */
const RECENT = 20;

export function toPlayerSummary(row: PlayerRow): AdminPlayerSummary {
  return {
    id: row.id,
    mobile: row.mobile,
    firstName: row.first_name,
    lastName: row.last_name,
    nickName: row.nick_name,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    createdAt: row.created_at.toISOString(),
  };
}

export async function searchPlayersForStaff(
  ctx: ServerContext,
  query: { q?: string | undefined; page: number; size: number },
): Promise<{ hasMore: boolean; list: AdminPlayerSummary[] }> {
  const card = query.q ? ghanaCardNumber(query.q) : null;
  if (card) {
    // A Ghana Card number names few players (one, or the duplicates KYC flags): no paging needed.
    const ids = await playerIdsWithIdNumber(ctx.db, card);
    const rows = await Promise.all(ids.map((id) => findPlayerById(ctx.db, id)));
    const found = rows.filter((r): r is PlayerRow => r !== undefined);
    found.sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    return { hasMore: false, list: query.page === 1 ? found.map(toPlayerSummary) : [] };
  }
  const rows = await searchPlayers(ctx.db, query.q, query);
  return { hasMore: rows.length > query.size, list: rows.slice(0, query.size).map(toPlayerSummary) };
}

/** Everything support needs on one page, read through the owning modules. Errors: NOT_FOUND. */
export async function getPlayerProfile(ctx: ServerContext, playerId: string): Promise<AdminPlayerProfile> {
  const player = await findPlayerById(ctx.db, playerId);
  if (!player) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  const paging = { page: 1, size: RECENT };
  const [kyc, balances, deposits, withdrawals, rounds, limits, pause, adjustments, audit] = await Promise.all(
    [
      getKycStatus(ctx, playerId),
      getPlayerBalances(ctx.db, playerId),
      listPlayerDeposits(ctx.db, playerId, paging),
      listPlayerWithdrawals(ctx.db, playerId, paging),
      listPlayerRounds(ctx.db, playerId, RECENT),
      listLimits(ctx.db, playerId),
      findPause(ctx.db, playerId, now, false),
      listAdjustmentsOfPlayer(ctx.db, playerId),
      listPlayerAudit(ctx.db, playerId, 50),
    ],
  );
  const [sessions, devices, messages] = await Promise.all([
    listPlayerSessions(ctx.db, playerId, RECENT),
    listPlayerDevices(ctx.db, playerId, RECENT),
    listMessagesToPlayer(ctx.db, playerId, RECENT),
  ]);
  const auditViews: AuditView[] = audit.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    staffId: r.staff_id,
    staffEmail: r.staff_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    reason: r.reason,
    before: r.before,
    after: r.after,
  }));
  const lastLock = auditViews.find((a) => a.action === 'player.lock' || a.action === 'player.unlock');
  return {
    player: { ...toPlayerSummary(player), inviteCode: player.invite_code, dateOfBirth: player.date_of_birth },
    lock: lastLock
      ? {
          locked: lastLock.action === 'player.lock',
          reason: lastLock.reason,
          by: lastLock.staffEmail,
          at: lastLock.at,
        }
      : null,
    kyc: { state: kyc.state, fullName: kyc.fullName },
    balances: {
      cashMinor: balances.money,
      withdrawableMinor: balances.withdrawMoney,
      lockedMinor: balances.money - balances.withdrawMoney,
      coins: balances.bonusMoney,
      diamonds: balances.diamond,
    },
    deposits: deposits.slice(0, RECENT).map((d) => ({
      transNo: d.trans_no,
      amountMinor: d.amount_minor,
      state: d.state,
      channelCode: d.channel_code,
      createdAt: d.created_at.toISOString(),
    })),
    withdrawals: withdrawals.slice(0, RECENT).map((w) => ({
      ...withdrawDeductionsOf(w),
      orderNo: w.order_no,
      moneyMinor: w.money_minor,
      netMinor: w.net_minor,
      state: w.state,
      channelCode: w.channel_code,
      createdAt: w.created_at.toISOString(),
      settledAt: w.settled_at?.toISOString() ?? null,
    })),
    rounds: rounds.map((r) => ({
      provider: r.provider,
      roundId: r.round_id,
      game: r.game,
      betMinor: r.bet_minor,
      winMinor: r.win_minor,
      refundedMinor: r.refunded_minor,
      status: r.status,
      createdAt: r.created_at.toISOString(),
    })),
    responsibleGaming: {
      limits: limits.map((l) => ({
        kind: l.kind,
        period: l.period,
        value: l.value,
        pendingValue: l.pendingValue,
        pendingFrom: l.pendingFrom?.toISOString() ?? null,
      })),
      pause: pause ? { reason: pause.reason, until: pause.until?.toISOString() ?? null } : null,
    },
    sessions: sessions.map((x) => ({
      createdAt: x.created_at.toISOString(),
      expiresAt: x.expires_at.toISOString(),
      revokedAt: x.revoked_at?.toISOString() ?? null,
      open: x.revoked_at === null && x.expires_at > now,
      deviceId: x.device_id,
      platform: x.platform,
      ip: x.ip,
    })),
    devices: devices.map((d) => ({
      deviceId: d.device_id,
      platform: d.platform,
      firstSeenAt: d.first_seen_at.toISOString(),
      lastSeenAt: d.last_seen_at.toISOString(),
      sessions: d.sessions,
      lastIp: d.last_ip,
    })),
    messages: messages.map((m) => ({
      id: Number(m.id),
      title: (m.title as Record<string, string>).en ?? '',
      createdAt: m.created_at.toISOString(),
      readAt: m.read_at?.toISOString() ?? null,
    })),
    adjustments: adjustments.map(toAdminAdjustment),
    audit: auditViews,
  };
}

/**
 * Signs a player out everywhere without locking the account (every session and game session ends; they may
 * sign in again), with its audit row (`player.end_sessions`), in one transaction. Errors: NOT_FOUND.
 */
export function endPlayerSessions(
  ctx: ServerContext,
  actor: Actor,
  input: { playerId: string; reason: string },
): Promise<{ sessionsEnded: number }> {
  return audited(
    ctx,
    actor,
    { action: 'player.end_sessions', targetType: 'player', targetId: input.playerId, reason: input.reason },
    async (tx) => {
      if (!(await lockPlayerRow(tx, input.playerId))) throw new AppError('NOT_FOUND');
      const now = ctx.now();
      const open = await countOpenSessions(tx, input.playerId, now);
      await revokePlayerSessions(tx, input.playerId, now);
      await endGameSessions(tx, input.playerId, now, 'ended by staff');
      return { before: { openSessions: open }, after: { openSessions: 0 }, result: { sessionsEnded: open } };
    },
  );
}

/**
 * Locks (every session and game session ends at once; sign-in then answers ACCOUNT_DISABLED) or unlocks an
 * account, with its audit row, in one transaction. Errors: NOT_FOUND, PLAYER_LOCK_UNCHANGED.
 */
export async function lockPlayer(
  ctx: ServerContext,
  actor: Actor,
  input: { playerId: string; locked: boolean; reason: string },
): Promise<AdminPlayerSummary> {
  return audited(
    ctx,
    actor,
    {
      action: input.locked ? 'player.lock' : 'player.unlock',
      targetType: 'player',
      targetId: input.playerId,
      reason: input.reason,
    },
    async (tx) => {
      const before = await lockPlayerRow(tx, input.playerId);
      if (!before) throw new AppError('NOT_FOUND');
      const status = input.locked ? 'disabled' : 'active';
      if (before.status === status) throw new AppError('PLAYER_LOCK_UNCHANGED');
      const after = await setPlayerStatus(tx, input.playerId, status);
      if (input.locked) {
        const now = ctx.now();
        await revokePlayerSessions(tx, input.playerId, now);
        await endGameSessions(tx, input.playerId, now, 'locked by staff');
      }
      return {
        before: { status: before.status },
        after: { status: after.status },
        result: toPlayerSummary(after),
      };
    },
  );
}

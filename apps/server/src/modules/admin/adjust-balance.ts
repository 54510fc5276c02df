import { randomUUID } from 'node:crypto';
import type { AdjustmentAsset, AdminAdjustment } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import { AppError } from '../../http/errors.ts';
import { findPlayerById } from '../players/index.ts';
import { type AccountRef, houseAccount, playerAccount, transfer } from '../wallet/index.ts';
import { type Actor, audited } from './audit.ts';

/**
 * Manual balance adjustments under four eyes (docs/back-office.md): one staff member proposes (nothing
 * moves), a different member with `adjustments.approve` approves — the ledger transfer between the player
 * and the `adjustments` house account posts in the same transaction, under the key `adjustment:<id>` — or
 * rejects. The adjustment's row lock makes parallel approvals one; the key makes even a second transfer
 * attempt the same transfer; the table's CHECK refuses a decision by the proposer.
 */

function adjustmentsWithNames(db: Db) {
  return db
    .selectFrom('balance_adjustments as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .innerJoin('staff_accounts as proposer', 'proposer.id', 'a.proposed_by')
    .leftJoin('staff_accounts as decider', 'decider.id', 'a.decided_by')
    .selectAll('a')
    .select(['p.mobile', 'proposer.email as proposer_email', 'decider.email as decider_email']);
}

type AdjustmentRow = Awaited<ReturnType<ReturnType<typeof adjustmentsWithNames>['executeTakeFirstOrThrow']>>;

export function toAdminAdjustment(row: AdjustmentRow): AdminAdjustment {
  return {
    id: row.id,
    playerId: row.player_id,
    mobile: row.mobile,
    asset: row.asset as AdjustmentAsset,
    amountMinor: row.amount_minor,
    reason: row.reason,
    state: row.state as AdminAdjustment['state'],
    proposedBy: row.proposer_email,
    proposedAt: row.proposed_at.toISOString(),
    decidedBy: row.decider_email,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
    transferId: row.transfer_id,
  };
}

export function listAdjustmentsOfPlayer(db: Db, playerId: string) {
  return adjustmentsWithNames(db)
    .where('a.player_id', '=', playerId)
    .orderBy('a.proposed_at', 'desc')
    .limit(50)
    .execute();
}

export async function listAdjustments(
  ctx: ServerContext,
  state: AdminAdjustment['state'],
): Promise<AdminAdjustment[]> {
  const rows = await adjustmentsWithNames(ctx.db)
    .where('a.state', '=', state)
    .orderBy('a.proposed_at', state === 'proposed' ? 'asc' : 'desc')
    .limit(200)
    .execute();
  return rows.map(toAdminAdjustment);
}

function findAdjustment(db: Db, id: string) {
  return adjustmentsWithNames(db).where('a.id', '=', id).executeTakeFirst();
}

/** Proposes an adjustment; nothing moves yet. Errors: NOT_FOUND (no such player). */
export async function proposeAdjustment(
  ctx: ServerContext,
  actor: Actor,
  input: { playerId: string; asset: AdjustmentAsset; amountMinor: number; reason: string },
): Promise<AdminAdjustment> {
  const id = randomUUID();
  await audited(
    ctx,
    actor,
    { action: 'adjustment.propose', targetType: 'balance_adjustment', targetId: id, reason: input.reason },
    async (tx) => {
      const player = await findPlayerById(tx, input.playerId);
      if (!player) throw new AppError('NOT_FOUND');
      await tx
        .insertInto('balance_adjustments')
        .values({
          id,
          player_id: input.playerId,
          asset: input.asset,
          amount_minor: input.amountMinor,
          reason: input.reason,
          proposed_by: actor.staffId,
          proposed_at: ctx.now(),
        })
        .execute();
      const after = { playerId: input.playerId, asset: input.asset, amountMinor: input.amountMinor };
      return { before: null, after, result: null };
    },
  );
  return toAdminAdjustment((await findAdjustment(ctx.db, id))!);
}

/** The legs of an adjustment: from the adjustments house account to the player, or back. */
function legsOf(playerId: string, asset: AdjustmentAsset, amountMinor: number) {
  const house = houseAccount('adjustments', asset);
  // Cash credits land in withdrawable cash; cash debits take locked cash first, as a stake does.
  const credit: AccountRef =
    asset === 'cash' ? playerAccount.withdrawable(playerId) : playerAccount[asset](playerId);
  const debit: AccountRef = asset === 'cash' ? playerAccount.cash(playerId) : playerAccount[asset](playerId);
  return amountMinor > 0
    ? [{ from: house, to: credit, amountMinor }]
    : [{ from: debit, to: house, amountMinor: -amountMinor }];
}

/**
 * Approves (posts the transfer) or rejects a proposed adjustment, with its audit row, in one transaction.
 * Errors: NOT_FOUND, FOUR_EYES_SELF (the proposer), ALREADY_DECIDED, INSUFFICIENT_BALANCE (a debit the
 * player's balance cannot cover: nothing changes, the proposal stays open).
 */
export async function decideAdjustment(
  ctx: ServerContext,
  actor: Actor,
  input: { adjustmentId: string; decision: 'approve' | 'reject'; reason: string },
): Promise<AdminAdjustment> {
  await audited(
    ctx,
    actor,
    {
      action: `adjustment.${input.decision}`,
      targetType: 'balance_adjustment',
      targetId: input.adjustmentId,
      reason: input.reason,
    },
    async (tx) => {
      const row = await tx
        .selectFrom('balance_adjustments')
        .selectAll()
        .where('id', '=', input.adjustmentId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      if (row.proposed_by === actor.staffId) throw new AppError('FOUR_EYES_SELF');
      if (row.state !== 'proposed') throw new AppError('ALREADY_DECIDED');
      const asset = row.asset as AdjustmentAsset;
      let transferId: string | null = null;
      if (input.decision === 'approve') {
        const outcome = await transfer(tx, {
          idempotencyKey: `adjustment:${row.id}`,
          kind: 'adjustment',
          reference: row.id,
          metadata: { reason: row.reason, proposedBy: row.proposed_by, approvedBy: actor.staffId },
          legs: legsOf(row.player_id, asset, row.amount_minor),
        });
        transferId = outcome.transfer.id;
      }
      const now = ctx.now();
      await tx
        .updateTable('balance_adjustments')
        .set({
          state: input.decision === 'approve' ? 'approved' : 'rejected',
          decided_by: actor.staffId,
          decided_at: now,
          decision_reason: input.reason,
          transfer_id: transferId,
        })
        .where('id', '=', row.id)
        .execute();
      return {
        before: { state: row.state },
        after: { state: input.decision === 'approve' ? 'approved' : 'rejected', transferId },
        result: null,
      };
    },
  );
  return toAdminAdjustment((await findAdjustment(ctx.db, input.adjustmentId))!);
}

import { sql } from 'kysely';
import type { ScheduledJob } from '../../jobs/index.ts';
import { type Asset, accountKey, assetOf, shardOf } from './accounts.ts';
import { legsForHash, prepareLegs, type TransferRequest } from './legs.ts';
import {
  callWallet,
  type Executor,
  requestHash,
  type TransferOutcome,
  toOutcome,
  walletCall,
} from './write-path.ts';

export interface HoldRequest extends TransferRequest {
  /**
   * When the hold voids itself (expireHolds) if nobody posted it: a game round's stake. null for a
   * withdrawal, whose money must never be returned blindly while the payout's outcome is unknown.
   */
  expiresAt: Date | null;
}

export type HoldState = 'pending' | 'posted' | 'voided' | 'expired';

export interface Hold {
  id: string;
  state: HoldState;
  kind: string;
  reference: string | null;
  expiresAt: Date | null;
  settledBy: string | null;
  settledAt: Date | null;
}

/**
 * The first phase of a two-phase transfer: the amounts leave the sources now (the player cannot spend
 * them twice) and wait in escrow until postHold or voidHold. `transfer.id` is the hold's id.
 * Errors: as transfer().
 */
export async function hold(db: Executor, request: HoldRequest): Promise<TransferOutcome> {
  const legs = prepareLegs(request);
  const shard = shardOf(request.idempotencyKey);
  const escrow = request.legs.map((leg) =>
    accountKey({ house: 'holds', asset: assetOf(leg.from) as Asset }, shard),
  );
  const expiresAt = request.expiresAt?.toISOString() ?? null;
  const hash = requestHash(['hold', request.kind, request.reference ?? null, legsForHash(legs), expiresAt]);
  const row = await callWallet(
    db,
    walletCall('wallet_hold', [
      request.idempotencyKey,
      hash,
      request.kind,
      legs.playerId,
      request.reference ?? null,
      request.metadata ?? null,
      legs.from,
      legs.fromAlt,
      escrow,
      legs.to,
      legs.amounts,
      expiresAt,
    ]),
  );
  return toOutcome(row, request.kind);
}

/**
 * Completes a hold: the held amounts go to their destinations, exactly once. A retry answers the same
 * settlement (replayed). Errors: NOT_FOUND; TRANSFER_NOT_PENDING when it was voided or has expired
 * (an expired hold is returned to the player by this very call if the sweeper has not yet done it).
 */
export function postHold(db: Executor, holdId: string, now: Date): Promise<TransferOutcome> {
  return settle(db, holdId, 'post', now);
}

/**
 * Cancels a hold: the amounts go back to the pockets they came from, exactly once. Voiding an expired
 * hold answers the expiry (replayed). Errors: NOT_FOUND; TRANSFER_NOT_PENDING when it was posted.
 */
export function voidHold(db: Executor, holdId: string, now: Date): Promise<TransferOutcome> {
  return settle(db, holdId, 'void', now);
}

async function settle(db: Executor, holdId: string, action: 'post' | 'void', now: Date) {
  const row = await callWallet(db, sql`SELECT * FROM wallet_settle(${holdId}::uuid, ${action}, ${now})`);
  return toOutcome(row, 'hold_settlement');
}

const EXPIRY_BATCH = 200;

/** Returns every pending hold whose expiry has passed to its sources; the number expired. Safe to run anywhere at once. */
export async function expireHolds(db: Executor, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT wallet_expire_holds(${now}, ${EXPIRY_BATCH}) AS n`.execute(db);
    const n = rows[0]?.n ?? 0;
    total += n;
    if (n < EXPIRY_BATCH) return total;
  }
}

export async function getHold(db: Executor, holdId: string): Promise<Hold | undefined> {
  const row = await db
    .selectFrom('wallet_holds as h')
    .innerJoin('wallet_transfers as t', 't.id', 'h.id')
    .select(['h.id', 'h.state', 't.kind', 't.reference', 'h.expires_at', 'h.settled_by', 'h.settled_at'])
    .where('h.id', '=', holdId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    state: row.state,
    kind: row.kind,
    reference: row.reference,
    expiresAt: row.expires_at,
    settledBy: row.settled_by,
    settledAt: row.settled_at,
  };
}

/**
 * Every minute: a hold that names an expiry (a game round's stake) goes back to its sources once nobody
 * posted it in time. Holds without an expiry (withdrawals) are never touched.
 */
export const expireHoldsJob: ScheduledJob = {
  name: 'expire-holds',
  cron: '* * * * *',
  async run(ctx) {
    const expired = await expireHolds(ctx.db, ctx.now());
    if (expired > 0)
      ctx.log.info({ job: 'expire-holds', expired }, 'expired holds returned to their sources');
  },
};

import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findRound } from './rounds-repository.ts';
import { rollbackInTransaction } from './settle-rollback.ts';
import { findLoggedCall, lockTransactionIds } from './wallet-api-log.ts';

/**
 * A round with stakes and no word from the provider about it for this long is treated as abandoned.
 * Measured from the provider's last call naming the round, not from the round's start: a mines round
 * may stay in play for hours, and the provider says so (a balance call with the round id) while it does.
 * The in-house provider cashes out its own idle mines rounds after 30 minutes (apps/games store), well
 * inside this.
 */
export const ABANDONED_ROUND_AFTER_MS = 60 * 60_000;

export interface AbandonedStake {
  provider: string;
  txId: string;
  roundId: string;
}

/** Stakes of open rounds without a win that the provider has been silent about for an hour. */
export async function findAbandonedStakes(ctx: ServerContext, limit = 500): Promise<AbandonedStake[]> {
  const cutoff = new Date(ctx.now().getTime() - ABANDONED_ROUND_AFTER_MS);
  return ctx.db
    .selectFrom('wallet_api_transactions as t')
    .innerJoin('game_rounds as r', (join) =>
      join.onRef('r.provider', '=', 't.provider').onRef('r.round_id', '=', 't.round_id'),
    )
    .select(['t.provider', 't.tx_id as txId', 't.round_id as roundId'])
    .where('t.kind', '=', 'bet')
    .where('t.rolled_back_at', 'is', null)
    .where('t.transfer_id', 'is not', null)
    .where('r.status', '=', 'open')
    .where('r.win_minor', '=', 0)
    .where('r.last_call_at', '<', cutoff)
    .limit(limit)
    .execute();
}

/**
 * Refunds one stake found by `findAbandonedStakes`, unless the round changed since it was read: under the
 * same locks a win takes (the txIds, then the round), the round must still be open, unpaid and silent.
 * A win that committed in between therefore means no refund, and a win arriving after the refund finds
 * its bet rolled back: never both.
 */
export async function refundAbandonedStake(
  ctx: ServerContext,
  stake: AbandonedStake,
): Promise<'refunded' | 'skipped'> {
  const { provider, txId, roundId } = stake;
  const refundTxId = `operator-refund:${txId}`;
  return inTransaction(ctx.db, async (tx) => {
    await lockTransactionIds(tx, provider, [refundTxId, txId]);
    const round = await findRound(tx, provider, roundId);
    const bet = await findLoggedCall(tx, provider, txId);
    const cutoff = ctx.now().getTime() - ABANDONED_ROUND_AFTER_MS;
    const stillAbandoned =
      round?.status === 'open' &&
      round.win_minor === 0 &&
      round.last_call_at.getTime() < cutoff &&
      bet?.kind === 'bet' &&
      !bet.rolledBackAt;
    if (!stillAbandoned) return 'skipped';
    await rollbackInTransaction(ctx, tx, { provider, txId: refundTxId, roundId, originalTxId: txId });
    return 'refunded';
  });
}

/**
 * A stake is never lost (issue 6): when a round was interrupted (the provider crashed, the connection
 * dropped) and nothing settled it, the operator refunds its stakes with the provider's own rollback path.
 * A win arriving later for that round is refused (its stakes were refunded), so nothing is paid twice.
 * Safe to repeat and to run on several servers at once: each refund has a fixed rollback id.
 */
export async function refundAbandonedRounds(ctx: ServerContext): Promise<number> {
  let refunded = 0;
  for (const stake of await findAbandonedStakes(ctx)) {
    if ((await refundAbandonedStake(ctx, stake)) === 'refunded') refunded += 1;
  }
  if (refunded > 0) ctx.log.warn({ refunded }, 'refunded stakes of abandoned rounds');
  return refunded;
}

export const refundAbandonedRoundsJob = {
  name: 'refund-abandoned-rounds',
  cron: '*/10 * * * *',
  async run(ctx: ServerContext) {
    await refundAbandonedRounds(ctx);
  },
};

import type { ServerContext } from '../../context.ts';
import { IN_HOUSE_PROVIDER } from './seed-games.ts';
import { settleRollback } from './settle-rollback.ts';

/** A round with stakes and no word from the provider for this long is treated as abandoned. */
export const ABANDONED_ROUND_AFTER_MS = 60 * 60_000;

/**
 * A stake is never lost (issue 6): when a round was interrupted (the provider crashed, the connection
 * dropped) and nothing settled it, the operator refunds its stakes with the provider's own rollback path.
 * A win arriving later for that round is refused (its stakes were refunded), so nothing is paid twice.
 * Safe to repeat: each refund has a fixed rollback id.
 */
export async function refundAbandonedRounds(ctx: ServerContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - ABANDONED_ROUND_AFTER_MS);
  const stakes = await ctx.db
    .selectFrom('wallet_api_transactions as t')
    .innerJoin('game_rounds as r', (join) =>
      join.onRef('r.provider', '=', 't.provider').onRef('r.round_id', '=', 't.round_id'),
    )
    .select(['t.tx_id', 't.round_id'])
    .where('t.provider', '=', IN_HOUSE_PROVIDER)
    .where('t.kind', '=', 'bet')
    .where('t.rolled_back_at', 'is', null)
    .where('t.transfer_id', 'is not', null)
    .where('r.status', '=', 'open')
    .where('r.win_minor', '=', 0)
    .where('r.created_at', '<', cutoff)
    .limit(500)
    .execute();
  for (const stake of stakes) {
    await settleRollback(ctx, {
      txId: `operator-refund:${stake.tx_id}`,
      roundId: stake.round_id,
      originalTxId: stake.tx_id,
    });
  }
  if (stakes.length > 0) ctx.log.warn({ refunded: stakes.length }, 'refunded stakes of abandoned rounds');
  return stakes.length;
}

export const refundAbandonedRoundsJob = {
  name: 'refund-abandoned-rounds',
  cron: '*/10 * * * *',
  async run(ctx: ServerContext) {
    await refundAbandonedRounds(ctx);
  },
};

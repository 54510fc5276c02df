import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { findActivity, grantReward, localToday, requireActivity } from '../../rewards/index.ts';
import { getPlayerBalances } from '../../wallet/index.ts';
import { listExchangeItems } from './diamond-repository.ts';

export async function exchangeConfig(ctx: ServerContext, playerId: string) {
  const activity = await findActivity(ctx.db, 'exchange');
  return {
    enable: Boolean(activity?.enabled),
    items: await listExchangeItems(ctx.db),
    diamond: (await getPlayerBalances(ctx.db, playerId)).diamond,
  };
}

/**
 * Diamonds for cash or coins at the item's rate: the diamonds go to the exchange's promotion account and
 * the item comes from it, in one transfer, under `exchange:{player}:{key}` (a double tap exchanges once).
 * Errors: EXCHANGE_ITEM_NOT_FOUND, NOT_ENOUGH_DIAMONDS, ACTIVITY_INVALID, REWARD_BUDGET_SPENT,
 * IDEMPOTENCY_MISMATCH, SELF_EXCLUDED.
 */
export async function exchangeDiamonds(
  ctx: ServerContext,
  playerId: string,
  input: { id: number; idempotencyKey?: string | undefined },
) {
  await requireActivity(ctx.db, 'exchange');
  const item = (await listExchangeItems(ctx.db)).find((i) => i.id === input.id);
  if (!item) throw new AppError('EXCHANGE_ITEM_NOT_FOUND');
  const now = ctx.now();
  await inTransaction(ctx.db, (tx) =>
    grantReward(tx, {
      activity: 'exchange',
      playerId,
      idempotencyKey: `exchange:${playerId}:${input.idempotencyKey ?? randomUUID()}`,
      localDate: localToday(ctx, now),
      request: { item: item.id },
      credits: [{ asset: item.asset, amount: item.amount }],
      debits: [{ asset: 'diamonds', amount: item.diamonds }],
      kind: 'exchange',
      reference: `Exchange ${item.diamonds} diamonds`,
      source: 'exchange',
      now,
    }),
  );
  return { ...item, diamond: (await getPlayerBalances(ctx.db, playerId)).diamond };
}

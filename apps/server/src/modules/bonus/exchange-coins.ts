import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { findActivity, grantReward, localToday, requireActivity } from '../rewards/index.ts';
import { getPlayerBalances } from '../wallet/index.ts';

const ACTIVITY = 'coin-exchange';

interface ExchangeSettings {
  rateBp: number;
  minCoins: number;
}

function settingsOf(settings: Record<string, unknown>): ExchangeSettings {
  const rateBp = Number(settings.rateBp);
  const minCoins = Number(settings.minCoins);
  return {
    rateBp: Number.isSafeInteger(rateBp) && rateBp > 0 ? rateBp : 0,
    minCoins: Number.isSafeInteger(minCoins) && minCoins > 0 ? minCoins : 1,
  };
}

/** Cash for coins at the rate, rounded down to the minor unit. */
export function cashForCoins(coins: number, rateBp: number): number {
  return Math.floor((coins * rateBp) / 10_000);
}

export async function coinExchangeConfig(ctx: ServerContext, playerId: string) {
  const activity = await findActivity(ctx.db, ACTIVITY);
  const settings = settingsOf(activity?.settings ?? {});
  return {
    enable: Boolean(activity?.enabled) && settings.rateBp > 0,
    rateBp: settings.rateBp,
    minCoins: settings.minCoins,
    coins: (await getPlayerBalances(ctx.db, playerId)).bonusMoney,
  };
}

/**
 * Coins for cash where the market allows it (the `coin-exchange` activity is configured and on): through
 * the rewards module, so the day's budget applies and it is one transfer — the coins to the exchange's
 * promotion account, the cash from it into the player's locked cash (played once before withdrawal,
 * decision 004: promotional coins never become withdrawable cash without play). One tap, one key.
 * Errors: COIN_EXCHANGE_UNAVAILABLE, COIN_EXCHANGE_TOO_SMALL, NOT_ENOUGH_COINS, REWARD_BUDGET_SPENT,
 * IDEMPOTENCY_MISMATCH, PLAY_PAUSED.
 */
export async function exchangeCoins(
  ctx: ServerContext,
  playerId: string,
  input: { coins: number; idempotencyKey?: string | undefined },
) {
  const activity = await requireActivity(ctx.db, ACTIVITY).catch(() => {
    throw new AppError('COIN_EXCHANGE_UNAVAILABLE');
  });
  const { rateBp, minCoins } = settingsOf(activity.settings);
  if (rateBp === 0) throw new AppError('COIN_EXCHANGE_UNAVAILABLE', { internal: 'no rate configured' });
  const cashMinor = cashForCoins(input.coins, rateBp);
  if (input.coins < minCoins || cashMinor <= 0) {
    throw new AppError('COIN_EXCHANGE_TOO_SMALL', { data: { minCoins } });
  }
  const now = ctx.now();
  await inTransaction(ctx.db, (tx) =>
    grantReward(tx, {
      activity: ACTIVITY,
      playerId,
      idempotencyKey: `coin-exchange:${playerId}:${input.idempotencyKey ?? randomUUID()}`,
      localDate: localToday(ctx, now),
      request: { coins: input.coins },
      credits: [{ asset: 'cash', amount: cashMinor }],
      debits: [{ asset: 'coins', amount: input.coins }],
      kind: 'exchange',
      reference: 'Coins exchanged for cash',
      source: 'coin-exchange',
      now,
    }),
  );
  return {
    coins: input.coins,
    cashMinor,
    bonusMoney: (await getPlayerBalances(ctx.db, playerId)).bonusMoney,
  };
}

import { newClientSeed } from '@sika/fairness';
import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { findMobiles } from '../../players/index.ts';
import { findActivity, localToday } from '../../rewards/index.ts';
import { getPlayerBalances } from '../../wallet/index.ts';
import { activeSeed, listSpins, listWins, loadWheel, rotateSeed } from './spin-repository.ts';
import { maskMobile, toSpinRecord } from './spin-view.ts';
import { freeSpinsLeft } from './spin-wheel.ts';

/** The wheel as the page draws it, the player's balances and the seed pair of their next spin. */
export async function wheelConfig(ctx: ServerContext, wheelName: string, playerId: string) {
  const wheel = await loadWheel(ctx.db, wheelName);
  if (!wheel) throw new AppError('ACTIVITY_INVALID', { internal: `no wheel ${wheelName}` });
  const activity = await findActivity(ctx.db, wheel.activity);
  const seed = await activeSeed(ctx.db, playerId, wheelName, ctx.now(), false);
  const balances = await getPlayerBalances(ctx.db, playerId);
  return {
    enable: Boolean(activity?.enabled),
    prizes: wheel.prizes.map((p) => ({ index: p.index, asset: p.asset, amount: p.amount, weight: p.weight })),
    bets: wheel.bets,
    diamond: balances.diamond,
    coins: balances.bonusMoney,
    freeSpins: await freeSpinsLeft(ctx, wheel, playerId, localToday(ctx)),
    fairness: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce },
  };
}

export async function wheelWinners(ctx: ServerContext, wheelName: string) {
  const wins = await listWins(ctx.db, wheelName, 20);
  const mobiles = await findMobiles(ctx.db, [...new Set(wins.map((w) => w.player_id))]);
  return {
    list: wins.map((w) => ({
      mobile: maskMobile(mobiles.get(w.player_id) ?? ''),
      asset: w.asset,
      amount: w.amount,
      time: w.created_at.toISOString(),
    })),
  };
}

export async function wheelRecords(
  ctx: ServerContext,
  wheelName: string,
  playerId: string,
  page: { maxId?: number | undefined; limit: number },
) {
  const rows = await listSpins(ctx.db, wheelName, playerId, page.maxId, page.limit);
  return { list: rows.map(toSpinRecord) };
}

/** Reveals the current server seed (every spin made with it becomes verifiable) and starts a new pair. */
export async function rotateWheelSeed(
  ctx: ServerContext,
  wheelName: string,
  playerId: string,
  clientSeed: string | undefined,
) {
  if (!(await loadWheel(ctx.db, wheelName)))
    throw new AppError('ACTIVITY_INVALID', { internal: `no wheel ${wheelName}` });
  const now = ctx.now();
  return inTransaction(ctx.db, async (tx) => {
    await activeSeed(tx, playerId, wheelName, now, true);
    const previous = await rotateSeed(tx, playerId, wheelName, clientSeed ?? newClientSeed(), now);
    const current = await activeSeed(tx, playerId, wheelName, now, false);
    return {
      previous: previous
        ? {
            serverSeed: previous.server_seed,
            serverSeedHash: previous.server_seed_hash,
            clientSeed: previous.client_seed,
            lastNonce: previous.next_nonce - 1,
          }
        : null,
      current: {
        serverSeedHash: current.server_seed_hash,
        clientSeed: current.client_seed,
        nonce: current.next_nonce,
      },
    };
  });
}

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cancelFreeRoundGrant } from '../../src/modules/games/index.ts';
import { seedMall } from '../../src/modules/mall/index.ts';
import { balancesOf, expectAnswer } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { type FreeSpins, freeSpinsSteps, type Order, SPINS, startFreeSpins } from './free-spins-support.ts';

/**
 * Free spins sold in the mall, played (docs/mall.md, "Free spins"; decision 024): each win comes back
 * through the seamless-wallet API and is paid once, no round beyond the award, and a cancelled award is
 * no longer offered.
 */
vi.setConfig({ testTimeout: 60_000 });
let f: FreeSpins;
let t: TestApp;
beforeAll(async () => {
  f = await startFreeSpins();
  t = f.t;
});
afterAll(() => f.close());

const { order, buyer, awardIdOf, openGame, spin, walletWin } = freeSpinsSteps(() => f);

describe('free spins from the mall', () => {
  it('plays the free spins in the game: no stake, each win paid once into locked cash from promotion.mall', async () => {
    const player = await buyer();
    const made = expectAnswer<Order>(await order(player.token, SPINS), 200, 0).data;
    const awardId = await awardIdOf(made.orderNo);
    const before = await balancesOf(t, player.playerId);
    const session = await openGame(player.token);
    expect(session.freeRounds).toMatchObject({ awardId, roundsLeft: 3, bet: 100 });
    let won = 0;
    const roundIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { status, round } = await spin(session.token, awardId);
      expect(status).toBe(200);
      won += round.payout;
      roundIds.push(round.roundId);
    }
    expect((await spin(session.token, awardId)).status).toBe(404);
    const after = await balancesOf(t, player.playerId);
    expect(after.money - before.money).toBe(won);
    expect(after.withdrawMoney).toBe(before.withdrawMoney);
    const { rows } = await sql<{ kind: string; n: number; paid: string }>`
      SELECT kind, count(*)::int AS n, sum(amount_minor)::text AS paid FROM wallet_api_transactions
       WHERE player_id = ${player.playerId} GROUP BY kind`.execute(t.ctx.db);
    expect(rows).toEqual([{ kind: 'win', n: 3, paid: String(won) }]);
    const grant = await sql<{ rounds_paid: number; won_minor: string }>`
      SELECT rounds_paid, won_minor::text FROM free_round_grants WHERE award_id = ${awardId}`.execute(
      t.ctx.db,
    );
    expect(grant.rows[0]).toEqual({ rounds_paid: 3, won_minor: String(won) });
    // A win resent with the same txId answers the same and pays nothing more; a fourth round's win is refused.
    const resend = await walletWin({
      txId: `${roundIds[0]}-win`,
      roundId: roundIds[0]!,
      awardId,
      playerId: player.playerId,
      amount: -1,
    });
    expect(resend.status).toBe('OK');
    const extra = await walletWin({
      txId: randomUUID(),
      roundId: randomUUID(),
      awardId,
      playerId: player.playerId,
      amount: 100,
    });
    expect(extra.status).toBe('INVALID_REQUEST');
    const stranger = await buyer(0);
    const stolen = await walletWin({
      txId: randomUUID(),
      roundId: randomUUID(),
      awardId,
      playerId: stranger.playerId,
      amount: 100,
    });
    expect(stolen.status).toBe('TX_NOT_FOUND');
    expect((await balancesOf(t, player.playerId)).money).toBe(after.money);
    await expectLedgerHealthy(t);
  });

  it('Ghana’s seeded free-spins good really works: bought with coins, offered in Kente Gold, played', async () => {
    await seedMall(t.ctx);
    const player = await buyer(20_000);
    const goods = expectAnswer<{ freeRounds: { gameId: number; rounds: number; bet: number } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/mall-service/goods/301',
        headers: { token: player.token },
      }),
      200,
      0,
    ).data;
    expect(goods.freeRounds).toMatchObject({ gameId: 101, rounds: 5, bet: 20 });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/mall-service/orders',
      payload: {
        items: [{ id: 301, unitPrice: 1_000, count: 2, couponType: 0 }],
        idempotencyKey: randomUUID(),
      },
      headers: { token: player.token, platform: 'h5' },
    });
    const line = expectAnswer<Order>(made, 200, 0).data.lines[0]!;
    expect(line).toMatchObject({ deliveryState: 'delivered', freeRounds: { rounds: 10, bet: 20 } });
    const session = await openGame(player.token);
    expect(session.freeRounds).toMatchObject({ roundsLeft: 10, bet: 20 });
    const response = await fetch(`${f.providerUrl()}/api/v1/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ stake: 20, params: {}, freeRoundAwardId: session.freeRounds!.awardId }),
    });
    expect(response.status).toBe(200);
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(18_000);
    await expectLedgerHealthy(t);
  });

  it('a cancelled award is no longer offered in the game', async () => {
    const player = await buyer();
    const made = expectAnswer<Order>(await order(player.token, SPINS), 200, 0).data;
    const awardId = await awardIdOf(made.orderNo);
    expect(await cancelFreeRoundGrant(t.ctx, awardId)).toBe(true);
    const session = await openGame(player.token);
    expect(session.freeRounds).toBeNull();
    expect((await spin(session.token, awardId)).status).toBe(404);
  });
});

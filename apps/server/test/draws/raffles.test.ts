import type { PublicDraw } from '@sika/contract';
import { drawDigest, ticketLine, ticketsHash, winningPositions } from '@sika/fairness';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDraws } from '../../src/modules/draws/index.ts';
import { getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { giveAsset } from '../rewards/support.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { call, createDrawsApp, type DrawsTestApp, data, houseBalance } from './support.ts';

const LR = '/api/activity-service/lucky-refund';
type Active = {
  current: { id: string; status: number; finishTime: string; codes: number; remainingMillis: number };
};
type Results = { drawId: string | null; list: { resultId: number; amountMinor: number; place: number }[] };

let s: DrawsTestApp;
let players: { token: string; playerId: string }[];
beforeAll(async () => {
  s = await createDrawsApp();
  players = [];
  for (let i = 0; i < 3; i++) {
    const player = await registerPlayer(s.t);
    await fundPlayer(s.t, player.playerId, 100_000);
    await giveAsset(s.t, player.playerId, 'coins', 10_000);
    await giveAsset(s.t, player.playerId, 'diamonds', 1_000);
    players.push(player);
  }
});
afterAll(() => s.close());

async function finish(drawId: string) {
  const draw = data<PublicDraw>(await call(s.t, 'GET', `/api/draws/${drawId}`));
  s.t.clock.now = new Date(Date.parse(draw.beacon.roundAt) + 1_000);
  await runDraws(s.t.ctx);
  await runDraws(s.t.ctx);
  return data<PublicDraw>(await call(s.t, 'GET', `/api/draws/${drawId}`));
}

/** The winning ticket positions recomputed from the public record only. */
async function recomputeWinners(draw: PublicDraw) {
  const { list } = data<{ list: { seq: number; selection: string; clientSeed: string | null }[] }>(
    await call(s.t, 'GET', `/api/draws/${draw.id}/tickets`),
  );
  const input = {
    drawId: draw.id,
    serverSeed: draw.serverSeed!,
    beaconRandomness: draw.beacon.randomness!,
    ticketsHash: ticketsHash(list.map((t) => ticketLine(t.seq, t.selection, t.clientSeed))),
  };
  return { list, input, seqs: winningPositions(input, list.length, 3).map((p) => p + 1) };
}

describe('lucky refund raffle', () => {
  let drawId = '';
  let results: Results['list'] = [];

  it('sells codes for cash, coins and diamonds, counts down the last 60 s, draws verifiably', async () => {
    const active = data<Active>(await call(s.t, 'GET', `${LR}/active`));
    drawId = active.current.id;
    expect(active.current.status).toBe(1);
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const cash = data<{ codes: string[] }>(
      await call(s.t, 'POST', `${LR}/buy`, a.token, { refundId: drawId, quantity: 3 }),
    );
    expect(cash.codes).toHaveLength(3);
    for (const code of cash.codes) expect(code).toMatch(/^\d{6}$/);
    const coinsBefore = (await getPlayerBalances(s.t.ctx.db, b.playerId)).bonusMoney;
    data(await call(s.t, 'POST', `${LR}/buyWithCoins`, b.token, { refundId: drawId, quantity: 2 }));
    // Coins are spent through the bonus module's spendCoins (issue 22).
    expect(coinsBefore - (await getPlayerBalances(s.t.ctx.db, b.playerId)).bonusMoney).toBe(200);
    data(await call(s.t, 'POST', `${LR}/buyWithDiamonds`, c.token, { refundId: drawId, quantity: 2 }));
    data(await call(s.t, 'POST', `${LR}/buy`, c.token, { refundId: drawId, quantity: 1 }));
    const coupon = await call(s.t, 'POST', `${LR}/buy`, a.token, {
      refundId: drawId,
      quantity: 1,
      couponId: 'C1',
    });
    expect(coupon.json().code).toBe(5508);
    const codes = data<{ list: { code: string }[] }>(await call(s.t, 'GET', `${LR}/personal-codes`, a.token));
    expect(codes.list.map((t) => t.code)).toEqual(cash.codes);
    // Half of the cash sales (4 codes × ₵1) feed the pool; coins and diamonds do not.
    const jackpot = data<{ amountMinor: number }>(await call(s.t, 'GET', `${LR}/jackpot`)).amountMinor;
    expect(jackpot).toBe(200);
    expect(await houseBalance(s.t, 'draws.lucky-refund.jackpot')).toBe(200);

    s.t.clock.now = new Date(Date.parse(active.current.finishTime) - 30_000);
    expect(data<Active>(await call(s.t, 'GET', `${LR}/active`)).current.status).toBe(2);
    s.t.clock.now = new Date(Date.parse(active.current.finishTime));
    await runDraws(s.t.ctx);
    const drawing = data<Active>(await call(s.t, 'GET', `${LR}/active`));
    expect(drawing.current).toMatchObject({ id: drawId, status: 5 });

    const draw = await finish(drawId);
    expect(draw.status).toBe('settled');
    const { input, seqs } = await recomputeWinners(draw);
    expect(draw.outcome).toEqual({ winningSeqs: seqs, digest: drawDigest(input) });
    const prev = data<Results>(await call(s.t, 'GET', `${LR}/prev-results`));
    expect(prev.drawId).toBe(drawId);
    results = prev.list;
    expect(results.map((r) => r.amountMinor).sort((x, y) => y - x)).toEqual([100, 60, 40]);
    await expectLedgerHealthy(s.t);
  });

  it('credits a prize once for 200 simultaneous redeems, and the pool balances in the ledger', async () => {
    const winner = results[0]!;
    const { rows } = await sql<{ player_id: string }>`
      SELECT player_id FROM draw_tickets WHERE id = ${winner.resultId}`.execute(s.t.ctx.db);
    const owner = players.find((p) => p.playerId === rows[0]!.player_id)!;
    const stranger = players.find((p) => p !== owner)!;
    expect(
      (await call(s.t, 'POST', `${LR}/redeem`, stranger.token, { resultId: winner.resultId })).json().code,
    ).toBe(5004);
    const before = await getPlayerBalances(s.t.ctx.db, owner.playerId);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call(s.t, 'POST', `${LR}/redeem`, owner.token, { resultId: winner.resultId }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expect(answer.json().code).toBe(5002);
    const after = await getPlayerBalances(s.t.ctx.db, owner.playerId);
    expect(after.withdrawMoney - before.withdrawMoney).toBe(winner.amountMinor);
    const { rows: credits } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM wallet_transfers WHERE idempotency_key = ${`lucky-refund-redeem:${winner.resultId}`}`.execute(
      s.t.ctx.db,
    );
    expect(credits[0]!.n).toBe(1);
    // The pool account holds exactly what is still owed: unredeemed prizes, plus the next round's pool.
    const unredeemed = results.filter((r) => r !== winner).reduce((sum, r) => sum + r.amountMinor, 0);
    const nextPool = data<{ amountMinor: number }>(await call(s.t, 'GET', `${LR}/jackpot`)).amountMinor;
    expect(await houseBalance(s.t, 'draws.lucky-refund.jackpot')).toBe(unredeemed + nextPool);
    const personal = data<Results>(await call(s.t, 'GET', `${LR}/personal-results`, owner.token));
    expect(personal.list.find((r) => r.resultId === winner.resultId)).toMatchObject({ redeemed: true });
    await expectLedgerHealthy(s.t);
  });
});

describe('cash draw with client seeds', () => {
  it('refuses bad seeds with a message and mixes every player’s seed into the outcome', async () => {
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    for (const clientSeed of ['abcd', 'abcdefghijk', 'abc-de', 'héllo1', ''])
      expect(
        (await call(s.t, 'POST', '/api/activity-service/cash-draw/buy', a.token, { clientSeed })).json(),
      ).toMatchObject({
        code: 5505,
        msg: 'The seed must be 5 to 10 letters or digits.',
      });
    const bought = data<{ drawId: string }>(
      await call(s.t, 'POST', '/api/activity-service/cash-draw/buy', a.token, {
        clientSeed: 'Akwaaba1',
        quantity: 2,
      }),
    );
    data(
      await call(s.t, 'POST', '/api/activity-service/cash-draw/buy', b.token, {
        clientSeed: 'kente77',
        quantity: 3,
      }),
    );
    data(
      await call(s.t, 'POST', '/api/activity-service/cash-draw/buy', c.token, { clientSeed: 'Accra2026' }),
    );
    const before = await Promise.all(players.map((p) => getPlayerBalances(s.t.ctx.db, p.playerId)));
    const draw = await finish(bought.drawId);
    expect(draw.status).toBe('settled');
    const { list, input, seqs } = await recomputeWinners(draw);
    expect((draw.outcome as { winningSeqs: number[] }).winningSeqs).toEqual(seqs);
    // Another seed on any one ticket gives another tickets hash, and so another draw.
    const other = list.map((t, i) => ticketLine(t.seq, t.selection, i === 0 ? 'Other123' : t.clientSeed));
    expect(drawDigest({ ...input, ticketsHash: ticketsHash(other) })).not.toBe(drawDigest(input));
    // Prizes are credited at once: 80 % of ₵6 of sales, split 50/30/20.
    const gained = await Promise.all(
      players.map(
        async (p, i) =>
          (await getPlayerBalances(s.t.ctx.db, p.playerId)).withdrawMoney - before[i]!.withdrawMoney,
      ),
    );
    expect(gained.reduce((x, y) => x + y, 0)).toBe(240 + 144 + 96);
    await expectLedgerHealthy(s.t);
  });
});

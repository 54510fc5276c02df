import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CashDrawRound, PublicDraw } from '@sika/contract';
import { raffleOutcome, ticketLine, ticketsHash } from '@sika/fairness';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beaconOf } from '../../src/modules/draws/beacon-client.ts';
import {
  closeDraw,
  findDraw,
  reopenDrawsClosedAhead,
  resolveDraw,
  runDraws,
  settleDraw,
} from '../../src/modules/draws/index.ts';
import { getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { call, createDrawsApp, type DrawsTestApp, data, houseBalance } from './support.ts';

const CD = '/api/activity-service/cash-draw';
type View = {
  priceMinor: number;
  maxPerPurchase: number;
  prizeSharesBp: number[];
  current: CashDrawRound;
  last: CashDrawRound | null;
};
type Bought = { drawId: string; tickets: { seq: number; clientSeed: string }[] };

let s: DrawsTestApp;
let players: { token: string; playerId: string }[];
beforeAll(async () => {
  s = await createDrawsApp();
  players = [];
  for (let i = 0; i < 3; i++) {
    const player = await registerPlayer(s.t);
    await fundPlayer(s.t, player.playerId, 100_000);
    players.push(player);
  }
});
afterAll(() => s.close());

const view = async (token?: string) => data<View>(await call(s.t, 'GET', `${CD}/current`, token));
const ticketsOf = async (playerId: string) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM draw_tickets WHERE player_id = ${playerId}`.execute(s.t.ctx.db)
  ).rows[0]!.n;

describe('cash draw', () => {
  it('refuses a bad seed with 5505 and the catalogue message, charging nothing', async () => {
    const player = players[0]!;
    const before = await getPlayerBalances(s.t.ctx.db, player.playerId);
    for (const clientSeed of ['abcd', 'abcdefghijk', 'abc de', 'abc-de', 'héllo1', 'ab_cd', '', ' abcde'])
      for (const quantity of [1, 3]) {
        const answer = await call(s.t, 'POST', `${CD}/buy`, player.token, { clientSeed, quantity });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          code: 5505,
          msg: 'The seed must be 5 to 10 letters or digits.',
        });
      }
    expect(await getPlayerBalances(s.t.ctx.db, player.playerId)).toEqual(before);
    expect(await ticketsOf(player.playerId)).toBe(0);
    expect((await view(player.token)).current.myTickets).toEqual([]);
  });

  it('shows the round’s commitment, pool and the player’s tickets; a replayed join is charged once', async () => {
    const [a, b] = players as [(typeof players)[0], (typeof players)[0]];
    const first = await view(a.token);
    expect(first).toMatchObject({ priceMinor: 100, maxPerPurchase: 10, prizeSharesBp: [5000, 3000, 2000] });
    expect(first.current.status).toBe('selling');
    const record = data<PublicDraw>(await call(s.t, 'GET', `/api/draws/${first.current.id}`));
    expect(first.current.seedCommitment).toBe(record.seedCommitment);
    expect(first.current.beaconRound).toBe(record.beacon.round);
    expect(first.current.beaconRoundAt).toBe(record.beacon.roundAt);

    const before = await getPlayerBalances(s.t.ctx.db, a.playerId);
    const join = () =>
      call(s.t, 'POST', `${CD}/buy`, a.token, {
        clientSeed: 'Akwaaba1',
        quantity: 2,
        idempotencyKey: 'join-key-0001',
      });
    const answers = await Promise.all(Array.from({ length: 20 }, join));
    const bought = answers.map((answer) => data<Bought>(answer));
    for (const again of bought) expect(again).toEqual(bought[0]);
    expect(bought[0]!.tickets).toEqual([
      { seq: 1, clientSeed: 'Akwaaba1' },
      { seq: 2, clientSeed: 'Akwaaba1' },
    ]);
    const after = await getPlayerBalances(s.t.ctx.db, a.playerId);
    expect(before.money - after.money).toBe(200);
    data(await call(s.t, 'POST', `${CD}/buy`, b.token, { clientSeed: 'kente77' }));

    const mine = await view(a.token);
    expect(mine.current.myTickets).toEqual(bought[0]!.tickets);
    expect(mine.current.ticketCount).toBe(3);
    // 80 % of ₵3 of sales.
    expect(mine.current.poolMinor).toBe(240);
    expect(await houseBalance(s.t, 'draws.cash-draw.jackpot')).toBe(240);
    expect((await view()).current.myTickets).toEqual([]);
    expect((await view(b.token)).current.myTickets).toEqual([{ seq: 3, clientSeed: 'kente77' }]);
    await expectLedgerHealthy(s.t);
  });

  it('closes atomically at the deadline under concurrent joins: no ticket lost, none after the close', async () => {
    const { current } = await view();
    const closesAt = Date.parse(current.closesAt);
    s.t.clock.now = new Date(closesAt - 20);
    const before = await Promise.all(players.map((p) => getPlayerBalances(s.t.ctx.db, p.playerId)));
    const join = (i: number) =>
      call(s.t, 'POST', `${CD}/buy`, players[i % 3]!.token, {
        clientSeed: `Seed${String(i).padStart(3, '0')}`,
      });
    const first = Array.from({ length: 30 }, (_, i) => join(i));
    await Promise.all(first.slice(0, 10));
    // Mid-flight the deadline passes; the close runs alongside the joins in flight and 30 more.
    s.t.clock.now = new Date(closesAt);
    const second = Array.from({ length: 30 }, (_, i) => join(30 + i));
    await closeDraw(s.t.ctx, current.id);
    const answers = await Promise.all([...first, ...second]);
    await closeDraw(s.t.ctx, current.id);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(refused.json().code).toBe(5502);
    const sold = answers.filter((a) => a.statusCode === 200).map((a) => data<Bought>(a));
    const inThisDraw = sold.filter((b) => b.drawId === current.id);
    expect(inThisDraw.length).toBeGreaterThan(0);
    const { list } = data<{ list: { seq: number; selection: string; clientSeed: string | null }[] }>(
      await call(s.t, 'GET', `/api/draws/${current.id}/tickets`),
    );
    // Every ticket answered as sold for this draw is in the hashed list with its seed, and nothing else is.
    const expected = [
      { seq: 1, clientSeed: 'Akwaaba1' },
      { seq: 2, clientSeed: 'Akwaaba1' },
      { seq: 3, clientSeed: 'kente77' },
      ...inThisDraw.flatMap((b) => b.tickets),
    ].sort((x, y) => x.seq - y.seq);
    expect(list.map((t) => ({ seq: t.seq, clientSeed: t.clientSeed }))).toEqual(expected);
    const record = data<PublicDraw>(await call(s.t, 'GET', `/api/draws/${current.id}`));
    expect(record.ticketsHash).toBe(
      ticketsHash(list.map((t) => ticketLine(t.seq, t.selection, t.clientSeed))),
    );
    // Each player paid exactly the tickets answered as sold (in this draw or the next one).
    for (const [i, player] of players.entries()) {
      const after = await getPlayerBalances(s.t.ctx.db, player.playerId);
      const paid = answers.filter((a, j) => j % 3 === i && a.statusCode === 200).length * 100;
      expect(before[i]!.money - after.money).toBe(paid);
    }
    await expectLedgerHealthy(s.t);
  });

  it('credits each prize once when 200 settlements race; the result recomputes from the public record', async () => {
    const { last } = await view();
    expect(last?.status).toBe('closed');
    const drawId = last!.id;
    s.t.clock.now = new Date(Date.parse(last!.beaconRoundAt) + 1_000);
    expect(await resolveDraw(s.t.ctx, beaconOf(s.t.ctx.config), (await findDraw(s.t.ctx.db, drawId))!)).toBe(
      'drawn',
    );
    const before = await Promise.all(players.map((p) => getPlayerBalances(s.t.ctx.db, p.playerId)));
    const settled = await Promise.all(Array.from({ length: 200 }, () => settleDraw(s.t.ctx, drawId)));
    expect(settled.filter(Boolean)).toHaveLength(1);

    const record = data<PublicDraw>(await call(s.t, 'GET', `/api/draws/${drawId}`));
    const { list } = data<{ list: { seq: number; selection: string; clientSeed: string | null }[] }>(
      await call(s.t, 'GET', `/api/draws/${drawId}/tickets`),
    );
    const input = {
      drawId,
      serverSeed: record.serverSeed!,
      beaconRandomness: record.beacon.randomness!,
      ticketsHash: ticketsHash(list.map((t) => ticketLine(t.seq, t.selection, t.clientSeed))),
    };
    expect(record.outcome).toEqual(raffleOutcome(input, list.length, 3));

    const pool = Math.floor((list.length * 100 * 8000) / 10_000);
    const prizes = [5000, 3000, 2000].map((bp) => Math.floor((pool * bp) / 10_000));
    const { rows: credits } = await sql<{ key: string; n: number }>`
      SELECT idempotency_key AS key, count(*)::int AS n FROM wallet_transfers
      WHERE idempotency_key LIKE 'raffle-prize:%' AND reference = ${drawId} GROUP BY idempotency_key`.execute(
      s.t.ctx.db,
    );
    expect(credits).toHaveLength(3);
    for (const credit of credits) expect(credit.n).toBe(1);
    const gained = await Promise.all(
      players.map(
        async (p, i) =>
          (await getPlayerBalances(s.t.ctx.db, p.playerId)).withdrawMoney - before[i]!.withdrawMoney,
      ),
    );
    expect(gained.reduce((x, y) => x + y, 0)).toBe(prizes.reduce((x, y) => x + y, 0));

    const shown = (await view(players[0]!.token)).last!;
    expect(shown).toMatchObject({ id: drawId, status: 'settled' });
    expect(shown.winners.map((w) => w.place)).toEqual([1, 2, 3]);
    expect(shown.winners.map((w) => w.seq)).toEqual(
      (record.outcome as { winningSeqs: number[] }).winningSeqs,
    );
    expect(shown.winners.map((w) => w.amountMinor)).toEqual(prizes);
    // The pool account holds what was not paid (rounding) plus the next round's share, nothing else.
    const next = await view();
    expect(next.current.poolMinor).toBe(await houseBalance(s.t, 'draws.cash-draw.jackpot'));
    await runDraws(s.t.ctx);
    await expectLedgerHealthy(s.t);
  });

  it('is verified by `npm run draw:verify`, which fails when any published seed is changed', async () => {
    const { last } = await view();
    expect(last?.status).toBe('settled');
    const url = await s.t.app.listen({ host: '127.0.0.1', port: 0 });
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const verify = () =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/draw-verify.ts', last!.id, '--url', url],
        {
          cwd: root,
        },
      );
    const { stdout } = await verify();
    expect(stdout).toContain(`draw ${last!.id} verified`);
    expect(stdout).toContain('BLS signature verified');

    // One seed other than the one sold: the tickets no longer hash to the published value.
    await sql`UPDATE draw_tickets SET client_seed = 'Tampered1' WHERE draw_id = ${last!.id} AND seq = 1`.execute(
      s.t.ctx.db,
    );
    const tampered = await verify().then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(tampered?.code).toBe(1);
    expect(tampered?.stdout).toMatch(/FAIL tickets hash/);
    expect(tampered?.stdout).toMatch(/FAIL outcome/);
  });

  it('sells again when the clock moves back past announced rounds (never a 500)', async () => {
    const { current } = await view();
    s.t.clock.now = new Date(Date.parse(current.closesAt) - 25 * 3_600_000);
    const again = await view(players[1]!.token);
    expect(again.current.status).toBe('selling');
    expect(Date.parse(again.current.closesAt)).toBeGreaterThan(s.t.clock.now.getTime());
    const bought = data<Bought>(
      await call(s.t, 'POST', `${CD}/buy`, players[1]!.token, { clientSeed: 'Kumasi01' }),
    );
    expect(bought.drawId).toBe(again.current.id);
    await expectLedgerHealthy(s.t);
  });

  it('sells a round again, for the test clock moved back, that closed ahead of the new time; its tickets stand', async () => {
    const { current } = await view(players[1]!.token);
    const closesAt = Date.parse(current.closesAt);
    s.t.clock.now = new Date(closesAt + 1_000);
    expect(await closeDraw(s.t.ctx, current.id)).toBe(true);
    expect((await findDraw(s.t.ctx.db, current.id))?.status).toBe('closed');

    s.t.clock.now = new Date(closesAt - 60_000);
    expect(await reopenDrawsClosedAhead(s.t.ctx.db, s.t.clock.now)).toBe(1);
    const again = await view(players[1]!.token);
    expect(again.current).toMatchObject({ id: current.id, status: 'selling' });
    expect(again.current.myTickets).toEqual(current.myTickets);
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type PublicDraw, publicDraw } from '@sika/contract';
import { DEFAULT_LOTTERY_RULES } from '@sika/domain';
import { commitServerSeed, lotteryOutcome, ticketLine, ticketsHash } from '@sika/fairness';
import { fetchBeacon, HttpCachingChain, HttpChainClient } from 'drand-client';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDraw, runDraws, settleDraw } from '../../src/modules/draws/index.ts';
import { getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import { call, createDrawsApp, type DrawsTestApp, data, houseBalance } from './support.ts';

type Current = { draw: { id: string; closesAt: string; jackpotMinor: number; beaconRound: number } };
type Bought = {
  drawId: string;
  costMinor: number;
  tickets: { seq: number; red: number[]; blue: number[] }[];
};

let s: DrawsTestApp;
let players: { token: string; playerId: string }[];
beforeAll(async () => {
  s = await createDrawsApp();
  players = [];
  for (let i = 0; i < 3; i++) {
    const player = await registerPlayer(s.t);
    await fundPlayer(s.t, player.playerId, 1_000_000);
    players.push(player);
  }
});
afterAll(() => s.close());

const current = async () => data<Current>(await call(s.t, 'GET', '/api/lottery/current')).draw;

/** Moves both clocks past the draw's beacon round and runs passes until the draw is settled. */
async function drawAndSettle(drawId: string) {
  const draw = data<PublicDraw>(await call(s.t, 'GET', `/api/draws/${drawId}`));
  s.t.clock.now = new Date(Date.parse(draw.beacon.roundAt) + 1_000);
  await runDraws(s.t.ctx);
  await runDraws(s.t.ctx);
}

/** A verifier that trusts nothing the server computed: it re-derives everything from the public record. */
async function recompute(drawId: string) {
  const draw = publicDraw.parse(data(await call(s.t, 'GET', `/api/draws/${drawId}`)));
  const { list } = data<{ list: { seq: number; selection: string; clientSeed: string | null }[] }>(
    await call(s.t, 'GET', `/api/draws/${drawId}/tickets`),
  );
  const hash = ticketsHash(list.map((t) => ticketLine(t.seq, t.selection, t.clientSeed)));
  const options = {
    disableBeaconVerification: false,
    noCache: false,
    chainVerificationParams: { chainHash: draw.beacon.chainHash, publicKey: draw.beacon.publicKey },
  };
  const chainUrl = `${s.beacon.url}/${draw.beacon.chainHash}`;
  const beacon = await fetchBeacon(
    new HttpChainClient(new HttpCachingChain(chainUrl, options), options),
    draw.beacon.round,
  );
  const input = {
    drawId: draw.id,
    serverSeed: draw.serverSeed ?? '',
    beaconRandomness: beacon.randomness,
    ticketsHash: hash,
  };
  return { draw, hash, beacon, input, outcome: lotteryOutcome(input, DEFAULT_LOTTERY_RULES) };
}

describe('lottery 6+1 draws anyone can verify', () => {
  it('recomputes every finished draw from its published data, and any changed input changes it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            player: fc.integer({ min: 0, max: 2 }),
            quickPick: fc.integer({ min: 1, max: 3 }),
          }),
          { minLength: 0, maxLength: 4 },
        ),
        async (purchases) => {
          const draw = await current();
          const commitment = data<PublicDraw>(await call(s.t, 'GET', `/api/draws/${draw.id}`)).seedCommitment;
          for (const purchase of purchases) {
            const player = players[purchase.player]!;
            data(
              await call(s.t, 'POST', '/api/lottery/tickets', player.token, {
                quickPick: purchase.quickPick,
              }),
            );
          }
          await drawAndSettle(draw.id);
          const { draw: published, hash, beacon, input, outcome } = await recompute(draw.id);
          expect(published.status).toBe('settled');
          expect(published.seedCommitment).toBe(commitment);
          expect(commitServerSeed(published.serverSeed!)).toBe(commitment);
          expect(published.ticketsHash).toBe(hash);
          expect(published.beacon.randomness).toBe(beacon.randomness);
          expect(published.outcome).toMatchObject(outcome);
          // Any one input changed gives another result.
          for (const changed of [
            { ...input, serverSeed: `${input.serverSeed.slice(0, -1)}x` },
            { ...input, beaconRandomness: [...input.beaconRandomness].reverse().join('') },
            { ...input, ticketsHash: ticketsHash(['1:01 02 03 04 05 06+01']) },
            { ...input, drawId: `${input.drawId}-x` },
          ])
            expect(lotteryOutcome(changed, DEFAULT_LOTTERY_RULES)).not.toEqual(outcome);
        },
      ),
      { numRuns: 4 },
    );
    await expectLedgerHealthy(s.t);
  });

  it('closes sales atomically at the deadline: no ticket after the close counts, none before is lost', async () => {
    const draw = await current();
    const closesAt = Date.parse(draw.closesAt);
    s.t.clock.now = new Date(closesAt - 20);
    const before = await Promise.all(players.map((p) => getPlayerBalances(s.t.ctx.db, p.playerId)));
    const buy = (i: number) =>
      call(s.t, 'POST', '/api/lottery/tickets', players[i % 3]!.token, { picks: '1 2 3 4 5 6+7' });
    const first = Array.from({ length: 30 }, (_, i) => buy(i));
    await Promise.all(first.slice(0, 10));
    // Mid-flight the deadline passes and the close runs alongside the sales still in flight and 30 more.
    s.t.clock.now = new Date(closesAt);
    const second = Array.from({ length: 30 }, (_, i) => buy(30 + i));
    await closeDraw(s.t.ctx, draw.id);
    const answers = await Promise.all([...first, ...second]);
    await closeDraw(s.t.ctx, draw.id);
    const sold = answers.filter((a) => a.statusCode === 200).map((a) => data<Bought>(a));
    const refused = answers.filter((a) => a.statusCode !== 200);
    for (const answer of refused) expect(answer.json().code).toBe(5502);
    const inThisDraw = sold.filter((b) => b.drawId === draw.id);
    expect(inThisDraw.length).toBeGreaterThan(0);
    const published = data<PublicDraw>(await call(s.t, 'GET', `/api/draws/${draw.id}`));
    const { list } = data<{ list: { seq: number }[] }>(
      await call(s.t, 'GET', `/api/draws/${draw.id}/tickets`),
    );
    // Every ticket answered as sold for this draw is in its hashed list, and nothing else is.
    expect(list.map((t) => t.seq).sort((a, b) => a - b)).toEqual(
      inThisDraw.flatMap((b) => b.tickets.map((t) => t.seq)).sort((a, b) => a - b),
    );
    expect(published.ticketCount).toBe(list.length);
    // Money: each player paid exactly the tickets answered as sold (in this draw or the next one).
    for (const [i, player] of players.entries()) {
      const after = await getPlayerBalances(s.t.ctx.db, player.playerId);
      const paid = answers
        .map((a, j) => ({ a, j }))
        .filter(({ a, j }) => j % 3 === i && a.statusCode === 200)
        .reduce((sum, { a }) => sum + data<Bought>(a).costMinor, 0);
      expect(before[i]!.money - after.money).toBe(paid);
    }
    await drawAndSettle(draw.id);
    await expectLedgerHealthy(s.t);
  });

  it('shares the jackpot per winning line, rolls the rest over, and the jackpot account balances', async () => {
    // A draw of its own: the one on sale may hold the tickets sold after the previous test's close.
    await drawAndSettle((await current()).id);
    const draw = await current();
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    // Two jackpot lines (a and b), one 6+0 line (c: tier 2), one system ticket with a 5+1 (tier 3).
    data(await call(s.t, 'POST', '/api/lottery/tickets', a.token, { picks: '1 2 3 4 5 6+9' }));
    data(
      await call(s.t, 'POST', '/api/lottery/tickets', b.token, {
        picks: '6 5 4 3 2 1+9;10 11 12 13 14 15+1',
      }),
    );
    data(await call(s.t, 'POST', '/api/lottery/tickets', c.token, { picks: '1 2 3 4 5 6+10' }));
    data(await call(s.t, 'POST', '/api/lottery/tickets', c.token, { picks: '1 2 3 4 5 7+9 10' }));
    const jackpot = data<Current>(await call(s.t, 'GET', '/api/lottery/current')).draw.jackpotMinor;
    expect(jackpot).toBe(await houseBalance(s.t, 'draws.lottery.jackpot'));

    // The settlement reads the stored outcome; here it is set, so the tiers are known in advance.
    s.t.clock.now = new Date(Date.parse(draw.closesAt));
    await closeDraw(s.t.ctx, draw.id);
    await sql`UPDATE draws SET status = 'drawn', outcome = '{"red":[1,2,3,4,5,6],"blue":9}'::jsonb,
              beacon_randomness = repeat('0', 64), drawn_at = now() WHERE id = ${draw.id}`.execute(
      s.t.ctx.db,
    );
    const before = await Promise.all(players.map((p) => getPlayerBalances(s.t.ctx.db, p.playerId)));
    expect(await settleDraw(s.t.ctx, draw.id)).toBe(true);
    expect(await settleDraw(s.t.ctx, draw.id)).toBe(false);

    const perLine = Math.floor(jackpot / 2);
    const prizes = DEFAULT_LOTTERY_RULES.fixedPrizesMinor;
    const gained = async (i: number) =>
      (await getPlayerBalances(s.t.ctx.db, players[i]!.playerId)).withdrawMoney - before[i]!.withdrawMoney;
    expect(await gained(0)).toBe(perLine);
    expect(await gained(1)).toBe(perLine);
    // c: 6+0 (tier 2); system 1 2 3 4 5 7 + 9 10: lines 5+1 (tier 3) ×1, 5+0 (tier 4) ×1.
    expect(await gained(2)).toBe(prizes['2'] + prizes['3'] + prizes['4']);
    const settled = (
      await sql<{ jackpot_out_minor: number }>`
      SELECT jackpot_out_minor FROM draws WHERE id = ${draw.id}`.execute(s.t.ctx.db)
    ).rows[0]!;
    expect(settled.jackpot_out_minor).toBe(jackpot - 2 * perLine);
    const next = await current();
    expect(next.jackpotMinor).toBe(await houseBalance(s.t, 'draws.lottery.jackpot'));
    expect(next.jackpotMinor).toBe(jackpot - 2 * perLine);
    await expectLedgerHealthy(s.t);
  });

  it('waits for a late beacon and says so, never drawing from another source', async () => {
    const draw = await current();
    data(await call(s.t, 'POST', '/api/lottery/tickets', players[0]!.token, { quickPick: 1 }));
    s.setBeaconLagMs(3_600_000);
    const published = data<PublicDraw>(await call(s.t, 'GET', `/api/draws/${draw.id}`));
    s.t.clock.now = new Date(Date.parse(published.beacon.roundAt) + 60_000);
    await runDraws(s.t.ctx);
    const waiting = data<PublicDraw>(await call(s.t, 'GET', `/api/draws/${draw.id}`));
    expect(waiting.status).toBe('closed');
    expect(waiting.serverSeed).toBeNull();
    expect(waiting.beacon.waitingSince).not.toBeNull();
    const results = data<{ waiting: { drawId: string }[] }>(await call(s.t, 'GET', '/api/lottery/results'));
    expect(results.waiting.map((w) => w.drawId)).toContain(draw.id);

    s.setBeaconLagMs(0);
    await runDraws(s.t.ctx);
    await runDraws(s.t.ctx);
    const { draw: done, outcome } = await recompute(draw.id);
    expect(done.status).toBe('settled');
    expect(done.outcome).toMatchObject(outcome);
    const after = data<{ list: { drawId: string }[]; waiting: unknown[] }>(
      await call(s.t, 'GET', '/api/lottery/results'),
    );
    expect(after.waiting).toEqual([]);
    expect(after.list[0]!.drawId).toBe(draw.id);
  });

  it('refuses bad picks with a catalogue code and charges nothing', async () => {
    const player = players[0]!;
    const before = await getPlayerBalances(s.t.ctx.db, player.playerId);
    for (const picks of ['1 2 3 4 5+6', '1 2 3 4 5 34+1', '1 2 3 4 5 6+17', 'x'])
      expect((await call(s.t, 'POST', '/api/lottery/tickets', player.token, { picks })).json().code).toBe(
        5503,
      );
    expect(
      (await call(s.t, 'POST', '/api/lottery/tickets', player.token, { quickPick: 21 })).statusCode,
    ).toBe(400);
    expect((await getPlayerBalances(s.t.ctx.db, player.playerId)).money).toBe(before.money);
    const poor = await registerPlayer(s.t);
    const refused = await call(s.t, 'POST', '/api/lottery/tickets', poor.token, { quickPick: 1 });
    expect(refused.json().code).toBe(2001);
  });

  it('answers a retried purchase (same key) with the same tickets, charging once', async () => {
    const player = players[1]!;
    const before = await getPlayerBalances(s.t.ctx.db, player.playerId);
    const body = { picks: '3 9 17 21 28 33+4', idempotencyKey: 'retry-key-0001' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(s.t, 'POST', '/api/lottery/tickets', player.token, body)),
    );
    const seqs = new Set(answers.map((a) => data<Bought>(a).tickets[0]!.seq));
    expect(seqs.size).toBe(1);
    expect(before.money - (await getPlayerBalances(s.t.ctx.db, player.playerId)).money).toBe(200);
    const other = await call(s.t, 'POST', '/api/lottery/tickets', player.token, {
      ...body,
      picks: '1 2 3 4 5 6+1',
    });
    expect(other.json().code).toBe(2002);
    await expectLedgerHealthy(s.t);
  });

  it('npm run draw:verify recomputes a draw against a running Sika, and fails on a tampered record', async () => {
    const draw = await current();
    data(await call(s.t, 'POST', '/api/lottery/tickets', players[2]!.token, { quickPick: 2 }));
    await drawAndSettle(draw.id);
    const url = await s.t.app.listen({ host: '127.0.0.1', port: 0 });
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const verify = () =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/draw-verify.ts', draw.id, '--url', url],
        {
          cwd: root,
        },
      );
    const { stdout } = await verify();
    expect(stdout).toContain(`draw ${draw.id} verified`);
    expect(stdout).toContain('BLS signature verified');

    await sql`UPDATE draws SET outcome = jsonb_set(outcome, '{blue}', to_jsonb(((outcome->>'blue')::int % 16) + 1))
              WHERE id = ${draw.id}`.execute(s.t.ctx.db);
    const tampered = await verify().then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(tampered?.code).toBe(1);
    expect(tampered?.stdout).toMatch(/FAIL outcome/);
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { cancelFreeRoundGrant, seedGames, signWalletRequest } from '../../src/modules/games/index.ts';
import { deliverFreeRoundLines, seedMall } from '../../src/modules/mall/index.ts';
import { balancesOf, expectAnswer, giveAsset, parallel, WALLET_SECRET } from '../rewards/support.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { freePort } from '../support/global-setup.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';

/**
 * Free spins sold in the mall (docs/mall.md, "Free spins"; decision 024), end to end over real HTTP: the
 * server on a port, the game provider (apps/games) as its own process with its own database, a real
 * PostgreSQL. Buy → the award is issued at the provider once; the player plays the rounds in the game;
 * each win comes back through the seamless-wallet API and is paid once.
 */
vi.setConfig({ testTimeout: 60_000 });
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let t: TestApp;
let provider: { child: ChildProcess; url: string } | null = null;
let providerPort: number;
let gamesDb: pg.Pool;
let gamesDatabaseUrl: string;
let apiUrl: string;
/** The first test buys while the provider is not started yet. */
let providerDown = false;

const SPINS = 950;
beforeAll(async () => {
  providerPort = await freePort();
  t = await createTestApp({
    WALLET_API_SECRET: WALLET_SECRET,
    GAMES_API_URL: `http://127.0.0.1:${providerPort}`,
  });
  await seedGames(t.ctx);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = new URL(inject('pgAdminUrl'));
  admin.pathname = `/sika_games_free_${process.pid}_${Date.now()}`;
  gamesDatabaseUrl = admin.toString();
  // Kente Gold (101) ×3 at ₵1.00 for 500 coins; offers the catalogue refuses: a game that does not exist,
  // mines (no free rounds), a bet under the game's minimum; a game the provider does not know.
  await sql`
    INSERT INTO games (id, provider, provider_game_code, name, cover, rtp_percent, max_win_multiplier,
                       min_bet_minor, max_bet_minor)
    VALUES (190, 'sika-games', 'crash', 'Crash', '/x.svg', 99, 100, 10, 1000);
    INSERT INTO mall_types (id, name, sort) VALUES (9, '{"en":"Free spins"}', 9);
    INSERT INTO mall_goods (id, type, name, description, image, pay_with, price_minor, stock, delivery, free_rounds)
    VALUES (950, 9, '{"en":"3 Kente Gold spins"}', '{"en":"Free spins"}', '/x.svg', 'coins', 500, 100, 'free_rounds',
            '{"gameId":101,"rounds":3,"betMinor":100,"validDays":7}'),
           (951, 9, '{"en":"Ghost"}', '{"en":"-"}', '/x.svg', 'coins', 500, 10, 'free_rounds',
            '{"gameId":9999,"rounds":3,"betMinor":100,"validDays":7}'),
           (952, 9, '{"en":"Mines"}', '{"en":"-"}', '/x.svg', 'coins', 500, 10, 'free_rounds',
            '{"gameId":103,"rounds":3,"betMinor":100,"validDays":7}'),
           (953, 9, '{"en":"Tiny bet"}', '{"en":"-"}', '/x.svg', 'coins', 500, 10, 'free_rounds',
            '{"gameId":101,"rounds":3,"betMinor":5,"validDays":7}'),
           (954, 9, '{"en":"Crash"}', '{"en":"-"}', '/x.svg', 'coins', 500, 10, 'free_rounds',
            '{"gameId":190,"rounds":3,"betMinor":100,"validDays":7}');
  `.execute(t.ctx.db);
});
afterAll(async () => {
  await stopProvider();
  await gamesDb?.end();
  await t.close();
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(gamesDatabaseUrl).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
});

function startProvider(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/games/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GAMES_HOST: '127.0.0.1',
      GAMES_PORT: String(providerPort),
      WALLET_API_URL: `${apiUrl}/wallet-api/v1`,
      WALLET_API_SECRET: WALLET_SECRET,
      GAMES_DATABASE_URL: gamesDatabaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`provider did not start:\n${output}`)), 50_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('games provider on')) {
        clearTimeout(timer);
        provider = { child, url: `http://127.0.0.1:${providerPort}` };
        gamesDb ??= new pg.Pool({ connectionString: gamesDatabaseUrl, max: 2 });
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error(`provider exited during start:\n${output}`)));
  });
}

async function stopProvider() {
  if (!provider) return;
  const { child } = provider;
  provider = null;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Line {
  id: number;
  deliveryState: string;
  freeRounds: { gameId: number; rounds: number; bet: number; expiresAt: string } | null;
  refunded: number;
}
interface Order {
  orderNo: string;
  lines: Line[];
}

function order(token: string, goodsId: number, key = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mall-service/orders',
    payload: { items: [{ id: goodsId, unitPrice: 500, count: 1, couponType: 0 }], idempotencyKey: key },
    headers: { token, platform: 'h5' },
  });
}

async function buyer(coins = 5_000) {
  if (!provider && !providerDown) await startProvider();
  const player = await registerPlayer(t);
  if (coins > 0) await giveAsset(t, player.playerId, 'coins', coins);
  return player;
}

const awardsAtProvider = async (awardId: string) =>
  (await gamesDb.query('SELECT rounds, rounds_left FROM free_round_awards WHERE award_id = $1', [awardId]))
    .rows;

async function awardIdOf(orderNo: string) {
  const { rows } = await sql<{ award_id: string }>`
    SELECT l.delivered ->> 'awardId' AS award_id FROM mall_order_lines l JOIN mall_orders o ON o.id = l.order_id
     WHERE o.order_no = ${orderNo}`.execute(t.ctx.db);
  return rows[0]!.award_id;
}

/** A page session of the game at the provider, from the operator's launch, as the iframe opens it. */
async function openGame(token: string, gameId = 101, gameCode = 'kente-gold') {
  const launch = await t.app.inject({
    method: 'POST',
    url: '/api/game-service/launch',
    headers: { token },
    payload: { gameId, mode: 'launch' },
  });
  const launchToken = new URL(body<{ url: string }>(launch).data.url).searchParams.get('launch')!;
  const response = await fetch(`${provider!.url}/api/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'real', gameCode, launchToken }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    token: string;
    balance: number;
    freeRounds: { awardId: string; roundsLeft: number; bet: number } | null;
  };
}

async function spin(sessionToken: string, awardId: string) {
  const response = await fetch(`${provider!.url}/api/v1/rounds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionToken}` },
    body: JSON.stringify({ stake: 100, params: {}, freeRoundAwardId: awardId }),
  });
  return {
    status: response.status,
    round: (await response.json()) as { payout: number; roundId: string; balance: number },
  };
}

describe('free spins from the mall', () => {
  it('keeps the order pending while the provider is down, and the job issues the award once it is up', async () => {
    providerDown = true;
    const player = await buyer();
    const made = expectAnswer<Order>(await order(player.token, SPINS), 200, 0).data;
    providerDown = false;
    expect(made.lines[0]).toMatchObject({
      deliveryState: 'pending',
      freeRounds: { gameId: 101, rounds: 3, bet: 100 },
    });
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(4_500);
    await startProvider();
    expect(await deliverFreeRoundLines(t.ctx)).toBe(1);
    const orders = expectAnswer<{ list: Order[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/mall-service/orders',
        headers: { token: player.token },
      }),
      200,
      0,
    ).data;
    expect(orders.list[0]!.lines[0]!.deliveryState).toBe('delivered');
    expect(await awardsAtProvider(await awardIdOf(made.orderNo))).toEqual([{ rounds: 3, rounds_left: 3 }]);
  });

  it('issues one award under 20 parallel deliveries and replays of the order', async () => {
    const player = await buyer();
    const key = randomUUID();
    const made = expectAnswer<Order>(await order(player.token, SPINS, key), 200, 0).data;
    expect(made.lines[0]!.deliveryState).toBe('delivered');
    // The line again pending (as if the answer had been lost), then delivered by 20 runs at once and replays.
    await sql`UPDATE mall_order_lines SET delivery_state = 'pending' WHERE delivery = 'free_rounds'
                AND order_id = (SELECT id FROM mall_orders WHERE order_no = ${made.orderNo})`.execute(
      t.ctx.db,
    );
    await sql`UPDATE free_round_grants SET state = 'pending' WHERE award_id = ${await awardIdOf(made.orderNo)}`.execute(
      t.ctx.db,
    );
    const [settled, replays] = await Promise.all([
      parallel(20, () => deliverFreeRoundLines(t.ctx, { orderNo: made.orderNo })),
      parallel(5, () => order(player.token, SPINS, key)),
    ]);
    // The line moved once, by one of the runs or one of the replays (they deliver a pending line too).
    expect(settled.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const lines = replays.map((replay) => body<Order>(replay).data.lines[0]!.deliveryState);
    expect(lines.includes('delivered') || settled.includes(1)).toBe(true);
    const state = await sql<{ delivery_state: string }>`
      SELECT l.delivery_state FROM mall_order_lines l JOIN mall_orders o ON o.id = l.order_id
       WHERE o.order_no = ${made.orderNo}`.execute(t.ctx.db);
    expect(state.rows[0]!.delivery_state).toBe('delivered');
    for (const replay of replays) expect(expectAnswer<Order>(replay, 200, 0).data.orderNo).toBe(made.orderNo);
    expect(await awardsAtProvider(await awardIdOf(made.orderNo))).toEqual([{ rounds: 3, rounds_left: 3 }]);
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(4_500);
    await expectLedgerHealthy(t);
  });

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

  it('refuses offers the catalogue cannot give, before anything moves', async () => {
    const player = await buyer();
    expectAnswer(await order(player.token, 951), 422, 5785);
    expectAnswer(await order(player.token, 952), 422, 5785);
    expectAnswer(await order(player.token, 953), 422, 5786);
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(5_000);
    const { rows } = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM mall_orders WHERE player_id = ${player.playerId})::int
           + (SELECT count(*) FROM free_round_grants WHERE player_id = ${player.playerId})::int AS n`.execute(
      t.ctx.db,
    );
    expect(rows[0]!.n).toBe(0);
    const stock = await sql<{
      stock: number;
    }>`SELECT stock FROM mall_goods WHERE id IN (951, 952, 953) ORDER BY id`.execute(t.ctx.db);
    expect(stock.rows.map((r) => r.stock)).toEqual([10, 10, 10]);
  });

  it('refunds a line the provider refuses, once, and gives its stock back', async () => {
    const player = await buyer();
    const made = expectAnswer<Order>(await order(player.token, 954), 200, 0).data;
    expect(made.lines[0]).toMatchObject({ deliveryState: 'refunded', refunded: 500 });
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(5_000);
    expect(await deliverFreeRoundLines(t.ctx, { orderNo: made.orderNo })).toBe(0);
    const stock = await sql<{
      stock: number;
      sold: number;
    }>`SELECT stock, sold FROM mall_goods WHERE id = 954`.execute(t.ctx.db);
    expect(stock.rows[0]).toEqual({ stock: 10, sold: 0 });
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
    const response = await fetch(`${provider!.url}/api/v1/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ stake: 20, params: {}, freeRoundAwardId: session.freeRounds!.awardId }),
    });
    expect(response.status).toBe(200);
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(18_000);
    await expectLedgerHealthy(t);
  });

  it('refunds a line still unanswered when its award would have expired', async () => {
    await stopProvider();
    providerDown = true;
    const player = await buyer();
    const made = expectAnswer<Order>(await order(player.token, SPINS), 200, 0).data;
    expect(made.lines[0]!.deliveryState).toBe('pending');
    expect(await deliverFreeRoundLines(t.ctx, { orderNo: made.orderNo })).toBe(0);
    await sql`UPDATE free_round_grants SET expires_at = ${new Date(t.clock.now.getTime() - 1000)}
               WHERE award_id = ${await awardIdOf(made.orderNo)}`.execute(t.ctx.db);
    expect(await deliverFreeRoundLines(t.ctx, { orderNo: made.orderNo })).toBe(1);
    const orders = expectAnswer<{ list: Order[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/mall-service/orders',
        headers: { token: player.token },
      }),
      200,
      0,
    ).data;
    expect(orders.list[0]!.lines[0]).toMatchObject({ deliveryState: 'refunded', refunded: 500 });
    expect((await balancesOf(t, player.playerId)).bonusMoney).toBe(5_000);
    providerDown = false;
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

/** A free round's win as the provider sends it (amount -1: the very body the provider sent for that round). */
async function walletWin(win: {
  txId: string;
  roundId: string;
  awardId: string;
  playerId: string;
  amount: number;
}) {
  let payload: Record<string, unknown>;
  if (win.amount === -1) {
    const { rows } = await gamesDb.query<{ body: Record<string, unknown> }>(
      `SELECT body FROM settlements WHERE body ->> 'txId' = $1`,
      [win.txId],
    );
    payload = rows[0]!.body;
  } else {
    payload = {
      txId: win.txId,
      roundId: win.roundId,
      freeRoundAwardId: win.awardId,
      playerId: win.playerId,
      gameCode: 'kente-gold',
      amount: win.amount,
      currency: 'GHS',
      roundClosed: true,
    };
  }
  const raw = JSON.stringify(payload);
  const timestamp = String(Date.now());
  const response = await fetch(`${apiUrl}/wallet-api/v1/win`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signWalletRequest(WALLET_SECRET, timestamp, raw),
    },
    body: raw,
  });
  return (await response.json()) as { status: string };
}

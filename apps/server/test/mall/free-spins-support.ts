import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { seedGames, signWalletRequest } from '../../src/modules/games/index.ts';
import { expectAnswer, giveAsset, WALLET_SECRET } from '../rewards/support.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { freePort } from '../support/global-setup.ts';
import { registerPlayer } from '../support/players.ts';

/**
 * Free spins sold in the mall for their test files (docs/mall.md, "Free spins"; decision 024), over real
 * HTTP: the server on a port, the game provider (apps/games) as its own process with its own database, a
 * real PostgreSQL. The provider starts with the first buyer, unless a test keeps it down on purpose.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Kente Gold (101) ×3 at ₵1.00 for 500 coins. */
export const SPINS = 950;

export interface FreeSpins {
  t: TestApp;
  /** The server's own URL, where the provider sends its wallet calls. */
  apiUrl: string;
  /** Set while a test buys with the provider not started, so that `buyer` leaves it down. */
  providerDown: boolean;
  providerUrl(): string;
  gamesDb(): pg.Pool;
  startProvider(): Promise<void>;
  stopProvider(): Promise<void>;
  isProviderUp(): boolean;
  close(): Promise<void>;
}

export async function startFreeSpins(): Promise<FreeSpins> {
  const providerPort = await freePort();
  const t = await createTestApp({
    WALLET_API_SECRET: WALLET_SECRET,
    GAMES_API_URL: `http://127.0.0.1:${providerPort}`,
  });
  await seedGames(t.ctx);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = new URL(inject('pgAdminUrl'));
  admin.pathname = `/sika_games_free_${process.pid}_${Date.now()}`;
  const gamesDatabaseUrl = admin.toString();
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

  let provider: { child: ChildProcess; url: string } | null = null;
  let gamesDb: pg.Pool | undefined;

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

  return {
    t,
    apiUrl,
    providerDown: false,
    providerUrl: () => provider!.url,
    gamesDb: () => gamesDb!,
    startProvider,
    stopProvider,
    isProviderUp: () => provider !== null,
    async close() {
      await stopProvider();
      await gamesDb?.end();
      await t.close();
      const pgAdmin = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await pgAdmin.connect();
      await pgAdmin.query(
        `DROP DATABASE IF EXISTS "${new URL(gamesDatabaseUrl).pathname.slice(1)}" WITH (FORCE)`,
      );
      await pgAdmin.end();
    },
  };
}

export interface Line {
  id: number;
  deliveryState: string;
  freeRounds: { gameId: number; rounds: number; bet: number; expiresAt: string } | null;
  refunded: number;
}
export interface Order {
  orderNo: string;
  lines: Line[];
}

/** The player's side and the provider's, bound to the file's free-spins world (read when called). */
export function freeSpinsSteps(world: () => FreeSpins) {
  function order(token: string, goodsId: number, key = randomUUID()) {
    return world().t.app.inject({
      method: 'POST',
      url: '/api/mall-service/orders',
      payload: { items: [{ id: goodsId, unitPrice: 500, count: 1, couponType: 0 }], idempotencyKey: key },
      headers: { token, platform: 'h5' },
    });
  }

  async function buyer(coins = 5_000) {
    const w = world();
    if (!w.isProviderUp() && !w.providerDown) await w.startProvider();
    const player = await registerPlayer(w.t);
    if (coins > 0) await giveAsset(w.t, player.playerId, 'coins', coins);
    return player;
  }

  /** The player's mall orders, newest first, as the orders page reads them. */
  async function ordersOf(token: string): Promise<Order[]> {
    const response = await world().t.app.inject({
      method: 'GET',
      url: '/api/mall-service/orders',
      headers: { token },
    });
    return expectAnswer<{ list: Order[] }>(response, 200, 0).data.list;
  }

  const awardsAtProvider = async (awardId: string) =>
    (
      await world()
        .gamesDb()
        .query('SELECT rounds, rounds_left FROM free_round_awards WHERE award_id = $1', [awardId])
    ).rows;

  async function awardIdOf(orderNo: string) {
    const { rows } = await sql<{ award_id: string }>`
      SELECT l.delivered ->> 'awardId' AS award_id FROM mall_order_lines l JOIN mall_orders o ON o.id = l.order_id
       WHERE o.order_no = ${orderNo}`.execute(world().t.ctx.db);
    return rows[0]!.award_id;
  }

  /** A page session of the game at the provider, from the operator's launch, as the iframe opens it. */
  async function openGame(token: string, gameId = 101, gameCode = 'kente-gold') {
    const launch = await world().t.app.inject({
      method: 'POST',
      url: '/api/game-service/launch',
      headers: { token },
      payload: { gameId, mode: 'launch' },
    });
    const launchToken = new URL(body<{ url: string }>(launch).data.url).searchParams.get('launch')!;
    const response = await fetch(`${world().providerUrl()}/api/v1/sessions`, {
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
    const response = await fetch(`${world().providerUrl()}/api/v1/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionToken}` },
      body: JSON.stringify({ stake: 100, params: {}, freeRoundAwardId: awardId }),
    });
    return {
      status: response.status,
      round: (await response.json()) as { payout: number; roundId: string; balance: number },
    };
  }

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
      const { rows } = await world()
        .gamesDb()
        .query<{ body: Record<string, unknown> }>(`SELECT body FROM settlements WHERE body ->> 'txId' = $1`, [
          win.txId,
        ]);
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
    const response = await fetch(`${world().apiUrl}/wallet-api/v1/win`, {
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

  return { order, buyer, ordersOf, awardsAtProvider, awardIdOf, openGame, spin, walletWin };
}

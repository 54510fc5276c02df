import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { signWalletRequest } from '../../src/modules/games/index.ts';
import { deliverPlayerEvents } from '../../src/modules/outbox/index.ts';
import { seedVip, vipPoints } from '../../src/modules/vip/index.ts';
import { createRewardsApp, enterGame, expectAnswer, get, WALLET_SECRET } from '../rewards/support.ts';
import type { TestApp } from '../support/app.ts';

/** The rewards app with Ghana's VIP club seeded. */
export async function createVipApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createRewardsApp(env);
  await seedVip(t.ctx);
  return t;
}

async function walletCall(t: TestApp, path: string, payload: Record<string, unknown>) {
  const raw = JSON.stringify(payload);
  const timestamp = String(t.clock.now.getTime());
  const response = await t.app.inject({
    method: 'POST',
    url: `/wallet-api/v1${path}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signWalletRequest(WALLET_SECRET, timestamp, raw),
    },
    payload: raw,
  });
  return response.json() as { status: string };
}

/** A dice session with bets, wins and rollbacks through the seamless-wallet API, as the provider sends them. */
export async function playDice(t: TestApp, player: { token: string; playerId: string }) {
  const game = await enterGame(t, player);
  return {
    ...game,
    /** A bet that must be accepted. */
    async stake(amount: number) {
      const bet = await game.bet(amount);
      expect(bet.status).toBe('OK');
      return bet;
    },
    async win(bet: { txId: string; roundId: string }, amount: number) {
      const answer = await walletCall(t, '/win', {
        txId: randomUUID(),
        roundId: bet.roundId,
        betTxId: bet.txId,
        playerId: player.playerId,
        gameCode: 'dice',
        amount,
        currency: 'GHS',
        roundClosed: true,
      });
      expect(answer.status).toBe('OK');
    },
  };
}

export interface PersonalLevel {
  levelId: number;
  points: number;
  year: number;
  target: number;
  nextLevelId: number | null;
  nextTarget: number | null;
  pointsToNext: number;
  cashBackRate: number;
  pointsPerUnitToday: number;
}

export async function personalLevel(t: TestApp, token: string): Promise<PersonalLevel> {
  return expectAnswer<PersonalLevel>(await get(t, '/api/account-service/vip/personal-level', token), 200, 0)
    .data;
}

/**
 * Delivers the outbox to the VIP consumer until `done` holds: delivery waits for transactions older than
 * the event to end, and other test files share this PostgreSQL cluster.
 */
export async function deliverUntil(t: TestApp, done: () => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await deliverPlayerEvents(t.ctx, vipPoints);
    if (await done()) return;
    if (Date.now() > deadline) throw new Error('the VIP consumer did not get there');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The player's points of a year in hundredths, as stored. */
export async function centiOf(t: TestApp, playerId: string, year: number): Promise<number> {
  const { rows } = await sql<{ centi: string }>`
    SELECT centi::text FROM vip_year_points WHERE player_id = ${playerId} AND year = ${year}`.execute(
    t.ctx.db,
  );
  return Number(rows[0]?.centi ?? 0);
}

/** Puts a player at a level the way an earlier upgrade would have (member row and its recorded change). */
export async function setLevel(t: TestApp, playerId: string, level: number, at: Date) {
  const year = at.getUTCFullYear();
  await sql`
    INSERT INTO vip_members (player_id, level, year, updated_at) VALUES (${playerId}, ${level}, ${year}, ${at})
    ON CONFLICT (player_id) DO UPDATE SET level = ${level}`.execute(t.ctx.db);
  await sql`
    INSERT INTO vip_level_changes (player_id, from_level, to_level, reason, year, centi, created_at)
    VALUES (${playerId}, 1, ${level}, 'upgrade', ${year}, 0, ${at})`.execute(t.ctx.db);
}

/** A fresh session after the clock moved past the old one's expiry. */
export async function login(t: TestApp, player: { mobile: string; password: string }): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account-service/auth/login',
    payload: { mobile: player.mobile, password: player.password },
  });
  return expectAnswer<{ token: string }>(response, 200, 0).data.token;
}

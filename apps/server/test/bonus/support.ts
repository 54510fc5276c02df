import { sql } from 'kysely';
import { expect } from 'vitest';
import { seedBonusOffers } from '../../src/modules/bonus/index.ts';
import { seedGames } from '../../src/modules/games/index.ts';
import { seedRewards } from '../../src/modules/rewards/index.ts';
import { seedWithdrawals } from '../../src/modules/withdrawals/index.ts';
import {
  deposit,
  expectLedgerHealthy,
  newPlayer,
  type PaymentsHarness,
  type Player,
  pollUntilSettled,
  simAnswer,
  startPayments,
} from '../payments/support.ts';
import { WALLET_SECRET } from '../rewards/support.ts';
import { body } from '../support/app.ts';

/** The bonus suites' stack: payments with the simulator, the wallet API, games, rewards, withdrawals, offers. */
export async function startBonusPayments(): Promise<PaymentsHarness> {
  const h = await startPayments({ WALLET_API_SECRET: WALLET_SECRET });
  h.t.clock.now = new Date('2026-11-23T10:00:00Z');
  await seedGames(h.t.ctx);
  await seedRewards(h.t.ctx);
  await seedWithdrawals(h.t.ctx);
  await seedBonusOffers(h.t.ctx);
  return h;
}

/** Between tests: the simulator's faults back to normal, and the ledger's invariants hold. */
export async function afterBonusTest(h: PaymentsHarness): Promise<void> {
  await h.configure({ faults: { duplicateCallbacks: 1 } });
  await expectLedgerHealthy(h.t);
}

export interface Bonus {
  id: string;
  state: string;
  amountMinor: number;
  wageredMinor: number;
  requiredMinor: number;
  secondsLeft: number;
  expiresAt: string;
  title: string;
  terms: string;
}

export async function myBonuses(h: PaymentsHarness, player: Player, lang = 'en') {
  const response = await h.t.app.inject({
    method: 'GET',
    url: `/api/bonus-service/bonuses?lang=${lang}`,
    headers: { token: player.token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ bonuses: Bonus[]; activeMinor: number }>(response).data;
}

/** Delivery waits for older transactions anywhere in the cluster to end; other files share it. */
export async function bonusesUntil(
  h: PaymentsHarness,
  player: Player,
  done: (b: Bonus[]) => boolean,
): Promise<Bonus[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { bonuses } = await myBonuses(h, player);
    if (done(bonuses) || Date.now() > deadline) return bonuses;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function depositThroughSimulator(h: PaymentsHarness, player: Player, payMoney: number) {
  const created = await deposit(h.t, player, { payMoney, payChannel: 'MTN_MM' });
  expect(created.code, created.msg).toBe(0);
  await simAnswer(h, created.data.transNo, 'approve');
  expect((await pollUntilSettled(h.t, player, created.data.transNo)).state).toBe(3);
}

export const holdOf = async (h: PaymentsHarness, bonusId: string) =>
  (
    await sql<{ state: string; hold_id: string }>`
      SELECT h.state, h.id AS hold_id FROM player_bonuses b JOIN wallet_holds h ON h.id = b.hold_id
      WHERE b.id = ${bonusId}`.execute(h.t.ctx.db)
  ).rows[0]!;

export const settlementsOf = async (h: PaymentsHarness, holdId: string) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM wallet_transfers WHERE hold_id = ${holdId}`.execute(h.t.ctx.db)
  ).rows[0]!.n;

export const bonusRows = async (h: PaymentsHarness, playerId: string) =>
  (
    await sql<{ id: string; state: string }>`
      SELECT id, state FROM player_bonuses WHERE player_id = ${playerId}`.execute(h.t.ctx.db)
  ).rows;

/** A player whose first deposit of ₵20.00 earned the welcome bonus (₵20.00, ₵200.00 to wager). */
export async function playerWithWelcomeBonus(h: PaymentsHarness) {
  const player = await newPlayer(h.t);
  await depositThroughSimulator(h, player, 2_000);
  const [bonus] = await bonusesUntil(h, player, (b) => b.length > 0);
  expect(bonus).toMatchObject({
    state: 'active',
    amountMinor: 2_000,
    wageredMinor: 0,
    requiredMinor: 20_000,
  });
  return { player, bonus: bonus! };
}

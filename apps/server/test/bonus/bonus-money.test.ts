import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import {
  bonusMoney,
  deliverBonusEvents,
  expireBonuses,
  seedBonusOffers,
  spendCoins,
} from '../../src/modules/bonus/index.ts';
import { seedGames } from '../../src/modules/games/index.ts';
import { applyPlayerEvent, deliverPlayerEvents, type PlayerEvent } from '../../src/modules/outbox/index.ts';
import { seedRewards } from '../../src/modules/rewards/index.ts';
import { seedWithdrawals } from '../../src/modules/withdrawals/index.ts';
import {
  balances,
  deposit,
  expectLedgerHealthy,
  newPlayer,
  type PaymentsHarness,
  type Player,
  pollUntilSettled,
  simAnswer,
  startPayments,
} from '../payments/support.ts';
import { enterGame, giveAsset, parallel, WALLET_SECRET } from '../rewards/support.ts';
import { body } from '../support/app.ts';
import { fundPlayer } from '../support/money.ts';
import { completeKyc, withdraw } from '../withdrawals/support.ts';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments({ WALLET_API_SECRET: WALLET_SECRET });
  h.t.clock.now = new Date('2026-11-23T10:00:00Z');
  await seedGames(h.t.ctx);
  await seedRewards(h.t.ctx);
  await seedWithdrawals(h.t.ctx);
  await seedBonusOffers(h.t.ctx);
});
afterEach(async () => {
  await h.configure({ faults: { duplicateCallbacks: 1 } });
  await expectLedgerHealthy(h.t);
});
afterAll(() => h.close());

interface Bonus {
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

async function myBonuses(player: Player, lang = 'en') {
  const response = await h.t.app.inject({
    method: 'GET',
    url: `/api/bonus-service/bonuses?lang=${lang}`,
    headers: { token: player.token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ bonuses: Bonus[]; activeMinor: number }>(response).data;
}

/** Delivery waits for older transactions anywhere in the cluster to end; other files share it. */
async function bonusesUntil(player: Player, done: (b: Bonus[]) => boolean): Promise<Bonus[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { bonuses } = await myBonuses(player);
    if (done(bonuses) || Date.now() > deadline) return bonuses;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function depositThroughSimulator(player: Player, payMoney: number) {
  const created = await deposit(h.t, player, { payMoney, payChannel: 'MTN_MM' });
  expect(created.code, created.msg).toBe(0);
  await simAnswer(h, created.data.transNo, 'approve');
  expect((await pollUntilSettled(h.t, player, created.data.transNo)).state).toBe(3);
}

const holdOf = async (bonusId: string) =>
  (
    await sql<{ state: string; hold_id: string }>`
      SELECT h.state, h.id AS hold_id FROM player_bonuses b JOIN wallet_holds h ON h.id = b.hold_id
      WHERE b.id = ${bonusId}`.execute(h.t.ctx.db)
  ).rows[0]!;

const settlementsOf = async (holdId: string) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM wallet_transfers WHERE hold_id = ${holdId}`.execute(h.t.ctx.db)
  ).rows[0]!.n;

const bonusRows = async (playerId: string) =>
  (
    await sql<{ id: string; state: string }>`
      SELECT id, state FROM player_bonuses WHERE player_id = ${playerId}`.execute(h.t.ctx.db)
  ).rows;

/** A player whose first deposit of ₵20.00 earned the welcome bonus (₵20.00, ₵200.00 to wager). */
async function playerWithWelcomeBonus() {
  const player = await newPlayer(h.t);
  await depositThroughSimulator(player, 2_000);
  const [bonus] = await bonusesUntil(player, (b) => b.length > 0);
  expect(bonus).toMatchObject({
    state: 'active',
    amountMinor: 2_000,
    wageredMinor: 0,
    requiredMinor: 20_000,
  });
  return { player, bonus: bonus! };
}

describe('the welcome bonus', () => {
  it('a first deposit through the simulator grants it once under 50 duplicate callbacks; a second deposit does not', async () => {
    const player = await newPlayer(h.t);
    const offers = body<{ offers: { code: string; available: boolean; capMinor: number }[] }>(
      await h.t.app.inject({
        method: 'GET',
        url: '/api/bonus-service/offers',
        headers: { token: player.token },
      }),
    ).data.offers;
    expect(offers.find((o) => o.code === 'welcome')).toMatchObject({ available: true, capMinor: 50_000 });

    await h.configure({ faults: { duplicateCallbacks: 50 } });
    await depositThroughSimulator(player, 2_500);
    const bonuses = await bonusesUntil(player, (b) => b.length > 0);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({
      state: 'active',
      amountMinor: 2_500,
      wageredMinor: 0,
      requiredMinor: 25_000,
      title: '100% Welcome Bonus',
    });
    expect(bonuses[0]!.secondsLeft).toBeGreaterThan(7 * 24 * 3600 - 600);
    expect(bonuses[0]!.secondsLeft).toBeLessThanOrEqual(7 * 24 * 3600);
    // Held, not yet the player's: the balance is the deposit alone.
    expect(await balances(h.t, player)).toMatchObject({ money: 2_500, withdrawMoney: 0 });
    expect((await holdOf(bonuses[0]!.id)).state).toBe('pending');
    await expectLedgerHealthy(h.t);

    // Redelivered from the start, and delivered by several instances at once: still one bonus.
    await sql`DELETE FROM player_event_receipts WHERE consumer = 'bonus-money'`.execute(h.t.ctx.db);
    await sql`UPDATE player_event_cursors SET tx_id = '0'::xid8, event_id = 0 WHERE consumer = 'bonus-money'`.execute(
      h.t.ctx.db,
    );
    await parallel(4, () => deliverPlayerEvents(h.t.ctx, bonusMoney));
    expect(await bonusRows(player.playerId)).toHaveLength(1);

    await h.configure({ faults: { duplicateCallbacks: 1 } });
    await depositThroughSimulator(player, 10_000);
    await deliverBonusEvents(h.t.ctx);
    expect(await bonusRows(player.playerId)).toHaveLength(1);
    expect((await myBonuses(player)).bonuses).toHaveLength(1);
    const after = body<{ offers: { code: string; available: boolean }[] }>(
      await h.t.app.inject({
        method: 'GET',
        url: '/api/bonus-service/offers',
        headers: { token: player.token },
      }),
    ).data.offers;
    expect(after.find((o) => o.code === 'welcome')?.available).toBe(false);
  });

  it('a deposit below the minimum earns nothing, and the terms come in French and Portuguese', async () => {
    const player = await newPlayer(h.t);
    await depositThroughSimulator(player, 900);
    await deliverBonusEvents(h.t.ctx);
    expect(await bonusRows(player.playerId)).toEqual([]);

    const other = await playerWithWelcomeBonus();
    const fr = (await myBonuses(other.player, 'fr')).bonuses[0]!;
    const pt = (await myBonuses(other.player, 'pt')).bonuses[0]!;
    expect(fr.title).toBe('Bonus de bienvenue de 100 %');
    expect(fr.terms).toMatch(/Misez 10 fois le bonus/);
    expect(pt.terms).toMatch(/Aposte 10 vezes o bónus/);
  });

  it('the same deposit event applied by many deliveries at once grants one bonus and one hold', async () => {
    const player = await newPlayer(h.t);
    await fundPlayer(h.t, player.playerId, 3_000);
    const event = await inTransaction(h.t.ctx.db, async (tx) => {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO player_events (kind, player_id, amount_minor, source_ref, occurred_at, detail)
        VALUES ('deposit', ${player.playerId}, 3000, ${`deposit:${randomUUID()}`}, ${h.t.clock.now},
                '{"depositSeq": 1}'::jsonb)
        RETURNING id`.execute(tx);
      return rows[0]!.id;
    });
    const { rows } = await sql<{
      id: number;
      source_ref: string;
    }>`SELECT id, source_ref FROM player_events WHERE id = ${event}`.execute(h.t.ctx.db);
    const asEvent: PlayerEvent = {
      id: rows[0]!.id,
      kind: 'deposit',
      playerId: player.playerId,
      amountMinor: 3_000,
      gameId: null,
      sourceRef: rows[0]!.source_ref,
      occurredAt: h.t.clock.now,
      detail: { depositSeq: 1 },
    };
    const applied = await parallel(8, () =>
      inTransaction(h.t.ctx.db, (tx) => applyPlayerEvent(tx, h.t.ctx, bonusMoney, asEvent)),
    );
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await bonusRows(player.playerId)).toHaveLength(1);
    const holds = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM wallet_transfers WHERE player_id = ${player.playerId} AND kind = 'bonus'`.execute(
      h.t.ctx.db,
    );
    expect(holds.rows[0]!.n).toBe(1);
  });
});

describe('wagering', () => {
  it('converts the bonus to withdrawable cash in one transfer exactly at the requirement', async () => {
    const { player, bonus } = await playerWithWelcomeBonus();
    await fundPlayer(h.t, player.playerId, 30_000);
    const game = await enterGame(h.t, player);
    expect((await game.bet(10_000)).status).toBe('OK');
    // A rolled-back bet takes its contribution off again.
    const undone = await game.bet(500);
    let [now] = await bonusesUntil(player, (b) => b[0]!.wageredMinor === 10_500);
    expect(now).toMatchObject({ state: 'active', wageredMinor: 10_500 });
    expect((await game.rollback(undone.txId, undone.roundId)).status).toBe('OK');
    [now] = await bonusesUntil(player, (b) => b[0]!.wageredMinor === 10_000);
    expect(now).toMatchObject({ state: 'active', wageredMinor: 10_000 });

    // 199.99 of 200.00: one pesewa short.
    expect((await game.bet(9_999)).status).toBe('OK');
    [now] = await bonusesUntil(player, (b) => b[0]!.wageredMinor === 19_999);
    expect(now).toMatchObject({ state: 'active', wageredMinor: 19_999, requiredMinor: 20_000 });
    const before = await balances(h.t, player);
    expect((await holdOf(bonus.id)).state).toBe('pending');

    expect((await game.bet(1)).status).toBe('OK');
    [now] = await bonusesUntil(player, (b) => b[0]!.state !== 'active');
    expect(now).toMatchObject({ state: 'converted', wageredMinor: 20_000, secondsLeft: 0 });
    const hold = await holdOf(bonus.id);
    expect(hold.state).toBe('posted');
    expect(await settlementsOf(hold.hold_id)).toBe(1);
    const after = await balances(h.t, player);
    // The bonus is now withdrawable cash; the 1 pesewa bet came from locked cash.
    expect(after.withdrawMoney - before.withdrawMoney).toBe(2_000);
    expect(after.money - before.money).toBe(2_000 - 1);
    await expectLedgerHealthy(h.t);

    // More bets and a redelivery change nothing.
    expect((await game.bet(100)).status).toBe('OK');
    await deliverBonusEvents(h.t.ctx);
    expect(await settlementsOf(hold.hold_id)).toBe(1);
    expect((await myBonuses(player)).activeMinor).toBe(0);
  });

  it('counts a stake at its game category’s contribution', async () => {
    const player = await newPlayer(h.t);
    // An offer of the test's own: Originals (dice) count 25%, for the second deposit.
    await sql`
      INSERT INTO bonus_offers (id, code, market, percent_bp, cap_minor, min_deposit_minor, deposit_seqs,
        valid_from, wagering_multiple, contributions, default_contribution, expires_after_hours, title, terms)
      VALUES (901, 'reload-test', 'GH', 5000, 1000, 100, '{2}', '2026-01-01', 4, '{"3": 25, "2": 100}', 0, 24,
        '{"en": "Reload", "fr": "Recharge", "pt": "Recarga"}', '{"en": "t", "fr": "t", "pt": "t"}')
      ON CONFLICT DO NOTHING`.execute(h.t.ctx.db);
    try {
      await depositThroughSimulator(player, 500); // first: below the welcome minimum, no bonus
      await depositThroughSimulator(player, 1_000); // second: 50% = 500, 2000 to wager
      const [bonus] = await bonusesUntil(player, (b) => b.length > 0);
      expect(bonus).toMatchObject({ amountMinor: 500, requiredMinor: 2_000 });
      await fundPlayer(h.t, player.playerId, 10_000);
      const game = await enterGame(h.t, player); // dice: Hot and Originals
      expect((await game.bet(4_000)).status).toBe('OK');
      const [now] = await bonusesUntil(player, (b) => b[0]!.wageredMinor > 0);
      expect(now).toMatchObject({ wageredMinor: 1_000, state: 'active' });
    } finally {
      await sql`UPDATE bonus_offers SET enabled = false WHERE id = 901`.execute(h.t.ctx.db);
    }
  });
});

describe('expiry', () => {
  it('removes the bonus at its expiry, once, however many sweepers run', async () => {
    const { player, bonus } = await playerWithWelcomeBonus();
    const expiresAt = new Date(bonus.expiresAt).getTime();
    // Another player's bonus may be due in this shared database; this one is not, a millisecond early.
    await expireBonuses(h.t.ctx, new Date(expiresAt - 1));
    expect((await myBonuses(player)).bonuses[0]!.state).toBe('active');

    const later = new Date(expiresAt);
    const runs = await parallel(4, () => expireBonuses(h.t.ctx, later));
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await expireBonuses(h.t.ctx, later)).toBe(0);
    const hold = await holdOf(bonus.id);
    expect(hold.state).toBe('voided');
    expect(await settlementsOf(hold.hold_id)).toBe(1);
    expect((await bonusRows(player.playerId))[0]!.state).toBe('expired');
    expect(await balances(h.t, player)).toMatchObject({ money: 2_000, withdrawMoney: 0 });
    await expectLedgerHealthy(h.t);
  });
});

describe('a withdrawal before the requirement is met', () => {
  it('says what it would forfeit, and forfeits only once the player confirms', async () => {
    const { player, bonus } = await playerWithWelcomeBonus();
    await completeKyc(h.t, player);
    // Winnings of 30.00, withdrawable.
    await fundPlayer(h.t, player.playerId, 3_000, 'withdrawable');

    const refused = await withdraw(h.t, player, 1_000);
    expect(refused.statusCode).toBe(409);
    const envelope = body<{ forfeitMinor: number; bonuses: { id: string; requiredMinor: number }[] }>(
      refused,
    );
    expect(envelope.code).toBe(5201);
    expect(envelope.msg).toContain('₵20.00');
    expect(envelope.data).toMatchObject({
      forfeitMinor: 2_000,
      bonuses: [{ id: bonus.id, requiredMinor: 20_000 }],
    });
    expect((await bonusRows(player.playerId))[0]!.state).toBe('active');
    expect((await holdOf(bonus.id)).state).toBe('pending');
    expect((await balances(h.t, player)).withdrawMoney).toBe(3_000);

    // Confirmed but refused for another reason (more than the withdrawable balance): nothing forfeited.
    const tooMuch = await withdraw(h.t, player, 50_000, { forfeitBonus: '1' });
    expect(tooMuch.statusCode).toBe(422);
    expect((await bonusRows(player.playerId))[0]!.state).toBe('active');

    const confirmed = await withdraw(h.t, player, 1_000, { forfeitBonus: '1' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await bonusRows(player.playerId))[0]!.state).toBe('forfeited');
    const hold = await holdOf(bonus.id);
    expect(hold.state).toBe('voided');
    expect(await settlementsOf(hold.hold_id)).toBe(1);
    expect((await myBonuses(player)).activeMinor).toBe(0);
    await expectLedgerHealthy(h.t);
  });

  it('a player without an active bonus withdraws without being asked', async () => {
    const player = await newPlayer(h.t);
    await completeKyc(h.t, player);
    await fundPlayer(h.t, player.playerId, 3_000, 'withdrawable');
    expect((await withdraw(h.t, player, 1_000)).statusCode).toBe(200);
  });
});

describe('coins', () => {
  it('other modules spend coins through spendCoins: once per key, never below zero, under concurrency', async () => {
    const player = await newPlayer(h.t);
    await giveAsset(h.t, player.playerId, 'coins', 1_000);
    const buy = (key: string, coins: number) =>
      inTransaction(h.t.ctx.db, (tx) =>
        spendCoins(tx, {
          playerId: player.playerId,
          coins,
          purpose: 'raffle',
          idempotencyKey: key,
          reference: 'Raffle code',
          now: h.t.clock.now,
        }),
      );
    // The same purchase retried 10 times at once: one debit.
    const same = await parallel(10, () => buy('order-1', 300));
    expect(new Set(same.map((r) => r.transferId)).size).toBe(1);
    expect((await balances(h.t, player)).bonusMoney).toBe(700);
    // 10 different purchases of 300 at once: only two fit.
    const settled = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => buy(`order-x${i}`, 300)));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(2);
    expect(
      settled
        .filter((s) => s.status === 'rejected')
        .every((s) => (s.reason as { code: number }).code === 5111),
    ).toBe(true);
    expect((await balances(h.t, player)).bonusMoney).toBe(100);
  });

  it('exchanges coins for cash at the configured rate, once per tap', async () => {
    const player = await newPlayer(h.t);
    await giveAsset(h.t, player.playerId, 'coins', 5_000);
    const cfg = body<{ enable: boolean; rateBp: number; minCoins: number; coins: number }>(
      await h.t.app.inject({
        method: 'GET',
        url: '/api/bonus-service/coins/exchange',
        headers: { token: player.token },
      }),
    ).data;
    expect(cfg).toEqual({ enable: true, rateBp: 1_000, minCoins: 1_000, coins: 5_000 });

    const exchange = (coins: number, key: string) =>
      h.t.app.inject({
        method: 'POST',
        url: '/api/bonus-service/coins/exchange',
        headers: { token: player.token },
        payload: { coins, idempotencyKey: key },
      });
    const small = await exchange(999, 'tap-small-1');
    expect([small.statusCode, body(small).code]).toEqual([422, 5203]);
    const taps = await parallel(5, () => exchange(3_000, 'tap-00000001'));
    expect(taps.every((r) => r.statusCode === 200)).toBe(true);
    expect(body<{ cashMinor: number }>(taps[0]!).data.cashMinor).toBe(300);
    expect(await balances(h.t, player)).toMatchObject({ bonusMoney: 2_000, money: 300, withdrawMoney: 0 });
    const over = await exchange(3_000, 'tap-00000002');
    expect([over.statusCode, body(over).code]).toEqual([422, 5111]);

    await sql`UPDATE reward_activities SET enabled = false WHERE activity = 'coin-exchange'`.execute(
      h.t.ctx.db,
    );
    try {
      const off = await exchange(1_000, 'tap-00000003');
      expect([off.statusCode, body(off).code]).toEqual([422, 5202]);
    } finally {
      await sql`UPDATE reward_activities SET enabled = true WHERE activity = 'coin-exchange'`.execute(
        h.t.ctx.db,
      );
    }
  });
});

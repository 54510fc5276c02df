import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliverBonusEvents, expireBonuses } from '../../src/modules/bonus/index.ts';
import { balances, expectLedgerHealthy, newPlayer, type PaymentsHarness } from '../payments/support.ts';
import { enterGame, parallel } from '../rewards/support.ts';
import { body } from '../support/app.ts';
import { fundPlayer } from '../support/money.ts';
import { completeKyc, withdraw } from '../withdrawals/support.ts';
import {
  afterBonusTest,
  bonusesUntil,
  bonusRows,
  depositThroughSimulator,
  holdOf,
  myBonuses,
  playerWithWelcomeBonus,
  settlementsOf,
  startBonusPayments,
} from './support.ts';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startBonusPayments();
});
afterEach(() => afterBonusTest(h));
afterAll(() => h.close());

/** Bonus money (issue 22, decision 013): wagering to conversion, expiry, and forfeit at a withdrawal. */
describe('wagering', () => {
  it('converts the bonus to withdrawable cash in one transfer exactly at the requirement', async () => {
    const { player, bonus } = await playerWithWelcomeBonus(h);
    await fundPlayer(h.t, player.playerId, 30_000);
    const game = await enterGame(h.t, player);
    expect((await game.bet(10_000)).status).toBe('OK');
    // A rolled-back bet takes its contribution off again.
    const undone = await game.bet(500);
    let [now] = await bonusesUntil(h, player, (b) => b[0]!.wageredMinor === 10_500);
    expect(now).toMatchObject({ state: 'active', wageredMinor: 10_500 });
    expect((await game.rollback(undone.txId, undone.roundId)).status).toBe('OK');
    [now] = await bonusesUntil(h, player, (b) => b[0]!.wageredMinor === 10_000);
    expect(now).toMatchObject({ state: 'active', wageredMinor: 10_000 });

    // 199.99 of 200.00: one pesewa short.
    expect((await game.bet(9_999)).status).toBe('OK');
    [now] = await bonusesUntil(h, player, (b) => b[0]!.wageredMinor === 19_999);
    expect(now).toMatchObject({ state: 'active', wageredMinor: 19_999, requiredMinor: 20_000 });
    const before = await balances(h.t, player);
    expect((await holdOf(h, bonus.id)).state).toBe('pending');

    expect((await game.bet(1)).status).toBe('OK');
    [now] = await bonusesUntil(h, player, (b) => b[0]!.state !== 'active');
    expect(now).toMatchObject({ state: 'converted', wageredMinor: 20_000, secondsLeft: 0 });
    const hold = await holdOf(h, bonus.id);
    expect(hold.state).toBe('posted');
    expect(await settlementsOf(h, hold.hold_id)).toBe(1);
    const after = await balances(h.t, player);
    // The bonus is now withdrawable cash; the 1 pesewa bet came from locked cash.
    expect(after.withdrawMoney - before.withdrawMoney).toBe(2_000);
    expect(after.money - before.money).toBe(2_000 - 1);
    await expectLedgerHealthy(h.t);

    // More bets and a redelivery change nothing.
    expect((await game.bet(100)).status).toBe('OK');
    await deliverBonusEvents(h.t.ctx);
    expect(await settlementsOf(h, hold.hold_id)).toBe(1);
    expect((await myBonuses(h, player)).activeMinor).toBe(0);
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
      await depositThroughSimulator(h, player, 500); // first: below the welcome minimum, no bonus
      await depositThroughSimulator(h, player, 1_000); // second: 50% = 500, 2000 to wager
      const [bonus] = await bonusesUntil(h, player, (b) => b.length > 0);
      expect(bonus).toMatchObject({ amountMinor: 500, requiredMinor: 2_000 });
      await fundPlayer(h.t, player.playerId, 10_000);
      const game = await enterGame(h.t, player); // dice: Hot and Originals
      expect((await game.bet(4_000)).status).toBe('OK');
      const [now] = await bonusesUntil(h, player, (b) => b[0]!.wageredMinor > 0);
      expect(now).toMatchObject({ wageredMinor: 1_000, state: 'active' });
    } finally {
      await sql`UPDATE bonus_offers SET enabled = false WHERE id = 901`.execute(h.t.ctx.db);
    }
  });
});

describe('expiry', () => {
  it('removes the bonus at its expiry, once, however many sweepers run', async () => {
    const { player, bonus } = await playerWithWelcomeBonus(h);
    const expiresAt = new Date(bonus.expiresAt).getTime();
    // Another player's bonus may be due in this shared database; this one is not, a millisecond early.
    await expireBonuses(h.t.ctx, new Date(expiresAt - 1));
    expect((await myBonuses(h, player)).bonuses[0]!.state).toBe('active');

    const later = new Date(expiresAt);
    const runs = await parallel(4, () => expireBonuses(h.t.ctx, later));
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await expireBonuses(h.t.ctx, later)).toBe(0);
    const hold = await holdOf(h, bonus.id);
    expect(hold.state).toBe('voided');
    expect(await settlementsOf(h, hold.hold_id)).toBe(1);
    expect((await bonusRows(h, player.playerId))[0]!.state).toBe('expired');
    expect(await balances(h.t, player)).toMatchObject({ money: 2_000, withdrawMoney: 0 });
    await expectLedgerHealthy(h.t);
  });
});

describe('a withdrawal before the requirement is met', () => {
  it('says what it would forfeit, and forfeits only once the player confirms', async () => {
    const { player, bonus } = await playerWithWelcomeBonus(h);
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
    expect((await bonusRows(h, player.playerId))[0]!.state).toBe('active');
    expect((await holdOf(h, bonus.id)).state).toBe('pending');
    expect((await balances(h.t, player)).withdrawMoney).toBe(3_000);

    // Confirmed but refused for another reason (more than the withdrawable balance): nothing forfeited.
    const tooMuch = await withdraw(h.t, player, 50_000, { forfeitBonus: '1' });
    expect(tooMuch.statusCode).toBe(422);
    expect((await bonusRows(h, player.playerId))[0]!.state).toBe('active');

    const confirmed = await withdraw(h.t, player, 1_000, { forfeitBonus: '1' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await bonusRows(h, player.playerId))[0]!.state).toBe('forfeited');
    const hold = await holdOf(h, bonus.id);
    expect(hold.state).toBe('voided');
    expect(await settlementsOf(h, hold.hold_id)).toBe(1);
    expect((await myBonuses(h, player)).activeMinor).toBe(0);
    await expectLedgerHealthy(h.t);
  });

  it('a player without an active bonus withdraws without being asked', async () => {
    const player = await newPlayer(h.t);
    await completeKyc(h.t, player);
    await fundPlayer(h.t, player.playerId, 3_000, 'withdrawable');
    expect((await withdraw(h.t, player, 1_000)).statusCode).toBe(200);
  });
});

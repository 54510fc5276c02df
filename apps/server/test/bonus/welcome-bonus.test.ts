import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { bonusMoney, deliverBonusEvents } from '../../src/modules/bonus/index.ts';
import { applyPlayerEvent, deliverPlayerEvents, type PlayerEvent } from '../../src/modules/outbox/index.ts';
import { balances, expectLedgerHealthy, newPlayer, type PaymentsHarness } from '../payments/support.ts';
import { parallel } from '../rewards/support.ts';
import { body } from '../support/app.ts';
import { fundPlayer } from '../support/money.ts';
import {
  afterBonusTest,
  bonusesUntil,
  bonusRows,
  depositThroughSimulator,
  holdOf,
  myBonuses,
  playerWithWelcomeBonus,
  startBonusPayments,
} from './support.ts';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startBonusPayments();
});
afterEach(() => afterBonusTest(h));
afterAll(() => h.close());

/** Bonus money (issue 22, decision 013): the welcome offer a qualifying deposit grants, exactly once. */
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
    await depositThroughSimulator(h, player, 2_500);
    const bonuses = await bonusesUntil(h, player, (b) => b.length > 0);
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
    expect((await holdOf(h, bonuses[0]!.id)).state).toBe('pending');
    await expectLedgerHealthy(h.t);

    // Redelivered from the start, and delivered by several instances at once: still one bonus.
    await sql`DELETE FROM player_event_receipts WHERE consumer = 'bonus-money'`.execute(h.t.ctx.db);
    await sql`UPDATE player_event_cursors SET tx_id = '0'::xid8, event_id = 0 WHERE consumer = 'bonus-money'`.execute(
      h.t.ctx.db,
    );
    await parallel(4, () => deliverPlayerEvents(h.t.ctx, bonusMoney));
    expect(await bonusRows(h, player.playerId)).toHaveLength(1);

    await h.configure({ faults: { duplicateCallbacks: 1 } });
    await depositThroughSimulator(h, player, 10_000);
    await deliverBonusEvents(h.t.ctx);
    expect(await bonusRows(h, player.playerId)).toHaveLength(1);
    expect((await myBonuses(h, player)).bonuses).toHaveLength(1);
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
    await depositThroughSimulator(h, player, 900);
    await deliverBonusEvents(h.t.ctx);
    expect(await bonusRows(h, player.playerId)).toEqual([]);

    const other = await playerWithWelcomeBonus(h);
    const fr = (await myBonuses(h, other.player, 'fr')).bonuses[0]!;
    const pt = (await myBonuses(h, other.player, 'pt')).bonuses[0]!;
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
    expect(await bonusRows(h, player.playerId)).toHaveLength(1);
    const holds = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM wallet_transfers WHERE player_id = ${player.playerId} AND kind = 'bonus'`.execute(
      h.t.ctx.db,
    );
    expect(holds.rows[0]!.n).toBe(1);
  });
});

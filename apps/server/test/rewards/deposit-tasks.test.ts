import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerEventConsumers } from '../../src/modules/activities/index.ts';
import { deliverPlayerEvents } from '../../src/modules/outbox/index.ts';
import { seedRewards } from '../../src/modules/rewards/index.ts';
import {
  deposit,
  eventually,
  expectLedgerHealthy,
  newPlayer,
  type PaymentsHarness,
  pollUntilSettled,
  simAnswer,
  startPayments,
} from '../payments/support.ts';
import { expectAnswer, get, post } from './support.ts';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments();
  await seedRewards(h.t.ctx);
});
afterAll(() => h.close());

type Task = { id: number; type: number; current: number; target: number; unit: string; collect: boolean };

describe('deposit tasks', () => {
  it('a credited deposit moves the deposit tasks exactly once, even delivered twice', async () => {
    const player = await newPlayer(h.t);
    const tasks = async () =>
      expectAnswer<{ tasks: Task[] }>(await get(h.t, '/api/account-service/task/tasks', player.token), 200, 0)
        .data.tasks;
    expect((await tasks()).find((x) => x.id === 3)).toMatchObject({ unit: 'count', current: 0, target: 1 });

    const created = await deposit(h.t, player, { payMoney: 2_500, payChannel: 'MTN_MM' });
    await simAnswer(h, created.data.transNo, 'approve');
    expect((await pollUntilSettled(h.t, player, created.data.transNo)).state).toBe(3);

    const [event] = (
      await sql<{ kind: string; amount_minor: number }>`
        SELECT kind, amount_minor FROM player_events WHERE player_id = ${player.playerId}`.execute(h.t.ctx.db)
    ).rows;
    expect(event).toEqual({ kind: 'deposit', amount_minor: 2_500 });

    const check = async () => {
      const list = await tasks();
      expect(list.find((x) => x.id === 2)).toMatchObject({ current: 2_500, target: 2_000 });
      expect(list.find((x) => x.id === 3)).toMatchObject({ current: 1, target: 1 }); // 1/1
      const diamond = expectAnswer<{ tasks: Task[] }>(
        await get(h.t, '/api/account-service/diamond-task/tasks', player.token),
        200,
        0,
      ).data.tasks;
      expect(diamond.find((x) => x.type === 2)).toMatchObject({ current: 2_500, target: 1_000 });
    };
    // Delivery waits for transactions older than the event to end (outbox/deliver-player-events.ts); the
    // other test files share this PostgreSQL cluster, so allow a moment.
    await eventually(
      () =>
        check().then(
          () => true,
          () => false,
        ),
      (ok) => ok,
      10_000,
    );
    await check();
    // Redelivered from the start: the receipts keep the effect single.
    await sql`UPDATE player_event_cursors SET tx_id = '0'::xid8, event_id = 0`.execute(h.t.ctx.db);
    for (const consumer of playerEventConsumers) await deliverPlayerEvents(h.t.ctx, consumer);
    await check();

    expectAnswer(await post(h.t, '/api/account-service/task/receive', player.token, { id: 3 }), 200, 0);
    expectAnswer(await post(h.t, '/api/account-service/task/receive', player.token, { id: 3 }), 409, 5107);
    await expectLedgerHealthy(h.t);
  });
});

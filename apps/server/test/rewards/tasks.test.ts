import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { playerEventConsumers } from '../../src/modules/activities/index.ts';
import { applyPlayerEvent, deliverPlayerEvents, playerEventsOf } from '../../src/modules/outbox/index.ts';
import type { TestApp } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';
import {
  balancesOf,
  createRewardsApp,
  enterGame,
  expectAnswer,
  get,
  parallel,
  post,
  rewardTransfers,
} from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createRewardsApp();
  t.clock.now = new Date('2026-11-23T10:00:00Z');
});
afterAll(() => t.close());
beforeEach(() => () => expectLedgerHealthy(t));

type Task = { id: number; type: number; current: number; target: number; collect: boolean; index: number };
const tasks = async (token: string) =>
  expectAnswer<{ tasks: Task[] }>(await get(t, '/api/account-service/task/tasks', token), 200, 0).data.tasks;
const diamondTasks = async (token: string) =>
  expectAnswer<{ enable: boolean; games: number[]; tasks: Task[]; countdown: number }>(
    await get(t, '/api/account-service/diamond-task/tasks?lang=fr', token),
    200,
    0,
  ).data;
const collect = (token: string, id: number) =>
  post(t, '/api/account-service/diamond-task/collect', token, { id });

async function playerWithCash(amount = 20_000) {
  const p = await registerPlayer(t);
  await fundPlayer(t, p.playerId, amount);
  return p;
}

/**
 * Waits until the task list shows `amount` on the bet task: delivery waits for transactions older than the
 * event to end, and the other test files share this PostgreSQL cluster.
 */
async function delivered(token: string, amount: number) {
  const deadline = Date.now() + 10_000;
  while ((await tasks(token)).find((x) => x.type === 1)!.current !== amount && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('tasks fed by the player-event outbox', () => {
  it('a bet settled through the seamless wallet moves the bet task and the diamond bet task, once', async () => {
    const p = await playerWithCash();
    const game = await enterGame(t, p, 102);
    expect((await game.bet(1_500)).status).toBe('OK');
    await delivered(p.token, 1_500);

    expect((await tasks(p.token)).find((x) => x.type === 1)).toMatchObject({ current: 1_500, target: 5_000 });
    const diamond = await diamondTasks(p.token);
    expect(diamond.games).toContain(102);
    expect(diamond.tasks.find((x) => x.type === 1)).toMatchObject({
      current: 1_500,
      target: 1_000,
      index: 0,
    });
    // Local midnight in Accra is 14 h after 10:00 GMT.
    expect(diamond.countdown).toBe(14 * 3_600_000);

    // The event is delivered twice more: by a reset cursor (at-least-once redelivery) and by hand.
    await sql`UPDATE player_event_cursors SET tx_id = '0'::xid8, event_id = 0`.execute(t.ctx.db);
    for (const consumer of playerEventConsumers) await deliverPlayerEvents(t.ctx, consumer);
    const [event] = await playerEventsOf(t.ctx.db, p.playerId);
    expect(event).toMatchObject({ kind: 'bet', amountMinor: 1_500, gameId: 102 });
    for (const consumer of playerEventConsumers) {
      const again = await t.ctx.db
        .transaction()
        .execute((tx) => applyPlayerEvent(tx, t.ctx, consumer, event!));
      expect(again).toBe(false);
    }
    expect((await tasks(p.token)).find((x) => x.type === 1)!.current).toBe(1_500);
    expect((await diamondTasks(p.token)).tasks.find((x) => x.type === 1)!.current).toBe(1_500);
  });

  it('a rolled-back bet takes its stake off the progress', async () => {
    const p = await playerWithCash();
    const game = await enterGame(t, p, 102);
    const placed = await game.bet(800);
    await game.bet(300);
    expect((await game.rollback(placed.txId, placed.roundId)).status).toBe('OK');
    await delivered(p.token, 300);
    expect((await diamondTasks(p.token)).tasks.find((x) => x.type === 1)!.current).toBe(300);
  });

  it('counts toward the diamond bet task only in the listed games', async () => {
    const p = await playerWithCash();
    await sql`UPDATE reward_activities SET settings = '{"games":[101]}' WHERE activity = 'diamond-tasks'`.execute(
      t.ctx.db,
    );
    try {
      const game = await enterGame(t, p, 102);
      await game.bet(1_000);
      await delivered(p.token, 1_000);
      expect((await diamondTasks(p.token)).tasks.find((x) => x.type === 1)!.current).toBe(0);
      expect((await tasks(p.token)).find((x) => x.type === 1)!.current).toBe(1_000);
    } finally {
      await sql`UPDATE reward_activities SET settings = '{"games":[101,102,103,104,105,106]}'
                WHERE activity = 'diamond-tasks'`.execute(t.ctx.db);
    }
  });

  it('collects a finished diamond task once, even for 200 parallel collects, then shows the next level', async () => {
    const p = await playerWithCash();
    const game = await enterGame(t, p, 102);
    await game.bet(1_000);
    await delivered(p.token, 1_000);
    const bet = (await diamondTasks(p.token)).tasks.find((x) => x.type === 1)!;
    const answers = await parallel(200, () => collect(p.token, bet.id));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 5107)).toHaveLength(199);
    expect((await balancesOf(t, p.playerId)).diamond).toBe(5);
    expect(await rewardTransfers(t, p.playerId, 'diamond-tasks:')).toBe(1);
    const won = answers.find((a) => a.json().code === 0)!.json().data;
    expect(won).toMatchObject({
      id: bet.id,
      bonus: 5,
      diamond: 5,
      next: { index: 1, target: 5_000, current: 1_000 },
    });
    expect((await diamondTasks(p.token)).tasks.find((x) => x.type === 1)).toMatchObject({
      index: 1,
      collect: false,
    });

    const records = expectAnswer<{ list: { taskId: number; bonus: number }[] }>(
      await get(t, '/api/account-service/diamond-task/records?page=1&size=20', p.token),
      200,
      0,
    ).data.list;
    expect(records).toEqual([expect.objectContaining({ taskId: bet.id, bonus: 5 })]);
  });

  it('refuses unfinished and unknown tasks with their catalogue codes, crediting nothing', async () => {
    const p = await playerWithCash();
    const bet = (await diamondTasks(p.token)).tasks.find((x) => x.type === 1)!;
    expectAnswer(await collect(p.token, bet.id), 422, 5106);
    expectAnswer(await collect(p.token, 99_999), 404, 5105);
    expectAnswer(await collect(p.token, 12), 404, 5105); // level 1 before level 0
    expectAnswer(await collect(p.token, 1), 404, 5105); // a task of the other list
    expectAnswer(
      await post(t, '/api/account-service/diamond-task/collect', p.token, { id: 'abc' }),
      400,
      1000,
    );
    expectAnswer(await post(t, '/api/account-service/task/receive', p.token, { id: 1 }), 422, 5106);
    expect(await balancesOf(t, p.playerId)).toMatchObject({ diamond: 0, bonusMoney: 0 });
  });

  it('receives the daily bet task once (200 parallel) and shows it Received', async () => {
    const p = await playerWithCash();
    const game = await enterGame(t, p, 102);
    await game.bet(5_000);
    await delivered(p.token, 5_000);
    const answers = await parallel(200, () =>
      post(t, '/api/account-service/task/receive', p.token, { id: 1 }),
    );
    expect(answers.filter((a) => a.json().code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 5107)).toHaveLength(199);
    expect((await balancesOf(t, p.playerId)).bonusMoney).toBe(100);
    expect((await tasks(p.token)).find((x) => x.id === 1)).toMatchObject({ collect: true, current: 5_000 });
    // Tomorrow the daily task starts again.
    t.clock.advance(86_400_000);
    expect((await tasks(p.token)).find((x) => x.id === 1)).toMatchObject({ collect: false, current: 0 });
    t.clock.now = new Date('2026-11-23T10:00:00Z');
  });
});

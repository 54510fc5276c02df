import { localDate } from '@sika/domain';
import type { PlayerEventConsumer } from '../../outbox/index.ts';
import { findActivity, timeZoneOf } from '../../rewards/index.ts';
import { addProgress, type TaskActivity } from './task-repository.ts';

/**
 * Feeds task progress from the player-event outbox: a bet moves the bet chain (type 1), a credited deposit
 * the deposit chains (type 2), a rolled-back bet takes its stake off again (from the day of the rollback,
 * never below 0; a task already received stays received). Diamond bet tasks count only the listed games.
 * Receipts make a redelivered event a no-op (outbox/deliver-player-events.ts).
 */
function taskProgressConsumer(activity: TaskActivity): PlayerEventConsumer {
  return {
    name: activity,
    kinds: ['bet', 'rollback', 'deposit'],
    async handle(tx, event, ctx) {
      if (event.kind === 'rollback' && event.detail?.of !== 'bet') return;
      const type = event.kind === 'deposit' ? 2 : 1;
      if (activity === 'diamond-tasks' && type === 1) {
        const settings = (await findActivity(tx, activity))?.settings ?? {};
        const games = Array.isArray(settings.games) ? (settings.games as number[]) : [];
        if (event.gameId === null || !games.includes(event.gameId)) return;
      }
      const sign = event.kind === 'rollback' ? -1 : 1;
      const day = localDate(event.occurredAt, timeZoneOf(ctx));
      for (const periodKey of [day, 'once']) {
        await addProgress(tx, {
          playerId: event.playerId,
          activity,
          type,
          periodKey,
          amountMinor: sign * event.amountMinor,
          count: sign,
        });
      }
    },
  };
}

export const taskProgress = taskProgressConsumer('tasks');
export const diamondTaskProgress = taskProgressConsumer('diamond-tasks');

import type { ServerContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { deliverPlayerEvents } from '../../outbox/index.ts';
import { grantReward, localToday, requireActivity } from '../../rewards/index.ts';
import { getPlayerBalances } from '../../wallet/index.ts';
import { toDiamondTask } from './list-tasks.ts';
import { diamondTaskProgress, taskProgress } from './task-progress-consumer.ts';
import { insertCollection, type TaskActivity } from './task-repository.ts';
import { type Lang, taskStates } from './task-view.ts';

/**
 * Pays a finished task's bonus, once per task and period: the grant key
 * `{activity}:{player}:{task}:{period}` is unique. Only the shown level of a chain can be collected.
 * Errors: TASK_NOT_FOUND, TASK_NOT_FINISHED, TASK_ALREADY_COLLECTED, ACTIVITY_INVALID, REWARD_BUDGET_SPENT,
 * SELF_EXCLUDED.
 */
export async function collectTask(
  ctx: ServerContext,
  activity: TaskActivity,
  playerId: string,
  taskId: number,
) {
  await requireActivity(ctx.db, activity);
  await deliverPlayerEvents(ctx, activity === 'tasks' ? taskProgress : diamondTaskProgress);
  const now = ctx.now();
  const today = localToday(ctx, now);
  return inTransaction(ctx.db, async (tx) => {
    const states = await taskStates({ ...ctx, db: tx }, activity, playerId);
    const state = states.find((s) => s.task.id === taskId);
    if (!state) throw new AppError('TASK_NOT_FOUND');
    if (state.collected) throw new AppError('TASK_ALREADY_COLLECTED');
    if (!state.shown)
      throw new AppError('TASK_NOT_FOUND', { message: 'Finish the earlier level of this task first.' });
    if (state.current < state.task.target) throw new AppError('TASK_NOT_FINISHED');
    const grant = await grantReward(tx, {
      activity,
      playerId,
      idempotencyKey: `${activity}:${playerId}:${taskId}:${state.periodKey}`,
      localDate: today,
      credits: [{ asset: state.task.asset, amount: state.task.bonus }],
      kind: 'bonus',
      reference: state.task.title.en ?? `Task ${taskId}`,
      source: activity === 'diamond-tasks' ? 'diamond_task' : 'task',
      now,
    });
    if (!grant.created) throw new AppError('TASK_ALREADY_COLLECTED');
    if (
      !(await insertCollection(tx, { playerId, taskId, periodKey: state.periodKey, grantId: grant.id, now }))
    )
      throw new AppError('TASK_ALREADY_COLLECTED');
    return { state, grantId: grant.id };
  });
}

export async function receiveTask(ctx: ServerContext, playerId: string, taskId: number) {
  const { state } = await collectTask(ctx, 'tasks', playerId, taskId);
  return { id: state.task.id, bonus: state.task.bonus, asset: state.task.asset };
}

/** Collects a diamond task and answers the level that replaces it (null at the end of the chain). */
export async function collectDiamondTask(ctx: ServerContext, playerId: string, taskId: number, lang: Lang) {
  const { state } = await collectTask(ctx, 'diamond-tasks', playerId, taskId);
  const after = await taskStates(ctx, 'diamond-tasks', playerId);
  const next = after.find(
    (s) => s.shown && !s.collected && s.task.type === state.task.type && s.task.period === state.task.period,
  );
  return {
    id: state.task.id,
    bonus: state.task.bonus,
    diamond: (await getPlayerBalances(ctx.db, playerId)).diamond,
    next: next ? toDiamondTask(next, lang, true) : null,
  };
}

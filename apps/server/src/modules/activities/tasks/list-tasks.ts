import type { DiamondTask, DiamondTaskList, RewardTask } from '@sika/contract';
import type { ServerContext } from '../../../context.ts';
import { deliverPlayerEvents } from '../../outbox/index.ts';
import { findActivity, msUntilTomorrow } from '../../rewards/index.ts';
import { diamondTaskProgress, taskProgress } from './task-progress-consumer.ts';
import { type Lang, type TaskState, taskStates, titleOf } from './task-view.ts';

/** The task list (bet, deposit). Delivers pending player events first, so a bet just placed shows. */
export async function listTasks(ctx: ServerContext, playerId: string, lang: Lang) {
  const activity = await findActivity(ctx.db, 'tasks');
  await deliverPlayerEvents(ctx, taskProgress);
  const states = (await taskStates(ctx, 'tasks', playerId)).filter((s) => s.shown);
  const tasks: RewardTask[] = states.map((s, index) => ({
    id: s.task.id,
    type: s.task.type,
    title: titleOf(s.task, lang),
    period: s.task.period,
    unit: s.task.unit,
    target: s.task.target,
    current: s.current,
    bonus: s.task.bonus,
    originalBonus: s.task.original_bonus,
    asset: s.task.asset,
    index,
    collect: s.collected,
  }));
  return { enable: Boolean(activity?.enabled), tasks };
}

export function toDiamondTask(s: TaskState, lang: Lang, enable: boolean): DiamondTask {
  return {
    id: s.task.id,
    type: s.task.type,
    title: titleOf(s.task, lang),
    bonus: s.task.bonus,
    originalBonus: s.task.original_bonus,
    collect: s.collected,
    current: s.current,
    target: s.task.target,
    enable,
    index: s.task.level,
  };
}

/** The diamond task centre and the in-game entry: today's level of each chain, the games that count. */
export async function listDiamondTasks(
  ctx: ServerContext,
  playerId: string,
  lang: Lang,
): Promise<DiamondTaskList> {
  const activity = await findActivity(ctx.db, 'diamond-tasks');
  await deliverPlayerEvents(ctx, diamondTaskProgress);
  const enable = Boolean(activity?.enabled);
  const games = Array.isArray(activity?.settings.games) ? (activity.settings.games as number[]) : [];
  const states = (await taskStates(ctx, 'diamond-tasks', playerId)).filter((s) => s.shown);
  return {
    enable,
    games,
    tasks: states.map((s) => toDiamondTask(s, lang, enable)),
    countdown: msUntilTomorrow(ctx),
  };
}

import type { ServerContext } from '../../../context.ts';
import { localToday } from '../../rewards/index.ts';
import {
  listTasks,
  type Progress,
  readCollections,
  readProgress,
  type TaskActivity,
  type TaskRow,
} from './task-repository.ts';

export type Lang = 'en' | 'fr' | 'pt';

export function periodKeyOf(task: Pick<TaskRow, 'period'>, today: string): string {
  return task.period === 'daily' ? today : 'once';
}

export interface TaskState {
  task: TaskRow;
  periodKey: string;
  current: number;
  collected: boolean;
  /** The chain's level shown now: the lowest level not yet collected (or the last one, collected). */
  shown: boolean;
}

/** Every task with the player's progress and collection, and which level of each chain is shown. */
export async function taskStates(
  ctx: ServerContext,
  activity: TaskActivity,
  playerId: string,
): Promise<TaskState[]> {
  const today = localToday(ctx);
  const tasks = await listTasks(ctx.db, activity);
  const keys = [today, 'once'];
  const progress = await readProgress(ctx.db, playerId, activity, keys);
  const collected = await readCollections(ctx.db, playerId, keys);
  const states = tasks.map((task) => {
    const periodKey = periodKeyOf(task, today);
    const p: Progress = progress.get(`${task.type}:${periodKey}`) ?? { amountMinor: 0, count: 0 };
    // A count task shows 0/1 or 1/1 (the first deposit task), never 2/1.
    const current = task.unit === 'count' ? Math.min(p.count, task.target) : p.amountMinor;
    return { task, periodKey, current, collected: collected.has(`${task.id}:${periodKey}`), shown: false };
  });
  const chains = new Map<string, TaskState[]>();
  for (const s of states) {
    const chain = `${s.task.type}:${s.task.period}`;
    chains.set(chain, [...(chains.get(chain) ?? []), s]);
  }
  for (const chain of chains.values()) {
    const next = chain.find((s) => !s.collected) ?? chain.at(-1);
    if (next) next.shown = true;
  }
  return states;
}

export function titleOf(task: TaskRow, lang: Lang): string {
  return task.title[lang] ?? task.title.en ?? '';
}

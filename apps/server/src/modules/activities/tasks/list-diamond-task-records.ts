import type { ServerContext } from '../../../context.ts';
import { listCollections } from './task-repository.ts';
import type { Lang } from './task-view.ts';

/** Collected diamond tasks, newest first. */
export async function listDiamondTaskRecords(
  ctx: ServerContext,
  playerId: string,
  page: { page: number; size: number },
  lang: Lang,
) {
  const { rows, hasMore } = await listCollections(ctx.db, playerId, 'diamond-tasks', page);
  return {
    list: rows.map((r) => ({
      id: r.grant_id,
      taskId: r.task_id,
      type: r.type,
      title: r.title[lang] ?? r.title.en ?? '',
      bonus: r.bonus,
      time: r.created_at.toISOString(),
    })),
    page: page.page,
    size: page.size,
    hasMore,
  };
}

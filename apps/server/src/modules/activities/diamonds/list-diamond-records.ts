import type { ServerContext } from '../../../context.ts';
import { listDiamondMovements } from './diamond-repository.ts';

const PAGE = 20;

const TITLES: Record<string, string> = {
  diamond_task: 'Diamond task',
  diamond_spin: 'Diamond spin',
  coin_spin: 'Coin spin',
  exchange: 'Exchange',
  daily_sign: 'Daily sign-in',
  rating: 'App rating',
  task: 'Task',
};

/** The diamond account's movements, newest first, 20 below `excludeMaxId`. */
export async function listDiamondRecords(
  ctx: ServerContext,
  playerId: string,
  query: { type: 0 | 1 | 2; excludeMaxId?: number | undefined },
) {
  const rows = await listDiamondMovements(ctx.db, playerId, query.type, query.excludeMaxId, PAGE);
  return {
    list: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      source: r.source,
      title: TITLES[r.source] ?? r.source,
      time: r.created_at.toISOString(),
    })),
  };
}

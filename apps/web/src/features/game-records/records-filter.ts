import type { RecordKind, RecordOrder, RecordsFilter } from './api/get-game-records.ts';

/**
 * The records page's tab, order and game live in the address (`?tab=win&order=asc&game=102`), so Back and
 * a reload keep what the player chose. Anything unreadable falls back to bets, newest first, all games.
 */
export function readRecordsFilter(search: URLSearchParams): RecordsFilter {
  const kind: RecordKind = search.get('tab') === 'win' ? 'win' : 'bet';
  const order: RecordOrder = search.get('order') === 'asc' ? 'asc' : 'desc';
  const game = search.get('game');
  const gameId = game && /^\d{1,9}$/.test(game) && Number(game) > 0 ? Number(game) : null;
  return { kind, order, gameId };
}

export function writeRecordsFilter(filter: RecordsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.kind === 'win') search.set('tab', 'win');
  if (filter.order === 'asc') search.set('order', 'asc');
  if (filter.gameId !== null) search.set('game', String(filter.gameId));
  return search;
}

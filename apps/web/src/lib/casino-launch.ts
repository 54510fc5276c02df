/**
 * Opening the game frame (spec core §2 Casino game card, /casino/{mode}/{id}), shared by the screens that
 * launch games (home, categories) and the frame itself.
 */
export type CasinoMode = 'launch' | 'demo';

export function isCasinoMode(value: unknown): value is CasinoMode {
  return value === 'launch' || value === 'demo';
}

/** /casino/launch/{id} for real play, /casino/demo/{id} for demo play. */
export function casinoPath(mode: CasinoMode, gameId: number): string {
  return `/casino/${mode}/${gameId}`;
}

/**
 * The navigation state a launcher passes after showing the demo alert ("demo money cannot be withdrawn"),
 * so the frame does not show it a second time: `navigate(casinoPath('demo', id), { state: demoWarnedState })`.
 * Opened any other way (a link, a reload), the frame shows the alert itself.
 */
export const demoWarnedState = { demoWarned: true } as const;

export function wasDemoWarned(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { demoWarned?: unknown }).demoWarned === true
  );
}

/** A game id from the route: a positive integer, else null. */
export function parseGameId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

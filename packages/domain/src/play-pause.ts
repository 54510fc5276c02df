/**
 * Whether a player's play is paused now (docs/decisions/017-responsible-gaming.md): a self-exclusion or a
 * time-out still running. A paused player keeps a session for withdrawals, messages and their settings,
 * and nothing else. A self-exclusion wins over a time-out (it is the stronger promise, and its end is the
 * one that needs a deliberate return). PostgreSQL reads a permanent exclusion ('infinity') as the number
 * Infinity, not a Date, so both are accepted.
 */
export interface PauseColumns {
  selfExcludedUntil: Date | number | null;
  timeOutUntil: Date | number | null;
}

export interface PlayPauseState {
  reason: 'self-exclusion' | 'time-out';
  /** The end; null when permanent. */
  until: Date | null;
}

export function playPauseOf(columns: PauseColumns, now: Date): PlayPauseState | null {
  const excluded = endOf(columns.selfExcludedUntil);
  if (excluded !== undefined && (excluded === null || excluded > now)) {
    return { reason: 'self-exclusion', until: excluded };
  }
  const timeOut = endOf(columns.timeOutUntil);
  if (timeOut !== undefined && timeOut !== null && timeOut > now)
    return { reason: 'time-out', until: timeOut };
  return null;
}

/** undefined: no end set; null: never ends; otherwise the end. */
function endOf(value: Date | number | null): Date | null | undefined {
  if (value === null) return undefined;
  const ms = Number(value);
  if (ms === Number.POSITIVE_INFINITY) return null;
  return Number.isFinite(ms) ? new Date(ms) : undefined;
}

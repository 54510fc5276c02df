import type { LimitKind, LimitPeriod } from '@sika/contract';

/**
 * The rules of a limit, pure (docs/decisions/017-responsible-gaming.md). Windows are rolling: a day limit
 * counts the last 24 hours, a week the last 7 days, a month the last 30 days, so no midnight resets a
 * player's room. A change that makes a limit stricter (lower, or new) holds at once; one that loosens it
 * (higher, or removed) waits 24 hours, and until then the stricter value holds.
 */
export const COOLING_OFF_MS = 24 * 3_600_000;

export const WINDOW_MS: Record<Exclude<LimitPeriod, 'session'>, number> = {
  day: 24 * 3_600_000,
  week: 7 * 24 * 3_600_000,
  month: 30 * 24 * 3_600_000,
};

/** Which periods each kind takes: money limits per window, the session limit once. */
export const PERIODS_OF: Record<LimitKind, readonly LimitPeriod[]> = {
  deposit: ['day', 'week', 'month'],
  loss: ['day', 'week', 'month'],
  session: ['session'],
};

export interface LimitState {
  value: number | null;
  pendingValue: number | null;
  pendingFrom: Date | null;
}

export const NO_LIMIT: LimitState = { value: null, pendingValue: null, pendingFrom: null };

/** The value in force at `now`: a pending change whose day has come counts as done. */
export function effectiveValue(state: LimitState, now: Date): number | null {
  if (state.pendingFrom && state.pendingFrom <= now) return state.pendingValue;
  return state.value;
}

/** What is still waiting at `now`, if anything. */
export function pendingChange(state: LimitState, now: Date): { value: number | null; from: Date } | null {
  if (!state.pendingFrom || state.pendingFrom <= now) return null;
  return { value: state.pendingValue, from: state.pendingFrom };
}

export function isStricter(asked: number | null, current: number | null): boolean {
  if (asked === null) return false;
  return current === null || asked <= current;
}

/**
 * A player's change: stricter holds at once and drops any waiting raise; looser waits 24 hours (a second
 * raise starts its own 24 hours). `effectiveAt` is when the asked value holds.
 */
export function changeLimit(
  state: LimitState,
  asked: number | null,
  now: Date,
): { next: LimitState; old: number | null; effectiveAt: Date } {
  const current = effectiveValue(state, now);
  if (isStricter(asked, current) || (asked === null && current === null)) {
    return { next: { value: asked, pendingValue: null, pendingFrom: null }, old: current, effectiveAt: now };
  }
  const effectiveAt = new Date(now.getTime() + COOLING_OFF_MS);
  return {
    next: { value: current, pendingValue: asked, pendingFrom: effectiveAt },
    old: current,
    effectiveAt,
  };
}

/** Where a window of `period` begins at `now`. */
export function windowStart(period: Exclude<LimitPeriod, 'session'>, now: Date): Date {
  return new Date(now.getTime() - WINDOW_MS[period]);
}

/**
 * Where each loss window begins at `now`, as parallel arrays: a seamless-wallet stake's checks run in SQL
 * (`wallet_api_stake_refusal`, migration 1893) with these windows.
 */
export function lossWindowStarts(now: Date): { periods: string[]; starts: Date[] } {
  const periods = PERIODS_OF.loss as readonly Exclude<LimitPeriod, 'session'>[];
  return { periods: [...periods], starts: periods.map((period) => windowStart(period, now)) };
}

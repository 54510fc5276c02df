import type { SelfExclusionPeriod } from '@sika/contract';

const DAY_MS = 86_400_000;

/** Days of each period; null is permanent. A year is 365 days: the same length whenever it starts. */
export const PERIOD_DAYS: Record<SelfExclusionPeriod, number | null> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '180d': 180,
  '1y': 365,
  permanent: null,
};

/** The end of a period starting now; 'infinity' (PostgreSQL's) when permanent. */
export function periodEnd(period: SelfExclusionPeriod, now: Date): Date | 'infinity' {
  const days = PERIOD_DAYS[period];
  return days === null ? 'infinity' : new Date(now.getTime() + days * DAY_MS);
}

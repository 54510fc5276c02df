import { addDays } from '@sika/domain';

/**
 * The streak rule (docs/decisions: daily sign-in streak): signing on the local day after the last sign-in
 * moves to the next tile; a missed day starts again at day 1; after day 7 a new week starts at day 1.
 * Returns the tile today's sign-in fills (or filled) and the tiles signed in the current streak.
 */
export function streakOf(last: { localDate: string; day: number } | null, today: string) {
  if (last && last.localDate === today)
    return { todayDay: last.day, signedToday: true, signedBefore: last.day };
  const continues = last !== null && addDays(last.localDate, 1) === today && last.day < 7;
  const previous = continues ? last.day : 0;
  return { todayDay: previous + 1, signedToday: false, signedBefore: previous };
}

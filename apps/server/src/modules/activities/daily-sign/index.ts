/** Daily sign-in (activities spec §4): 7 tiles, once per local day. */
export { claimDailyBonus } from './claim-daily-bonus.ts';
export { hasSignedIn } from './daily-sign-repository.ts';
export { dailySignRoutes } from './routes.ts';
export { streakOf } from './streak.ts';

/**
 * Activities and rewards (spec activities §2–§9, issue 13), one file per activity; the shared wire
 * shapes (assets, wheels) in common.ts and spins.ts. Only what a client or the server uses is exported.
 */

export * from './cash-rain.ts';
export * from './coin-spin.ts';
export * from './coins-event.ts';
export * from './collect-cards.ts';
export { type RewardAsset, rewardAsset } from './common.ts';
export * from './daily-sign.ts';
export * from './diamond-account.ts';
export * from './diamond-spin.ts';
export * from './diamond-tasks.ts';
export * from './giveaway.ts';
export * from './rating.ts';
export { type SpinRecord, spinBetOption, spinFairness, spinPrize, spinRecord, spinWinner } from './spins.ts';
export * from './tasks.ts';
export * from './test-clock.ts';

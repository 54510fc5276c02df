/**
 * The VIP club (issue 14; docs/vip.md): bet points from the player-event outbox, ten levels with yearly
 * review, benefits claimed through the rewards module, and the weekly cash back computed from the ledger.
 */
export { claimBenefit } from './claim-benefit.ts';
export { claimCashBack } from './claim-cash-back.ts';
export { reviewVipYear, settleCashBackWeeks, vipCashBackJob, vipYearlyReviewJob } from './jobs.ts';
export { vipPoints } from './points-consumer.ts';
export { vipRoutes } from './routes.ts';
export { seedVip } from './seed-vip.ts';

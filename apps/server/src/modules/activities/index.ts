/**
 * The activities of issue 13, each in its own folder (daily-sign, rating, tasks, spins, diamonds,
 * coins-event; invite of issue 17), all paying through modules/rewards and reading player events through modules/outbox.
 */

export { seedCashRain } from './cash-rain/index.ts';
export { seedCollectCards, settleCardEvent, settleCardEventsJob } from './collect-cards/index.ts';
export { playerEventConsumers } from './consumers.ts';
export { deliverPlayerEventsJob } from './deliver-job.ts';
export { seedGiveaway } from './giveaway/index.ts';
export { seedInvitations } from './invite/index.ts';
export { rewardsRoutes } from './routes.ts';

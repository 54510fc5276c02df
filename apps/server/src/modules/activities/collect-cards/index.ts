/**
 * Collect cards (spec activities §3, §4, §7; docs/collect-cards.md): an eight-card event whose chances
 * come from credited deposits (outbox consumer), a daily free chance and exchanged spare cards; spins are
 * provably fair; complete sets share the pool when the event ends, paid through modules/rewards.
 */

export { depositCardChances } from './deposit-chances-consumer.ts';
export { collectCardsRoutes } from './routes.ts';
export { seedCollectCards } from './seed-collect-cards.ts';
export { settleCardEvent, settleCardEventsJob } from './settle-card-event.ts';
export { drawCard } from './use-chances.ts';

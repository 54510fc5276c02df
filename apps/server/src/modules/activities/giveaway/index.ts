/**
 * Giveaway (spec activities §3, §7; docs/collect-cards.md): a landing page that registers a new player
 * through the auth module and gives a gift once per mobile and per device, paid through modules/rewards.
 */
export { registerGiveaway } from './register-giveaway.ts';
export { giveawayRoutes } from './routes.ts';
export { seedGiveaway } from './seed-giveaway.ts';

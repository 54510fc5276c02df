/**
 * The rewards module (docs/rewards.md): the one way any activity pays a player. A grant is a wallet
 * transfer from the activity's promotion account under a key naming activity, player and period, within
 * the activity's daily budget; configuration is data (reward_* tables, seeded per market).
 */
export { ensureActivity, findActivity, requireActivity } from './activity-repository.ts';
export { playerPocket, promotionAccount } from './assets.ts';
export { localToday, msUntilTomorrow, timeZoneOf } from './calendar.ts';
export { budgetLeft, type Grant, type GrantRequest, grantReward, shardStart } from './grant-reward.ts';
export { grantRewards } from './grant-rewards.ts';
export { seedRewards } from './seed-rewards.ts';

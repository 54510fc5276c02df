import type { ServerContext } from '../context.ts';
import {
  seedCashRain,
  seedCollectCards,
  seedGiveaway,
  seedInvitations,
} from '../modules/activities/index.ts';
import { seedBonusOffers } from '../modules/bonus/index.ts';
import { seedContent } from '../modules/content/index.ts';
import { seedGames } from '../modules/games/index.ts';
import { seedMall } from '../modules/mall/index.ts';
import { seedMessages } from '../modules/messages/index.ts';
import { seedOptions } from '../modules/options/index.ts';
import { seedPayments } from '../modules/payments/index.ts';
import { seedRewards } from '../modules/rewards/index.ts';
import { seedVip } from '../modules/vip/index.ts';
import { seedWithdrawals } from '../modules/withdrawals/index.ts';

/**
 * Demo content for a fresh install (SEED_DEMO=1, the default of `npm start`): each module that owns
 * operator-configured data (options, adverts, channels, games…) exports a seeder from its index.ts and is
 * listed here. Seeders must be idempotent: they run at every start and only fill what is missing.
 */
export type Seeder = (ctx: ServerContext) => Promise<void>;

const seeders: Seeder[] = [
  seedOptions,
  seedContent,
  seedMessages,
  seedGames,
  seedPayments,
  seedWithdrawals,
  seedRewards,
  seedCollectCards,
  seedGiveaway,
  seedCashRain,
  seedBonusOffers,
  seedVip,
  seedMall,
  seedInvitations,
];

export async function seedDemoContent(ctx: ServerContext): Promise<void> {
  for (const seed of seeders) await seed(ctx);
}

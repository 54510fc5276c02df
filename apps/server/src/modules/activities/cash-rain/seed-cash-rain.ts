import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import { ensureActivity } from '../../rewards/index.ts';
import { CASH_RAIN, type CashRainSettings } from './cash-rain-settings.ts';

/**
 * Ghana's cash rain, as data the back office edits (idempotent; never overwrites an operator's change).
 * Two daily slots in Accra time, each with the same pool. Why these values: the pool's expected payout is
 * about ₵0.75 a player (mostly coins and diamonds, which come back as play), a ₵100.00 withdrawable top prize
 * twice a slot makes the headline, and the daily budget for withdrawable cash (₵1,000.00) is below what
 * the two pools could give, so the budget is what bounds real money on a busy day.
 */
export async function seedCashRain(ctx: ServerContext): Promise<void> {
  if (ctx.market.code !== 'GH') return;
  await ensureActivity(ctx.db, CASH_RAIN, SETTINGS as unknown as Record<string, unknown>, [
    { asset: 'coins', dailyLimit: 600_000, shards: BUDGET_SHARDS },
    { asset: 'diamonds', dailyLimit: 40_000, shards: BUDGET_SHARDS },
    { asset: 'cash', dailyLimit: 240_000, shards: BUDGET_SHARDS },
    { asset: 'withdrawable_cash', dailyLimit: 100_000, shards: BUDGET_SHARDS },
  ]);
  for (const [id, begin, end] of SLOTS) {
    await sql`INSERT INTO cash_rain_slots (id, begin_local, end_local) VALUES (${id}, ${begin}, ${end})
              ON CONFLICT DO NOTHING`.execute(ctx.db);
    for (const [idx, [giftType, amount, weight, perSlot]] of POOL.entries()) {
      await sql`INSERT INTO cash_rain_prizes (slot_id, idx, gift_type, amount, weight, per_slot)
                VALUES (${id}, ${idx}, ${giftType}, ${amount}, ${weight}, ${perSlot})
                ON CONFLICT DO NOTHING`.execute(ctx.db);
    }
  }
}

/** A rush's grants spread over 8 budget shards per asset (docs/cash-rain.md "Under a rush"). */
const BUDGET_SHARDS = 8;

const SLOTS: [id: number, begin: string, end: string][] = [
  [1, '12:00', '12:30'],
  [2, '20:00', '20:30'],
];

/** [gift type, amount (minor units; diamonds whole), weight out of 10,000, how many per slot]. */
const POOL: [number, number, number, number][] = [
  [0, 0, 3_000, 0],
  [3, 100, 3_500, 3_000],
  [4, 10, 2_000, 2_000],
  [2, 200, 1_200, 600],
  [1, 500, 280, 100],
  [1, 10_000, 20, 2],
];

const SETTINGS: CashRainSettings = {
  requireDeposit: true,
  claimGraceMs: 30_000,
  title: {
    en: 'Up to ₵100.00 in every rain',
    fr: 'Jusqu’à 100,00 ₵ à chaque pluie',
    pt: 'Até ₵100,00 em cada chuva',
  },
  rules: {
    en: [
      'Cash Rain opens every day at 12:00 and 20:00 (Accra time) for 30 minutes.',
      'Tap as many drops as you can in 15 seconds. Each player gets one gift per opening.',
      'Gifts: withdrawable cash, cash, coins or diamonds, while the opening’s prizes last.',
      'Make a deposit first to join. Every gift can be checked once the opening has closed.',
    ],
    fr: [
      'La pluie de cash s’ouvre chaque jour à 12 h et à 20 h (heure d’Accra) pendant 30 minutes.',
      'Touchez un maximum de gouttes en 15 secondes. Chaque joueur reçoit un cadeau par ouverture.',
      'Cadeaux : cash retirable, cash, pièces ou diamants, dans la limite des prix de l’ouverture.',
      'Faites d’abord un dépôt pour participer. Chaque cadeau est vérifiable après la fermeture.',
    ],
    pt: [
      'A Chuva de Dinheiro abre todo dia às 12h e às 20h (horário de Acra) por 30 minutos.',
      'Toque no máximo de gotas que conseguir em 15 segundos. Cada jogador ganha um prêmio por abertura.',
      'Prêmios: dinheiro sacável, dinheiro, moedas ou diamantes, enquanto durarem os prêmios da abertura.',
      'Faça um depósito antes para participar. Cada prêmio pode ser conferido depois que a abertura fechar.',
    ],
  },
};

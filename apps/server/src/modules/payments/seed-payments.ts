import type { ServerContext } from '../../context.ts';
import { PAYMENT_CHANNELS } from '../mobile-money/index.ts';
import { insertMissingCatalog } from './catalog-repository.ts';

/**
 * The channels of spec core §3 for Ghana (MTN, AirtelTigo, Telecel) and Kenya (M-Pesa), and demo
 * packages. Amounts are minor units: pay 5000 (₵50.00) receive ₵50.00 cash + 500 coins. Items 1–3 are the
 * first-deposit offer of the demo advert (payItem1..3: 100% extra in coins, first deposit only); Kenya's
 * amounts are whole shillings because M-Pesa moves nothing smaller. Idempotent: only fills what is missing.
 */
const LOGOS: Record<string, string> = {
  MTN_MM: '/payments/channels/mtn-momo-v1.svg',
  AIRTELTIGO_MM: '/payments/channels/airteltigo-money-v1.svg',
  VODA_MM: '/payments/channels/telecel-cash-v1.svg',
  MPESA: '/payments/channels/m-pesa-v1.svg',
  AIRTEL_MM: '/payments/channels/airtel-money-v1.svg',
  ORANGE_MM: '/payments/channels/orange-money-v1.svg',
};

const img = (size: 1 | 2 | 3) => `/payments/packages/coins-${size}-v1.svg`;

type Pack = [id: number, payMoneyMinor: number, bonusCoins: number, hot: boolean, size: 1 | 2 | 3];

const GHANA_OFFER: Pack[] = [
  [1, 2_000, 2_000, false, 1],
  [2, 5_000, 5_000, true, 2],
  [3, 10_000, 10_000, false, 3],
];
const GHANA_GRID: Pack[] = [
  [11, 1_000, 0, false, 1],
  [12, 2_000, 0, false, 1],
  [13, 5_000, 500, true, 2],
  [14, 10_000, 1_500, true, 2],
  [15, 20_000, 4_000, false, 3],
  [16, 50_000, 12_500, false, 3],
];
const KENYA_GRID: Pack[] = [
  [111, 10_000, 0, false, 1],
  [112, 20_000, 0, false, 1],
  [113, 50_000, 5_000, true, 2],
  [114, 100_000, 15_000, true, 2],
  [115, 200_000, 40_000, false, 3],
  [116, 500_000, 125_000, false, 3],
];

/** Uganda: whole shillings (UGX has no minor unit, scale 1). */
const UGANDA_GRID: Pack[] = [
  [211, 2_000, 0, false, 1],
  [212, 5_000, 0, false, 1],
  [213, 10_000, 1_000, true, 2],
  [214, 20_000, 3_000, true, 2],
  [215, 50_000, 10_000, false, 3],
  [216, 100_000, 25_000, false, 3],
];
/** Zambia: ngwee (100 = K1.00). */
const ZAMBIA_GRID: Pack[] = [
  [311, 1_000, 0, false, 1],
  [312, 2_000, 0, false, 1],
  [313, 5_000, 500, true, 2],
  [314, 10_000, 1_500, true, 2],
  [315, 20_000, 4_000, false, 3],
  [316, 50_000, 12_500, false, 3],
];
/** Cameroon: whole francs (XAF has no minor unit, scale 1). */
const CAMEROON_GRID: Pack[] = [
  [411, 500, 0, false, 1],
  [412, 1_000, 0, false, 1],
  [413, 2_500, 250, true, 2],
  [414, 5_000, 750, true, 2],
  [415, 10_000, 2_000, false, 3],
  [416, 25_000, 6_250, false, 3],
];

/** Nigeria: kobo (100 = ₦1.00), paid on Paystack's checkout. */
const NIGERIA_GRID: Pack[] = [
  [511, 50_000, 0, false, 1],
  [512, 100_000, 0, false, 1],
  [513, 200_000, 20_000, true, 2],
  [514, 500_000, 75_000, true, 2],
  [515, 1_000_000, 200_000, false, 3],
  [516, 2_000_000, 500_000, false, 3],
];

/** Brazil: centavos (100 = R$ 1,00); Pix moves any amount. */
const BRAZIL_GRID: Pack[] = [
  [611, 1_000, 0, false, 1],
  [612, 2_000, 0, false, 1],
  [613, 5_000, 500, true, 2],
  [614, 10_000, 1_500, true, 2],
  [615, 20_000, 4_000, false, 3],
  [616, 50_000, 12_500, false, 3],
];

export async function seedPayments(ctx: ServerContext): Promise<void> {
  const channels = PAYMENT_CHANNELS.map((c, index) => ({
    id: c.id,
    market: c.market,
    channel_code: c.channelCode,
    name: c.name,
    logo_url: LOGOS[c.channelCode] ?? c.logoUrl,
    memo: c.memo,
    mobile_pattern: c.mobilePattern,
    provider: c.provider,
    sort: index,
  }));
  const packages = [
    ...rows('GH', GHANA_OFFER, true),
    ...rows('GH', GHANA_GRID, false),
    ...rows('KE', KENYA_GRID, false),
    ...rows('UG', UGANDA_GRID, false),
    ...rows('ZM', ZAMBIA_GRID, false),
    ...rows('CM', CAMEROON_GRID, false),
    ...rows('NG', NIGERIA_GRID, false),
    ...rows('BR', BRAZIL_GRID, false),
  ];
  await insertMissingCatalog(ctx.db, channels, packages);
}

function rows(market: string, packs: Pack[], firstDepositOnly: boolean) {
  return packs.map(([id, payMoney, bonus, hot, size], index) => ({
    id,
    market,
    pay_money_minor: payMoney,
    bonus_coins: bonus,
    hot,
    img: img(size),
    first_deposit_only: firstDepositOnly,
    sort: index,
  }));
}

import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';

type Text = { en: string; fr: string; pt: string };
const t = (en: string, fr: string, pt: string): Text => ({ en, fr, pt });

/**
 * Ghana's mall (issue 17), as data the back office edits; idempotent, never overwrites an operator's change.
 * Only goods that work on a fresh install are seeded: lucky refund codes and bonus coins, delivered at once.
 * Data bundles need real vouchers bought from a network and physical goods need stock in a warehouse:
 * the operator adds those (docs/mall.md), so none is seeded with made-up codes.
 * Prices: a lucky refund code costs 1.00 coin or 10 diamonds on its own page; the mall's packs give a small
 * discount for buying several. Coins for diamonds are a little better than the diamond exchange
 * (100 diamonds → 1.20 coins there).
 */
const TYPES: [number, Text][] = [
  [1, t('Raffle codes', 'Codes de tombola', 'Códigos de sorteio')],
  [2, t('Coins', 'Pièces', 'Moedas')],
];

/**
 * Ghana's free-spins good (decision 024): 5 spins of Kente Gold (game 101) at ₵0.20 each, issued at the game
 * provider. Its worth: 5 × ₵0.20 at 96.1% RTP ≈ ₵0.96 of locked cash on average, priced at 10.00 coins —
 * what the coin exchange pays ₵1.00 for (10%) — so it is never a cheaper way to turn coins into cash.
 * Ghana only: the bet is in cedis and the other markets' malls have not priced one.
 */
const FREE_SPINS_TYPE: [number, Text] = [3, t('Free spins', 'Tours gratuits', 'Rodadas grátis')];
const FREE_SPINS_GOODS = {
  id: 301,
  name: t('5 Kente Gold free spins', '5 tours gratuits Kente Gold', '5 rodadas grátis Kente Gold'),
  description: t(
    '5 free spins of Kente Gold, added to the game at once: open the game and they are played first. What they win is added to your cash (played once before it can be withdrawn).',
    '5 tours gratuits de Kente Gold, ajoutés au jeu tout de suite : ouvrez le jeu, ils sont joués en premier. Leurs gains s’ajoutent à votre solde (à jouer une fois avant de pouvoir les retirer).',
    '5 rodadas grátis de Kente Gold, adicionadas ao jogo na hora: abra o jogo e elas são jogadas primeiro. O que ganharem vai para o seu saldo (jogado uma vez antes de poder sacar).',
  ),
  image: '/content/mall/free-spins-v1.svg',
  price: 1_000,
  freeRounds: { gameId: 101, rounds: 5, betMinor: 20, validDays: 7 },
};

const CODES_DESCRIPTION = (n: number): Text =>
  t(
    `${n} codes of this week’s lucky refund draw, added to your codes at once.`,
    `${n} codes du tirage lucky refund de la semaine, ajoutés à vos codes tout de suite.`,
    `${n} códigos do sorteio lucky refund desta semana, adicionados aos seus códigos na hora.`,
  );

interface SeedGoods {
  id: number;
  type: number;
  name: Text;
  description: Text;
  image: string;
  payWith: 'coins' | 'diamonds' | 'cash';
  price: number;
  stock: number;
  maxPerOrder: number;
  delivery: 'raffle_codes' | 'bonus_coins';
  amount: number;
  couponType: number;
}

const GOODS: SeedGoods[] = [
  {
    id: 101,
    type: 1,
    name: t('5 lucky refund codes', '5 codes lucky refund', '5 códigos lucky refund'),
    description: CODES_DESCRIPTION(5),
    image: '/content/mall/raffle-codes-v1.svg',
    payWith: 'coins',
    price: 450,
    stock: 5_000,
    maxPerOrder: 10,
    delivery: 'raffle_codes',
    amount: 5,
    couponType: 1,
  },
  {
    id: 102,
    type: 1,
    name: t('3 lucky refund codes', '3 codes lucky refund', '3 códigos lucky refund'),
    description: CODES_DESCRIPTION(3),
    image: '/content/mall/raffle-codes-v1.svg',
    payWith: 'diamonds',
    price: 27,
    stock: 5_000,
    maxPerOrder: 10,
    delivery: 'raffle_codes',
    amount: 3,
    couponType: 0,
  },
  {
    id: 201,
    type: 2,
    name: t('2.50 coins', '2,50 pièces', '2,50 moedas'),
    description: t(
      '2.50 coins for 200 diamonds, credited at once. Coins pay for spins and codes.',
      '2,50 pièces pour 200 diamants, créditées tout de suite. Les pièces paient tours et codes.',
      '2,50 moedas por 200 diamantes, creditadas na hora. As moedas pagam giros e códigos.',
    ),
    image: '/content/mall/coins-v1.svg',
    payWith: 'diamonds',
    price: 200,
    stock: 10_000,
    maxPerOrder: 5,
    delivery: 'bonus_coins',
    amount: 250,
    couponType: 2,
  },
  {
    id: 202,
    type: 2,
    name: t('14.00 coins', '14,00 pièces', '14,00 moedas'),
    description: t(
      '14.00 coins for 1,000 diamonds, credited at once. Coins pay for spins and codes.',
      '14,00 pièces pour 1 000 diamants, créditées tout de suite. Les pièces paient tours et codes.',
      '14,00 moedas por 1.000 diamantes, creditadas na hora. As moedas pagam giros e códigos.',
    ),
    image: '/content/mall/coins-v1.svg',
    payWith: 'diamonds',
    price: 1_000,
    stock: 10_000,
    maxPerOrder: 5,
    delivery: 'bonus_coins',
    amount: 1_400,
    couponType: 2,
  },
];

interface SeedCoupon {
  id: number;
  name: Text;
  couponType: number;
  discount: number;
  platform: 'all' | 'h5' | 'android' | 'ios';
  coinsOnly: boolean;
  validDays: number;
  usableAfterHours: number;
}

const COUPONS: SeedCoupon[] = [
  {
    id: 1,
    name: t(
      '1.00 coin off raffle codes',
      '1,00 pièce de remise sur les codes',
      '1,00 moeda de desconto em códigos',
    ),
    couponType: 1,
    discount: 100,
    platform: 'all',
    coinsOnly: true,
    validDays: 30,
    usableAfterHours: 0,
  },
  {
    id: 2,
    name: t(
      'App only: 2.00 coins off codes',
      'Appli seulement : 2,00 pièces de remise',
      'Só no app: 2,00 moedas de desconto',
    ),
    couponType: 1,
    discount: 200,
    platform: 'android',
    coinsOnly: true,
    validDays: 30,
    usableAfterHours: 0,
  },
  {
    id: 3,
    name: t(
      '20 diamonds off coins',
      '20 diamants de remise sur les pièces',
      '20 diamantes de desconto em moedas',
    ),
    couponType: 2,
    discount: 20,
    platform: 'all',
    coinsOnly: false,
    validDays: 14,
    usableAfterHours: 0,
  },
  {
    id: 4,
    name: t(
      'Tomorrow: 1.50 coins off codes',
      'Demain : 1,50 pièce de remise',
      'Amanhã: 1,50 moeda de desconto',
    ),
    couponType: 1,
    discount: 150,
    platform: 'all',
    coinsOnly: true,
    validDays: 7,
    usableAfterHours: 24,
  },
];

/** The offers run through 2027; the operator sets new windows in the back office. */
const OFFER_START = new Date('2026-01-01T00:00:00Z');
const OFFER_END = new Date('2028-01-01T00:00:00Z');

export async function seedMall(ctx: ServerContext): Promise<void> {
  const db = ctx.db;
  for (const [sort, [id, name]] of TYPES.entries()) {
    await sql`INSERT INTO mall_types (id, name, sort) VALUES (${id}, ${JSON.stringify(name)}::jsonb, ${sort})
              ON CONFLICT DO NOTHING`.execute(db);
  }
  for (const [sort, g] of GOODS.entries()) {
    await sql`
      INSERT INTO mall_goods (id, type, name, description, image, pay_with, price_minor, stock, max_per_order,
                              delivery, delivery_amount, coupon_type, sort)
      VALUES (${g.id}, ${g.type}, ${JSON.stringify(g.name)}::jsonb, ${JSON.stringify(g.description)}::jsonb,
              ${g.image}, ${g.payWith}, ${g.price}, ${g.stock}, ${g.maxPerOrder}, ${g.delivery}, ${g.amount},
              ${g.couponType}, ${sort})
      ON CONFLICT DO NOTHING`.execute(db);
  }
  if (ctx.market.code === 'GH') {
    const [typeId, typeName] = FREE_SPINS_TYPE;
    await sql`INSERT INTO mall_types (id, name, sort) VALUES (${typeId}, ${JSON.stringify(typeName)}::jsonb, 2)
              ON CONFLICT DO NOTHING`.execute(db);
    const g = FREE_SPINS_GOODS;
    await sql`
      INSERT INTO mall_goods (id, type, name, description, image, pay_with, price_minor, stock, max_per_order,
                              delivery, free_rounds, coupon_type, sort)
      VALUES (${g.id}, ${typeId}, ${JSON.stringify(g.name)}::jsonb, ${JSON.stringify(g.description)}::jsonb,
              ${g.image}, 'coins', ${g.price}, 10000, 5, 'free_rounds', ${JSON.stringify(g.freeRounds)}::jsonb, 0, 0)
      ON CONFLICT DO NOTHING`.execute(db);
  }
  for (const c of COUPONS) {
    await sql`
      INSERT INTO mall_coupons (id, name, coupon_type, discount_minor, platform, coins_only, starts_at, ends_at,
                                valid_days, usable_after_hours)
      VALUES (${c.id}, ${JSON.stringify(c.name)}::jsonb, ${c.couponType}, ${c.discount}, ${c.platform},
              ${c.coinsOnly}, ${OFFER_START}, ${OFFER_END}, ${c.validDays}, ${c.usableAfterHours})
      ON CONFLICT DO NOTHING`.execute(db);
  }
}

import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';

/**
 * Ghana's reward configuration (issue 13), as data the back office edits. Amounts: cash and coins in
 * pesewas (GHS 1 = 100), diamonds whole. Idempotent: fills only what is missing, never overwrites an
 * operator's change. Kenya (issue 20) gets the same configuration with every cash and coin amount ten times
 * larger (KES 10 is about GHS 1; diamonds keep their count); Uganda, Zambia and Cameroon likewise at their
 * own rate (REWARD_SCALES), and Nigeria too. Brazil gets none: its law forbids bonuses for betting
 * (decision 022); a market without a scale answers 5001 from every reward activity.
 *
 * Why these values: a daily sign-in worth GHS 0.50–5.00 a week in coins is what Ghanaian sites pay;
 * 100 diamonds ≈ GHS 1, so a spin (10 diamonds) returns about half its cost on average and the wheel is a
 * sink for diamonds, not a source of cash. The rating bonus is the same whatever the stars: paying more
 * for 5 stars would buy reviews, which the app stores forbid.
 */
export async function seedRewards(ctx: ServerContext): Promise<void> {
  const scale = REWARD_SCALES[ctx.market.code];
  if (!scale) return;
  const db = ctx.db;
  const { TASKS, WHEELS, COINS_EVENT } = marketRewards(scale);
  // Cash and coins scale with the market's money; diamonds are counted, not money.
  const money = (asset: string | null, amount: number) =>
    asset === 'diamonds' || asset === null ? amount : Math.round(amount * scale.times);
  const activities: [string, Record<string, unknown>][] = [
    ['daily-sign', {}],
    ['rating', { eligibleAfterMs: 86_400_000 }],
    ['tasks', {}],
    ['diamond-tasks', { games: [101, 102, 103, 104, 105, 106] }],
    ['diamond-spin', {}],
    ['coin-spin', {}],
    ['exchange', {}],
    ['coins-event', COINS_EVENT],
    // Coins for cash (issue 22, modules/bonus exchange-coins.ts): 1000 bp = 10 coins for ₵1.00, from 10
    // coins up. Off (or absent) in a market whose rules do not let promotional coins become cash.
    ['coin-exchange', { rateBp: 1000, minCoins: Math.round(1000 * scale.times) }],
  ];
  for (const [activity, settings] of activities) {
    await sql`INSERT INTO reward_activities (activity, enabled, settings)
              VALUES (${activity}, true, ${JSON.stringify(settings)}::jsonb) ON CONFLICT DO NOTHING`.execute(
      db,
    );
  }
  // Daily budgets: what each activity may pay out per local day (refused past it with 5101).
  const budgets: [string, string, number][] = [
    ['daily-sign', 'coins', 5_000_000],
    ['daily-sign', 'cash', 2_000_000],
    ['rating', 'coins', 1_000_000],
    ['tasks', 'coins', 5_000_000],
    ['diamond-tasks', 'diamonds', 10_000_000],
    ['diamond-spin', 'diamonds', 5_000_000],
    ['diamond-spin', 'coins', 2_000_000],
    ['diamond-spin', 'cash', 1_000_000],
    ['coin-spin', 'cash', 2_000_000],
    ['coin-spin', 'coins', 2_000_000],
    ['coin-spin', 'diamonds', 1_000_000],
    ['exchange', 'cash', 3_000_000],
    ['exchange', 'coins', 3_000_000],
    ['exchange', 'withdrawable_cash', 1_000_000],
    ['coin-exchange', 'cash', 2_000_000],
  ];
  for (const [activity, asset, limit] of budgets) {
    await sql`INSERT INTO reward_budgets (activity, asset, daily_limit)
              VALUES (${activity}, ${asset}, ${money(asset, limit)}) ON CONFLICT DO NOTHING`.execute(db);
  }
  const days: [number, string, number][] = [
    [1, 'coins', 50],
    [2, 'coins', 50],
    [3, 'coins', 100],
    [4, 'coins', 100],
    [5, 'coins', 150],
    [6, 'coins', 200],
    [7, 'cash', 500],
  ];
  for (const [day, asset, amount] of days) {
    await sql`INSERT INTO daily_sign_days (day, asset, amount) VALUES (${day}, ${asset}, ${money(asset, amount)})
              ON CONFLICT DO NOTHING`.execute(db);
  }
  for (const score of [1, 2, 3, 4, 5]) {
    await sql`INSERT INTO rating_scores (score, asset, amount) VALUES (${score}, 'coins', ${money('coins', 100)})
              ON CONFLICT DO NOTHING`.execute(db);
  }
  for (const task of TASKS) {
    await sql`INSERT INTO reward_tasks (id, activity, type, level, period, unit, target, bonus, original_bonus, asset, title)
              VALUES (${task.id}, ${task.activity}, ${task.type}, ${task.level}, ${task.period}, ${task.unit},
                      ${task.unit === 'minor' ? Math.round(task.target * scale.times) : task.target},
                      ${money(task.asset, task.bonus)}, ${money(task.asset, task.originalBonus)}, ${task.asset},
                      ${JSON.stringify(task.title)}::jsonb)
              ON CONFLICT DO NOTHING`.execute(db);
  }
  for (const wheel of WHEELS) {
    await sql`INSERT INTO spin_wheels (wheel, activity, cost_asset, free_per_day)
              VALUES (${wheel.wheel}, ${wheel.activity}, ${wheel.costAsset}, ${wheel.freePerDay})
              ON CONFLICT DO NOTHING`.execute(db);
    for (const [idx, [asset, amount, weight]] of wheel.prizes.entries()) {
      await sql`INSERT INTO spin_prizes (wheel, idx, asset, amount, weight)
                VALUES (${wheel.wheel}, ${idx}, ${asset}, ${money(asset, amount)}, ${weight}) ON CONFLICT DO NOTHING`.execute(
        db,
      );
    }
    for (const [idx, [cost, multiplier]] of wheel.bets.entries()) {
      await sql`INSERT INTO spin_bets (wheel, idx, cost, multiplier)
                VALUES (${wheel.wheel}, ${idx}, ${money(wheel.costAsset, cost)}, ${multiplier}) ON CONFLICT DO NOTHING`.execute(
        db,
      );
    }
  }
  const items: [number, number, string, number][] = [
    [1, 100, 'cash', 100],
    [2, 500, 'cash', 550],
    [3, 1000, 'withdrawable_cash', 1000],
    [4, 100, 'coins', 120],
    [5, 500, 'coins', 650],
  ];
  for (const [sort, [id, diamonds, asset, amount]] of items.entries()) {
    await sql`INSERT INTO exchange_items (id, diamonds, asset, amount, sort)
              VALUES (${id}, ${diamonds}, ${asset}, ${money(asset, amount)}, ${sort}) ON CONFLICT DO NOTHING`.execute(
      db,
    );
  }
}

const t = (en: string, fr: string, pt: string) => ({ en, fr, pt });

interface RewardScale {
  /** Cash and coin amounts (minor units) are Ghana's pesewas times this, rounded to a whole minor unit. */
  times: number;
  /** The market's minor units per major unit (packages/domain markets.ts): 1 for UGX and XAF. */
  minorScale: number;
  currency: string;
  /** The coins event's pictures: Ghana's daily sign-in artwork shows cedis, so Kenya's does not use it. */
  images: string[];
}

const REWARD_SCALES: Partial<Record<string, RewardScale>> = {
  GH: {
    times: 1,
    minorScale: 100,
    currency: 'GHS',
    images: ['/content/adverts/daily-sign-v1.svg', '/content/adverts/coin-spin-v1.svg'],
  },
  KE: {
    times: 10,
    minorScale: 100,
    currency: 'KES',
    images: ['/content/adverts/diamond-tasks-v1.svg', '/content/adverts/coin-spin-v1.svg'],
  },
  // Issue 20, at about today's rates: ₵1.00 ≈ USh 300 ≈ K2.00 ≈ 50 FCFA.
  UG: {
    times: 3,
    minorScale: 1,
    currency: 'UGX',
    images: ['/content/adverts/diamond-tasks-v1.svg', '/content/adverts/coin-spin-v1.svg'],
  },
  ZM: {
    times: 2,
    minorScale: 100,
    currency: 'ZMW',
    images: ['/content/adverts/diamond-tasks-v1.svg', '/content/adverts/coin-spin-v1.svg'],
  },
  // ₵1.00 ≈ ₦100 (a round figure below today's rate; a business review sets the real amounts).
  NG: {
    times: 100,
    minorScale: 100,
    currency: 'NGN',
    images: ['/content/adverts/diamond-tasks-v1.svg', '/content/adverts/coin-spin-v1.svg'],
  },
  CM: {
    times: 0.5,
    minorScale: 1,
    currency: 'FCFA',
    images: ['/content/adverts/diamond-tasks-v1.svg', '/content/adverts/coin-spin-v1.svg'],
  },
};

/** The tasks, wheels and coins event with Ghana's amounts (seedRewards scales them) and the market's words. */
function marketRewards(scale: RewardScale) {
  const c = scale.currency;
  /** A Ghana amount in cedis as the market's whole amount, grouped the way each language writes it. */
  const amount = (cedis: number, locale: string) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
      Math.round(cedis * 100 * scale.times) / scale.minorScale,
    );
  const en = (cedis: number) => amount(cedis, 'en-GB');
  const fr = (cedis: number) => amount(cedis, 'fr-FR');
  const pt = (cedis: number) => amount(cedis, 'pt-PT');
  /** Task chains; a daily chain restarts at local midnight. Targets in pesewas (unit minor) or a count. */
  const TASKS = [
    {
      id: 1,
      activity: 'tasks',
      type: 1,
      level: 0,
      period: 'daily',
      unit: 'minor',
      target: 5_000,
      bonus: 100,
      originalBonus: 150,
      asset: 'coins',
      title: t(`Bet ${c} ${en(50)} today`, `Misez ${fr(50)} ${c} aujourd’hui`, `Aposte ${c} ${pt(50)} hoje`),
    },
    {
      id: 2,
      activity: 'tasks',
      type: 2,
      level: 0,
      period: 'daily',
      unit: 'minor',
      target: 2_000,
      bonus: 100,
      originalBonus: 100,
      asset: 'coins',
      title: t(
        `Deposit ${c} ${en(20)} today`,
        `Déposez ${fr(20)} ${c} aujourd’hui`,
        `Deposite ${c} ${pt(20)} hoje`,
      ),
    },
    {
      id: 3,
      activity: 'tasks',
      type: 2,
      level: 0,
      period: 'once',
      unit: 'count',
      target: 1,
      bonus: 500,
      originalBonus: 500,
      asset: 'coins',
      title: t('Make your first deposit', 'Faites votre premier dépôt', 'Faça seu primeiro depósito'),
    },
    ...[
      [1_000, 5],
      [5_000, 10],
      [20_000, 30],
    ].map(([target, bonus], level) => ({
      id: 11 + level,
      activity: 'diamond-tasks',
      type: 1,
      level,
      period: 'daily',
      unit: 'minor',
      target: target!,
      bonus: bonus!,
      originalBonus: bonus!,
      asset: 'diamonds',
      title: t(
        `Bet ${c} ${en(target! / 100)} in the listed games`,
        `Misez ${fr(target! / 100)} ${c} dans les jeux listés`,
        `Aposte ${c} ${pt(target! / 100)} nos jogos listados`,
      ),
    })),
    ...[
      [1_000, 10],
      [5_000, 30],
    ].map(([target, bonus], level) => ({
      id: 21 + level,
      activity: 'diamond-tasks',
      type: 2,
      level,
      period: 'daily',
      unit: 'minor',
      target: target!,
      bonus: bonus!,
      originalBonus: bonus!,
      asset: 'diamonds',
      title: t(
        `Deposit ${c} ${en(target! / 100)} today`,
        `Déposez ${fr(target! / 100)} ${c} aujourd’hui`,
        `Deposite ${c} ${pt(target! / 100)} hoje`,
      ),
    })),
  ];

  type Prize = [asset: string | null, amount: number, weight: number];

  /** Prize segments clockwise from the top, with integer weights (out of the wheel's total). */
  const WHEELS: {
    wheel: string;
    activity: string;
    costAsset: string;
    freePerDay: number;
    prizes: Prize[];
    bets: [cost: number, multiplier: number][];
  }[] = [
    {
      wheel: 'diamond-spin',
      activity: 'diamond-spin',
      costAsset: 'diamonds',
      freePerDay: 0,
      prizes: [
        [null, 0, 3000],
        ['diamonds', 2, 2500],
        ['diamonds', 5, 1500],
        ['coins', 5, 1200],
        ['coins', 10, 900],
        ['cash', 10, 500],
        ['diamonds', 20, 300],
        ['cash', 100, 100],
      ],
      bets: [
        [10, 1],
        [50, 5],
      ],
    },
    {
      wheel: 'coin-spin:1',
      activity: 'coin-spin',
      costAsset: 'coins',
      freePerDay: 1,
      prizes: [
        [null, 0, 3500],
        ['cash', 10, 2500],
        ['coins', 50, 1500],
        ['cash', 50, 1000],
        ['coins', 200, 700],
        ['diamonds', 10, 500],
        ['cash', 100, 250],
        ['cash', 500, 50],
      ],
      bets: [
        [100, 1],
        [500, 5],
      ],
    },
  ];

  const COINS_EVENT = {
    images: scale.images,
    items: [
      {
        title: t('Sign in every day', 'Connectez-vous chaque jour', 'Entre todos os dias'),
        content: t(
          `Seven days in a row earn up to ${c} ${en(5)}.`,
          `Sept jours de suite rapportent jusqu’à ${fr(5)} ${c}.`,
          `Sete dias seguidos rendem até ${c} ${pt(5)}.`,
        ),
        url: '/home?dailyBonus=1',
      },
      {
        title: t('Finish tasks', 'Terminez des tâches', 'Conclua tarefas'),
        content: t(
          'Bet and deposit to collect coins and diamonds.',
          'Misez et déposez pour gagner des pièces et des diamants.',
          'Aposte e deposite para ganhar moedas e diamantes.',
        ),
        url: '/diamond/tasks',
      },
      {
        title: t('Spin the wheel', 'Tournez la roue', 'Gire a roleta'),
        content: t(
          'One free coin spin a day after you sign in.',
          'Un tour gratuit par jour après la connexion.',
          'Um giro grátis por dia depois de entrar.',
        ),
        url: '/games/coin-spin/1',
      },
    ],
  };

  return { TASKS, WHEELS, COINS_EVENT };
}

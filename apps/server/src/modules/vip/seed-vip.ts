import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { ensureActivity } from '../rewards/index.ts';
import { CASH_BACK_ACTIVITY } from './cash-back.ts';
import { BENEFITS_ACTIVITY } from './claim-benefit.ts';

type Text = { en: string; fr: string; pt: string };

/**
 * Ghana's VIP club (issue 14), as data the back office edits; idempotent, never overwrites an operator's
 * change. Points are GHS staked in a calendar year. Why these values (the VIP decision record): V2 at
 * GHS 1,000 a year is a player staking about GHS 20 a week, V10 at GHS 4 million is the few high rollers a
 * Ghanaian operator has; each level roughly doubles to triples the one before, as the operators of the
 * region do. Cash back grows from 2 % to 15 % of the week's net loss, capped at GHS 300 a week (spec §9).
 * Gifts are a small share of what a level stakes (an upgrade gift well under 1 % of its target).
 */
const LEVELS: [number, Text, number, number][] = [
  [1, { en: 'Novice', fr: 'Novice', pt: 'Novato' }, 0, 200],
  [2, { en: 'Fighter', fr: 'Combattant', pt: 'Lutador' }, 1_000, 300],
  [3, { en: 'Veteran', fr: 'Vétéran', pt: 'Veterano' }, 5_000, 400],
  [4, { en: 'Exemplar', fr: 'Exemplaire', pt: 'Exemplar' }, 15_000, 500],
  [5, { en: 'Master', fr: 'Maître', pt: 'Mestre' }, 40_000, 600],
  [6, { en: 'Knight', fr: 'Chevalier', pt: 'Cavaleiro' }, 100_000, 700],
  [7, { en: 'Lord', fr: 'Seigneur', pt: 'Senhor' }, 250_000, 800],
  [8, { en: 'Hero', fr: 'Héros', pt: 'Herói' }, 600_000, 1_000],
  [9, { en: 'Champion', fr: 'Champion', pt: 'Campeão' }, 1_500_000, 1_200],
  [10, { en: 'Legend', fr: 'Légende', pt: 'Lenda' }, 4_000_000, 1_500],
];

/** Upgrade gift (type 0, once per level), weekly coins (type 9), monthly cash (type 7): pesewas per level. */
const UPGRADE_GIFT = [0, 500, 1_000, 2_500, 5_000, 10_000, 20_000, 40_000, 80_000, 150_000];
const WEEKLY_COINS = [0, 100, 200, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];
const MONTHLY_CASH = [0, 0, 0, 1_000, 2_000, 5_000, 10_000, 20_000, 40_000, 80_000];
/**
 * Weekly raffle codes (type 8): free lucky refund codes per week from V3, one round a week (Saturday), so
 * at most one claim per round. Each is a ₵1.00 code's chance; none feeds the pool (docs/decisions/015).
 */
const WEEKLY_CODES = [0, 0, 1, 2, 3, 5, 8, 10, 15, 20];

const TEXT = {
  cashBack: {
    name: { en: 'Weekly cash back', fr: 'Cash back hebdomadaire', pt: 'Cash back semanal' },
    description: {
      en: 'A share of last week’s net loss, claimable from Monday 06:00 to Sunday 23:59.',
      fr: 'Une part de la perte nette de la semaine dernière, à réclamer du lundi 06:00 au dimanche 23:59.',
      pt: 'Uma parte da perda líquida da semana passada, a resgatar de segunda 06:00 a domingo 23:59.',
    },
  },
  exchange: {
    name: { en: 'Diamond exchange', fr: 'Échange de diamants', pt: 'Troca de diamantes' },
    description: {
      en: 'Turn your diamonds into cash or coins.',
      fr: 'Échangez vos diamants contre de l’argent ou des pièces.',
      pt: 'Troque os seus diamantes por dinheiro ou moedas.',
    },
  },
  support: {
    name: { en: 'Player support', fr: 'Assistance joueurs', pt: 'Apoio ao jogador' },
    description: {
      en: 'Reach our support team by chat, phone or email.',
      fr: 'Contactez notre équipe par chat, téléphone ou e-mail.',
      pt: 'Fale com a nossa equipa por chat, telefone ou e-mail.',
    },
  },
  upgrade: {
    name: { en: 'Upgrade gift', fr: 'Cadeau de niveau', pt: 'Presente de nível' },
    description: {
      en: 'Cash once for reaching this level.',
      fr: 'De l’argent, une fois, pour avoir atteint ce niveau.',
      pt: 'Dinheiro, uma vez, por chegar a este nível.',
    },
  },
  codes: {
    name: {
      en: 'Weekly raffle codes',
      fr: 'Codes de tirage de la semaine',
      pt: 'Códigos de sorteio semanais',
    },
    description: {
      en: 'Free codes for this week’s Lucky refund draw, every week (Monday to Sunday).',
      fr: 'Des codes gratuits pour le tirage Lucky refund de la semaine, chaque semaine (lundi à dimanche).',
      pt: 'Códigos grátis para o sorteio Lucky refund da semana, todas as semanas (segunda a domingo).',
    },
  },
  coins: {
    name: { en: 'Weekly coins', fr: 'Pièces de la semaine', pt: 'Moedas semanais' },
    description: {
      en: 'Bonus coins every week (Monday to Sunday).',
      fr: 'Des pièces bonus chaque semaine (lundi à dimanche).',
      pt: 'Moedas de bónus todas as semanas (segunda a domingo).',
    },
  },
  monthly: {
    name: { en: 'Monthly cash', fr: 'Argent du mois', pt: 'Dinheiro mensal' },
    description: {
      en: 'Cash once every calendar month.',
      fr: 'De l’argent une fois par mois civil.',
      pt: 'Dinheiro uma vez por mês civil.',
    },
  },
  events: {
    name: { en: 'VIP promotions', fr: 'Promotions VIP', pt: 'Promoções VIP' },
    description: {
      en: 'The promotions and events on the home page.',
      fr: 'Les promotions et événements de l’accueil.',
      pt: 'As promoções e eventos da página inicial.',
    },
  },
  manager: {
    name: { en: 'VIP manager', fr: 'Gestionnaire VIP', pt: 'Gestor VIP' },
    description: {
      en: 'Your contact for anything about your account.',
      fr: 'Votre contact pour tout ce qui concerne votre compte.',
      pt: 'O seu contacto para tudo sobre a sua conta.',
    },
  },
} satisfies Record<string, { name: Text; description: Text }>;

/** Ghana's public holidays of 2026–2027: bets on them earn 10 points per cedi (spec §9). */
const HOLIDAYS: [string, string][] = [
  ['2026-12-04', 'Farmers’ Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-26', 'Boxing Day'],
  ['2027-01-01', 'New Year’s Day'],
  ['2027-01-07', 'Constitution Day'],
  ['2027-03-06', 'Independence Day'],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Easter Monday'],
  ['2027-05-01', 'May Day'],
  ['2027-07-01', 'Republic Day'],
  ['2027-08-04', 'Founders’ Day'],
  ['2027-09-21', 'Kwame Nkrumah Memorial Day'],
  ['2027-12-03', 'Farmers’ Day'],
  ['2027-12-25', 'Christmas Day'],
  ['2027-12-26', 'Boxing Day'],
];

interface BenefitSeed {
  id: number;
  level: number;
  type: number;
  text: { name: Text; description: Text };
  asset: string | null;
  amount: number;
  period: string;
  link: string | null;
  sort: number;
}

function benefitsOf(level: number): BenefitSeed[] {
  const id = (n: number) => level * 100 + n;
  const list: BenefitSeed[] = [];
  const add = (n: number, b: Omit<BenefitSeed, 'id' | 'level' | 'sort'>) =>
    list.push({ id: id(n), level, sort: n, ...b });
  const page = { asset: null, amount: 0, period: 'none', link: null };
  if (level >= 2)
    add(1, {
      type: 0,
      text: TEXT.upgrade,
      asset: 'cash',
      amount: UPGRADE_GIFT[level - 1]!,
      period: 'once',
      link: null,
    });
  if (level >= 2)
    add(2, {
      type: 9,
      text: TEXT.coins,
      asset: 'coins',
      amount: WEEKLY_COINS[level - 1]!,
      period: 'week',
      link: null,
    });
  if (level >= 4)
    add(3, {
      type: 7,
      text: TEXT.monthly,
      asset: 'cash',
      amount: MONTHLY_CASH[level - 1]!,
      period: 'month',
      link: null,
    });
  if (level >= 3)
    add(9, {
      type: 8,
      text: TEXT.codes,
      asset: 'tickets',
      amount: WEEKLY_CODES[level - 1]!,
      period: 'week',
      link: null,
    });
  add(4, { type: 1, text: TEXT.cashBack, ...page });
  add(5, { type: 6, text: TEXT.exchange, ...page });
  if (level >= 3) add(6, { type: 2, text: TEXT.events, ...page });
  // The manager is reached through the support page's contacts until an operator sets a personal link.
  if (level >= 6) add(7, { type: 5, text: TEXT.manager, ...page, link: '/supports' });
  add(8, { type: 4, text: TEXT.support, ...page });
  return list;
}

export async function seedVip(ctx: ServerContext): Promise<void> {
  if (ctx.market.code !== 'GH') return;
  const db = ctx.db;
  await ensureActivity(db, BENEFITS_ACTIVITY, {}, [
    { asset: 'cash', dailyLimit: 10_000_000 },
    { asset: 'coins', dailyLimit: 5_000_000 },
  ]);
  await ensureActivity(db, CASH_BACK_ACTIVITY, { weeklyCapMinor: 30_000, asset: 'cash' }, [
    { asset: 'cash', dailyLimit: 20_000_000 },
  ]);
  for (const [level, name, target, rateBp] of LEVELS) {
    await sql`
      INSERT INTO vip_levels (level, name, yearly_target, cash_back_bp)
      VALUES (${level}, ${JSON.stringify(name)}::jsonb, ${target}, ${rateBp}) ON CONFLICT DO NOTHING`.execute(
      db,
    );
    for (const b of benefitsOf(level)) {
      await sql`
        INSERT INTO vip_benefits (id, level, type, name, description, asset, amount, period, link, sort)
        VALUES (${b.id}, ${b.level}, ${b.type}, ${JSON.stringify(b.text.name)}::jsonb,
                ${JSON.stringify(b.text.description)}::jsonb, ${b.asset}, ${b.amount}, ${b.period}, ${b.link},
                ${b.sort})
        ON CONFLICT DO NOTHING`.execute(db);
    }
  }
  for (const [date, name] of HOLIDAYS) {
    await sql`INSERT INTO vip_holidays (local_date, name) VALUES (${date}::date, ${name}) ON CONFLICT DO NOTHING`.execute(
      db,
    );
  }
}

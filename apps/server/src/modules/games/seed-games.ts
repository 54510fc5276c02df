import { GAME_LABEL } from '@sika/domain';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import type { StoredGamePromotion } from './game-promotion.ts';
import { IN_HOUSE_PROVIDER } from './wallet-api-providers.ts';

// What the provider declares for each game (apps/games catalogue.ts): RTP, max win, stake bounds.
const GAMES = [
  {
    id: 101,
    code: 'kente-gold',
    name: 'Kente Gold',
    rtp: '96.107',
    maxWin: '11485.15',
    label: GAME_LABEL.HOT | GAME_LABEL.BONUS,
    large: true,
  },
  {
    id: 102,
    code: 'dice',
    name: 'Dice',
    rtp: '99.000',
    maxWin: '9900.99',
    label: GAME_LABEL.HOT,
    large: false,
  },
  {
    id: 103,
    code: 'mines',
    name: 'Mines',
    rtp: '99.000',
    maxWin: '10000.00',
    label: GAME_LABEL.NEW,
    large: false,
  },
  {
    id: 104,
    code: 'plinko',
    name: 'Plinko',
    rtp: '99.000',
    maxWin: '1000.00',
    label: GAME_LABEL.NEW,
    large: false,
  },
  { id: 105, code: 'wheel', name: 'Wheel', rtp: '99.000', maxWin: '19.80', label: 0, large: false },
  {
    id: 106,
    code: 'limbo',
    name: 'Limbo',
    rtp: '99.000',
    maxWin: '10000.00',
    label: GAME_LABEL.HOT,
    large: false,
  },
];

/**
 * Kente Gold's promotion: what its paytable does (apps/games/src/engines/slot-paytable.ts, FREE_SPINS_AWARDED
 * and FREE_SPIN_MULTIPLIER; test/games/seed-games.unit.test.ts holds the two together), in the app's languages.
 */
export const KENTE_GOLD_PROMOTION = {
  title: { en: 'Kente Gold free spins', fr: 'Tours gratuits Kente Gold', pt: 'Rodadas grátis Kente Gold' },
  content: {
    en: 'Three scatters award 10 free spins, four award 15 and five award 25, and every free-spin win is tripled.',
    fr: 'Trois scatters offrent 10 tours gratuits, quatre en offrent 15 et cinq en offrent 25, et chaque gain en tour gratuit est triplé.',
    pt: 'Três scatters dão 10 rodadas grátis, quatro dão 15 e cinco dão 25, e cada ganho numa rodada grátis é triplicado.',
  },
} satisfies StoredGamePromotion;

/** What earlier seeds wrote: English only, and it understated the free spins (10 at most, wins doubled). */
const KENTE_GOLD_PROMOTION_BEFORE = {
  title: 'Kente Gold free spins',
  content: 'Three or more scatters award 10 free spins with every win doubled.',
};

const CATEGORIES = [
  { id: 1, name: { en: 'Hot', fr: 'Populaires', pt: 'Em alta' }, games: [101, 102, 106, 103] },
  { id: 2, name: { en: 'Slots', fr: 'Machines à sous', pt: 'Slots' }, games: [101] },
  { id: 3, name: { en: 'Originals', fr: 'Originaux', pt: 'Originais' }, games: [102, 103, 104, 105, 106] },
];

/** Seeds the lobby with the in-house games; leaves whatever an operator changed alone. */
export async function seedGames(ctx: ServerContext): Promise<void> {
  await ctx.db
    .insertInto('games')
    .values(
      GAMES.map((g, index) => ({
        id: g.id,
        provider: IN_HOUSE_PROVIDER,
        provider_game_code: g.code,
        name: g.name,
        cover: `/content/games/${g.code}.svg`,
        large_cover: g.large ? `/content/games/${g.code}-large.svg` : null,
        label: g.label,
        rtp_percent: g.rtp,
        max_win_multiplier: g.maxWin,
        min_bet_minor: 10,
        max_bet_minor: 100_000,
        sort: index,
        promotion: g.id === 101 ? KENTE_GOLD_PROMOTION : null,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // A database seeded before holds the old, wrong terms: they are replaced unless an operator changed them.
  await ctx.db
    .updateTable('games')
    .set({ promotion: JSON.stringify(KENTE_GOLD_PROMOTION) })
    .where('id', '=', 101)
    .where(sql<boolean>`promotion = ${JSON.stringify(KENTE_GOLD_PROMOTION_BEFORE)}::jsonb`)
    .execute();
  const created = await ctx.db
    .insertInto('game_categories')
    .values(CATEGORIES.map((c, index) => ({ id: c.id, name: c.name, sort: index, cover: null })))
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  // Only a category created now gets its seeded games: a game an operator took out of a category stays out.
  const fresh = CATEGORIES.filter((c) => created.some((row) => row.id === c.id));
  if (fresh.length === 0) return;
  await ctx.db
    .insertInto('game_category_games')
    .values(
      fresh.flatMap((c) => c.games.map((gameId, sort) => ({ category_id: c.id, game_id: gameId, sort }))),
    )
    .onConflict((oc) => oc.columns(['category_id', 'game_id']).doNothing())
    .execute();
}

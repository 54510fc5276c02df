import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import { ensureActivity } from '../../rewards/index.ts';
import { COLLECT_CARDS } from './card-event.ts';

/**
 * Ghana's Christmas event (SEED_DEMO), as the collect-cards rule text of content/demo/rules.ts says:
 * a deposit of ₵20.00 or more gives a spin, one spin a day is free, the players holding all eight cards
 * share ₵20,000.00 when the event ends. The pool is the activity's cash budget for that day. Santa is the
 * rare card: with these weights a set takes about 100 spins on average, so completing one is an effort.
 */
const cards: [Record<'en' | 'fr' | 'pt', string>, number][] = [
  [{ en: 'Star', fr: 'Étoile', pt: 'Estrela' }, 200],
  [{ en: 'Bell', fr: 'Cloche', pt: 'Sino' }, 200],
  [{ en: 'Tree', fr: 'Sapin', pt: 'Árvore' }, 180],
  [{ en: 'Snowman', fr: 'Bonhomme de neige', pt: 'Boneco de neve' }, 160],
  [{ en: 'Gift', fr: 'Cadeau', pt: 'Presente' }, 120],
  [{ en: 'Candle', fr: 'Bougie', pt: 'Vela' }, 80],
  [{ en: 'Reindeer', fr: 'Renne', pt: 'Rena' }, 50],
  [{ en: 'Santa', fr: 'Père Noël', pt: 'Papai Noel' }, 10],
];

const page = {
  en: {
    title: 'Christmas card hunt',
    subtitle: 'Collect all eight cards and share ₵20,000.00',
    paragraphs: [
      'Every deposit of ₵20.00 or more gives you a spin of the card wheel, and one spin a day is free.',
      'Each spin lands on one of the eight Christmas cards. Spare cards can be traded for more spins.',
      'When the event ends, everyone holding all eight cards shares the ₵20,000.00 prize pool equally.',
    ],
  },
  fr: {
    title: 'La chasse aux cartes de Noël',
    subtitle: 'Réunissez les huit cartes et partagez 20 000,00 ₵',
    paragraphs: [
      'Chaque dépôt de 20,00 ₵ ou plus vous donne un tour de roue, et un tour par jour est gratuit.',
      'Chaque tour tombe sur l’une des huit cartes de Noël. Les cartes en double s’échangent contre des tours.',
      'À la fin de l’événement, tous ceux qui ont les huit cartes se partagent 20 000,00 ₵ à parts égales.',
    ],
  },
  pt: {
    title: 'Caça às cartas de Natal',
    subtitle: 'Junte as oito cartas e divida ₵20.000,00',
    paragraphs: [
      'Cada depósito de ₵20,00 ou mais dá uma volta na roda de cartas, e uma volta por dia é grátis.',
      'Cada volta cai numa das oito cartas de Natal. Cartas repetidas podem ser trocadas por mais voltas.',
      'Quando o evento acabar, quem tiver as oito cartas divide igualmente o prêmio de ₵20.000,00.',
    ],
  },
};

export async function seedCollectCards(ctx: ServerContext): Promise<void> {
  if (ctx.market.code !== 'GH') return;
  await ensureActivity(ctx.db, COLLECT_CARDS, {}, [{ asset: 'cash', dailyLimit: 2_000_000 }]);
  const created = await sql`
    INSERT INTO card_events (id, begins_at, ends_at, pool_minor, deposit_minimum_minor, deposit_chances, page)
    VALUES (1, '2026-11-16T00:00:00Z', '2027-01-07T00:00:00Z', 2000000, 2000, 1, ${JSON.stringify(page)}::jsonb)
    ON CONFLICT DO NOTHING`.execute(ctx.db);
  if (Number(created.numAffectedRows ?? 0) === 0) return;
  for (const [index, [name, weight]] of cards.entries()) {
    await sql`INSERT INTO card_event_cards (event_id, idx, name, weight)
              VALUES (1, ${index}, ${JSON.stringify(name)}::jsonb, ${weight})`.execute(ctx.db);
  }
}

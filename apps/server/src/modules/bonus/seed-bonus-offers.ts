import type { ServerContext } from '../../context.ts';
import { insertMissingOffers, type OfferRow } from './offer-repository.ts';

const DAY_MS = 86_400_000;

/** The welcome offer's id: the home banner and the deposit page promise it (content demo adverts). */
export const WELCOME_OFFER_ID = 1;

/**
 * Ghana's deposit bonus offers, as data the back office edits (idempotent: fills only what is missing).
 * The welcome offer is the one the home banner advertises: 100% of the first deposit, up to ₵500.00.
 * Why these terms: a 10× wagering requirement and 7 days are at the player-friendly end of what licensed
 * Ghanaian sites ask (10–35×, 7–30 days); every in-house game counts in full, since their RTPs (96–99%)
 * are close; a game in no listed category would not count, so a new game counts only once it is placed.
 */
export async function seedBonusOffers(ctx: ServerContext): Promise<void> {
  if (ctx.market.code !== 'GH') return;
  const offers: Omit<OfferRow, 'enabled'>[] = [
    {
      id: WELCOME_OFFER_ID,
      code: 'welcome',
      market: 'GH',
      percent_bp: 10_000,
      cap_minor: 50_000,
      min_deposit_minor: 1_000,
      deposit_seqs: [1],
      // Live from the day before the first start, so a fresh install offers it whatever the clock says.
      valid_from: new Date(ctx.now().getTime() - DAY_MS),
      valid_until: null,
      wagering_multiple: 10,
      // Game categories (games seed): 2 Slots, 3 Originals.
      contributions: { '2': 100, '3': 100 },
      default_contribution: 0,
      expires_after_hours: 7 * 24,
      title: {
        en: '100% Welcome Bonus',
        fr: 'Bonus de bienvenue de 100 %',
        pt: 'Bónus de boas-vindas de 100%',
      },
      terms: {
        en: 'Your first deposit of ₵10.00 or more is matched 100%, up to ₵500.00. Bet 10 times the bonus with real money within 7 days (slots and originals count in full) and the bonus becomes withdrawable cash. A withdrawal before that forfeits the bonus; at the end of the 7 days it is removed.',
        fr: 'Votre premier dépôt de 10,00 ₵ ou plus est doublé à 100 %, jusqu’à 500,00 ₵. Misez 10 fois le bonus en argent réel dans les 7 jours (machines à sous et originaux comptent en entier) et le bonus devient de l’argent retirable. Un retrait avant cela fait perdre le bonus ; au bout des 7 jours il est retiré.',
        pt: 'O seu primeiro depósito de ₵10,00 ou mais recebe 100%, até ₵500,00. Aposte 10 vezes o bónus com dinheiro real em 7 dias (slots e originais contam por inteiro) e o bónus passa a dinheiro levantável. Um levantamento antes disso faz perder o bónus; ao fim dos 7 dias é retirado.',
      },
    },
  ];
  await insertMissingOffers(ctx.db, offers);
}

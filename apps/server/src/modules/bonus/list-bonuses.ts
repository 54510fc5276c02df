import type { BonusOffer, PlayerBonus } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { countCreditedDeposits } from '../payments/index.ts';
import { deliverBonusEvents } from './bonus-consumer.ts';
import { type BonusRow, listPlayerBonuses } from './bonus-repository.ts';
import { findOffer, type Language, listLiveOffers, type OfferRow } from './offer-repository.ts';

function textOf(texts: Record<Language, string>, lang: Language): string {
  return texts[lang] || texts.en;
}

/**
 * The player's bonuses, fresh: their pending deposits and bets are applied first, so a bonus shows the
 * moment its deposit is credited and its progress the moment a bet settles.
 */
export async function listMyBonuses(ctx: ServerContext, playerId: string, lang: Language) {
  await deliverBonusEvents(ctx);
  const rows = await listPlayerBonuses(ctx.db, playerId);
  const offers = new Map<number, OfferRow | undefined>();
  for (const row of rows)
    if (!offers.has(row.offer_id)) offers.set(row.offer_id, await findOffer(ctx.db, row.offer_id));
  const now = ctx.now();
  const order = (b: BonusRow) => (b.state === 'active' ? 0 : 1);
  const bonuses: PlayerBonus[] = [...rows]
    .sort(
      (a, b) =>
        order(a) - order(b) ||
        (order(a) === 0
          ? a.granted_at.getTime() - b.granted_at.getTime()
          : (b.settled_at?.getTime() ?? 0) - (a.settled_at?.getTime() ?? 0)),
    )
    .map((row) => {
      const offer = offers.get(row.offer_id);
      return {
        id: row.id,
        offerId: row.offer_id,
        title: offer ? textOf(offer.title, lang) : '',
        terms: offer ? textOf(offer.terms, lang) : '',
        state: row.state,
        amountMinor: row.amount_minor,
        depositMinor: row.deposit_minor,
        wageredMinor: Math.min(row.wagered_minor, row.required_minor),
        requiredMinor: row.required_minor,
        grantedAt: row.granted_at.toISOString(),
        expiresAt: row.expires_at.toISOString(),
        secondsLeft:
          row.state === 'active'
            ? Math.max(0, Math.floor((row.expires_at.getTime() - now.getTime()) / 1000))
            : 0,
        settledAt: row.settled_at?.toISOString() ?? null,
      };
    });
  const activeMinor = bonuses.filter((b) => b.state === 'active').reduce((s, b) => s + b.amountMinor, 0);
  return { bonuses, activeMinor };
}

/**
 * The market's live offers with their terms; for a player, whether their next credited deposit would earn
 * one (its rank is among the offer's and they have not had it for that rank).
 */
export async function listBonusOffers(
  ctx: ServerContext,
  playerId: string | null,
  lang: Language,
): Promise<{ offers: BonusOffer[] }> {
  const offers = await listLiveOffers(ctx.db, ctx.market.code, ctx.now());
  const nextSeq = playerId ? await nextDepositSeq(ctx, playerId) : null;
  return {
    offers: offers.map((o) => ({
      id: o.id,
      code: o.code,
      title: textOf(o.title, lang),
      terms: textOf(o.terms, lang),
      percentBp: o.percent_bp,
      capMinor: o.cap_minor,
      minDepositMinor: o.min_deposit_minor,
      depositSeqs: o.deposit_seqs,
      wageringMultiple: o.wagering_multiple,
      contributions: Object.entries(o.contributions).map(([categoryId, percent]) => ({
        categoryId: Number(categoryId),
        percent,
      })),
      defaultContribution: o.default_contribution,
      expiresAfterHours: o.expires_after_hours,
      validUntil: o.valid_until?.toISOString() ?? null,
      available: nextSeq !== null && o.deposit_seqs.includes(nextSeq),
    })),
  };
}

/** The rank the player's next credited deposit will have (payments counts them). */
async function nextDepositSeq(ctx: ServerContext, playerId: string): Promise<number> {
  return (await inTransaction(ctx.db, (tx) => countCreditedDeposits(tx, playerId))) + 1;
}

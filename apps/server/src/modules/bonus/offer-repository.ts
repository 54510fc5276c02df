import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

export type Language = 'en' | 'fr' | 'pt';
export type Texts = Record<Language, string>;

/** A deposit bonus offer as configured (bonus_offers; migration 0900). */
export interface OfferRow {
  id: number;
  code: string;
  market: string;
  enabled: boolean;
  percent_bp: number;
  cap_minor: number;
  min_deposit_minor: number;
  deposit_seqs: number[];
  valid_from: Date;
  valid_until: Date | null;
  wagering_multiple: number;
  contributions: Record<string, number>;
  default_contribution: number;
  expires_after_hours: number;
  title: Texts;
  terms: Texts;
}

/** The market's enabled offers whose window contains `at`, by id. */
export async function listLiveOffers(db: Db, market: string, at: Date): Promise<OfferRow[]> {
  const { rows } = await sql<OfferRow>`
    SELECT * FROM bonus_offers
    WHERE market = ${market} AND enabled AND valid_from <= ${at} AND (valid_until IS NULL OR ${at} < valid_until)
    ORDER BY id`.execute(db);
  return rows;
}

export async function findOffer(db: Db, id: number): Promise<OfferRow | undefined> {
  const { rows } = await sql<OfferRow>`SELECT * FROM bonus_offers WHERE id = ${id}`.execute(db);
  return rows[0];
}

/** Inserts offers that are missing; an operator's later change is never overwritten. */
export async function insertMissingOffers(db: Db, offers: Omit<OfferRow, 'enabled'>[]): Promise<void> {
  for (const o of offers) {
    await sql`
      INSERT INTO bonus_offers (id, code, market, percent_bp, cap_minor, min_deposit_minor, deposit_seqs,
        valid_from, valid_until, wagering_multiple, contributions, default_contribution, expires_after_hours,
        title, terms)
      VALUES (${o.id}, ${o.code}, ${o.market}, ${o.percent_bp}, ${o.cap_minor}, ${o.min_deposit_minor},
        ${o.deposit_seqs}::int[], ${o.valid_from}, ${o.valid_until}, ${o.wagering_multiple},
        ${JSON.stringify(o.contributions)}::jsonb, ${o.default_contribution}, ${o.expires_after_hours},
        ${JSON.stringify(o.title)}::jsonb, ${JSON.stringify(o.terms)}::jsonb)
      ON CONFLICT DO NOTHING`.execute(db);
  }
}

/** The bonus an offer pays on a credited deposit: its percentage, at most its cap (0: none). */
export function bonusFor(offer: OfferRow, depositMinor: number): number {
  if (depositMinor < offer.min_deposit_minor) return 0;
  return Math.min(offer.cap_minor, Math.floor((depositMinor * offer.percent_bp) / 10_000));
}

/** Percent of a stake that counts for this offer, from the game's categories (highest listed wins). */
export function contributionOf(offer: OfferRow, categoryIds: number[]): number {
  const listed = categoryIds
    .map((id) => offer.contributions[String(id)])
    .filter((p): p is number => typeof p === 'number');
  return listed.length > 0 ? Math.max(...listed) : offer.default_contribution;
}

/** The promotion account an offer pays from: its cost reads straight off the ledger. */
export function promotionPurpose(offer: Pick<OfferRow, 'code'>): `promotion.${string}` {
  return `promotion.bonus-${offer.code}`;
}

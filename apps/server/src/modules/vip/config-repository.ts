import type { Language, VipBenefitAsset } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';

export interface LevelRow {
  level: number;
  name: string;
  target: number;
  rateBp: number;
  benefits: number;
}

/** The ten levels, lowest first, named in `lang` (English when a translation is missing). */
export async function listLevels(db: Db, lang: Language = 'en'): Promise<LevelRow[]> {
  const { rows } = await sql<{
    level: number;
    name: string;
    yearly_target: string;
    cash_back_bp: number;
    benefits: number;
  }>`
    SELECT l.level, coalesce(l.name ->> ${lang}, l.name ->> 'en') AS name, l.yearly_target::text,
           l.cash_back_bp,
           (SELECT count(*)::int FROM vip_benefits b WHERE b.level = l.level) AS benefits
    FROM vip_levels l ORDER BY l.level`.execute(db);
  return rows.map((r) => ({
    level: r.level,
    name: r.name,
    target: Number(r.yearly_target),
    rateBp: r.cash_back_bp,
    benefits: r.benefits,
  }));
}

export type BenefitPeriod = 'once' | 'week' | 'month' | 'year' | 'none';

export interface BenefitRow {
  id: number;
  level: number;
  type: number;
  name: string;
  description: string;
  asset: VipBenefitAsset | null;
  amount: number;
  period: BenefitPeriod;
  link: string | null;
  enabled: boolean;
  sort: number;
}

/** Benefits of one level, or one benefit by id, in `lang`. */
export async function listBenefits(
  db: Db,
  where: { level: number } | { id: number },
  lang: Language = 'en',
): Promise<BenefitRow[]> {
  const filter = 'level' in where ? sql`b.level = ${where.level}` : sql`b.id = ${where.id}`;
  const { rows } = await sql<Omit<BenefitRow, 'amount'> & { amount: string }>`
    SELECT b.id, b.level, b.type, coalesce(b.name ->> ${lang}, b.name ->> 'en') AS name,
           coalesce(b.description ->> ${lang}, b.description ->> 'en') AS description,
           b.asset, b.amount::text, b.period, b.link, b.enabled, b.sort
    FROM vip_benefits b WHERE ${filter} ORDER BY b.sort, b.id`.execute(db);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Points per currency unit on a local date: the holiday's rate, else 1. */
export async function pointsPerUnitOn(db: Db, date: string): Promise<number> {
  const { rows } = await sql<{ points_per_unit: number }>`
    SELECT points_per_unit FROM vip_holidays WHERE local_date = ${date}::date`.execute(db);
  return rows[0]?.points_per_unit ?? 1;
}

import type { Language, VipLogEntry } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { cashBackSettings } from './cash-back.ts';

const LEVEL_TITLES: Record<Language, { upgrade: string; down: string; kept: string }> = {
  en: {
    upgrade: 'Upgraded to VIP {to}',
    down: 'Yearly review: VIP {to}',
    kept: 'Yearly review: VIP {to} kept',
  },
  fr: {
    upgrade: 'Passage au VIP {to}',
    down: 'Bilan annuel : VIP {to}',
    kept: 'Bilan annuel : VIP {to} conservé',
  },
  pt: {
    upgrade: 'Subiu para VIP {to}',
    down: 'Revisão anual: VIP {to}',
    kept: 'Revisão anual: VIP {to} mantido',
  },
};
const CASH_BACK_TITLE: Record<Language, string> = {
  en: 'Weekly cash back ({week})',
  fr: 'Cash back hebdomadaire ({week})',
  pt: 'Cash back semanal ({week})',
};

/** The member centre's records: claimed benefits, claimed cash back and level changes, newest first. */
export async function listBenefitLogs(
  ctx: ServerContext,
  playerId: string,
  query: { page: number; size: number; lang: Language },
): Promise<{ list: VipLogEntry[]; total: number }> {
  const { lang } = query;
  const { rows } = await sql<{
    id: string;
    kind: VipLogEntry['kind'];
    title: string | null;
    amount: string;
    asset: VipLogEntry['asset'];
    benefit_id: number | null;
    benefit_type: number | null;
    from_level: number | null;
    to_level: number | null;
    week: string | null;
    created_at: Date;
    total: number;
  }>`
    WITH logs AS (
      SELECT 'b' || c.id AS id, 'benefit' AS kind, coalesce(b.name ->> ${lang}, b.name ->> 'en') AS title,
             c.amount, c.asset, c.benefit_id, b.type::int AS benefit_type, NULL::int AS from_level,
             NULL::int AS to_level, NULL::text AS week, c.created_at
      FROM vip_benefit_claims c JOIN vip_benefits b ON b.id = c.benefit_id
      WHERE c.player_id = ${playerId}
      UNION ALL
      SELECT 'w' || to_char(w.week_start, 'YYYYMMDD'), 'cash_back', NULL, w.amount_minor, NULL, NULL, NULL,
             NULL, NULL, to_char(w.week_start, 'YYYY-MM-DD'), w.claimed_at
      FROM vip_cash_back_weeks w WHERE w.player_id = ${playerId} AND w.claimed_at IS NOT NULL
      UNION ALL
      SELECT 'l' || l.id, 'level', l.reason, 0, NULL, NULL, NULL, l.from_level, l.to_level, NULL, l.created_at
      FROM vip_level_changes l WHERE l.player_id = ${playerId}
    )
    SELECT *, count(*) OVER ()::int AS total FROM logs
    ORDER BY created_at DESC, id DESC
    LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`.execute(ctx.db);
  const cashBackAsset = (await cashBackSettings(ctx.db)).asset;
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map((r) => {
      const levelTitle =
        r.kind === 'level'
          ? LEVEL_TITLES[lang][
              r.title === 'upgrade' ? 'upgrade' : r.to_level === r.from_level ? 'kept' : 'down'
            ]
          : '';
      return {
        id: r.id,
        kind: r.kind,
        title:
          r.kind === 'benefit'
            ? (r.title ?? '')
            : r.kind === 'cash_back'
              ? CASH_BACK_TITLE[lang].replace('{week}', r.week ?? '')
              : levelTitle.replace('{to}', String(r.to_level)),
        amount: Number(r.amount),
        asset: r.kind === 'cash_back' ? cashBackAsset : r.asset,
        benefitId: r.benefit_id,
        benefitType: r.benefit_type,
        fromLevelId: r.from_level,
        toLevelId: r.to_level,
        createdAt: r.created_at.toISOString(),
      };
    }),
  };
}

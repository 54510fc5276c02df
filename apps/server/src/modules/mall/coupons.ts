import { randomUUID } from 'node:crypto';
import type { Language, MallCoupon, MallCouponOffer } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { CouponTerms } from './coupon-rules.ts';

interface CouponRow {
  id: string;
  coupon_id: number;
  name: string;
  coupon_type: number;
  discount_minor: string;
  currency: MallCoupon['currency'];
  platform: MallCoupon['platform'];
  coins_only: boolean;
  valid_from: Date;
  valid_until: Date;
  used_at: Date | null;
  order_no: string | null;
}

export type PlayerCoupon = MallCoupon & { terms: CouponTerms };

function toCoupon(row: CouponRow): PlayerCoupon {
  const coupon: MallCoupon = {
    id: row.id,
    couponId: row.coupon_id,
    name: row.name,
    couponType: row.coupon_type,
    discount: Number(row.discount_minor),
    currency: row.currency,
    platform: row.platform,
    coinsOnly: row.coins_only,
    validFrom: row.valid_from.toISOString(),
    validUntil: row.valid_until.toISOString(),
    usedAt: row.used_at?.toISOString() ?? null,
    orderNo: row.order_no,
  };
  const terms: CouponTerms = {
    couponType: coupon.couponType,
    discount: coupon.discount,
    platform: coupon.platform,
    coinsOnly: coupon.coinsOnly,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    used: row.used_at !== null,
  };
  return { ...coupon, terms };
}

/** The player's coupons, newest first, or one of them. */
export async function playerCoupons(
  db: Db | Tx,
  playerId: string,
  lang: Language,
  id?: string,
): Promise<PlayerCoupon[]> {
  const { rows } = await sql<CouponRow>`
    SELECT pc.id, pc.coupon_id, coalesce(c.name ->> ${lang}, c.name ->> 'en') AS name, c.coupon_type,
           c.discount_minor::text, coalesce(CASE WHEN c.coins_only THEN 'coins' END,
             (SELECT g.pay_with FROM mall_goods g WHERE g.coupon_type = c.coupon_type AND g.enabled
              ORDER BY g.sort, g.id LIMIT 1), 'coins') AS currency, c.platform, c.coins_only, pc.valid_from, pc.valid_until, pc.used_at,
           o.order_no
    FROM mall_player_coupons pc JOIN mall_coupons c ON c.id = pc.coupon_id
    LEFT JOIN mall_orders o ON o.id = pc.used_order_id
    WHERE pc.player_id = ${playerId} AND pc.revoked_at IS NULL
      AND (${id ?? null}::uuid IS NULL OR pc.id = ${id ?? null}::uuid)
    ORDER BY pc.created_at DESC, pc.id`.execute(db);
  return rows.map(toCoupon);
}

const withoutTerms = ({ terms: _terms, ...coupon }: PlayerCoupon): MallCoupon => coupon;

/** The coupon centre: the player's coupons and the kinds on offer now. */
export async function listCoupons(
  ctx: ServerContext,
  playerId: string,
  lang: Language,
): Promise<{ mine: MallCoupon[]; offers: MallCouponOffer[] }> {
  const now = ctx.now();
  const { rows } = await sql<{
    id: number;
    name: string;
    coupon_type: number;
    discount_minor: string;
    currency: MallCouponOffer['currency'];
    platform: MallCouponOffer['platform'];
    coins_only: boolean;
    valid_days: number;
    ends_at: Date;
    collected: boolean;
  }>`
    SELECT c.id, coalesce(c.name ->> ${lang}, c.name ->> 'en') AS name, c.coupon_type, c.discount_minor::text,
           coalesce(CASE WHEN c.coins_only THEN 'coins' END,
             (SELECT g.pay_with FROM mall_goods g WHERE g.coupon_type = c.coupon_type AND g.enabled
              ORDER BY g.sort, g.id LIMIT 1), 'coins') AS currency, c.platform, c.coins_only, c.valid_days, c.ends_at,
           EXISTS (SELECT 1 FROM mall_player_coupons pc WHERE pc.coupon_id = c.id AND pc.player_id = ${playerId})
             AS collected
    FROM mall_coupons c
    WHERE c.enabled AND c.starts_at <= ${now} AND ${now} < c.ends_at ORDER BY c.id`.execute(ctx.db);
  const mine = await playerCoupons(ctx.db, playerId, lang);
  return {
    mine: mine.map(withoutTerms),
    offers: rows.map((row) => ({
      couponId: row.id,
      name: row.name,
      couponType: row.coupon_type,
      discount: Number(row.discount_minor),
      currency: row.currency,
      platform: row.platform,
      coinsOnly: row.coins_only,
      validDays: row.valid_days,
      endsAt: row.ends_at.toISOString(),
      collected: row.collected,
    })),
  };
}

const HOUR_MS = 3_600_000;

/**
 * Collects one coupon of a kind on offer: valid from now (plus the kind's waiting hours) for its days,
 * never past the offer's end. `UNIQUE (player_id, coupon_id)`: of parallel collects one inserts.
 * Errors: COUPON_NOT_FOUND (no such kind on offer now), COUPON_ALREADY_COLLECTED.
 */
export async function collectCoupon(
  ctx: ServerContext,
  playerId: string,
  couponId: number,
  lang: Language,
): Promise<MallCoupon> {
  const now = ctx.now();
  const { rows: kinds } = await sql<{ valid_days: number; usable_after_hours: number; ends_at: Date }>`
    SELECT valid_days, usable_after_hours, ends_at FROM mall_coupons
    WHERE id = ${couponId} AND enabled AND starts_at <= ${now} AND ${now} < ends_at`.execute(ctx.db);
  const kind = kinds[0];
  if (!kind) throw new AppError('COUPON_NOT_FOUND');
  const validFrom = new Date(now.getTime() + kind.usable_after_hours * HOUR_MS);
  const until = new Date(now.getTime() + kind.valid_days * 24 * HOUR_MS);
  const validUntil = until < kind.ends_at ? until : kind.ends_at;
  const id = randomUUID();
  const inserted = await sql`
    INSERT INTO mall_player_coupons (id, coupon_id, player_id, valid_from, valid_until, created_at)
    VALUES (${id}, ${couponId}, ${playerId}, ${validFrom}, ${validUntil}, ${now})
    ON CONFLICT (player_id, coupon_id) DO NOTHING`.execute(ctx.db);
  if (inserted.numAffectedRows === 0n) throw new AppError('COUPON_ALREADY_COLLECTED');
  const [coupon] = await playerCoupons(ctx.db, playerId, lang, id);
  if (!coupon) throw new Error(`coupon ${id} vanished`);
  return withoutTerms(coupon);
}

import type { AdminMallCouponFields, AdminMallCouponKind, AdminMallPlayerCoupon } from '@sika/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';

type Executor = Db | Tx;

/**
 * The back office's side of coupons (docs/mall.md "The back office"): campaigns (the kinds of 1660), the
 * coupons players hold, issuing a campaign's coupon to players, and revoking an unused one.
 */

interface KindRow {
  id: number;
  name: AdminMallCouponKind['name'];
  coupon_type: number;
  discount_minor: string;
  platform: AdminMallCouponKind['platform'];
  coins_only: boolean;
  starts_at: Date;
  ends_at: Date;
  valid_days: number;
  usable_after_hours: number;
  enabled: boolean;
  issued: number;
  used: number;
  revoked: number;
}

const kindView = (row: KindRow): AdminMallCouponKind => ({
  id: row.id,
  name: row.name,
  couponType: row.coupon_type,
  discount: Number(row.discount_minor),
  platform: row.platform,
  coinsOnly: row.coins_only,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  validDays: row.valid_days,
  usableAfterHours: row.usable_after_hours,
  enabled: row.enabled,
  issued: row.issued,
  used: row.used,
  revoked: row.revoked,
});

const KINDS = sql`
  SELECT c.id, c.name, c.coupon_type, c.discount_minor::text, c.platform, c.coins_only, c.starts_at, c.ends_at,
         c.valid_days, c.usable_after_hours, c.enabled,
         (SELECT count(*)::int FROM mall_player_coupons pc WHERE pc.coupon_id = c.id) AS issued,
         (SELECT count(*)::int FROM mall_player_coupons pc WHERE pc.coupon_id = c.id AND pc.used_order_id IS NOT NULL) AS used,
         (SELECT count(*)::int FROM mall_player_coupons pc WHERE pc.coupon_id = c.id AND pc.revoked_at IS NOT NULL) AS revoked
  FROM mall_coupons c`;

export async function listCouponKinds(db: Executor): Promise<AdminMallCouponKind[]> {
  const { rows } = await sql<KindRow>`${KINDS} ORDER BY c.id DESC`.execute(db);
  return rows.map(kindView);
}

export async function couponKind(db: Executor, id: number, lock = false): Promise<AdminMallCouponKind> {
  const { rows } = lock
    ? await sql<KindRow>`${KINDS} WHERE c.id = ${id} FOR UPDATE OF c`.execute(db)
    : await sql<KindRow>`${KINDS} WHERE c.id = ${id}`.execute(db);
  if (!rows[0]) throw new AppError('MALL_COUPON_KIND_NOT_FOUND');
  return kindView(rows[0]);
}

function texts(value: { en: string; fr?: string | undefined; pt?: string | undefined }) {
  const out: Record<string, string> = { en: value.en };
  if (value.fr?.trim()) out.fr = value.fr.trim();
  if (value.pt?.trim()) out.pt = value.pt.trim();
  return JSON.stringify(out);
}

function checkWindow(input: AdminMallCouponFields) {
  if (new Date(input.endsAt) <= new Date(input.startsAt)) throw new AppError('CONTENT_WINDOW_INVALID');
}

/** A new campaign. Errors: CONTENT_WINDOW_INVALID. */
export async function createCouponKind(tx: Tx, input: AdminMallCouponFields) {
  checkWindow(input);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO mall_coupons (name, coupon_type, discount_minor, platform, coins_only, starts_at, ends_at,
                              valid_days, usable_after_hours, enabled)
    VALUES (${texts(input.name)}::jsonb, ${input.couponType}, ${input.discount}, ${input.platform},
            ${input.coinsOnly}, ${new Date(input.startsAt)}, ${new Date(input.endsAt)}, ${input.validDays},
            ${input.usableAfterHours}, ${input.enabled})
    RETURNING id`.execute(tx);
  return couponKind(tx, rows[0]!.id);
}

/** Edits a campaign; coupons already held keep their dates. Errors: MALL_COUPON_KIND_NOT_FOUND, CONTENT_WINDOW_INVALID. */
export async function updateCouponKind(tx: Tx, id: number, input: AdminMallCouponFields) {
  const before = await couponKind(tx, id, true);
  checkWindow(input);
  await sql`
    UPDATE mall_coupons SET name = ${texts(input.name)}::jsonb, coupon_type = ${input.couponType},
      discount_minor = ${input.discount}, platform = ${input.platform}, coins_only = ${input.coinsOnly},
      starts_at = ${new Date(input.startsAt)}, ends_at = ${new Date(input.endsAt)}, valid_days = ${input.validDays},
      usable_after_hours = ${input.usableAfterHours}, enabled = ${input.enabled}
    WHERE id = ${id}`.execute(tx);
  return { before, after: await couponKind(tx, id) };
}

interface HeldRow {
  id: string;
  player_id: string;
  mobile: string;
  valid_from: Date;
  valid_until: Date;
  issued_by: string | null;
  created_at: Date;
  used_at: Date | null;
  order_no: string | null;
  revoked_at: Date | null;
}

const heldView = (row: HeldRow): AdminMallPlayerCoupon => ({
  id: row.id,
  playerId: row.player_id,
  mobile: row.mobile,
  validFrom: row.valid_from.toISOString(),
  validUntil: row.valid_until.toISOString(),
  issuedBy: row.issued_by,
  issuedAt: row.created_at.toISOString(),
  usedAt: row.used_at?.toISOString() ?? null,
  orderNo: row.order_no,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

const HELD = sql`
  SELECT pc.id, pc.player_id, p.mobile, pc.valid_from, pc.valid_until, s.email AS issued_by, pc.created_at,
         pc.used_at, o.order_no, pc.revoked_at
  FROM mall_player_coupons pc
  JOIN players p ON p.id = pc.player_id
  LEFT JOIN staff_accounts s ON s.id = pc.issued_by
  LEFT JOIN mall_orders o ON o.id = pc.used_order_id`;

const STATE = {
  unused: sql`pc.used_order_id IS NULL AND pc.revoked_at IS NULL`,
  used: sql`pc.used_order_id IS NOT NULL`,
  revoked: sql`pc.revoked_at IS NOT NULL`,
};

/** A campaign's coupons that players hold, newest first. Errors: MALL_COUPON_KIND_NOT_FOUND. */
export async function listHeldCoupons(
  db: Executor,
  couponId: number,
  filter: { state: keyof typeof STATE; page: number; size: number },
) {
  await couponKind(db, couponId);
  const [{ rows }, count] = await Promise.all([
    sql<HeldRow>`${HELD} WHERE pc.coupon_id = ${couponId} AND ${STATE[filter.state]}
      ORDER BY pc.created_at DESC, pc.id LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`.execute(
      db,
    ),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM mall_player_coupons pc
      WHERE pc.coupon_id = ${couponId} AND ${STATE[filter.state]}`.execute(db),
  ]);
  return { list: rows.map(heldView), total: count.rows[0]?.n ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The players named by ids or mobiles (a mobile with the country code finds the local one too), in the
 * order given, without repeats. Errors: MALL_COUPON_RECIPIENTS_UNKNOWN (`data.unknown`: what matched nobody).
 */
export async function resolveRecipients(
  db: Executor,
  terms: string[],
  countryCode: string,
): Promise<string[]> {
  const candidates = terms.map((term) => {
    const t = term.trim();
    if (UUID.test(t)) return { term, ids: [t.toLowerCase()], mobiles: [] as string[] };
    const digits = t.replace(/[\s+()-]/g, '');
    const mobiles = /^\d{6,15}$/.test(digits)
      ? [digits, ...(digits.startsWith(countryCode) ? [`0${digits.slice(countryCode.length)}`] : [])]
      : [];
    return { term, ids: [] as string[], mobiles };
  });
  const ids = candidates.flatMap((c) => c.ids);
  const mobiles = candidates.flatMap((c) => c.mobiles);
  const { rows } = await sql<{ id: string; mobile: string }>`
    SELECT id, mobile FROM players WHERE id = ANY(${ids}::uuid[]) OR mobile = ANY(${mobiles}::text[])`.execute(
    db,
  );
  const byId = new Map(rows.map((r) => [r.id, r.id]));
  const byMobile = new Map(rows.map((r) => [r.mobile, r.id]));
  const found: string[] = [];
  const unknown: string[] = [];
  for (const c of candidates) {
    const id =
      c.ids.map((i) => byId.get(i)).find(Boolean) ?? c.mobiles.map((m) => byMobile.get(m)).find(Boolean);
    if (id) found.push(id);
    else unknown.push(c.term);
  }
  if (unknown.length > 0) throw new AppError('MALL_COUPON_RECIPIENTS_UNKNOWN', { data: { unknown } });
  return [...new Set(found)];
}

const HOUR_MS = 3_600_000;

/**
 * Gives the campaign's coupon to each player who has none of it yet (`UNIQUE (player_id, coupon_id)`: a
 * player holds one of each kind), valid from now plus the waiting hours for its days, never past the
 * campaign's end. Errors: MALL_COUPON_KIND_NOT_FOUND.
 */
export async function issueCoupons(
  tx: Tx,
  input: { couponId: number; playerIds: string[]; staffId: string; now: Date },
) {
  const kind = await couponKind(tx, input.couponId, true);
  const { now } = input;
  const validFrom = new Date(now.getTime() + kind.usableAfterHours * HOUR_MS);
  const until = new Date(now.getTime() + kind.validDays * 24 * HOUR_MS);
  const ends = new Date(kind.endsAt);
  const validUntil = until < ends ? until : ends;
  const playerIds = [...input.playerIds].sort();
  const inserted = await sql`
    INSERT INTO mall_player_coupons (id, coupon_id, player_id, valid_from, valid_until, created_at, issued_by)
    SELECT gen_random_uuid(), ${input.couponId}, p, ${validFrom}, ${validUntil}, ${now}, ${input.staffId}
    FROM unnest(${playerIds}::uuid[]) AS p
    ON CONFLICT (player_id, coupon_id) DO NOTHING`.execute(tx);
  const issued = Number(inserted.numAffectedRows ?? 0n);
  return { kind, issued, alreadyHeld: playerIds.length - issued, validFrom, validUntil };
}

/**
 * Revokes an unused coupon. The UPDATE names `used_order_id IS NULL AND revoked_at IS NULL`, as an order's
 * does the other way round, so of an order and a revocation racing on one coupon exactly one wins.
 * Errors: COUPON_NOT_FOUND, MALL_COUPON_NOT_REVOCABLE.
 */
export async function revokeCoupon(tx: Tx, id: string, staffId: string, now: Date) {
  const { rows: before } = await sql<HeldRow>`${HELD} WHERE pc.id = ${id}`.execute(tx);
  if (!before[0]) throw new AppError('COUPON_NOT_FOUND');
  const revoked = await sql`
    UPDATE mall_player_coupons SET revoked_at = ${now}, revoked_by = ${staffId}
    WHERE id = ${id} AND used_order_id IS NULL AND revoked_at IS NULL`.execute(tx);
  if (revoked.numAffectedRows === 0n) throw new AppError('MALL_COUPON_NOT_REVOCABLE');
  const { rows: after } = await sql<HeldRow>`${HELD} WHERE pc.id = ${id}`.execute(tx);
  return { before: heldView(before[0]), after: heldView(after[0]!), couponId: await kindOf(tx, id) };
}

async function kindOf(tx: Tx, id: string): Promise<number> {
  const { rows } = await sql<{
    coupon_id: number;
  }>`SELECT coupon_id FROM mall_player_coupons WHERE id = ${id}`.execute(tx);
  return rows[0]!.coupon_id;
}

export interface IssueResult {
  issued: number;
  alreadyHeld: number;
}

/**
 * What an earlier issue under `key` answered (null: none). The same key with another request is refused.
 * Errors: IDEMPOTENCY_MISMATCH.
 */
export async function earlierIssue(
  db: Executor,
  key: string,
  requestHash: string,
): Promise<IssueResult | null> {
  const { rows } = await sql<{ request_hash: string; result: IssueResult }>`
    SELECT request_hash, result FROM mall_coupon_issues WHERE idempotency_key = ${key}`.execute(db);
  if (!rows[0]) return null;
  if (rows[0].request_hash !== requestHash) throw new AppError('IDEMPOTENCY_MISMATCH');
  return rows[0].result;
}

/**
 * Claims `key` for this issue, first thing in its transaction: a second click with the same key waits
 * here on the primary key until the first commits, then finds it claimed (false) and rolls back.
 */
export async function claimIssue(
  tx: Tx,
  claim: { key: string; couponId: number; requestHash: string; staffId: string; now: Date },
): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO mall_coupon_issues (idempotency_key, coupon_id, request_hash, result, issued_by, issued_at)
    VALUES (${claim.key}, ${claim.couponId}, ${claim.requestHash}, '{}', ${claim.staffId}, ${claim.now})
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING 1`.execute(tx);
  return rows.length === 1;
}

export async function recordIssue(tx: Tx, key: string, result: IssueResult) {
  await sql`UPDATE mall_coupon_issues SET result = ${JSON.stringify(result)}::jsonb
    WHERE idempotency_key = ${key}`.execute(tx);
}

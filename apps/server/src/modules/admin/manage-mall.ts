import { createHash } from 'node:crypto';
import type {
  AdminMallCouponFields,
  AdminMallCouponKind,
  AdminMallGoods,
  AdminMallGoodsFields,
  AdminMallPlayerCoupon,
  AdminMallVoucher,
  MallDelivery,
} from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  adjustStock,
  claimIssue,
  couponKind,
  createCouponKind,
  createGoods,
  earlierIssue,
  issueCoupons,
  publishGoods,
  recordIssue,
  resolveRecipients,
  revealVoucher,
  revokeCoupon,
  updateCouponKind,
  updateGoods,
  uploadVouchers,
} from '../mall/index.ts';
import { type Actor, audited, writeAudit } from './audit.ts';

/**
 * The mall's back office (docs/mall.md "The back office"): each change runs the mall module's use-case and
 * its audit row in one transaction (audited).
 */

const goodsTarget = (id: number | string) => ({ targetType: 'mall_goods', targetId: String(id) });

export function createGoodsAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: AdminMallGoodsFields & { delivery: MallDelivery; stock: number },
): Promise<AdminMallGoods> {
  return inTransaction(ctx.db, async (tx) => {
    const made = await createGoods(tx, input);
    await writeAudit(
      tx,
      {
        ...goodsTarget(made.id),
        action: 'mall_goods.create',
        staffId: actor.staffId,
        ip: actor.ip,
        after: made,
      },
      ctx.now(),
    );
    return made;
  });
}

export function updateGoodsAsStaff(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  input: AdminMallGoodsFields,
): Promise<AdminMallGoods> {
  return audited(ctx, actor, { action: 'mall_goods.update', ...goodsTarget(id) }, async (tx) => {
    const { before, after } = await updateGoods(tx, id, input);
    return { before, after, result: after };
  });
}

export function publishGoodsAsStaff(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  published: boolean,
): Promise<AdminMallGoods> {
  return audited(
    ctx,
    actor,
    { action: published ? 'mall_goods.publish' : 'mall_goods.unpublish', ...goodsTarget(id) },
    async (tx) => {
      const { before, after } = await publishGoods(tx, id, published);
      return { before: { enabled: before.enabled }, after: { enabled: after.enabled }, result: after };
    },
  );
}

/** A stock adjustment: the audit row keeps the delta and the stock before and after it. */
export function adjustStockAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: { id: number; delta: number; reason: string },
): Promise<AdminMallGoods> {
  return audited(
    ctx,
    actor,
    { action: 'mall_goods.stock', ...goodsTarget(input.id), reason: input.reason },
    async (tx) => {
      const moved = await adjustStock(tx, input.id, input.delta);
      return {
        before: { stock: moved.stockBefore },
        after: { stock: moved.stockAfter, delta: input.delta },
        result: moved.after,
      };
    },
  );
}

/** An upload of voucher codes: the audit row counts them, never holds one. */
export function uploadVouchersAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: { id: number; codes: string[]; reason: string },
): Promise<{ added: number; skipped: number; goods: AdminMallGoods }> {
  return audited(
    ctx,
    actor,
    { action: 'mall_goods.vouchers', ...goodsTarget(input.id), reason: input.reason },
    async (tx) => {
      const loaded = await uploadVouchers(tx, input.id, input.codes);
      return {
        before: { stock: loaded.before.stock, vouchers: loaded.before.vouchers },
        after: {
          stock: loaded.after.stock,
          vouchers: loaded.after.vouchers,
          added: loaded.added,
          skipped: loaded.skipped,
        },
        result: { added: loaded.added, skipped: loaded.skipped, goods: loaded.after },
      };
    },
  );
}

/** One voucher code in full, with the audit row saying who read it and why (the row never holds the code). */
export function revealVoucherAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: { id: number; reason: string },
): Promise<AdminMallVoucher> {
  return audited(
    ctx,
    actor,
    {
      action: 'mall_voucher.reveal',
      targetType: 'mall_voucher',
      targetId: String(input.id),
      reason: input.reason,
    },
    async (tx) => {
      const { goodsId, voucher } = await revealVoucher(tx, input.id);
      return { before: null, after: { goodsId, orderNo: voucher.orderNo }, result: voucher };
    },
  );
}

const couponTarget = (id: number) => ({ targetType: 'mall_coupon', targetId: String(id) });

export function createCouponAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: AdminMallCouponFields,
): Promise<AdminMallCouponKind> {
  return inTransaction(ctx.db, async (tx) => {
    const made = await createCouponKind(tx, input);
    await writeAudit(
      tx,
      {
        ...couponTarget(made.id),
        action: 'mall_coupon.create',
        staffId: actor.staffId,
        ip: actor.ip,
        after: made,
      },
      ctx.now(),
    );
    return made;
  });
}

export function updateCouponAsStaff(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  input: AdminMallCouponFields,
): Promise<AdminMallCouponKind> {
  return audited(ctx, actor, { action: 'mall_coupon.update', ...couponTarget(id) }, async (tx) => {
    const { before, after } = await updateCouponKind(tx, id, input);
    return { before, after, result: after };
  });
}

/** Thrown inside an issue's transaction when its key was claimed meanwhile: the transaction rolls back. */
class AlreadyIssued extends Error {}

/**
 * Issues a campaign's coupon to players once per idempotency key: the key is claimed first in the
 * transaction, so a double click or a retry waits for the first issue and answers it (`replayed`); the same
 * key with other players is refused. One audit row per issue, with the players it reached.
 * Errors: MALL_COUPON_KIND_NOT_FOUND, MALL_COUPON_RECIPIENTS_UNKNOWN, IDEMPOTENCY_MISMATCH.
 */
export async function issueCouponsAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: { id: number; players: string[]; idempotencyKey: string; reason: string },
): Promise<{ issued: number; alreadyHeld: number; replayed: boolean }> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ id: input.id, players: input.players, reason: input.reason }))
    .digest('hex');
  const earlier = await earlierIssue(ctx.db, input.idempotencyKey, requestHash);
  if (earlier) return { ...earlier, replayed: true };
  await couponKind(ctx.db, input.id);
  const playerIds = await resolveRecipients(ctx.db, input.players, ctx.market.countryCode);
  try {
    const result = await audited(
      ctx,
      actor,
      { action: 'mall_coupon.issue', ...couponTarget(input.id), reason: input.reason },
      async (tx) => {
        const now = ctx.now();
        const claimed = await claimIssue(tx, {
          key: input.idempotencyKey,
          couponId: input.id,
          requestHash,
          staffId: actor.staffId,
          now,
        });
        if (!claimed) throw new AlreadyIssued();
        const done = await issueCoupons(tx, { couponId: input.id, playerIds, staffId: actor.staffId, now });
        const outcome = { issued: done.issued, alreadyHeld: done.alreadyHeld };
        await recordIssue(tx, input.idempotencyKey, outcome);
        return {
          before: null,
          after: {
            ...outcome,
            idempotencyKey: input.idempotencyKey,
            players: playerIds,
            validFrom: done.validFrom.toISOString(),
            validUntil: done.validUntil.toISOString(),
          },
          result: outcome,
        };
      },
    );
    return { ...result, replayed: false };
  } catch (error) {
    if (!(error instanceof AlreadyIssued)) throw error;
    const replay = await earlierIssue(ctx.db, input.idempotencyKey, requestHash);
    if (!replay) throw error;
    return { ...replay, replayed: true };
  }
}

export function revokeCouponAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: { id: string; reason: string },
): Promise<AdminMallPlayerCoupon> {
  return audited(
    ctx,
    actor,
    {
      action: 'mall_coupon.revoke',
      targetType: 'mall_player_coupon',
      targetId: input.id,
      reason: input.reason,
    },
    async (tx) => {
      const { before, after, couponId } = await revokeCoupon(tx, input.id, actor.staffId, ctx.now());
      return {
        before: { revokedAt: before.revokedAt },
        after: { revokedAt: after.revokedAt, couponId, playerId: after.playerId },
        result: after,
      };
    },
  );
}

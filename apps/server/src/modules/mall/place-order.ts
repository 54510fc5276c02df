import { randomInt, randomUUID } from 'node:crypto';
import type { CartItem, Language, MallOrder } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError, isAppError } from '../../http/errors.ts';
import { spendCoins } from '../bonus/index.ts';
import { currentRound, type DrawRow } from '../draws/index.ts';
import { assertPlayAllowed } from '../responsible-gaming/index.ts';
import { houseAccount, playerAccount, transfer } from '../wallet/index.ts';
import { REFUSAL_ERRORS } from './coupon-rules.ts';
import { type PlayerCoupon, playerCoupons } from './coupons.ts';
import { deliverFreeRoundLines } from './deliver-free-rounds.ts';
import { deliverLine } from './deliver-line.ts';
import { orderByKey, orderViews } from './order-repository.ts';
import { discountFor, type PricedCart, priceCart, refusalFor } from './price-cart.ts';

/** Where the mall's takings go and its coins come from: `promotion.mall` (docs/mall.md). */
export const MALL_PURPOSE = 'mall';

export interface OrderRequest {
  items: CartItem[];
  couponId?: string | undefined;
  address?: MallOrder['address'] | undefined;
  idempotencyKey?: string | undefined;
  lang: Language;
}

/**
 * Buys a cart (docs/mall.md): in one transaction the order row claims the key (UNIQUE: a replay answers the
 * same order), each good's stock drops by a conditional UPDATE (`stock >= count`: never below zero; of
 * parallel buyers of the last one exactly one gets it), the coupon is used by a conditional UPDATE (once),
 * the player pays in the goods' currency and digital goods are delivered. Any error rolls all of it back.
 * Errors: MALL_GOODS_NOT_FOUND, MALL_SOLD_OUT, MALL_TOO_MANY, MALL_PRICE_CHANGED, MALL_MIXED_CURRENCIES,
 * MALL_ADDRESS_REQUIRED, COUPON_NOT_FOUND, COUPON_NOT_USABLE, COUPON_WRONG_PLATFORM, COUPON_NEEDS_COINS,
 * COUPON_NOT_TIME, COUPON_USED, INSUFFICIENT_BALANCE, NOT_ENOUGH_COINS, NOT_ENOUGH_DIAMONDS, PLAY_PAUSED,
 * IDEMPOTENCY_MISMATCH, DRAW_SALES_CLOSED, BEACON_UNAVAILABLE.
 */
export async function placeOrder(
  ctx: ServerContext,
  playerId: string,
  request: OrderRequest,
  platform: string | null,
): Promise<MallOrder> {
  const order = await placeOrderOnce(ctx, playerId, request, platform);
  // Free spins are issued at the game provider after the order committed (a replay tries again).
  if (!order.lines.some((line) => line.deliveryState === 'pending' && line.delivery === 'free_rounds'))
    return order;
  await deliverFreeRoundLines(ctx, { orderNo: order.orderNo });
  const [now] = await orderViews(ctx.db, request.lang, {
    playerId,
    ids: [await orderIdOf(ctx, order.orderNo)],
  });
  return now ?? order;
}

async function orderIdOf(ctx: ServerContext, orderNo: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM mall_orders WHERE order_no = ${orderNo}`.execute(
    ctx.db,
  );
  return rows[0]!.id;
}

async function placeOrderOnce(
  ctx: ServerContext,
  playerId: string,
  request: OrderRequest,
  platform: string | null,
): Promise<MallOrder> {
  const key = `mall:${playerId}:${request.idempotencyKey ?? randomUUID()}`;
  const asked = JSON.stringify({
    items: request.items.map((item) => ({ id: item.id, unitPrice: item.unitPrice, count: item.count })),
    couponId: request.couponId ?? null,
    address: request.address ?? null,
  });
  const earlier = await orderByKey(ctx.db, key, asked);
  if (earlier) return replay(ctx.db, playerId, earlier, request.lang);

  const now = ctx.now();
  const cart = await priceCart(ctx.db, request.items, request.lang);
  const coupon = request.couponId ? await usableCoupon(ctx, playerId, request, cart, platform, now) : null;
  const discount = coupon ? discountFor(coupon, cart) : 0;
  const physical = cart.lines.some((line) => line.goods.delivery === 'physical');
  if (physical && !request.address) throw new AppError('MALL_ADDRESS_REQUIRED');
  // A round to put codes in is found (or announced) before the transaction, as a purchase of codes does.
  const round = cart.lines.some((line) => line.goods.delivery === 'raffle_codes')
    ? await currentRound(ctx, 'lucky-refund')
    : null;

  return inTransaction(ctx.db, async (tx) => {
    const orderId = randomUUID();
    const orderNo = orderNumber(now);
    const inserted = await sql<{ id: string }>`
      INSERT INTO mall_orders (id, order_no, player_id, idempotency_key, request, pay_with, total_minor,
                               discount_minor, player_coupon_id, address, created_at)
      VALUES (${orderId}, ${orderNo}, ${playerId}, ${key}, ${asked}::jsonb, ${cart.payWith},
              ${cart.total}, ${discount}, ${coupon?.id ?? null},
              ${request.address ? JSON.stringify(request.address) : null}::jsonb, ${now})
      ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`.execute(tx);
    if (inserted.rows.length === 0) {
      // The same key committed while this request was priced: answer that order.
      const made = await orderByKey(tx, key, asked);
      if (!made) throw new Error(`order ${key} vanished`);
      return replay(tx, playerId, made, request.lang);
    }
    await takeStock(tx, cart);
    if (coupon) await useCoupon(tx, coupon.id, playerId, orderId, now);
    await pay(tx, { playerId, orderId, orderNo, payWith: cart.payWith, amount: cart.total - discount, now });
    for (const [index, line] of cart.lines.entries())
      await deliverLine(tx, { orderId, index, line, playerId, round: round as DrawRow, now });
    const [order] = await orderViews(tx, request.lang, { playerId, ids: [orderId] });
    if (!order) throw new Error(`order ${orderId} vanished`);
    return order;
  });
}

async function replay(
  db: ServerContext['db'] | Tx,
  playerId: string,
  earlier: { id: string; same: boolean },
  lang: Language,
): Promise<MallOrder> {
  if (!earlier.same) throw new AppError('IDEMPOTENCY_MISMATCH');
  const [order] = await orderViews(db, lang, { playerId, ids: [earlier.id] });
  if (!order) throw new Error(`order ${earlier.id} vanished`);
  return order;
}

/** The chosen coupon, refused with the spec's reasons before anything moves. */
async function usableCoupon(
  ctx: ServerContext,
  playerId: string,
  request: OrderRequest,
  cart: PricedCart,
  platform: string | null,
  now: Date,
): Promise<PlayerCoupon> {
  const [coupon] = await playerCoupons(ctx.db, playerId, request.lang, request.couponId);
  if (!coupon) throw new AppError('COUPON_NOT_FOUND');
  const refusal = refusalFor(coupon, cart, platform, now);
  if (refusal) throw new AppError(REFUSAL_ERRORS[refusal]);
  return coupon;
}

/** One conditional UPDATE per good, in id order (two carts lock the same rows in the same order). */
async function takeStock(tx: Tx, cart: PricedCart) {
  const lines = [...cart.lines].sort((a, b) => a.goods.id - b.goods.id);
  for (const line of lines) {
    const taken = await sql`
      UPDATE mall_goods SET stock = stock - ${line.count}, sold = sold + ${line.count}
      WHERE id = ${line.goods.id} AND enabled AND stock >= ${line.count}`.execute(tx);
    if (taken.numAffectedRows === 0n) throw new AppError('MALL_SOLD_OUT');
  }
}

/** Once: a used coupon (or one another order took a moment ago, or staff revoked) refuses the order. */
async function useCoupon(tx: Tx, couponId: string, playerId: string, orderId: string, now: Date) {
  const used = await sql`
    UPDATE mall_player_coupons SET used_order_id = ${orderId}, used_at = ${now}
    WHERE id = ${couponId} AND player_id = ${playerId} AND used_order_id IS NULL AND revoked_at IS NULL`.execute(
    tx,
  );
  if (used.numAffectedRows === 0n) throw new AppError('COUPON_USED');
}

/** What an order pays, in the goods' currency. */
interface Payment {
  playerId: string;
  orderId: string;
  orderNo: string;
  payWith: PricedCart['payWith'];
  amount: number;
  now: Date;
}

/** The payment: coins through the bonus module (it owns what coins pay for), cash and diamonds here. */
async function pay(tx: Tx, payment: Payment) {
  const { playerId, orderId, payWith, amount } = payment;
  await assertPlayAllowed(tx, playerId, payment.now);
  if (amount === 0) return;
  const reference = `Mall ${payment.orderNo}`;
  let transferId: string;
  if (payWith === 'coins') {
    const spent = await spendCoins(tx, {
      playerId,
      coins: amount,
      purpose: MALL_PURPOSE,
      idempotencyKey: orderId,
      reference,
      now: payment.now,
    });
    transferId = spent.transferId;
  } else {
    try {
      const outcome = await transfer(tx, {
        idempotencyKey: `mall:${orderId}`,
        kind: 'exchange',
        reference,
        metadata: { purpose: MALL_PURPOSE },
        legs: [
          {
            from: playerAccount[payWith](playerId),
            to: houseAccount(`promotion.${MALL_PURPOSE}`, payWith),
            amountMinor: amount,
          },
        ],
      });
      transferId = outcome.transfer.id;
    } catch (error) {
      if (isAppError(error) && error.errorName === 'INSUFFICIENT_BALANCE' && payWith === 'diamonds')
        throw new AppError('NOT_ENOUGH_DIAMONDS');
      throw error;
    }
  }
  await sql`UPDATE mall_orders SET transfer_id = ${transferId} WHERE id = ${orderId}`.execute(tx);
}

/**
 * `M` + the UTC date + 12 random digits: what the player quotes to support. Twelve digits, so that a
 * collision (the UNIQUE constraint would refuse the order) stays out of reach even at millions of orders a day.
 */
function orderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `M${day}${String(randomInt(0, 1_000_000_000_000)).padStart(12, '0')}`;
}

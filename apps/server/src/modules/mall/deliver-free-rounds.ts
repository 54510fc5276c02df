import type { MallPayWith } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ScheduledJob } from '../../jobs/index.ts';
import { issueFreeRoundGrant } from '../games/index.ts';
import { houseAccount, playerAccount, transfer } from '../wallet/index.ts';

/**
 * The second half of a free-spins line (docs/mall.md, "Free spins"): the order's transaction recorded the
 * grant and left the line `pending`; here the award is issued at the game provider, right after the order
 * and then every minute until the provider answers. The provider keeps one award per award id, so any
 * number of deliveries (replays of the order, the job, two instances) make one award. Issued: the line is
 * `delivered`. Refused by the provider, or still unanswered when the award would have expired: the line is
 * `refunded` — what it cost is given back and its stock returns — once (a conditional UPDATE of the state).
 * Answers how many lines it settled.
 */
export async function deliverFreeRoundLines(
  ctx: ServerContext,
  where: { orderNo?: string } = {},
): Promise<number> {
  const { rows } = await sql<{ order_id: string; line: number; award_id: string; expires_at: Date }>`
    SELECT l.order_id, l.line, l.delivered ->> 'awardId' AS award_id, f.expires_at
      FROM mall_order_lines l
      JOIN mall_orders o ON o.id = l.order_id
      JOIN free_round_grants f ON f.award_id = l.delivered ->> 'awardId'
     WHERE l.delivery = 'free_rounds' AND l.delivery_state = 'pending'
       AND (${where.orderNo ?? null}::text IS NULL OR o.order_no = ${where.orderNo ?? null})
     ORDER BY l.updated_at LIMIT 100`.execute(ctx.db);
  let settled = 0;
  for (const row of rows) {
    const issued = await issueFreeRoundGrant(ctx, row.award_id);
    if (issued.outcome === 'issued') {
      const moved = await sql`
        UPDATE mall_order_lines SET delivery_state = 'delivered', updated_at = ${ctx.now()}
         WHERE order_id = ${row.order_id} AND line = ${row.line} AND delivery_state = 'pending'`.execute(
        ctx.db,
      );
      settled += Number(moved.numAffectedRows ?? 0n);
    } else if (issued.outcome === 'refused' || row.expires_at <= ctx.now()) {
      if (await refundLine(ctx, row.order_id, row.line, issued.reason)) settled++;
    } else {
      ctx.log.warn(
        { awardId: row.award_id, reason: issued.reason },
        'free spins not issued yet; retried later',
      );
    }
  }
  return settled;
}

/** The pocket a refund goes back to: coins and diamonds as paid; cash into locked cash (played once). */
const refundPocket = (payWith: MallPayWith, playerId: string) =>
  payWith === 'cash' ? playerAccount.locked(playerId) : playerAccount[payWith](playerId);

/**
 * Gives back what a pending free-spins line cost (its share of what the order paid after the coupon) and
 * returns its stock, in one transaction, once: the state moves only from `pending`. False if it had moved.
 */
async function refundLine(ctx: ServerContext, orderId: string, line: number, reason: string) {
  return inTransaction(ctx.db, async (tx) => {
    const { rows } = await sql<{
      player_id: string;
      order_no: string;
      pay_with: MallPayWith;
      total_minor: string;
      discount_minor: string;
      goods_id: number;
      count: number;
      unit_price_minor: string;
    }>`
      SELECT o.player_id, o.order_no, o.pay_with, o.total_minor::text, o.discount_minor::text, l.goods_id, l.count,
             l.unit_price_minor::text
        FROM mall_order_lines l JOIN mall_orders o ON o.id = l.order_id
       WHERE l.order_id = ${orderId} AND l.line = ${line} AND l.delivery_state = 'pending'
       FOR UPDATE OF l`.execute(tx);
    const found = rows[0];
    if (!found) return false;
    const total = Number(found.total_minor);
    const paid = total - Number(found.discount_minor);
    const lineTotal = found.count * Number(found.unit_price_minor);
    const amount = Math.floor((lineTotal * paid) / total);
    const now = ctx.now();
    if (amount > 0) {
      await transfer(tx, {
        idempotencyKey: `mall-refund:${orderId}:${line}`,
        kind: 'refund',
        reference: `Mall ${found.order_no}`,
        metadata: { purpose: 'mall', order: orderId, line, reason },
        legs: [
          {
            from: houseAccount('promotion.mall', found.pay_with),
            to: refundPocket(found.pay_with, found.player_id),
            amountMinor: amount,
          },
        ],
      });
    }
    await sql`
      UPDATE mall_order_lines
         SET delivery_state = 'refunded', updated_at = ${now},
             delivered = delivered || ${JSON.stringify({ refunded: amount, refusal: reason })}::jsonb
       WHERE order_id = ${orderId} AND line = ${line}`.execute(tx);
    await sql`UPDATE mall_goods SET stock = stock + ${found.count}, sold = sold - ${found.count}
               WHERE id = ${found.goods_id}`.execute(tx);
    ctx.log.warn({ orderId, line, reason, amount }, 'free spins refused by the provider: line refunded');
    return true;
  });
}

export const deliverMallFreeRoundsJob: ScheduledJob = {
  name: 'mall-free-rounds',
  cron: '* * * * *',
  async run(ctx) {
    const settled = await deliverFreeRoundLines(ctx);
    if (settled > 0) ctx.log.info({ job: 'mall-free-rounds', settled }, 'free-spins lines settled');
  },
};

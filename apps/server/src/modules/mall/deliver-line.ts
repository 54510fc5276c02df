import { sql } from 'kysely';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { type DrawRow, giftRaffleTickets } from '../draws/index.ts';
import { freeRoundGame, recordFreeRoundGrant } from '../games/index.ts';
import { houseAccount, playerAccount, transfer } from '../wallet/index.ts';
import type { PricedLine } from './price-cart.ts';

export interface LineDelivery {
  orderId: string;
  index: number;
  line: PricedLine;
  playerId: string;
  /** The lucky refund round on sale (read before the transaction); only raffle codes use it. */
  round: DrawRow | null;
  now: Date;
}

/**
 * Delivers one line in the order's transaction and records it: raffle codes and bonus coins at once,
 * a data bundle voucher from the pool, a physical good as `processing` (the back office ships it), free
 * spins as `pending` (recorded here, issued at the game provider right after: deliver-free-rounds.ts).
 * Errors: MALL_SOLD_OUT (no voucher left), DRAW_SALES_CLOSED (the round closed in between), PLAY_PAUSED,
 * FREE_ROUNDS_GAME_UNAVAILABLE, FREE_ROUNDS_BAD_CONFIG.
 */
export async function deliverLine(tx: Tx, delivery: LineDelivery) {
  const { line, orderId, index } = delivery;
  const delivered = await deliver(tx, delivery);
  await sql`
    INSERT INTO mall_order_lines (order_id, line, goods_id, count, unit_price_minor, delivery, delivery_state,
                                  delivered, updated_at)
    VALUES (${orderId}, ${index}, ${line.goods.id}, ${line.count}, ${line.goods.unitPrice}, ${line.goods.delivery},
            ${stateOf(line)}, ${JSON.stringify(delivered)}::jsonb,
            ${delivery.now})`.execute(tx);
}

function stateOf(line: PricedLine) {
  if (line.goods.delivery === 'physical') return 'processing';
  return line.goods.delivery === 'free_rounds' ? 'pending' : 'delivered';
}

/** The award id a free-spins line is issued under at the provider: one per order line, whatever retries. */
export const freeRoundAwardId = (orderId: string, index: number) => `mall:${orderId}:${index}`;

async function deliver(tx: Tx, { orderId, index, line, playerId, round, now }: LineDelivery) {
  const amount = line.goods.deliveryAmount * line.count;
  switch (line.goods.delivery) {
    case 'raffle_codes': {
      if (!round) throw new Error('raffle codes need a round');
      const tickets = await giftRaffleTickets(tx, {
        round,
        playerId,
        count: amount,
        giftKey: `mall:${orderId}:${index}`,
        reason: { mallOrder: orderId, line: index },
        now,
      });
      return { codes: tickets.map((t) => t.selection), drawId: tickets[0]?.draw_id ?? round.id };
    }
    case 'bonus_coins':
      await transfer(tx, {
        idempotencyKey: `mall-delivery:${orderId}:${index}`,
        kind: 'bonus',
        reference: line.goods.name,
        metadata: { purpose: 'mall', order: orderId },
        legs: [
          {
            from: houseAccount('promotion.mall', 'coins'),
            to: playerAccount.coins(playerId),
            amountMinor: amount,
          },
        ],
      });
      return { coins: amount };
    case 'data_bundle': {
      const { rows } = await sql<{ code: string }>`
        UPDATE mall_vouchers SET order_id = ${orderId}, delivered_at = ${now}
        WHERE id IN (SELECT id FROM mall_vouchers WHERE goods_id = ${line.goods.id} AND order_id IS NULL
                     ORDER BY id LIMIT ${line.count} FOR UPDATE SKIP LOCKED)
        RETURNING code`.execute(tx);
      if (rows.length < line.count) throw new AppError('MALL_SOLD_OUT', { internal: 'no voucher left' });
      return { vouchers: rows.map((r) => r.code).sort() };
    }
    case 'physical':
      return {};
    case 'free_rounds': {
      const offer = line.goods.freeRounds;
      if (!offer) throw new AppError('FREE_ROUNDS_BAD_CONFIG', { internal: `goods ${line.goods.id}` });
      const rounds = offer.rounds * line.count;
      const game = await freeRoundGame(tx, {
        gameId: offer.gameId,
        rounds,
        betMinor: offer.bet,
        validDays: offer.validDays,
      });
      const awardId = freeRoundAwardId(orderId, index);
      const expiresAt = new Date(now.getTime() + offer.validDays * 86_400_000);
      await recordFreeRoundGrant(tx, {
        awardId,
        playerId,
        game,
        rounds,
        betMinor: offer.bet,
        payer: 'mall',
        expiresAt,
        now,
      });
      return {
        awardId,
        freeRounds: {
          gameId: game.id,
          gameName: game.name,
          rounds,
          bet: offer.bet,
          expiresAt: expiresAt.toISOString(),
        },
      };
    }
  }
}

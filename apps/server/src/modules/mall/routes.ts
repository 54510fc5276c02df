import {
  collectMallCoupon,
  getMallCentre,
  getMallCoupons,
  getMallGoodsByType,
  getMallGoodsDetail,
  getMallOrders,
  placeMallOrder,
  quoteMallCart,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { idempotencyKey } from '../../http/idempotency-key.ts';
import { clientInfo } from '../../http/request-context.ts';
import { registerCall } from '../../http/route.ts';
import { getCentre, getGoodsByType, getGoodsDetail } from './browse-goods.ts';
import { collectCoupon, listCoupons } from './coupons.ts';
import { countOrders, orderViews } from './order-repository.ts';
import { placeOrder } from './place-order.ts';
import { quoteCart } from './price-cart.ts';

/** The mall calls (packages/contract mall.ts), under /api/mall-service/…. */
export function mallRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getMallCentre, ({ query }) => getCentre(ctx, query.lang));
  registerCall(app, getMallGoodsByType, ({ query }) => getGoodsByType(ctx, query.type, query.lang));
  registerCall(app, getMallGoodsDetail, ({ params, query }) => getGoodsDetail(ctx, params.id, query.lang));
  registerCall(app, getMallCoupons, ({ player, query }) => listCoupons(ctx, player.playerId, query.lang));
  registerCall(app, collectMallCoupon, ({ player, body }) =>
    collectCoupon(ctx, player.playerId, body.couponId, body.lang),
  );
  registerCall(app, quoteMallCart, ({ player, body, request }) =>
    quoteCart(ctx.db, player.playerId, body, clientInfo(request).platform, ctx.now()),
  );
  registerCall(app, placeMallOrder, ({ player, body, request }) =>
    placeOrder(
      ctx,
      player.playerId,
      { ...body, idempotencyKey: idempotencyKey(request, body.idempotencyKey) },
      clientInfo(request).platform,
    ),
  );
  registerCall(app, getMallOrders, async ({ player, query }) => {
    const [list, total] = await Promise.all([
      orderViews(ctx.db, query.lang, {
        playerId: player.playerId,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      }),
      countOrders(ctx.db, player.playerId),
    ]);
    return { list, total };
  });
}

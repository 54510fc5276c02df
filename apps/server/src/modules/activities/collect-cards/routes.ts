import {
  getCollectCardsCfg,
  getCollectCardsChances,
  getCollectCardsFree,
  getCollectCardsGifts,
  getCollectCardsMember,
  getCollectCardsNotices,
  takeCollectCardsFree,
  useCollectCardsChances,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { idempotencyKey } from '../../../http/idempotency-key.ts';
import { registerCall } from '../../../http/route.ts';
import { deliverPlayerEvents } from '../../outbox/index.ts';
import { requireCardEvent } from './card-event.ts';
import { cardEventConfig, cardGifts, cardNotices, chancesOfOrder, memberView } from './card-views.ts';
import { depositCardChances } from './deposit-chances-consumer.ts';
import { freeChanceStatus, takeFreeChance } from './free-chance.ts';
import { useChances } from './use-chances.ts';

export function collectCardsRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getCollectCardsCfg, ({ query }) => cardEventConfig(ctx, query.actId, query.lang));
  registerCall(app, getCollectCardsNotices, ({ query }) => cardNotices(ctx, query.actId));
  registerCall(app, getCollectCardsMember, async ({ player, query }) => {
    // A fresh read: deposits credited so far count before the player looks.
    await deliverPlayerEvents(ctx, depositCardChances);
    const now = ctx.now();
    return memberView(ctx.db, await requireCardEvent(ctx.db, query.actId, now), player.playerId, now);
  });
  registerCall(app, getCollectCardsFree, ({ player, query }) =>
    freeChanceStatus(ctx, player.playerId, query.actId),
  );
  registerCall(app, takeCollectCardsFree, ({ player, body }) =>
    takeFreeChance(ctx, player.playerId, body.actId),
  );
  registerCall(app, getCollectCardsGifts, ({ player, query }) =>
    cardGifts(ctx, player.playerId, query.actId),
  );
  registerCall(app, getCollectCardsChances, async ({ player, query }) => {
    await deliverPlayerEvents(ctx, depositCardChances);
    return chancesOfOrder(ctx.db, player.playerId, query.orderNo);
  });
  registerCall(app, useCollectCardsChances, ({ player, body, request }) =>
    useChances(ctx, player.playerId, {
      actId: body.actId,
      action: body.action,
      idempotencyKey: idempotencyKey(request, body.idempotencyKey),
    }),
  );
}

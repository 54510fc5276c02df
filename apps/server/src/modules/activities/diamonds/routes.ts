import {
  exchangeDiamonds as exchangeDiamondsCall,
  getDiamondBalance,
  getDiamondRecords,
  getExchangeCfg,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { idempotencyKey } from '../../../http/idempotency-key.ts';
import { registerCall } from '../../../http/route.ts';
import { getPlayerBalances } from '../../wallet/index.ts';
import { exchangeConfig, exchangeDiamonds } from './exchange-diamonds.ts';
import { listDiamondRecords } from './list-diamond-records.ts';

export function diamondRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getDiamondBalance, async ({ player }) => ({
    diamond: (await getPlayerBalances(ctx.db, player.playerId)).diamond,
  }));
  registerCall(app, getDiamondRecords, ({ player, query }) =>
    listDiamondRecords(ctx, player.playerId, query),
  );
  registerCall(app, getExchangeCfg, ({ player }) => exchangeConfig(ctx, player.playerId));
  registerCall(app, exchangeDiamondsCall, ({ player, body, request }) =>
    exchangeDiamonds(ctx, player.playerId, {
      id: body.id,
      idempotencyKey: idempotencyKey(request, body.idempotencyKey),
    }),
  );
}

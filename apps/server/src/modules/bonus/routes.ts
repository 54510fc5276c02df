import {
  exchangeCoins as exchangeCoinsCall,
  getBonusOffers,
  getCoinExchangeCfg,
  getMyBonuses,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { idempotencyKey } from '../../http/idempotency-key.ts';
import { registerCall } from '../../http/route.ts';
import { coinExchangeConfig, exchangeCoins } from './exchange-coins.ts';
import { listBonusOffers, listMyBonuses } from './list-bonuses.ts';

/** Bonus money and coins (packages/contract bonus.ts). */
export function bonusRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getBonusOffers, ({ player, query }) =>
    listBonusOffers(ctx, player?.playerId ?? null, query.lang),
  );
  registerCall(app, getMyBonuses, ({ player, query }) => listMyBonuses(ctx, player.playerId, query.lang));
  registerCall(app, getCoinExchangeCfg, ({ player }) => coinExchangeConfig(ctx, player.playerId));
  registerCall(app, exchangeCoinsCall, ({ player, body, request }) =>
    exchangeCoins(ctx, player.playerId, {
      coins: body.coins,
      idempotencyKey: idempotencyKey(request, body.idempotencyKey),
    }),
  );
}

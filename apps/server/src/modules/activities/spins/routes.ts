import {
  betCoinSpin,
  betDiamondSpin,
  getCoinSpinCfg,
  getCoinSpinRecords,
  getCoinSpinWinners,
  getDiamondSpinCfg,
  getDiamondSpinRecords,
  getDiamondSpinWinners,
  rotateCoinSpinSeed,
  rotateDiamondSpinSeed,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { idempotencyKey } from '../../../http/idempotency-key.ts';
import { registerCall } from '../../../http/route.ts';
import { spinWheel } from './spin-wheel.ts';
import { rotateWheelSeed, wheelConfig, wheelRecords, wheelWinners } from './wheel-info.ts';

const DIAMOND = 'diamond-spin';
const coinWheel = (id: number) => `coin-spin:${id}`;

export function spinRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getDiamondSpinCfg, async ({ player }) => {
    const { coins: _coins, freeSpins: _free, ...cfg } = await wheelConfig(ctx, DIAMOND, player.playerId);
    return cfg;
  });
  registerCall(app, getDiamondSpinWinners, () => wheelWinners(ctx, DIAMOND));
  registerCall(app, betDiamondSpin, async ({ player, body, request }) => {
    const {
      free: _free,
      coins: _coins,
      ...spin
    } = await spinWheel(ctx, DIAMOND, player.playerId, {
      index: body.index,
      idempotencyKey: idempotencyKey(request, body.idempotencyKey),
    });
    return spin;
  });
  registerCall(app, getDiamondSpinRecords, ({ player, query }) =>
    wheelRecords(ctx, DIAMOND, player.playerId, query),
  );
  registerCall(app, rotateDiamondSpinSeed, ({ player, body }) =>
    rotateWheelSeed(ctx, DIAMOND, player.playerId, body.clientSeed),
  );

  registerCall(app, getCoinSpinCfg, async ({ player, query }) => {
    const { diamond: _diamond, ...cfg } = await wheelConfig(ctx, coinWheel(query.id), player.playerId);
    return { id: query.id, ...cfg };
  });
  registerCall(app, getCoinSpinWinners, ({ query }) => wheelWinners(ctx, coinWheel(query.id)));
  registerCall(app, betCoinSpin, async ({ player, body, request }) => {
    const { diamond: _diamond, ...spin } = await spinWheel(ctx, coinWheel(body.id), player.playerId, {
      index: body.index,
      idempotencyKey: idempotencyKey(request, body.idempotencyKey),
    });
    return spin;
  });
  registerCall(app, getCoinSpinRecords, ({ player, query }) =>
    wheelRecords(ctx, coinWheel(query.id), player.playerId, query),
  );
  registerCall(app, rotateCoinSpinSeed, ({ player, body }) =>
    rotateWheelSeed(ctx, coinWheel(body.id), player.playerId, body.clientSeed),
  );
}

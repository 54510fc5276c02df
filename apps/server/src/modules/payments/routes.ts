import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  createDeposit as createDepositCall,
  createPayOrder,
  getDepositConfig as getDepositConfigCall,
  getDepositOrders,
  getDepositResult as getDepositResultCall,
  getPayForm as getPayFormCall,
  getPaymentResult,
  initPayment,
  submitDepositVoucher as submitDepositVoucherCall,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { idempotencyKey } from '../../http/idempotency-key.ts';
import { registerCall } from '../../http/route.ts';
import { createDeposit } from './create-deposit.ts';
import { getDepositConfig } from './get-deposit-config.ts';
import { getDepositResult, refreshWaitingOrder } from './get-deposit-result.ts';
import { getPayForm } from './get-pay-form.ts';
import { hookRoutes } from './hook-routes.ts';
import { initHallPayment } from './init-hall-payment.ts';
import { listDepositOrders } from './list-deposit-orders.ts';
import { openPayLink } from './open-pay-link.ts';
import { toDepositOrder } from './order-view.ts';
import { payHallPath, signPayLink } from './pay-link.ts';
import type { DepositOrderRow } from './payment-tables.ts';
import { submitDepositVoucher } from './submit-deposit-voucher.ts';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/payments');

/** The players' deposit calls, the providers' callbacks and the channel and package images. */
export async function paymentRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getDepositConfigCall, ({ player }) => getDepositConfig(ctx, player?.mobile ?? null));
  registerCall(app, createDepositCall, async ({ player, body, request }) => {
    const order = await createDeposit(ctx, {
      playerId: player.playerId,
      playerMobile: player.mobile,
      itemId: body.itemId,
      payMoney: body.payMoney,
      payChannel: body.payChannel,
      mobile: body.mobile,
      clientKey: idempotencyKey(request, body.idempotencyKey),
      prompt: true,
    });
    return withLink(ctx, order);
  });
  registerCall(app, createPayOrder, async ({ player, body, request }) => {
    const order = await createDeposit(ctx, {
      playerId: player.playerId,
      playerMobile: player.mobile,
      itemId: body.itemId,
      payMoney: body.payMoney,
      payChannel: body.payChannel,
      clientKey: idempotencyKey(request, body.idempotencyKey),
      prompt: false,
    });
    return withLink(ctx, order);
  });
  registerCall(app, getDepositResultCall, ({ player, query }) =>
    getDepositResult(ctx, player.playerId, query.transNo),
  );
  registerCall(app, submitDepositVoucherCall, async ({ player, body }) =>
    toDepositOrder(await submitDepositVoucher(ctx, player.playerId, body.transNo, body.voucher)),
  );
  registerCall(app, getPayFormCall, ({ body }) => getPayForm(ctx, body));
  registerCall(app, initPayment, async ({ body }) => toDepositOrder(await initHallPayment(ctx, body)));
  registerCall(app, getPaymentResult, async ({ body }) =>
    toDepositOrder(await refreshWaitingOrder(ctx, await openPayLink(ctx, body.transNo, body.sign))),
  );
  registerCall(app, getDepositOrders, ({ player, query }) => listDepositOrders(ctx, player.playerId, query));
  await hookRoutes(app, ctx);
  await app.register(fastifyStatic, {
    root: PUBLIC_DIR,
    prefix: '/payments/',
    decorateReply: false,
    index: false,
    // Art is never changed in place (a new file gets -v2), so answers are cached for a year.
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

function withLink(ctx: ServerContext, order: DepositOrderRow) {
  const sign = signPayLink(ctx.config.PAY_LINK_SECRET, order.trans_no, order.expires_at);
  return {
    ...toDepositOrder(order),
    payToken: order.trans_no,
    sign,
    redirectUrl: payHallPath(order.provider, order.trans_no, sign),
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { injectFaults } from '../http-util.ts';
import { checkoutRequestId, merchantRequestId } from '../ids.ts';
import {
  type DarajaCtx,
  darajaError,
  digits,
  httpUrl,
  invalidField,
  kenyanMsisdn,
  passwordMatches,
  refuseBadToken,
  SERVER_ERROR,
  wholeAmount,
} from './common.ts';
import { stkPlan } from './scenarios.ts';

/** M-Pesa Express: STK push and STK query (integration-contracts.md §2.2, §2.3). */

const timestamp = z.string().regex(/^\d{14}$/);

const pushBody = z.object({
  BusinessShortCode: digits,
  Password: z.string().min(1),
  Timestamp: timestamp,
  TransactionType: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']),
  Amount: wholeAmount,
  PartyA: kenyanMsisdn,
  PartyB: digits,
  PhoneNumber: kenyanMsisdn,
  CallBackURL: httpUrl,
  AccountReference: z.string().min(1).max(12),
  TransactionDesc: z.string().min(1).max(13),
});

const queryBody = z.object({
  BusinessShortCode: digits,
  Password: z.string().min(1),
  Timestamp: timestamp,
  CheckoutRequestID: z.string().min(1),
});

const ACCEPTED = 'Success. Request accepted for processing';

export function registerStkRoutes(app: FastifyInstance, ctx: DarajaCtx): void {
  app.post('/mpesa/stkpush/v1/processrequest', (req, reply) => push(ctx, req, reply));
  app.post('/mpesa/stkpushquery/v1/query', (req, reply) => query(ctx, req, reply));
}

async function push(ctx: DarajaCtx, request: FastifyRequest, reply: FastifyReply) {
  if (refuseBadToken(ctx, request, reply)) return reply;
  const parsed = pushBody.safeParse(request.body);
  if (!parsed.success) return reply.code(400).send(invalidField(parsed.error));
  const body = parsed.data;
  if (!passwordMatches(ctx, body.BusinessShortCode, body.Password, body.Timestamp)) {
    // Daraja's answer to a wrong password, as integrators report it.
    return reply.code(500).send(darajaError('500.001.1001', 'Wrong credentials'));
  }
  const now = new Date(ctx.engine.now());
  const payment = ctx.engine.create({
    product: 'mpesa-stk',
    ref: checkoutRequestId(now),
    msisdn: body.PhoneNumber,
    amount: String(body.Amount),
    currency: 'KES',
    externalId: body.AccountReference,
    plan: stkPlan(body.PhoneNumber),
    wire: {
      merchantRequestId: merchantRequestId(),
      callbackUrl: body.CallBackURL,
      transactionDesc: body.TransactionDesc,
      payerMessage: `Pay KES ${body.Amount} to ${body.BusinessShortCode} for ${body.AccountReference}`,
    },
  });
  if (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'initiate', reply, SERVER_ERROR()))
    return reply;
  return reply.send({
    MerchantRequestID: payment.wire.merchantRequestId,
    CheckoutRequestID: payment.ref,
    ResponseCode: '0',
    ResponseDescription: ACCEPTED,
    CustomerMessage: ACCEPTED,
  });
}

async function query(ctx: DarajaCtx, request: FastifyRequest, reply: FastifyReply) {
  if (refuseBadToken(ctx, request, reply)) return reply;
  const parsed = queryBody.safeParse(request.body);
  if (!parsed.success) return reply.code(400).send(invalidField(parsed.error));
  const body = parsed.data;
  if (!passwordMatches(ctx, body.BusinessShortCode, body.Password, body.Timestamp)) {
    return reply.code(500).send(darajaError('500.001.1001', 'Wrong credentials'));
  }
  const payment = ctx.engine.find('mpesa-stk', body.CheckoutRequestID);
  if (!payment)
    return reply.code(400).send(darajaError('400.002.02', 'Bad Request - Invalid CheckoutRequestID'));
  if (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'status', reply, SERVER_ERROR()))
    return reply;
  const view = ctx.engine.view(payment);
  if (view.status === 'PENDING') {
    // While the customer has not answered, Daraja answers the query with this error (§2.3).
    return reply.code(500).send(darajaError('500.001.1001', 'The transaction is being processed'));
  }
  return reply.send({
    ResponseCode: '0',
    ResponseDescription: 'The service request has been accepted successfully',
    MerchantRequestID: payment.wire.merchantRequestId,
    CheckoutRequestID: payment.ref,
    ResultCode: view.status === 'SUCCESSFUL' ? '0' : (view.failure?.code ?? '1'),
    ResultDesc:
      view.status === 'SUCCESSFUL' ? 'The service request is processed successfully.' : view.failure?.message,
  });
}

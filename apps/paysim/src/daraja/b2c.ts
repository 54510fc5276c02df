import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { injectFaults } from '../http-util.ts';
import { conversationId, randomDigits } from '../ids.ts';
import type { SimPayment } from '../types.ts';
import { queueTimeoutBody } from './bodies.ts';
import {
  type DarajaCtx,
  digits,
  httpUrl,
  invalidField,
  kenyanMsisdn,
  refuseBadToken,
  SERVER_ERROR,
  wholeAmount,
} from './common.ts';
import { b2cPlan, QUEUE_TIMEOUT_SCENARIO } from './scenarios.ts';
import { transactionStatusResult } from './transaction-status.ts';

/**
 * B2C payment request (v3, and the legacy v1 path) and Transaction Status, whose answer comes back
 * asynchronously to the ResultURL (integration-contracts.md §2.5).
 */

const b2cBody = z.object({
  OriginatorConversationID: z.string().min(1).max(64).optional(),
  InitiatorName: z.string().min(1),
  // An RSA-encrypted initiator password; the simulator cannot check it, only that it is there.
  SecurityCredential: z.string().min(1),
  CommandID: z.enum(['BusinessPayment', 'SalaryPayment', 'PromotionPayment']),
  Amount: wholeAmount,
  PartyA: digits,
  PartyB: kenyanMsisdn,
  Remarks: z.string().min(1).max(100),
  QueueTimeOutURL: httpUrl,
  ResultURL: httpUrl,
  Occasion: z.string().max(100).optional(),
});
const b2cBodyV3 = b2cBody.extend({ OriginatorConversationID: z.string().min(1).max(64) });

const statusBody = z.object({
  Initiator: z.string().min(1),
  SecurityCredential: z.string().min(1),
  CommandID: z.literal('TransactionStatusQuery'),
  TransactionID: z.string().optional(),
  OriginalConversationID: z.string().optional(),
  PartyA: digits,
  IdentifierType: digits,
  ResultURL: httpUrl,
  QueueTimeOutURL: httpUrl,
  Remarks: z.string().min(1).max(100),
  Occasion: z.string().optional(),
});

export function registerB2cRoutes(app: FastifyInstance, ctx: DarajaCtx): void {
  app.post('/mpesa/b2c/v3/paymentrequest', (req, reply) => paymentRequest(ctx, req, reply, 'v3'));
  app.post('/mpesa/b2c/v1/paymentrequest', (req, reply) => paymentRequest(ctx, req, reply, 'v1'));
  app.post('/mpesa/transactionstatus/v1/query', (req, reply) => transactionStatus(ctx, req, reply));
}

async function paymentRequest(
  ctx: DarajaCtx,
  request: FastifyRequest,
  reply: FastifyReply,
  version: 'v1' | 'v3',
) {
  if (refuseBadToken(ctx, request, reply)) return reply;
  const parsed = (version === 'v3' ? b2cBodyV3 : b2cBody).safeParse(request.body);
  if (!parsed.success) return reply.code(400).send(invalidField(parsed.error));
  const body = parsed.data;
  const originatorId = body.OriginatorConversationID ?? `${randomDigits(5)}-${randomDigits(8)}-1`;
  // The v3 OriginatorConversationID is the caller's idempotency key: a repeat gets the first answer, no second payout.
  const payment = ctx.engine.find('mpesa-b2c', originatorId) ?? createPayout(ctx, originatorId, body);
  if (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'initiate', reply, SERVER_ERROR()))
    return reply;
  return reply.send({
    ConversationID: payment.wire.conversationId,
    OriginatorConversationID: payment.ref,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  });
}

function createPayout(ctx: DarajaCtx, originatorId: string, body: z.infer<typeof b2cBody>): SimPayment {
  const plan = b2cPlan(body.PartyB);
  const payment = ctx.engine.create({
    product: 'mpesa-b2c',
    ref: originatorId,
    msisdn: body.PartyB,
    amount: String(body.Amount),
    currency: 'KES',
    externalId: originatorId,
    plan,
    wire: {
      conversationId: conversationId(new Date(ctx.engine.now())),
      resultUrl: body.ResultURL,
      queueTimeoutUrl: body.QueueTimeOutURL,
      partyA: body.PartyA,
      commandId: body.CommandID,
    },
  });
  if (plan.scenario === QUEUE_TIMEOUT_SCENARIO) scheduleQueueTimeout(ctx, payment);
  return payment;
}

/** The request "expires in the queue": a notice to QueueTimeOutURL, while the payout itself stays unresolved. */
function scheduleQueueTimeout(ctx: DarajaCtx, payment: SimPayment): void {
  ctx.engine.schedule(ctx.engine.settings.behaviour.expiryMs, () => {
    if (payment.status !== 'PENDING' || ctx.engine.faultsOf(payment).dropCallbacks) return;
    const url = String(payment.wire.queueTimeoutUrl);
    void ctx.engine.deliver({ url, method: 'POST', body: queueTimeoutBody(payment) }, payment);
  });
}

async function transactionStatus(ctx: DarajaCtx, request: FastifyRequest, reply: FastifyReply) {
  if (refuseBadToken(ctx, request, reply)) return reply;
  const parsed = statusBody.safeParse(request.body);
  if (!parsed.success) return reply.code(400).send(invalidField(parsed.error));
  const body = parsed.data;
  const payment = findQueried(ctx, body.OriginalConversationID, body.TransactionID);
  if (
    payment &&
    (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'status', reply, SERVER_ERROR()))
  )
    return reply;
  const now = new Date(ctx.engine.now());
  const ids = {
    originatorId: `${randomDigits(5)}-${randomDigits(8)}-1`,
    conversationId: conversationId(now),
  };
  const resultBody = transactionStatusResult(ctx.engine, payment, ids, body.Occasion);
  const faults = payment ? ctx.engine.faultsOf(payment) : ctx.engine.settings.faults;
  if (!faults.dropCallbacks) {
    ctx.engine.schedule(
      faults.callbackDelayMs,
      () => void ctx.engine.deliver({ url: body.ResultURL, method: 'POST', body: resultBody }, payment),
    );
  }
  return reply.send({
    OriginatorConversationID: ids.originatorId,
    ConversationID: ids.conversationId,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  });
}

function findQueried(
  ctx: DarajaCtx,
  originalConversationId?: string,
  transactionId?: string,
): SimPayment | undefined {
  if (originalConversationId) return ctx.engine.find('mpesa-b2c', originalConversationId);
  if (!transactionId) return undefined;
  return ctx.engine.list().find((p) => p.transactionId === transactionId);
}

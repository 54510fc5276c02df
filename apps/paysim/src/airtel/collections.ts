import { createHmac, randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AirtelCredentials } from '../config.ts';
import { injectFaults } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import type { Settings } from '../settings.ts';
import type { CallbackRequest, ProductSpec, SimPayment, StatusView } from '../types.ts';
import { admitMoneyCall } from './money-call.ts';
import { airtelCollectionPlan, airtelFailure } from './scenarios.ts';
import {
  type AirtelContext,
  amount,
  envelope,
  messageOf,
  msisdn,
  serverError,
  transactionId,
} from './wire.ts';

/**
 * Collections (USSD push): `POST /merchant/v1/payments/`, or v2 signed; a reused transaction.id is refused
 * (ESB000041). The result is POSTed to the one callback URL of the application (behaviour.airtelCallbackUrl),
 * with a `hash` (HMAC-SHA256, base64) of the transaction object.
 */

const collectionBody = z.object({
  reference: z.string().min(1).max(64),
  subscriber: z.object({ country: z.string().optional(), currency: z.string().optional(), msisdn }),
  transaction: z.object({
    amount,
    country: z.string().optional(),
    currency: z.string().optional(),
    id: transactionId,
  }),
});

export async function collect(
  ctx: AirtelContext,
  request: FastifyRequest,
  reply: FastifyReply,
  signed: boolean,
) {
  const admitted = admitMoneyCall(ctx, request, reply, {
    kind: 'collection',
    signed,
    schema: collectionBody,
    invalidCode: 'DP00800001004',
  });
  if (!admitted) return reply;
  const { currency, body } = admitted;
  if (ctx.engine.find('airtel-collection', body.transaction.id)) {
    return reply.send(
      envelope(null, '400', 'External Transaction ID already exists', 'ESB000041', 'DP00800001011', false),
    );
  }
  const payment = ctx.engine.create({
    product: 'airtel-collection',
    ref: body.transaction.id,
    msisdn: body.subscriber.msisdn,
    amount: String(body.transaction.amount),
    currency,
    externalId: body.transaction.id,
    plan: airtelCollectionPlan(body.subscriber.msisdn),
    wire: { payerMessage: body.reference, signed },
  });
  if (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'initiate', reply, serverError()))
    return reply;
  return reply.send(
    envelope({ id: body.transaction.id, status: 'SUCCESS' }, '200', 'SUCCESS', 'ESB000010', 'DP00800001006'),
  );
}

/** Airtel money ids as observed, e.g. MP210603.1234.L06941. */
export function airtelMoneyId(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `MP${date}.${randomDigits(4)}.L${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

/** The callback of a collection: only TS and TF exist there (§1.6); pending sends nothing. */
function airtelCallbacks(
  payment: SimPayment,
  view: StatusView,
  settings: Settings,
  key: string,
): CallbackRequest[] {
  const url = settings.behaviour.airtelCallbackUrl;
  if (!url || view.status === 'PENDING') return [];
  const transaction: Record<string, unknown> = {
    id: payment.ref,
    message: messageOf(payment, view),
    status_code: view.status === 'SUCCESSFUL' ? 'TS' : 'TF',
  };
  if (view.status === 'SUCCESSFUL' && payment.transactionId) {
    transaction.airtel_money_id = payment.transactionId;
  }
  const hash = createHmac('sha256', key).update(JSON.stringify(transaction)).digest('base64');
  return [{ url, method: 'POST', body: { transaction, hash } }];
}

/** The collection's product spec, bound to the application's key that hashes its callbacks. */
export function collectionSpec(credentials: AirtelCredentials): ProductSpec {
  return {
    product: 'airtel-collection',
    payerPrompt: true,
    declineFailure: airtelFailure('DP00800001008'),
    contradictingFailure: airtelFailure('DP00800001008'),
    newTransactionId: () => airtelMoneyId(),
    callbacks: (payment, view, settings) => airtelCallbacks(payment, view, settings, credentials.callbackKey),
  };
}

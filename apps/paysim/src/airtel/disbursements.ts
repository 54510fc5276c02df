import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { injectFaults } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import type { ProductSpec } from '../types.ts';
import { pinAccepted } from './message-signing.ts';
import { admitMoneyCall } from './money-call.ts';
import { airtelDisbursementPlan, airtelFailure } from './scenarios.ts';
import {
  type AirtelContext,
  amount,
  envelope,
  msisdn,
  serverError,
  statusEnvelope,
  transactionId,
} from './wire.ts';

/**
 * Disbursements: `POST /standard/v1/disbursements/`, or v3 signed (payee.wallet_type, transaction.type);
 * the final status comes in the answer. Every `pin` must decrypt to the wallet PIN; a reused
 * transaction.id is refused (DP00900001017).
 */

const disbursementBody = z.object({
  payee: z.object({
    msisdn,
    name: z.string().optional(),
    currency: z.string().optional(),
    wallet_type: z.enum(['NORMAL', 'SALARY']).optional(),
  }),
  reference: z.string().min(1).max(64),
  pin: z.string().min(1),
  transaction: z.object({ amount, id: transactionId, type: z.enum(['B2C', 'B2B']).optional() }),
});

export async function disburse(
  ctx: AirtelContext,
  request: FastifyRequest,
  reply: FastifyReply,
  signed: boolean,
) {
  const admitted = admitMoneyCall(ctx, request, reply, {
    kind: 'disbursement',
    signed,
    schema: disbursementBody,
    invalidCode: 'DP00900001004',
  });
  if (!admitted) return reply;
  const { currency, body } = admitted;
  // The PIN is checked before anything is created: a refused payout moves no money.
  if (!pinAccepted(ctx, body.pin, reply)) return reply;
  if (ctx.engine.find('airtel-disbursement', body.transaction.id)) {
    return reply.send(
      envelope(
        null,
        '400',
        'Duplicate Transaction Id. To know the status of the actual transaction, please do transaction enquiry.',
        'ESB000041',
        'DP00900001017',
        false,
      ),
    );
  }
  const payment = ctx.engine.create({
    product: 'airtel-disbursement',
    ref: body.transaction.id,
    msisdn: body.payee.msisdn,
    amount: String(body.transaction.amount),
    currency,
    externalId: body.transaction.id,
    plan: airtelDisbursementPlan(body.payee.msisdn),
    wire: { payerMessage: body.reference, signed },
  });
  if (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'initiate', reply, serverError()))
    return reply;
  // The final status usually comes in the answer itself (§1.8).
  return reply.send(statusEnvelope(payment, ctx.engine.view(payment), 'disbursement'));
}

export function disbursementSpec(): ProductSpec {
  return {
    product: 'airtel-disbursement',
    payerPrompt: false,
    declineFailure: airtelFailure('DP00900001012'),
    contradictingFailure: airtelFailure('DP00900001007'),
    newTransactionId: () => `disburs-${randomDigits(10)}`,
    // No disbursement callback is documented by any source (§1.8).
    callbacks: () => [],
  };
}

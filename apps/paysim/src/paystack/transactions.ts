import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Engine } from '../engine.ts';
import { injectFaults } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import type { SimPayment, StatusView } from '../types.ts';
import { chargePlan } from './scenarios.ts';
import { type Authorised, amountField, firstIssue, REFERENCE, SERVER_ERROR } from './wire.ts';

/**
 * Paystack's hosted checkout (Nigeria): POST /transaction/initialize → a checkout URL, the payer pays there
 * (the simulator's payer page stands in for it), GET /transaction/verify/:reference.
 */

const initializeBody = z.object({
  email: z
    .string()
    .min(3)
    .max(254)
    .regex(/^[^@\s]+@[^@\s]+$/),
  amount: amountField,
  currency: z.string().length(3).default('NGN'),
  reference: z.string().regex(REFERENCE).optional(),
  callback_url: z.string().url().optional(),
  channels: z.array(z.string()).optional(),
  metadata: z.unknown().optional(),
});

export function registerPaystackTransactions(
  app: FastifyInstance,
  engine: Engine,
  authorised: Authorised,
  baseUrl: () => string,
): void {
  app.post('/transaction/initialize', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = initializeBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ status: false, message: firstIssue(parsed.error) });
    const body = parsed.data;
    const reference = body.reference ?? randomUUID().replaceAll('-', '').slice(0, 12);
    if (engine.find('paystack-charge', reference)) {
      return reply.code(400).send({ status: false, message: 'Duplicate Transaction Reference' });
    }
    const digits = body.email.split('@')[0]?.replace(/\D/g, '') ?? '';
    const metadata = (body.metadata ?? {}) as Record<string, unknown>;
    const accessCode = randomUUID().replaceAll('-', '').slice(0, 15);
    const payment = engine.create({
      product: 'paystack-charge',
      ref: reference,
      msisdn: digits,
      amount: String(body.amount),
      currency: body.currency,
      externalId: typeof metadata.paymentId === 'string' ? metadata.paymentId : reference,
      plan: chargePlan(digits),
      wire: { email: body.email, metadata, accessCode, id: Number(randomDigits(9)) },
    });
    if (await injectFaults(engine, engine.faultsOf(payment), 'initiate', reply, SERVER_ERROR)) return reply;
    return reply.send({
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${baseUrl()}/checkout/${accessCode}`,
        access_code: accessCode,
        reference,
      },
    });
  });

  app.get('/transaction/verify/:reference', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { reference } = request.params as { reference: string };
    const payment = engine.find('paystack-charge', reference);
    if (!payment) {
      return reply.code(400).send({ status: false, message: 'Transaction reference not found' });
    }
    if (await injectFaults(engine, engine.faultsOf(payment), 'status', reply, SERVER_ERROR)) return reply;
    return reply.send({
      status: true,
      message: 'Verification successful',
      data: chargeData(payment, engine.view(payment)),
    });
  });

  /** The hosted checkout: the simulator's payer page answers it (approve or decline the prompt). */
  app.get('/checkout/:accessCode', async (_request, reply) => reply.redirect('/'));
}

export function chargeData(payment: SimPayment, view: StatusView) {
  const mobileMoney = payment.wire.channel === 'mobile_money';
  const waiting = mobileMoney ? 'ongoing' : 'abandoned';
  const status =
    view.status === 'SUCCESSFUL' ? 'success' : view.status === 'FAILED' ? view.failure?.code : waiting;
  const gateway =
    view.status === 'SUCCESSFUL'
      ? 'Successful'
      : (view.failure?.message ?? 'The transaction was not completed');
  return {
    id: payment.wire.id,
    domain: 'test',
    status,
    reference: payment.ref,
    amount: Number(payment.amount),
    currency: payment.currency,
    channel: mobileMoney ? 'mobile_money' : 'card',
    gateway_response: gateway,
    paid_at: view.status === 'SUCCESSFUL' ? new Date(payment.finalAtMs ?? 0).toISOString() : null,
    created_at: new Date(payment.createdAtMs).toISOString(),
    metadata: payment.wire.metadata,
    customer: { email: payment.wire.email },
  };
}

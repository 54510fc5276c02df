import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Engine } from '../engine.ts';
import { injectFaults } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import type { SimPayment, StatusView } from '../types.ts';
import { SIMULATED_BANKS, transferPlan, transferRefusal } from './scenarios.ts';
import { type Authorised, amountField, firstIssue, SERVER_ERROR } from './wire.ts';

/**
 * Paystack Transfers: POST /transferrecipient (nuban, or Ghana's mobile_money), POST /transfer (a reused
 * reference refused), GET /transfer/verify/:reference.
 */

const recipientBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('nuban'),
    name: z.string().min(1).max(100),
    account_number: z.string().regex(/^\d{10}$/),
    bank_code: z.string().regex(/^\d{3,6}$/),
    currency: z.string().length(3).default('NGN'),
  }),
  // Ghana's mobile money: the wallet's number and the telco's code (GET /bank?currency=GHS&type=mobile_money).
  z.object({
    type: z.literal('mobile_money'),
    name: z.string().min(1).max(100),
    account_number: z.string().regex(/^0\d{9}$/),
    bank_code: z.enum(['MTN', 'ATL', 'VOD']),
    currency: z.string().length(3).default('GHS'),
  }),
]);

const transferBody = z.object({
  source: z.literal('balance'),
  amount: amountField,
  recipient: z.string().regex(/^RCP_[a-z0-9]+$/),
  reference: z.string().regex(/^[a-z0-9_-]{16,50}$/),
  reason: z.string().max(200).optional(),
  currency: z.string().length(3).default('NGN'),
});

interface Recipient {
  id: number;
  code: string;
  type: 'nuban' | 'mobile_money';
  name: string;
  accountNumber: string;
  bankCode: string;
  currency: string;
}

export function registerPaystackTransfers(
  app: FastifyInstance,
  engine: Engine,
  authorised: Authorised,
): void {
  const recipients = new Map<string, Recipient>();

  app.post('/transferrecipient', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = recipientBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ status: false, message: firstIssue(parsed.error) });
    const body = parsed.data;
    const refusal = transferRefusal(body.account_number);
    if (refusal?.startsWith('Could not resolve')) {
      return reply.code(400).send({ status: false, message: refusal });
    }
    const key = `${body.bank_code}:${body.account_number}`;
    let recipient = [...recipients.values()].find((r) => `${r.bankCode}:${r.accountNumber}` === key);
    if (!recipient) {
      recipient = {
        id: Number(randomDigits(8)),
        code: `RCP_${randomUUID().replaceAll('-', '').slice(0, 15)}`,
        type: body.type,
        name: body.name,
        accountNumber: body.account_number,
        bankCode: body.bank_code,
        currency: body.currency,
      };
      recipients.set(recipient.code, recipient);
    }
    return reply.code(201).send({
      status: true,
      message: 'Transfer recipient created successfully',
      data: recipientData(recipient),
    });
  });

  app.post('/transfer', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = transferBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ status: false, message: firstIssue(parsed.error) });
    const body = parsed.data;
    const recipient = recipients.get(body.recipient);
    if (!recipient) return reply.code(400).send({ status: false, message: 'Recipient specified is invalid' });
    if (engine.find('paystack-transfer', body.reference)) {
      // The meaning Paystack's error page gives; its exact wording is not published (docs/payments.md).
      return reply
        .code(400)
        .send({ status: false, message: 'This reference has already been used on a prior transfer' });
    }
    const refusal = transferRefusal(recipient.accountNumber);
    if (refusal) return reply.code(400).send({ status: false, message: refusal });
    const payment = engine.create({
      product: 'paystack-transfer',
      ref: body.reference,
      msisdn:
        recipient.type === 'mobile_money'
          ? `233${recipient.accountNumber.slice(1)}`
          : recipient.accountNumber,
      amount: String(body.amount),
      currency: body.currency,
      externalId: body.reference,
      plan: transferPlan(recipient.accountNumber),
      wire: {
        recipient,
        reason: body.reason ?? '',
        transferCode: `TRF_${randomUUID().replaceAll('-', '').slice(0, 15)}`,
        id: Number(randomDigits(9)),
      },
    });
    if (await injectFaults(engine, engine.faultsOf(payment), 'initiate', reply, SERVER_ERROR)) return reply;
    const data = transferData(payment, engine.view(payment));
    return reply.send({ status: true, message: 'Transfer has been queued', data });
  });

  app.get('/transfer/verify/:reference', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { reference } = request.params as { reference: string };
    const payment = engine.find('paystack-transfer', reference);
    if (!payment) return reply.code(404).send({ status: false, message: 'Transfer not found' });
    if (await injectFaults(engine, engine.faultsOf(payment), 'status', reply, SERVER_ERROR)) return reply;
    return reply.send({
      status: true,
      message: 'Transfer retrieved',
      data: transferData(payment, engine.view(payment)),
    });
  });
}

function recipientData(r: Recipient) {
  return {
    active: true,
    currency: r.currency,
    id: r.id,
    name: r.name,
    recipient_code: r.code,
    type: r.type,
    details: {
      account_number: r.accountNumber,
      account_name: r.name,
      bank_code: r.bankCode,
      bank_name: SIMULATED_BANKS.find(([code]) => code === r.bankCode)?.[1] ?? 'Simulated Bank',
    },
  };
}

export function transferData(payment: SimPayment, view: StatusView) {
  const recipient = payment.wire.recipient as Recipient;
  const status =
    view.status === 'SUCCESSFUL'
      ? 'success'
      : view.status === 'FAILED'
        ? (view.failure?.code ?? 'failed')
        : 'pending';
  return {
    id: payment.wire.id,
    domain: 'test',
    amount: Number(payment.amount),
    currency: payment.currency,
    source: 'balance',
    reason: payment.wire.reason,
    reference: payment.ref,
    transfer_code: payment.wire.transferCode,
    status,
    failures: view.status === 'FAILED' ? view.failure?.message : null,
    recipient: { ...recipientData(recipient), recipient_code: recipient.code },
    session:
      view.status === 'SUCCESSFUL'
        ? { provider: 'nip', id: payment.transactionId }
        : { provider: null, id: null },
    createdAt: new Date(payment.createdAtMs).toISOString(),
  };
}

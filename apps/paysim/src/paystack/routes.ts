import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PaystackCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { bearerToken, injectFaults, sameSecret } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import { faultsFor, type Settings } from '../settings.ts';
import type { CallbackRequest, ProductSpec, SimPayment, StatusView } from '../types.ts';
import { registerPaystackMobileMoney } from './mobile-money.ts';
import {
  accountNameOf,
  chargePlan,
  PAYSTACK_DECLINE,
  SIMULATED_BANKS,
  transferPlan,
  transferRefusal,
} from './scenarios.ts';

/**
 * Paystack's published contract as far as Sika uses it (market-payments.md §4; PaystackOSS/openapi):
 * `Authorization: Bearer <secret key>`; amounts are integers in the currency's subunit (kobo);
 * POST /transaction/initialize → a checkout URL, GET /transaction/verify/:reference; POST
 * GET /bank (a fixed list of Nigerian banks), GET /bank/resolve (the account's name), POST
 * /transferrecipient (nuban), POST /transfer (duplicate reference refused), GET /transfer/verify/:reference;
 * webhooks `charge.success`, `transfer.success|failed|reversed` POSTed to the one URL of the account
 * (behaviour.paystackWebhookUrl) with `x-paystack-signature` = hex HMAC-SHA512(secret key, raw body).
 */

const REFERENCE = /^[A-Za-z0-9.=_-]{1,100}$/;
const amountField = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

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

const SERVER_ERROR = { status: false, message: 'An error occurred' };

export function registerPaystackRoutes(
  app: FastifyInstance,
  engine: Engine,
  credentials: PaystackCredentials,
  baseUrl: () => string,
): void {
  const recipients = new Map<string, Recipient>();
  const authorised = (request: FastifyRequest, reply: FastifyReply) => {
    if (sameSecret(bearerToken(request) ?? '', credentials.secretKey)) return true;
    void reply.code(401).send({ status: false, message: 'Invalid key' });
    return false;
  };

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

  registerPaystackMobileMoney(app, engine, authorised);

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

  app.get('/bank', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    if (
      await injectFaults(
        engine,
        faultsFor(engine.settings, { msisdn: '', externalId: '' }),
        'status',
        reply,
        SERVER_ERROR,
      )
    )
      return reply;
    const data = SIMULATED_BANKS.map(([code, name], index) => ({
      id: index + 1,
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      code,
      longcode: '',
      gateway: null,
      pay_with_bank: false,
      active: true,
      is_deleted: false,
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
    }));
    return reply.send({
      status: true,
      message: 'Banks retrieved',
      data,
      meta: { next: null, previous: null, perPage: 100 },
    });
  });

  app.get('/bank/resolve', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const query = request.query as { account_number?: string; bank_code?: string };
    const accountNumber = query.account_number ?? '';
    const bank = SIMULATED_BANKS.find(([code]) => code === query.bank_code);
    if (!/^\d{10}$/.test(accountNumber) || !bank) {
      return reply
        .code(422)
        .send({ status: false, message: 'Could not resolve account name. Check parameters or try again.' });
    }
    if (
      await injectFaults(
        engine,
        faultsFor(engine.settings, { msisdn: accountNumber, externalId: '' }),
        'status',
        reply,
        SERVER_ERROR,
      )
    )
      return reply;
    if (transferRefusal(accountNumber)?.startsWith('Could not resolve')) {
      return reply.code(422).send({ status: false, message: transferRefusal(accountNumber) });
    }
    return reply.send({
      status: true,
      message: 'Account number resolved',
      data: {
        account_number: accountNumber,
        account_name: accountNameOf(accountNumber),
        bank_id: SIMULATED_BANKS.indexOf(bank) + 1,
      },
    });
  });

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

function chargeData(payment: SimPayment, view: StatusView) {
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

function transferData(payment: SimPayment, view: StatusView) {
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

function webhook(settings: Settings, secretKey: string, body: unknown): CallbackRequest[] {
  const url = settings.behaviour.paystackWebhookUrl;
  if (!url) return [];
  const rawBody = JSON.stringify(body);
  const signature = createHmac('sha512', secretKey).update(rawBody).digest('hex');
  return [{ url, method: 'POST', body, rawBody, headers: { 'x-paystack-signature': signature } }];
}

/** The product specs, bound to the account's secret key that signs their webhooks. */
export function paystackSpecs(credentials: PaystackCredentials): ProductSpec[] {
  const charge: ProductSpec = {
    product: 'paystack-charge',
    payerPrompt: true,
    declineFailure: PAYSTACK_DECLINE,
    contradictingFailure: { code: 'reversed', message: 'Reversed' },
    newTransactionId: () => randomDigits(10),
    // Paystack sends charge.success only; an unpaid checkout just stays unpaid.
    callbacks: (payment, view, settings) =>
      view.status === 'SUCCESSFUL'
        ? webhook(settings, credentials.secretKey, {
            event: 'charge.success',
            data: chargeData(payment, view),
          })
        : [],
  };
  const transfer: ProductSpec = {
    product: 'paystack-transfer',
    payerPrompt: false,
    declineFailure: { code: 'failed', message: 'Transfer failed' },
    // Out-of-order mode: a success later reversed by the beneficiary's bank.
    contradictingFailure: { code: 'reversed', message: 'Transfer reversed' },
    newTransactionId: () => randomDigits(30),
    callbacks: (payment, view, settings) => {
      if (view.status === 'PENDING') return [];
      const data = transferData(payment, view);
      const event = `transfer.${data.status === 'success' ? 'success' : data.status === 'reversed' ? 'reversed' : 'failed'}`;
      return webhook(settings, credentials.secretKey, { event, data });
    },
  };
  return [charge, transfer];
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request';
}

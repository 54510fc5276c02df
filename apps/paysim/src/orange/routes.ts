import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrangeCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { basicCredentials, bearerToken, header, injectFaults, isHttpUrl, sameSecret } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import { testNumberIndex } from '../test-numbers.ts';
import type { TokenStore } from '../tokens.ts';
import type { Outcome, Plan, ProductSpec, SimFailure, SimPayment, StatusView, Timing } from '../types.ts';

/**
 * Orange Money Cameroon "omcoreapis" 1.0.2 (market-payments.md §3B): `POST /token` (Basic, form-encoded
 * client_credentials), then every call with the Bearer token AND `X-AUTH-TOKEN: base64(apiUser:apiPassword)`.
 * A payment is two calls: `…/mp/init` gives a single-use payToken, `…/mp/pay` pushes the USSD prompt
 * (PENDING); `…/mp/paymentstatus/{payToken}` reads it (SUCCESSFULL with a double L, FAILED, EXPIRED); the
 * result is POSTed to `notifUrl` as {payToken, status, message}. Payouts (cash-in to the subscriber) are the
 * same under `…/cashin/`. MSISDNs are 9 digits without 237; amounts whole francs without commas.
 */

const BASE = '/omcoreapis/1.0.2';
const WHOLE = /^\d{1,12}$/;

/** Only 60019 is documented (§3B); the other failure codes are the simulator's own. */
const TEXT: Record<string, string> = {
  '60019': 'Le solde du compte du payeur est insuffisant',
  REFUSED: 'Le client a refusé la transaction',
  SUBSCRIBER_NOT_FOUND: 'Le numéro n’a pas de compte Orange Money',
  EXPIRED: 'La demande a expiré',
};

function orangeFailure(code: string): SimFailure {
  return { code, message: TEXT[code] ?? code };
}

type Row = [scenario: string, timing: Timing, code: string | null];

/** Index = last seven digits − 3123450 (test-numbers.ts); code null = succeeds. */
const PAYER_ROWS: Row[] = [
  ['PayerInsufficient', 'now', '60019'],
  ['PayerRefused', 'now', 'REFUSED'],
  ['PayerExpired', 'expiry', 'EXPIRED'],
  ['PayerPending', 'never', null],
  ['PayerDelayed', 'delayed', null],
];
const PAYEE_ROWS: Row[] = [
  ['PayeeFloatTooLow', 'now', '60019'],
  ['PayeeNotFound', 'now', 'SUBSCRIBER_NOT_FOUND'],
  ['PayeeExpired', 'expiry', 'EXPIRED'],
  ['PayeePending', 'never', null],
  ['PayeeDelayed', 'delayed', null],
];

export const ORANGE_TEST_ROWS = { payer: PAYER_ROWS, payee: PAYEE_ROWS } as const;

function planFor(rows: Row[], msisdn: string, otherwise: Plan): Plan {
  const index = testNumberIndex(msisdn);
  const row = index === null ? undefined : rows[index];
  if (!row) return otherwise;
  const [scenario, timing, code] = row;
  const outcome: Outcome =
    code === null ? { status: 'SUCCESSFUL' } : { status: 'FAILED', failure: orangeFailure(code) };
  return { scenario, timing, outcome };
}

type Kind = 'mp' | 'cashin';
const PRODUCT = { mp: 'orange-mp', cashin: 'orange-cashin' } as const;

const payBody = z.object({
  notifUrl: z.string().refine(isHttpUrl, 'notifUrl must be a URL').optional(),
  channelUserMsisdn: z.string(),
  amount: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(WHOLE, 'amount: les virgules ne sont pas autorisées')),
  subscriberMsisdn: z
    .string()
    .regex(/^6\d{8}$/, "subscriberMsisdn: l'indicatif n'est pas autorisé. Exemple: 692954629"),
  pin: z.string(),
  orderId: z.string().min(1).max(64),
  description: z.string().max(255).optional(),
  payToken: z.string().min(1),
});

interface Ctx {
  engine: Engine;
  tokens: TokenStore;
  credentials: OrangeCredentials;
  /** payTokens issued by init and not yet used by pay. */
  issued: Set<string>;
}

export function registerOrangeRoutes(
  app: FastifyInstance,
  engine: Engine,
  tokens: TokenStore,
  credentials: OrangeCredentials,
): void {
  const ctx: Ctx = { engine, tokens, credentials, issued: new Set() };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/token', (req, reply) => issueToken(ctx, req, reply));
  for (const kind of ['mp', 'cashin'] as const) {
    app.post(`${BASE}/${kind}/init`, (req, reply) => init(ctx, kind, req, reply));
    app.post(`${BASE}/${kind}/pay`, (req, reply) => pay(ctx, kind, req, reply));
    app.get(`${BASE}/${kind}/paymentstatus/:payToken`, (req, reply) => status(ctx, kind, req, reply));
  }
  app.get(`${BASE}/mp/push/:payToken`, async (req, reply) => {
    if (refuse(ctx, req, reply)) return reply;
    const payment = ctx.engine.find('orange-mp', (req.params as { payToken: string }).payToken);
    if (!payment) return reply.code(404).send({ message: 'Transaction not found', data: null });
    return reply.send({ message: 'Push sent to customer', data: dataOf(payment, ctx.engine.view(payment)) });
  });
}

async function issueToken(ctx: Ctx, request: FastifyRequest, reply: FastifyReply) {
  const creds = basicCredentials(request);
  const form = (request.body ?? {}) as Record<string, string>;
  const valid =
    creds !== null &&
    sameSecret(creds[0], ctx.credentials.customerKey) &&
    sameSecret(creds[1], ctx.credentials.customerSecret);
  if (!valid)
    return reply
      .code(401)
      .send({ error: 'invalid_client', error_description: 'Client Authentication failed.' });
  if (form.grant_type !== 'client_credentials') {
    return reply
      .code(400)
      .send({ error: 'unsupported_grant_type', error_description: 'Unsupported grant_type value' });
  }
  if (
    await injectFaults(ctx.engine, ctx.engine.settings.faults, 'token', reply, fault('500', 'Internal error'))
  )
    return reply;
  const ttlS = ctx.engine.settings.behaviour.tokenTtlS;
  return reply.send({
    access_token: ctx.tokens.issue('orange', ttlS),
    scope: 'am_application_scope default',
    token_type: 'Bearer',
    expires_in: ttlS,
  });
}

function fault(code: string, message: string) {
  return { fault: { code, message, description: message } };
}

/** Bearer token and X-AUTH-TOKEN; answers 401 and returns true when either is wrong. */
function refuse(ctx: Ctx, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!ctx.tokens.isValid(bearerToken(request), 'orange')) {
    void reply.code(401).send(fault('900901', 'Invalid Credentials'));
    return true;
  }
  const expected = Buffer.from(`${ctx.credentials.apiUser}:${ctx.credentials.apiPassword}`).toString(
    'base64',
  );
  if (!sameSecret(header(request, 'x-auth-token') ?? '', expected)) {
    void reply.code(401).send(fault('900902', 'Invalid X-AUTH-TOKEN'));
    return true;
  }
  return false;
}

async function init(ctx: Ctx, kind: Kind, request: FastifyRequest, reply: FastifyReply) {
  if (refuse(ctx, request, reply)) return reply;
  const payToken = `${kind === 'mp' ? 'MP' : 'CI'}${new Date(ctx.engine.now()).toISOString().slice(2, 10).replaceAll('-', '')}${randomDigits(8)}${randomDigits(8)}`;
  ctx.issued.add(payToken);
  return reply.send({ message: 'Payment request successfully initiated', data: { payToken } });
}

async function pay(ctx: Ctx, kind: Kind, request: FastifyRequest, reply: FastifyReply) {
  if (refuse(ctx, request, reply)) return reply;
  const parsed = payBody.safeParse(request.body);
  if (!parsed.success) return reply.code(400).send({ message: z.prettifyError(parsed.error), data: null });
  const body = parsed.data;
  if (
    body.channelUserMsisdn !== ctx.credentials.channelMsisdn ||
    !sameSecret(body.pin, ctx.credentials.pin)
  ) {
    return reply.code(400).send({ message: '60011 :: Code PIN ou compte marchand invalide', data: null });
  }
  if (!ctx.issued.delete(body.payToken) || ctx.engine.find(PRODUCT[kind], body.payToken)) {
    return reply.code(400).send({ message: 'payToken invalide ou déjà utilisé', data: null });
  }
  const plan =
    kind === 'mp'
      ? planFor(PAYER_ROWS, body.subscriberMsisdn, {
          scenario: 'PayerApproval',
          timing: 'approval',
          outcome: { status: 'SUCCESSFUL' },
        })
      : planFor(PAYEE_ROWS, body.subscriberMsisdn, {
          scenario: 'PayeeSuccess',
          timing: 'payout',
          outcome: { status: 'SUCCESSFUL' },
        });
  const payment = ctx.engine.create({
    product: PRODUCT[kind],
    ref: body.payToken,
    msisdn: body.subscriberMsisdn,
    amount: body.amount,
    currency: 'XAF',
    externalId: body.orderId,
    plan,
    wire: {
      notifUrl: body.notifUrl ?? null,
      description: body.description ?? '',
      payerMessage: body.description ?? '',
      channelUserMsisdn: body.channelUserMsisdn,
      createtime: String(Math.floor(ctx.engine.now() / 1000)),
    },
  });
  if (
    await injectFaults(
      ctx.engine,
      ctx.engine.faultsOf(payment),
      'initiate',
      reply,
      fault('500', 'Internal error'),
    )
  )
    return reply;
  const view = ctx.engine.view(payment);
  const message =
    view.failure !== null
      ? `${view.failure.code} :: ${view.failure.message}`
      : kind === 'mp'
        ? 'Merchant payment successfully initiated'
        : 'Cashin successfully initiated';
  return reply.send({ message, data: dataOf(payment, view) });
}

async function status(ctx: Ctx, kind: Kind, request: FastifyRequest, reply: FastifyReply) {
  if (refuse(ctx, request, reply)) return reply;
  const payment = ctx.engine.find(PRODUCT[kind], (request.params as { payToken: string }).payToken);
  if (!payment) return reply.code(404).send({ message: 'Transaction not found', data: null });
  if (
    await injectFaults(
      ctx.engine,
      ctx.engine.faultsOf(payment),
      'status',
      reply,
      fault('500', 'Internal error'),
    )
  )
    return reply;
  return reply.send({
    message: 'Transaction retrieved successfully',
    data: dataOf(payment, ctx.engine.view(payment)),
  });
}

function statusWord(view: StatusView): string {
  if (view.status === 'SUCCESSFUL') return 'SUCCESSFULL';
  if (view.status === 'FAILED') return view.failure?.code === 'EXPIRED' ? 'EXPIRED' : 'FAILED';
  return 'PENDING';
}

/** The `data` object of pay, push and paymentstatus answers. */
function dataOf(payment: SimPayment, view: StatusView) {
  const initFailed = view.failure !== null && payment.finalAtMs === payment.createdAtMs;
  return {
    id: Number(payment.ref.slice(-8)),
    createtime: payment.wire.createtime,
    subscriberMsisdn: payment.msisdn,
    amount: Number(payment.amount),
    payToken: payment.ref,
    txnid: view.status === 'SUCCESSFUL' ? payment.transactionId : null,
    txnmode: payment.externalId,
    inittxnmessage: initFailed
      ? view.failure?.message
      : 'Paiement en attente. Le client doit valider en saisissant son code PIN.',
    inittxnstatus: initFailed ? view.failure?.code : '200',
    confirmtxnstatus:
      view.status === 'SUCCESSFUL' ? '200' : view.failure && !initFailed ? view.failure.code : null,
    confirmtxnmessage:
      view.status === 'SUCCESSFUL'
        ? `Successful Payment of ${payment.amount} FCFA`
        : view.failure && !initFailed
          ? view.failure.message
          : null,
    status: statusWord(view),
    notifUrl: payment.wire.notifUrl,
    description: payment.wire.description,
    channelUserMsisdn: payment.wire.channelUserMsisdn,
  };
}

function orangeCallbacks(payment: SimPayment, view: StatusView) {
  const url = payment.wire.notifUrl;
  if (typeof url !== 'string' || view.status === 'PENDING') return [];
  const message =
    view.status === 'SUCCESSFUL' ? 'Transaction completed' : (view.failure?.message ?? 'Transaction failed');
  return [
    { url, method: 'POST' as const, body: { payToken: payment.ref, status: statusWord(view), message } },
  ];
}

const txnId = (prefix: string) => () =>
  `${prefix}${new Date().toISOString().slice(2, 10).replaceAll('-', '')}.${randomDigits(4)}.B${randomDigits(5)}`;

export const orangeSpecs: ProductSpec[] = [
  {
    product: 'orange-mp',
    payerPrompt: true,
    declineFailure: orangeFailure('REFUSED'),
    contradictingFailure: orangeFailure('REFUSED'),
    newTransactionId: txnId('MP'),
    callbacks: orangeCallbacks,
  },
  {
    product: 'orange-cashin',
    payerPrompt: false,
    declineFailure: orangeFailure('SUBSCRIBER_NOT_FOUND'),
    contradictingFailure: orangeFailure('60019'),
    newTransactionId: txnId('CI'),
    callbacks: orangeCallbacks,
  },
];

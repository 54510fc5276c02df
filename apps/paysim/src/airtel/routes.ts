import { createHmac, createPublicKey, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AirtelCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { bearerToken, header, injectFaults, sameSecret } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import type { Settings } from '../settings.ts';
import type { TokenStore } from '../tokens.ts';
import type { CallbackRequest, ProductSpec, SimPayment, StatusView } from '../types.ts';
import { airtelCollectionPlan, airtelDisbursementPlan, airtelFailure } from './scenarios.ts';
import { AirtelKeys } from './signing.ts';

/**
 * Airtel Money Open API (market-payments.md §1): OAuth2 token (180 s, expires_in a string), USSD-push
 * collection `POST /merchant/v1/payments/`, enquiry `GET /standard/v1/payments/{id}`, disbursement
 * `POST /standard/v1/disbursements/` (final status in the answer) and its enquiry, all in the envelope
 * {data:{transaction}, status:{code, message, result_code, response_code, success}}. Every business call
 * needs X-Country and X-Currency; MSISDNs are national, 9 digits. A reused transaction.id is refused
 * (ESB000041 / DP00900001017). Collection results are POSTed to the one callback URL of the application
 * (behaviour.airtelCallbackUrl), with a `hash` (HMAC-SHA256, base64) of the transaction object.
 *
 * Message signing (§1.3): `POST /merchant/v2/payments/` and `POST /standard/v3/disbursements` take the v1
 * bodies (v3: payee.wallet_type, transaction.type) with `x-signature` / `x-key`, checked against the exact
 * bytes received; a mismatch is refused 403 (DP00800001026 / DP00900001016) before anything is created.
 * Every disbursement's `pin` must decrypt to the wallet PIN: ROUTER116 when it is not a PIN encrypted
 * with our key, ROUTER115 when it is the wrong PIN. `GET /v1/rsa/encryption-keys` gives the public key.
 */

/** The op-cos the simulator serves and their currencies. */
const COUNTRY_CURRENCY: Record<string, string> = {
  UG: 'UGX',
  ZM: 'ZMW',
  KE: 'KES',
  TZ: 'TZS',
  RW: 'RWF',
  MW: 'MWK',
};
/** Currencies with no minor unit: an amount with decimals is refused. */
const WHOLE_CURRENCIES = new Set(['UGX', 'RWF', 'TZS']);

const msisdn = z.string().regex(/^\d{9}$/, 'Invalid Msisdn Length. Msisdn Length should be 9');
const amount = z.number().positive();
const transactionId = z.string().min(1).max(64);

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

interface Ctx {
  engine: Engine;
  tokens: TokenStore;
  credentials: AirtelCredentials;
  keys: AirtelKeys;
}

/** The body exactly as received, which a signature covers. */
type RawBodyRequest = FastifyRequest & { rawBody?: string };

export function registerAirtelRoutes(
  app: FastifyInstance,
  engine: Engine,
  tokens: TokenStore,
  credentials: AirtelCredentials,
): void {
  const ctx: Ctx = {
    engine,
    tokens,
    credentials,
    keys: new AirtelKeys(credentials.privateKey, credentials.pin),
  };
  // In their own scope, so that only Airtel's routes keep the raw JSON text beside the parsed body.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
      const raw = String(text);
      (request as RawBodyRequest).rawBody = raw;
      try {
        done(null, raw.length === 0 ? undefined : JSON.parse(raw));
      } catch (error) {
        Object.assign(error as Error, { statusCode: 400 });
        done(error as Error, undefined);
      }
    });
    scope.post('/auth/oauth2/token', (req, reply) => issueToken(ctx, req, reply));
    scope.get('/v1/rsa/encryption-keys', (req, reply) => encryptionKeys(ctx, req, reply));
    scope.post('/merchant/v1/payments/', (req, reply) => collect(ctx, req, reply, false));
    scope.post('/merchant/v2/payments/', (req, reply) => collect(ctx, req, reply, true));
    scope.get('/standard/v1/payments/:id', (req, reply) => enquire(ctx, 'airtel-collection', req, reply));
    scope.post('/standard/v1/disbursements/', (req, reply) => disburse(ctx, req, reply, false));
    scope.post('/standard/v3/disbursements', (req, reply) => disburse(ctx, req, reply, true));
    for (const version of ['v1', 'v3']) {
      scope.get(`/standard/${version}/disbursements/:id`, (req, reply) =>
        enquire(ctx, 'airtel-disbursement', req, reply),
      );
    }
  });
}

/** The application's encryption key as the portal's key endpoint answers it (§1.3). */
function encryptionKeys(ctx: Ctx, request: FastifyRequest, reply: FastifyReply) {
  if (!gateway(ctx, request, reply)) return reply;
  const validUpto = new Date(ctx.engine.now() + 365 * 24 * 3600_000);
  return reply.send({
    data: { key_id: 1, key: publicKeyOf(ctx.credentials.privateKey), valid_upto: airtelDate(validUpto) },
    status: {
      code: '200',
      message: 'Success',
      result_code: 'ESB000010',
      response_code: 'DP02010001001',
      success: true,
    },
  });
}

/**
 * A signed call's check (§1.3): without both headers ROUTER003; a body that is not what they sealed 403
 * "X-signature and payload did not match". Answers and returns false when refused.
 */
function signatureAccepted(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'collection' | 'disbursement',
): boolean {
  const verdict = ctx.keys.verifyBody(
    (request as RawBodyRequest).rawBody ?? '',
    header(request, 'x-signature'),
    header(request, 'x-key'),
  );
  if (verdict === 'valid') return true;
  if (verdict === 'missing') {
    void reply
      .code(400)
      .send(envelope(null, '400', 'Missing header/body params', 'ROUTER003', 'ROUTER003', false));
    return false;
  }
  const code = kind === 'collection' ? 'DP00800001026' : 'DP00900001016';
  void reply
    .code(403)
    .send(
      envelope(null, '403', 'Forbidden. X-signature and payload did not match.', 'ESB000008', code, false),
    );
  return false;
}

const tokenBody = z.object({
  client_id: z.string(),
  client_secret: z.string(),
  grant_type: z.literal('client_credentials'),
});

async function issueToken(ctx: Ctx, request: FastifyRequest, reply: FastifyReply) {
  const parsed = tokenBody.safeParse(request.body);
  const valid =
    parsed.success &&
    sameSecret(parsed.data.client_id, ctx.credentials.clientId) &&
    sameSecret(parsed.data.client_secret, ctx.credentials.clientSecret);
  if (!valid) {
    return reply
      .code(400)
      .send({ error: 'invalid_client', error_description: 'Invalid client authentication' });
  }
  if (await injectFaults(ctx.engine, ctx.engine.settings.faults, 'token', reply, serverError())) return reply;
  const ttlS = Math.min(ctx.engine.settings.behaviour.tokenTtlS, 180);
  return reply.send({
    access_token: ctx.tokens.issue('airtel', ttlS),
    expires_in: String(ttlS),
    token_type: 'bearer',
  });
}

/** Bearer token, then X-Country / X-Currency (ROUTER006 / ROUTER112). Answers and returns null when refused. */
function gateway(ctx: Ctx, request: FastifyRequest, reply: FastifyReply): { currency: string } | null {
  if (!ctx.tokens.isValid(bearerToken(request), 'airtel')) {
    void reply.code(401).send(envelope(null, '401', 'Authorization failed', 'ESB000001', 'DP00800001026'));
    return null;
  }
  const country = header(request, 'x-country') ?? '';
  const expected = COUNTRY_CURRENCY[country];
  if (!expected) {
    void reply.code(400).send(envelope(null, '400', 'Invalid country', 'ROUTER006', 'ROUTER006'));
    return null;
  }
  if (header(request, 'x-currency') !== expected) {
    void reply.code(400).send(envelope(null, '400', 'Invalid currency', 'ROUTER112', 'ROUTER112'));
    return null;
  }
  return { currency: expected };
}

function wholeAmountProblem(currency: string, value: number): boolean {
  return WHOLE_CURRENCIES.has(currency) ? !Number.isInteger(value) : Math.round(value * 100) !== value * 100;
}

async function collect(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, signed: boolean) {
  const gate = gateway(ctx, request, reply);
  if (!gate) return reply;
  if (signed && !signatureAccepted(ctx, request, reply, 'collection')) return reply;
  const parsed = collectionBody.safeParse(request.body);
  if (!parsed.success || wholeAmountProblem(gate.currency, parsed.data.transaction.amount)) {
    const text = parsed.success ? 'Invalid amount' : z.prettifyError(parsed.error);
    return reply.code(400).send(envelope(null, '400', text, 'ESB000008', 'DP00800001004'));
  }
  const body = parsed.data;
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
    currency: gate.currency,
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

async function disburse(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, signed: boolean) {
  const gate = gateway(ctx, request, reply);
  if (!gate) return reply;
  if (signed && !signatureAccepted(ctx, request, reply, 'disbursement')) return reply;
  const parsed = disbursementBody.safeParse(request.body);
  if (!parsed.success || wholeAmountProblem(gate.currency, parsed.data.transaction.amount)) {
    const text = parsed.success ? 'Invalid amount' : z.prettifyError(parsed.error);
    return reply.code(400).send(envelope(null, '400', text, 'ESB000008', 'DP00900001004'));
  }
  const body = parsed.data;
  // The PIN is checked before anything is created: a refused payout moves no money.
  const pin = ctx.keys.verifyPin(body.pin);
  if (pin !== 'valid') {
    const [code, text] =
      pin === 'wrong' ? ['ROUTER115', 'Incorrect Pin'] : ['ROUTER116', 'Incorrect Encrypted Pin'];
    return reply.code(400).send(envelope(null, '400', text, code, code, false));
  }
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
    currency: gate.currency,
    externalId: body.transaction.id,
    plan: airtelDisbursementPlan(body.payee.msisdn),
    wire: { payerMessage: body.reference, signed },
  });
  if (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'initiate', reply, serverError()))
    return reply;
  // The final status usually comes in the answer itself (§1.8).
  return reply.send(statusEnvelope(payment, ctx.engine.view(payment), 'disbursement'));
}

async function enquire(
  ctx: Ctx,
  product: 'airtel-collection' | 'airtel-disbursement',
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!gateway(ctx, request, reply)) return reply;
  const { id } = request.params as { id: string };
  const payment = ctx.engine.find(product, id);
  if (!payment) {
    const code = product === 'airtel-collection' ? 'DP00800001025' : 'DP00900001015';
    return reply.send(envelope(null, '404', 'Transaction not found', 'ESB000045', code, false));
  }
  if (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'status', reply, serverError()))
    return reply;
  const kind = product === 'airtel-collection' ? 'collection' : 'disbursement';
  return reply.send(statusEnvelope(payment, ctx.engine.view(payment), kind));
}

/** The enquiry (and disbursement) answer: TS with airtel_money_id, TF with the failure's code, else TIP. */
function statusEnvelope(payment: SimPayment, view: StatusView, kind: 'collection' | 'disbursement') {
  const status = view.status === 'SUCCESSFUL' ? 'TS' : view.status === 'FAILED' ? 'TF' : 'TIP';
  const transaction: Record<string, unknown> = { id: payment.ref, status, message: messageOf(payment, view) };
  if (status === 'TS' && payment.transactionId) transaction.airtel_money_id = payment.transactionId;
  const prefix = kind === 'collection' ? 'DP008' : 'DP009';
  const responseCode =
    status === 'TS'
      ? `${prefix}00001001`
      : status === 'TF'
        ? (view.failure?.code ?? '')
        : `${prefix}00001006`;
  return envelope(transaction, '200', status === 'TF' ? 'FAILED' : 'SUCCESS', 'ESB000010', responseCode);
}

function messageOf(payment: SimPayment, view: StatusView): string {
  if (view.failure) return view.failure.message;
  if (view.status === 'SUCCESSFUL') {
    return `Paid ${payment.currency} ${payment.amount}. Trans ID ${payment.transactionId ?? ''}.`;
  }
  return 'Transaction in process';
}

function envelope(
  transaction: Record<string, unknown> | null,
  code: string,
  message: string,
  resultCode: string,
  responseCode: string,
  success = code === '200',
) {
  return {
    data: transaction === null ? {} : { transaction },
    status: { code, message, result_code: resultCode, response_code: responseCode, success },
  };
}

function serverError() {
  return envelope(null, '500', 'Something went wrong', 'ESB000001', 'DP00800001000', false);
}

function publicKeyOf(privateKeyPem: string): string {
  return createPublicKey(privateKeyPem).export({ type: 'spki', format: 'der' }).toString('base64');
}

/** dd-MM-yyyy HH:mm:ss, as `valid_upto` is written. */
function airtelDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}-${two(date.getUTCMonth() + 1)}-${date.getUTCFullYear()} ${two(
    date.getUTCHours(),
  )}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
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

export function airtelSpecs(credentials: AirtelCredentials): ProductSpec[] {
  const collection: ProductSpec = {
    product: 'airtel-collection',
    payerPrompt: true,
    declineFailure: airtelFailure('DP00800001008'),
    contradictingFailure: airtelFailure('DP00800001008'),
    newTransactionId: () => airtelMoneyId(),
    callbacks: (payment, view, settings) => airtelCallbacks(payment, view, settings, credentials.callbackKey),
  };
  const disbursement: ProductSpec = {
    product: 'airtel-disbursement',
    payerPrompt: false,
    declineFailure: airtelFailure('DP00900001012'),
    contradictingFailure: airtelFailure('DP00900001007'),
    newTransactionId: () => `disburs-${randomDigits(10)}`,
    // No disbursement callback is documented by any source (§1.8).
    callbacks: () => [],
  };
  return [collection, disbursement];
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MtnCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { basicCredentials, bearerToken, header, injectFaults, isHttpUrl, sameSecret } from '../http-util.ts';
import { DECIMAL_AMOUNT, decimalToHundredths, hundredthsToDecimal } from '../money.ts';
import type { TokenAudience, TokenStore } from '../tokens.ts';
import type { Plan, Product } from '../types.ts';
import { mtnStatusBody } from './bodies.ts';
import { collectionPlan, transferPlan } from './scenarios.ts';

/**
 * MTN MoMo Open API, Collection and Disbursement (integration-contracts.md §1.2 to §1.6):
 * token, request-to-pay / transfer (202, 409 on a reused X-Reference-Id), status GET, balance.
 */

interface ProductDef {
  product: Product & `mtn-${string}`;
  prefix: '/collection' | '/disbursement';
  resource: 'requesttopay' | 'transfer';
  partyField: 'payer' | 'payee';
  audience: TokenAudience;
  subscriptionKey: (c: MtnCredentials) => string;
  plan: (partyId: string) => Plan;
}

const PRODUCTS: ProductDef[] = [
  {
    product: 'mtn-collection',
    prefix: '/collection',
    resource: 'requesttopay',
    partyField: 'payer',
    audience: 'mtn-collection',
    subscriptionKey: (c) => c.collectionKey,
    plan: collectionPlan,
  },
  {
    product: 'mtn-disbursement',
    prefix: '/disbursement',
    resource: 'transfer',
    partyField: 'payee',
    audience: 'mtn-disbursement',
    subscriptionKey: (c) => c.disbursementKey,
    plan: transferPlan,
  },
];

/** Currency of each target environment; the sandbox only knows EUR. */
const ENVIRONMENT_CURRENCY: Record<string, string> = {
  sandbox: 'EUR',
  mtnghana: 'GHS',
  mtnuganda: 'UGX',
  mtnzambia: 'ZMW',
  mtncameroon: 'XAF',
  mtnnigeria: 'NGN',
};

/** The float a fresh disbursement account holds, in hundredths. */
const DISBURSEMENT_FLOAT = 100_000_000;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const note = z
  .string()
  .max(160)
  .refine((s) => !s.includes("'"), 'special characters such as the apostrophe are not allowed');
const party = z.object({
  partyIdType: z.enum(['MSISDN', 'EMAIL', 'PARTY_CODE']),
  partyId: z.string().min(1).max(64),
});
const baseBody = z.object({
  amount: z
    .string()
    .regex(DECIMAL_AMOUNT)
    .refine((a) => decimalToHundredths(a) > 0, 'amount must be positive'),
  currency: z.string().length(3),
  externalId: z.string().max(64).default(''),
  payerMessage: note.default(''),
  payeeNote: note.default(''),
});
const bodySchemas = {
  payer: baseBody.extend({ payer: party }),
  payee: baseBody.extend({ payee: party }),
};

const SUBSCRIPTION_DENIED = {
  statusCode: 401,
  message:
    'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
};
const SERVER_ERROR = { code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred.' };

export function registerMtnRoutes(
  app: FastifyInstance,
  engine: Engine,
  tokens: TokenStore,
  credentials: MtnCredentials,
): void {
  for (const def of PRODUCTS) {
    const ctx = { engine, tokens, credentials, def };
    app.post(`${def.prefix}/token/`, (req, reply) => issueToken(ctx, req, reply));
    app.post(`${def.prefix}/v1_0/${def.resource}`, (req, reply) => initiate(ctx, req, reply));
    app.get(`${def.prefix}/v1_0/${def.resource}/:referenceId`, (req, reply) => status(ctx, req, reply));
    app.get(`${def.prefix}/v1_0/account/balance`, (req, reply) => balance(ctx, req, reply));
  }
}

interface Ctx {
  engine: Engine;
  tokens: TokenStore;
  credentials: MtnCredentials;
  def: ProductDef;
}

async function issueToken(ctx: Ctx, request: FastifyRequest, reply: FastifyReply) {
  if (
    !sameSecret(header(request, 'ocp-apim-subscription-key') ?? '', ctx.def.subscriptionKey(ctx.credentials))
  ) {
    return reply.code(401).send(SUBSCRIPTION_DENIED);
  }
  const creds = basicCredentials(request);
  const valid =
    creds !== null &&
    sameSecret(creds[0], ctx.credentials.apiUser) &&
    sameSecret(creds[1], ctx.credentials.apiKey);
  if (!valid) return reply.code(401).send({ error: 'login_failed' });
  if (await injectFaults(ctx.engine, ctx.engine.settings.faults, 'token', reply, SERVER_ERROR)) return reply;
  const ttlS = ctx.engine.settings.behaviour.tokenTtlS;
  const accessToken = ctx.tokens.issue(ctx.def.audience, ttlS);
  return reply.send({ access_token: accessToken, token_type: 'access_token', expires_in: ttlS });
}

/** Gateway checks every product call makes: subscription key, bearer token, target environment. */
function refuseUnauthorised(ctx: Ctx, request: FastifyRequest, reply: FastifyReply): boolean {
  if (
    !sameSecret(header(request, 'ocp-apim-subscription-key') ?? '', ctx.def.subscriptionKey(ctx.credentials))
  ) {
    void reply.code(401).send(SUBSCRIPTION_DENIED);
    return true;
  }
  if (!ctx.tokens.isValid(bearerToken(request), ctx.def.audience)) {
    void reply.code(401).send({ statusCode: 401, message: 'Access denied due to invalid or expired token.' });
    return true;
  }
  if (header(request, 'x-target-environment') !== ctx.credentials.targetEnvironment) {
    void reply
      .code(400)
      .send(mtnError('NOT_ALLOWED_TARGET_ENVIRONMENT', 'Access to target environment is forbidden.'));
    return true;
  }
  return false;
}

async function initiate(ctx: Ctx, request: FastifyRequest, reply: FastifyReply) {
  if (refuseUnauthorised(ctx, request, reply)) return reply;
  const referenceId = header(request, 'x-reference-id') ?? '';
  if (!UUID_V4.test(referenceId))
    return reply.code(400).send(mtnError('BAD_REQUEST', 'X-Reference-Id must be a UUID version 4.'));
  const callbackUrl = header(request, 'x-callback-url') ?? null;
  const callbackProblem = checkCallbackUrl(callbackUrl, ctx.credentials.callbackHost);
  if (callbackProblem) return reply.code(400).send(callbackProblem);
  const parsed = bodySchemas[ctx.def.partyField].safeParse(request.body);
  if (!parsed.success) return reply.code(400).send(mtnError('BAD_REQUEST', z.prettifyError(parsed.error)));
  const body = parsed.data;
  const expectedCurrency = ENVIRONMENT_CURRENCY[ctx.credentials.targetEnvironment];
  if (expectedCurrency && body.currency !== expectedCurrency) {
    return reply.code(400).send(mtnError('INVALID_CURRENCY', `Currency must be ${expectedCurrency}.`));
  }
  if (ctx.engine.find(ctx.def.product, referenceId)) {
    return reply
      .code(409)
      .send(mtnError('RESOURCE_ALREADY_EXIST', 'Duplicated reference id. Creation of resource failed.'));
  }
  const partyValue = 'payer' in body ? body.payer : body.payee;
  const payment = ctx.engine.create({
    product: ctx.def.product,
    ref: referenceId,
    msisdn: partyValue.partyId,
    amount: body.amount,
    currency: body.currency,
    externalId: body.externalId,
    plan: partyValue.partyIdType === 'MSISDN' ? ctx.def.plan(partyValue.partyId) : ctx.def.plan(''),
    wire: {
      partyIdType: partyValue.partyIdType,
      payerMessage: body.payerMessage,
      payeeNote: body.payeeNote,
      callbackUrl,
    },
  });
  if (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'initiate', reply, SERVER_ERROR))
    return reply;
  return reply.code(202).send();
}

async function status(ctx: Ctx, request: FastifyRequest, reply: FastifyReply) {
  if (refuseUnauthorised(ctx, request, reply)) return reply;
  const { referenceId } = request.params as { referenceId: string };
  const payment = ctx.engine.find(ctx.def.product, referenceId);
  if (!payment)
    return reply.code(404).send(mtnError('RESOURCE_NOT_FOUND', 'Requested resource was not found.'));
  if (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'status', reply, SERVER_ERROR))
    return reply;
  return reply.send(mtnStatusBody(payment, ctx.engine.view(payment), ctx.engine.settings));
}

async function balance(ctx: Ctx, request: FastifyRequest, reply: FastifyReply) {
  if (refuseUnauthorised(ctx, request, reply)) return reply;
  const moved = ctx.engine
    .list()
    .filter((p) => p.product === ctx.def.product && p.status === 'SUCCESSFUL')
    .reduce((sum, p) => sum + decimalToHundredths(p.amount), 0);
  const available = ctx.def.product === 'mtn-collection' ? moved : DISBURSEMENT_FLOAT - moved;
  const currency = ENVIRONMENT_CURRENCY[ctx.credentials.targetEnvironment] ?? 'EUR';
  return reply.send({ availableBalance: hundredthsToDecimal(available), currency });
}

function checkCallbackUrl(url: string | null, allowedHost: string | null) {
  if (url === null) return null;
  if (!isHttpUrl(url)) return mtnError('BAD_REQUEST', 'X-Callback-Url is not a valid URL.');
  if (allowedHost !== null && new URL(url).hostname !== allowedHost) {
    return mtnError(
      'INVALID_CALLBACK_URL_HOST',
      'Callback URL host does not match the registered providerCallbackHost.',
    );
  }
  return null;
}

/** MTN's error body `{code, message}`. */
function mtnError(code: string, message: string) {
  return { code, message };
}

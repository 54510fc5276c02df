import { z } from 'zod';
import type { CallbackUrlSigner } from './callback-urls.ts';
import { basicAuth, callProvider, joinUrl, type ProviderAnswer } from './http.ts';
import { isPositiveSafeMinor, minorToWholeUnits, wholeUnitsToMinor } from './money.ts';
import {
  type CallbackInput,
  type FailureCode,
  failure,
  type InitiateResult,
  initiateOutcome,
  type ParsedCallback,
  type PaymentProvider,
  type PaymentRef,
  type PaymentRequest,
  type PaymentState,
  type StatusResult,
  unknownStatus,
} from './provider.ts';
import { issuedTokenOf, TokenCache } from './token-cache.ts';

/**
 * Orange Money Cameroon adapter, the local "omcoreapis" 1.0.2 (market-payments.md §3B; sources there:
 * NdoleStudio/orangemoney-go, karibu-cap/orange_money_apis_js and _go, y-note.cm's integration guide; no
 * public page of Orange itself). Deposits are merchant payments (USSD push), payouts are cash-in to the
 * player. Each is two calls: `init` issues a single-use payToken, `pay` spends it; the payToken is the
 * reference of every later status query, so it is what the adapter answers as `providerRef`. Orange does
 * not deduplicate `orderId` as far as any source shows: a payment is never paid twice because a payToken
 * can be paid once, and because after a lost answer we only ever ask (status), never pay again.
 *
 * The callback to our signed `notifUrl` carries {payToken, status, message}, unsigned: a hint, confirmed
 * by `paymentstatus` before any money moves. Amounts are whole francs (XAF has no minor unit).
 */

export interface OrangeMoneyConfig {
  baseUrl: string;
  customerKey: string;
  customerSecret: string;
  /** X-AUTH-TOKEN = base64(apiUser:apiPassword), issued by Orange or the aggregator. */
  apiUser: string;
  apiPassword: string;
  /** The merchant's channel user (9 digits) and its PIN, sent in every pay body. */
  channelMsisdn: string;
  pin: string;
  /** The currency our requests are in (XAF) and its scale (1). */
  currency: string;
  minorScale: number;
  /** Stripped from MSISDNs: Orange wants 6XXXXXXXX ("l'indicatif n'est pas autorisé"). */
  countryCode: string;
  timeoutMs: number;
}

export interface OrangeDeps {
  callbacks: CallbackUrlSigner;
  nowMs?: () => number;
}

const BASE = 'omcoreapis/1.0.2';

const dataSchema = z
  .object({
    payToken: z.string().optional(),
    status: z.string().nullish(),
    amount: z.union([z.number(), z.string()]).nullish(),
    txnid: z.string().nullish(),
    inittxnstatus: z.string().nullish(),
    inittxnmessage: z.string().nullish(),
    confirmtxnstatus: z.string().nullish(),
    confirmtxnmessage: z.string().nullish(),
  })
  .loose();
const answerSchema = z.object({ message: z.string().optional(), data: dataSchema.nullish() }).loose();

export function createOrangeMoneyProvider(config: OrangeMoneyConfig, deps: OrangeDeps): PaymentProvider {
  const tokens = new TokenCache(async () => {
    const answer = await callProvider({
      method: 'POST',
      url: joinUrl(config.baseUrl, 'token'),
      headers: { authorization: basicAuth(config.customerKey, config.customerSecret) },
      form: { grant_type: 'client_credentials' },
      timeoutMs: config.timeoutMs,
    });
    return issuedTokenOf(answer, 'Orange', 3600);
  }, deps.nowMs);
  const xAuthToken = Buffer.from(`${config.apiUser}:${config.apiPassword}`).toString('base64');

  async function sendOnce(method: 'GET' | 'POST', path: string, body?: unknown) {
    const token = await tokens.get().catch(() => null);
    if (token === null) return 'no-token' as const;
    return callProvider({
      method,
      url: joinUrl(config.baseUrl, `${BASE}/${path}`),
      headers: { authorization: `Bearer ${token}`, 'x-auth-token': xAuthToken },
      body,
      timeoutMs: config.timeoutMs,
    });
  }

  async function send(method: 'GET' | 'POST', path: string, body?: unknown) {
    const first = await sendOnce(method, path, body);
    if (first === 'no-token' || first.kind !== 'answered' || first.status !== 401) return first;
    tokens.invalidate();
    return sendOnce(method, path, body);
  }

  async function initiate(kind: 'mp' | 'cashin', request: PaymentRequest): Promise<InitiateResult> {
    const units = isPositiveSafeMinor(request.amountMinor)
      ? minorToWholeUnits(request.amountMinor, config.minorScale)
      : null;
    if (units === null) {
      return initiateOutcome(
        'FAILED',
        null,
        failure('INVALID_AMOUNT', 'AMOUNT', `bad amount ${request.amountMinor}`),
      );
    }
    if (request.currency !== config.currency) {
      return initiateOutcome(
        'FAILED',
        null,
        failure('INVALID_REQUEST', 'CURRENCY', `expected ${config.currency}`),
      );
    }
    // init moves no money: without its answer nothing exists at Orange, so it is safe to call it again.
    const started = await send('POST', `${kind}/init`);
    if (started === 'no-token') {
      return initiateOutcome('FAILED', null, failure('PROVIDER_UNAVAILABLE', 'TOKEN', 'no access token'));
    }
    const payToken =
      started.kind === 'answered' ? answerSchema.safeParse(started.json).data?.data?.payToken : undefined;
    if (started.kind !== 'answered' || started.status !== 200 || !payToken) {
      return initiateOutcome(
        'FAILED',
        null,
        failure(
          'PROVIDER_UNAVAILABLE',
          started.kind === 'answered' ? String(started.status) : 'INIT',
          'no payToken',
        ),
      );
    }
    const event = kind === 'mp' ? 'deposit' : 'payout';
    const msisdn = request.msisdn.startsWith(config.countryCode)
      ? request.msisdn.slice(config.countryCode.length)
      : request.msisdn;
    const paid = await send('POST', `${kind}/pay`, {
      notifUrl: deps.callbacks.urlFor(request.paymentId, event),
      channelUserMsisdn: config.channelMsisdn,
      amount: String(units),
      subscriberMsisdn: msisdn,
      pin: config.pin,
      orderId: orderIdOf(request),
      description: (request.description ?? (kind === 'mp' ? 'Depot Sika' : 'Retrait Sika')).slice(0, 120),
      payToken,
    });
    return readPay(paid, payToken, kind);
  }

  async function status(kind: 'mp' | 'cashin', ref: PaymentRef): Promise<StatusResult> {
    const answer = await send('GET', `${kind}/paymentstatus/${encodeURIComponent(ref.providerRef)}`);
    if (answer === 'no-token' || answer.kind === 'no-answer') return unknownStatus(ref.providerRef);
    // A payout Orange does not know stays UNKNOWN, never "not found": a resend would init a new payToken and
    // could pay twice, so a person looks at it once the order escalates. A deposit may say not found.
    if (answer.status === 404) return unknownStatus(ref.providerRef, kind === 'mp');
    const parsed = answerSchema.safeParse(answer.json);
    if (answer.status !== 200 || !parsed.success || !parsed.data.data) return unknownStatus(ref.providerRef);
    const data = parsed.data.data;
    const state = stateOf(data.status, data.confirmtxnstatus);
    if (state === 'UNKNOWN') return unknownStatus(ref.providerRef);
    return {
      state,
      providerRef: ref.providerRef,
      providerTxnId: state === 'SUCCESSFUL' ? (data.txnid ?? null) : null,
      amountMinor: data.amount == null ? null : wholeUnitsToMinor(data.amount, config.minorScale),
      currency: data.amount == null ? null : config.currency,
      failure: state === 'FAILED' ? failureOf(kind, data) : null,
      notFound: false,
      resultByCallback: false,
    };
  }

  return {
    code: 'orange-money',
    // The payToken is issued by Orange at initiation.
    newReference: () => null,
    initiateDeposit: (request) => initiate('mp', request),
    depositStatus: (ref) => status('mp', ref),
    initiatePayout: (request) => initiate('cashin', request),
    payoutStatus: (ref) => status('cashin', ref),
    parseCallback: (input) => parseOrangeCallback(deps.callbacks, input),
  };
}

/** Our own unique order id (Orange does not deduplicate it, but support can find the payment by it). */
function orderIdOf(request: PaymentRequest): string {
  return (request.providerRef ?? request.paymentId).replaceAll('-', '').slice(0, 30);
}

/** SUCCESSFULL (double L) with confirmtxnstatus 200 is success (NdoleStudio's reading); FAILED, EXPIRED, CANCELLED fail. */
function stateOf(status: string | null | undefined, confirm: string | null | undefined): PaymentState {
  if (status === 'SUCCESSFULL' || status === 'SUCCESSFUL')
    return confirm == null || confirm === '200' ? 'SUCCESSFUL' : 'UNKNOWN';
  if (status === 'FAILED' || status === 'EXPIRED' || status === 'CANCELLED') return 'FAILED';
  if (status === 'PENDING' || status === 'INITIATED') return 'PENDING';
  return 'UNKNOWN';
}

function failureOf(kind: 'mp' | 'cashin', data: z.infer<typeof dataSchema>) {
  const code = (data.confirmtxnstatus ?? data.inittxnstatus ?? data.status ?? 'FAILED') as string;
  const text = data.confirmtxnmessage ?? data.inittxnmessage ?? code;
  let reason: FailureCode = 'OTHER';
  if (data.status === 'EXPIRED' || code === 'EXPIRED') reason = 'EXPIRED';
  else if (data.status === 'CANCELLED' || code === 'REFUSED') reason = 'DECLINED';
  else if (code === '60019') reason = kind === 'mp' ? 'INSUFFICIENT_FUNDS' : 'PROVIDER_ERROR';
  else if (code === 'SUBSCRIBER_NOT_FOUND') reason = 'ACCOUNT_NOT_FOUND';
  return failure(reason, code, text);
}

/** pay's answer: PENDING (or already final) once accepted; a refusal with a FAILED status failed; else unknown. */
function readPay(
  answer: ProviderAnswer | 'no-token',
  payToken: string,
  kind: 'mp' | 'cashin',
): InitiateResult {
  if (answer === 'no-token' || answer.kind === 'no-answer' || answer.status >= 500) {
    // The payToken is kept: a status query about it tells whether the pay got through.
    return initiateOutcome('UNKNOWN', payToken);
  }
  const parsed = answerSchema.safeParse(answer.json);
  const data = parsed.success ? parsed.data.data : null;
  if (answer.status === 200 && data) {
    const state = stateOf(data.status, data.confirmtxnstatus);
    if (state === 'FAILED') return initiateOutcome('FAILED', payToken, failureOf(kind, data));
    return initiateOutcome('PENDING', payToken);
  }
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 401) {
    const text = parsed.success ? (parsed.data.message ?? `HTTP ${answer.status}`) : `HTTP ${answer.status}`;
    return initiateOutcome('FAILED', payToken, failure('INVALID_REQUEST', String(answer.status), text));
  }
  return initiateOutcome('UNKNOWN', payToken);
}

const callbackSchema = z
  .object({ payToken: z.string(), status: z.string(), message: z.string().optional() })
  .loose();

function parseOrangeCallback(callbacks: CallbackUrlSigner, input: CallbackInput): ParsedCallback | null {
  const target = callbacks.verify(input.url);
  if (!target || (target.event !== 'deposit' && target.event !== 'payout')) return null;
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    return null;
  }
  const parsed = callbackSchema.safeParse(json);
  if (!parsed.success) return null;
  const state = stateOf(parsed.data.status, null);
  return {
    provider: 'orange-money',
    kind: target.event,
    event: target.event,
    paymentId: target.paymentId,
    // A payout's stored reference is ours (the payToken is kept beside it), so only a deposit compares it.
    providerRef: target.event === 'deposit' ? parsed.data.payToken : null,
    state,
    providerTxnId: null,
    amountMinor: null,
    failure:
      state === 'FAILED'
        ? failure('OTHER', parsed.data.status, parsed.data.message ?? parsed.data.status)
        : null,
    requiresStatusQuery: true,
  };
}

import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { airtelPublicKey, encryptAirtelPin, signAirtelBody } from './airtel-signing.ts';
import { callProvider, joinUrl, type ProviderAnswer } from './http.ts';
import { isPositiveSafeMinor, minorToMajorNumber } from './money.ts';
import {
  type CallbackInput,
  type FailureCode,
  failure,
  type InitiateResult,
  initiateOutcome,
  type ParsedCallback,
  type PaymentFailure,
  type PaymentProvider,
  type PaymentRef,
  type PaymentRequest,
  type PaymentState,
  type StatusResult,
  unknownStatus,
} from './provider.ts';
import { TokenCache } from './token-cache.ts';

/**
 * Airtel Money Open API adapter (market-payments.md §1): USSD-push collection for deposits
 * (`POST /merchant/v1/payments/`), disbursement for payouts (`POST /standard/v1/disbursements/`), and
 * their enquiries. `transaction.id` is ours and is Airtel's dedupe key: a deposit uses our payment id
 * (so Airtel's callback, which names only that id, leads straight to the order), a payout the reference
 * stored before the call. A reused id is refused (ESB000041 / DP00900001017), so a retry never pays
 * twice; after a lost answer we enquire, never resend under a new id (§1.9).
 *
 * With Airtel's RSA public key in the settings, message signing is on (§1.3, airtel-signing.ts): the
 * collection goes to `POST /merchant/v2/payments/` and the disbursement to `POST /standard/v3/disbursements`,
 * each with `x-signature` / `x-key` over the exact bytes sent, and the PIN is encrypted afresh for each
 * payout (RSA PKCS#1 v1.5). Zambia requires it; without the key the v1 calls go unsigned.
 *
 * Airtel's callback goes to the one URL set in its portal, unsigned unless "callback with
 * authentication" is on (a base64 HMAC-SHA256 `hash`, over an unspecified canonical form: we hash the
 * `transaction` object as JSON, §1.6). Either way it is only a hint: money moves after the enquiry.
 */

export interface AirtelMoneyConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** X-Country: UG, ZM. */
  country: string;
  /** X-Currency and the currency our requests are in: UGX, ZMW. */
  currency: string;
  /** Minor units per major unit (Market.minorScale): 1 for UGX, 100 for ZMW. */
  minorScale: number;
  /** The country calling code stripped from MSISDNs: Airtel wants the 9 national digits. */
  countryCode: string;
  /** The disbursement wallet's PIN encrypted with Airtel's public key outside Sika (§1.3): used without `pin`. */
  encryptedPin: string;
  /**
   * Airtel's RSA public key (base64 DER as its portal gives it, or PEM). Set: every collection and
   * disbursement is signed (v2 / v3 paths) and `pin` is encrypted with it per call. Null: v1, unsigned.
   */
  publicKey: string | null;
  /** The disbursement wallet's PIN (4 digits), encrypted with `publicKey` for each payout; null: `encryptedPin`. */
  pin: string | null;
  /** Key of the callback `hash`; null = callbacks are not authenticated (they are hints either way). */
  callbackKey: string | null;
  timeoutMs: number;
}

export interface AirtelDeps {
  nowMs?: () => number;
}

const PENDING_CODES = new Set([
  'DP00800001000',
  'DP00800001006',
  'DP00800001024',
  'DP00900001000',
  'DP00900001006',
  'DP00900001014',
]);
const DUPLICATE_CODES = new Set(['ESB000041', 'DP00800001011', 'DP00900001011', 'DP00900001017']);
/** "Forbidden: x-signature and payload did not match" (collection, disbursement). */
const SIGNATURE_CODES = new Set(['DP00800001026', 'DP00900001016', 'DP00900001018']);
const NOT_FOUND_CODES = new Set(['DP00800001025', 'DP00900001015', 'ESB000045']);
/** Codes after which Airtel's own advice is "enquire": the request may have been processed. */
const ENQUIRE_CODES = new Set(['ESB000001', 'ESB000004', 'ROUTER117']);

const FAILURES: Record<string, FailureCode> = {
  DP00800001002: 'WRONG_PIN',
  DP00800001003: 'LIMIT_REACHED',
  DP00800001004: 'INVALID_AMOUNT',
  DP00800001005: 'EXPIRED',
  DP00800001007: 'INSUFFICIENT_FUNDS',
  DP00800001008: 'DECLINED',
  DP00800001009: 'DECLINED',
  DP00800001010: 'NOT_ALLOWED',
  DP00800001029: 'EXPIRED',
  DP00900001003: 'LIMIT_REACHED',
  DP00900001004: 'INVALID_AMOUNT',
  DP00900001005: 'PROVIDER_ERROR',
  // Our disbursement float is too low: an operator problem, not the player's.
  DP00900001007: 'PROVIDER_ERROR',
  DP00900001009: 'NOT_ALLOWED',
  DP00900001010: 'NOT_ALLOWED',
  DP00900001012: 'ACCOUNT_NOT_FOUND',
  DP00900001013: 'DECLINED',
  DP00900001019: 'NOT_ALLOWED',
  // The PIN of a disbursement is our wallet's, not the player's: an operator problem, like the float.
  ROUTER115: 'PROVIDER_ERROR',
  ROUTER116: 'INVALID_REQUEST',
  DP00800001026: 'INVALID_REQUEST',
  DP00900001016: 'INVALID_REQUEST',
  DP00900001018: 'INVALID_REQUEST',
};

const envelopeSchema = z
  .object({
    data: z
      .object({
        transaction: z
          .object({
            id: z.union([z.string(), z.number(), z.boolean()]).optional(),
            status: z.string().optional(),
            airtel_money_id: z.string().optional(),
            message: z.string().optional(),
          })
          .loose()
          .optional(),
      })
      .loose()
      .nullish(),
    status: z
      .object({
        code: z.union([z.string(), z.number()]).optional(),
        message: z.string().optional(),
        result_code: z.string().optional(),
        response_code: z.string().optional(),
        success: z.boolean().optional(),
      })
      .loose(),
  })
  .loose();
type Envelope = z.infer<typeof envelopeSchema>;

export function createAirtelMoneyProvider(config: AirtelMoneyConfig, deps: AirtelDeps = {}): PaymentProvider {
  // Parsed once, when the adapters are built: a malformed key throws there, not at each payment.
  const publicKey: KeyObject | null = config.publicKey ? airtelPublicKey(config.publicKey) : null;
  const tokens = new TokenCache(async () => {
    const answer = await callProvider({
      method: 'POST',
      url: joinUrl(config.baseUrl, 'auth/oauth2/token'),
      headers: { accept: '*/*' },
      body: {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
      },
      timeoutMs: config.timeoutMs,
    });
    const body =
      answer.kind === 'answered' ? (answer.json as { access_token?: unknown; expires_in?: unknown }) : null;
    if (answer.kind !== 'answered' || answer.status !== 200 || typeof body?.access_token !== 'string') {
      throw new Error('Airtel token unavailable');
    }
    // expires_in is a string ("180"): the token lives three minutes.
    return { token: body.access_token, expiresInS: Number(body.expires_in) || 180 };
  }, deps.nowMs);

  async function sendOnce(method: 'GET' | 'POST', path: string, body?: unknown) {
    const token = await tokens.get().catch(() => null);
    if (token === null) return 'no-token' as const;
    // The body is serialised once and those very bytes are signed and sent.
    const jsonText = body === undefined ? undefined : JSON.stringify(body);
    const signature = jsonText !== undefined && publicKey ? signAirtelBody(jsonText, publicKey) : {};
    return callProvider({
      method,
      url: joinUrl(config.baseUrl, path),
      headers: {
        authorization: `Bearer ${token}`,
        accept: '*/*',
        'X-Country': config.country,
        'X-Currency': config.currency,
        ...signature,
      },
      ...(jsonText === undefined ? {} : { jsonText }),
      timeoutMs: config.timeoutMs,
    });
  }

  async function send(method: 'GET' | 'POST', path: string, body?: unknown) {
    const first = await sendOnce(method, path, body);
    if (first === 'no-token' || first.kind !== 'answered' || first.status !== 401) return first;
    tokens.invalidate();
    return sendOnce(method, path, body);
  }

  /** The PIN of a disbursement: encrypted now with Airtel's key when we hold the PIN, else as configured. */
  const disbursementPin = () =>
    publicKey && config.pin !== null ? encryptAirtelPin(config.pin, publicKey) : config.encryptedPin;

  const nationalMsisdn = (msisdn: string) =>
    msisdn.startsWith(config.countryCode) ? msisdn.slice(config.countryCode.length) : msisdn;

  async function initiate(kind: 'deposit' | 'payout', request: PaymentRequest): Promise<InitiateResult> {
    if (!isPositiveSafeMinor(request.amountMinor)) {
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
    const id = kind === 'deposit' ? request.paymentId : (request.providerRef ?? request.paymentId);
    const amount = minorToMajorNumber(request.amountMinor, config.minorScale);
    const msisdn = nationalMsisdn(request.msisdn);
    const reference = referenceText(
      request.description ?? (kind === 'deposit' ? 'Sika deposit' : 'Sika payout'),
    );
    if (kind === 'deposit') {
      // v2 is v1's body with the signature headers (§1.4).
      const answer = await send('POST', publicKey ? 'merchant/v2/payments/' : 'merchant/v1/payments/', {
        reference,
        subscriber: { country: config.country, currency: config.currency, msisdn },
        transaction: { amount, country: config.country, currency: config.currency, id },
      });
      return readInitiation(answer, id).result;
    }
    const answer = publicKey
      ? await send('POST', 'standard/v3/disbursements', {
          payee: { msisdn, wallet_type: 'NORMAL' },
          reference,
          pin: disbursementPin(),
          transaction: { amount, id, type: 'B2C' },
        })
      : await send('POST', 'standard/v1/disbursements/', {
          payee: { msisdn },
          reference,
          pin: disbursementPin(),
          transaction: { amount, id },
        });
    const { result, refused } = readInitiation(answer, id);
    if (!refused) return result;
    // A refusal that names no transaction (a bad signature or PIN, a malformed field) may answer a resend
    // whose first attempt went through: only Airtel's "not found" lets it void the payout, else the
    // first attempt's money would go out and come back to the player too.
    const found = await status('disbursements', { paymentId: request.paymentId, providerRef: id });
    if (found.notFound) return result;
    if (found.state === 'UNKNOWN') return initiateOutcome('UNKNOWN', id);
    if (found.state === 'FAILED') return initiateOutcome('FAILED', id, found.failure);
    return initiateOutcome('PENDING', id, null, true);
  }

  async function status(kind: 'payments' | 'disbursements', ref: PaymentRef): Promise<StatusResult> {
    const answer = await send('GET', `standard/v1/${kind}/${encodeURIComponent(ref.providerRef)}`);
    if (answer === 'no-token' || answer.kind === 'no-answer') return unknownStatus(ref.providerRef);
    const body = envelopeSchema.safeParse(answer.json);
    if (!body.success) return unknownStatus(ref.providerRef);
    const code = responseCode(body.data);
    if (NOT_FOUND_CODES.has(code) || answer.status === 404) return unknownStatus(ref.providerRef, true);
    if (answer.status !== 200) return unknownStatus(ref.providerRef);
    const transaction = body.data.data?.transaction;
    const state = stateOf(transaction?.status);
    if (state === 'UNKNOWN') return unknownStatus(ref.providerRef);
    return {
      state,
      providerRef: ref.providerRef,
      providerTxnId: state === 'SUCCESSFUL' ? (transaction?.airtel_money_id ?? null) : null,
      // Airtel's enquiry names no amount: the order's amount stands (what we asked for is what a TS paid).
      amountMinor: null,
      currency: null,
      failure: state === 'FAILED' ? failureOf(code, transaction?.message ?? body.data.status.message) : null,
      notFound: false,
      resultByCallback: false,
    };
  }

  return {
    code: 'airtel-money',
    payoutAnsweredAtOnce: true,
    // A deposit's transaction.id is our payment id, known only at initiation.
    newReference: () => null,
    initiateDeposit: (request) => initiate('deposit', request),
    depositStatus: (ref) => status('payments', ref),
    initiatePayout: (request) => initiate('payout', request),
    payoutStatus: (ref) => status('disbursements', ref),
    parseCallback: (input) => parseAirtelCallback(config, input),
  };
}

function responseCode(body: Envelope): string {
  return body.status.response_code ?? body.status.result_code ?? '';
}

/** TS success, TF failed, TE expired; TIP and TA (ambiguous) still open; anything else unknown. */
function stateOf(status: string | undefined): PaymentState {
  if (status === 'TS') return 'SUCCESSFUL';
  if (status === 'TF' || status === 'TE') return 'FAILED';
  if (status === 'TIP' || status === 'TA') return 'PENDING';
  return 'UNKNOWN';
}

function failureOf(code: string, text: string | undefined): PaymentFailure {
  return failure(FAILURES[code] ?? 'OTHER', code || 'TF', text ?? code);
}

/**
 * 200 + success: accepted (collection: the push was sent; disbursement: often already TS, confirmed by the
 * status query that follows). A duplicate id: an earlier attempt got through. A transaction answered TF:
 * failed. A refusal naming no transaction (bad signature, PIN or field): failed, `refused`. 401 after a
 * fresh token, 5xx, an unreadable body or "enquire" codes: unknown, ask again later.
 */
function readInitiation(
  answer: ProviderAnswer | 'no-token',
  id: string,
): { result: InitiateResult; refused: boolean } {
  const settled = (result: InitiateResult) => ({ result, refused: false });
  if (answer === 'no-token') {
    return settled(
      initiateOutcome('FAILED', id, failure('PROVIDER_UNAVAILABLE', 'TOKEN', 'no access token')),
    );
  }
  if (answer.kind === 'no-answer' || answer.status >= 500) return settled(initiateOutcome('UNKNOWN', id));
  const parsed = envelopeSchema.safeParse(answer.json);
  if (!parsed.success) return settled(initiateOutcome('UNKNOWN', id));
  const body = parsed.data;
  const code = responseCode(body);
  const resultCode = body.status.result_code ?? '';
  if (DUPLICATE_CODES.has(code) || DUPLICATE_CODES.has(resultCode)) {
    return settled(initiateOutcome('PENDING', id, null, true));
  }
  const txStatus = body.data?.transaction?.status;
  if (txStatus === 'TF') {
    return settled(
      initiateOutcome('FAILED', id, failureOf(code, body.data?.transaction?.message ?? body.status.message)),
    );
  }
  if (body.status.success === true && answer.status === 200) return settled(initiateOutcome('PENDING', id));
  if (PENDING_CODES.has(code) || ENQUIRE_CODES.has(code) || ENQUIRE_CODES.has(resultCode)) {
    return settled(initiateOutcome('UNKNOWN', id));
  }
  if (answer.status === 401) return settled(initiateOutcome('UNKNOWN', id));
  const fallback: FailureCode = answer.status >= 400 && !FAILURES[code] ? 'INVALID_REQUEST' : 'OTHER';
  const reason = SIGNATURE_CODES.has(code) ? 'x-signature and payload did not match' : code;
  return {
    result: initiateOutcome(
      'FAILED',
      id,
      failure(FAILURES[code] ?? fallback, code || String(answer.status), body.status.message ?? reason),
    ),
    refused: true,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const callbackSchema = z
  .object({
    transaction: z
      .object({
        id: z.string(),
        status_code: z.string(),
        airtel_money_id: z.string().optional(),
        message: z.string().optional(),
      })
      .loose(),
    hash: z.string().optional(),
  })
  .loose();

/**
 * Airtel's collection callback `{transaction:{id, status_code TS|TF, airtel_money_id, message}[, hash]}`.
 * Null when it is not one, names no payment of ours, or carries a wrong hash (or none while a key is set).
 */
export function parseAirtelCallback(config: Pick<AirtelMoneyConfig, 'callbackKey'>, input: CallbackInput) {
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    return null;
  }
  const parsed = callbackSchema.safeParse(json);
  if (!parsed.success || !UUID.test(parsed.data.transaction.id)) return null;
  const { transaction, hash } = parsed.data;
  if (config.callbackKey !== null) {
    const raw = (json as { transaction: unknown }).transaction;
    const expected = createHmac('sha256', config.callbackKey).update(JSON.stringify(raw)).digest('base64');
    if (!hash || !sameText(hash, expected)) return null;
  }
  const state: PaymentState =
    transaction.status_code === 'TS' ? 'SUCCESSFUL' : transaction.status_code === 'TF' ? 'FAILED' : 'UNKNOWN';
  const parsedCallback: ParsedCallback = {
    provider: 'airtel-money',
    kind: 'deposit',
    event: 'deposit',
    paymentId: transaction.id,
    providerRef: transaction.id,
    state,
    providerTxnId: transaction.airtel_money_id ?? null,
    amountMinor: null,
    failure: state === 'FAILED' ? failure('OTHER', 'TF', transaction.message ?? 'TF') : null,
    requiresStatusQuery: true,
  };
  return parsedCallback;
}

/** Airtel's `reference` is shown to the payer: letters, digits and spaces, 4 to 64 characters. */
function referenceText(text: string): string {
  const clean = text.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 64);
  return clean.length >= 4 ? clean : 'Sika payment';
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

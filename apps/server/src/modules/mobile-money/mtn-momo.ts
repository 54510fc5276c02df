import { randomUUID } from 'node:crypto';
import type { CallbackUrlSigner } from './callback-urls.ts';
import { basicAuth, callProvider, joinUrl, type ProviderAnswer } from './http.ts';
import { isPositiveSafeMinor, minorToDecimalString } from './money.ts';
import { readMtnError, readMtnStatus } from './mtn-momo-status.ts';
import {
  type CallbackInput,
  failure,
  type InitiateResult,
  initiateOutcome,
  type ParsedCallback,
  type PaymentProvider,
  type PaymentRef,
  type PaymentRequest,
  type StatusResult,
  unknownStatus,
} from './provider.ts';
import { issuedTokenOf, TokenCache } from './token-cache.ts';

/**
 * MTN MoMo Open API adapter: Collection request-to-pay for deposits, Disbursement transfer for
 * payouts (integration-contracts.md §1). X-Reference-Id is our idempotency key: a retry with the same
 * reference is answered 409 and never creates a second payment, so that is the only retry we make.
 */

export interface MtnProductCredentials {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
}

export interface MtnMomoConfig {
  baseUrl: string;
  /** `sandbox`, or the market's production environment (`mtnghana`). */
  targetEnvironment: string;
  /** The currency our requests are in (GHS); anything else is refused before a call. */
  marketCurrency: string;
  /** Minor units per major unit of that currency (Market.minorScale): 100, or 1 for UGX and XAF. */
  minorScale?: number;
  collection: MtnProductCredentials;
  disbursement: MtnProductCredentials;
  timeoutMs: number;
}

export interface AdapterDeps {
  callbacks: CallbackUrlSigner;
  nowMs?: () => number;
}

type Product = 'collection' | 'disbursement';

const RESOURCE: Record<Product, string> = { collection: 'requesttopay', disbursement: 'transfer' };
const MAX_NOTE_CHARS = 160;

/** The sandbox takes EUR only ("The currency used in Sandbox is EUR"); amounts are relabelled 1:1. */
export function mtnWireCurrency(config: MtnMomoConfig): string {
  return config.targetEnvironment === 'sandbox' ? 'EUR' : config.marketCurrency;
}

export function createMtnMomoProvider(config: MtnMomoConfig, deps: AdapterDeps): PaymentProvider {
  const clients = {
    collection: productClient(config, 'collection', deps),
    disbursement: productClient(config, 'disbursement', deps),
  };

  async function initiate(product: Product, request: PaymentRequest): Promise<InitiateResult> {
    const refused = refuseBeforeCall(config, request);
    if (refused) return refused;
    const referenceId = request.providerRef ?? randomUUID();
    const kind = product === 'collection' ? 'deposit' : 'payout';
    const party = product === 'collection' ? 'payer' : 'payee';
    const note = cleanNote(request.description ?? (kind === 'deposit' ? 'Sika deposit' : 'Sika withdrawal'));
    const answer = await clients[product].send('POST', `v1_0/${RESOURCE[product]}`, {
      headers: {
        'X-Reference-Id': referenceId,
        'X-Callback-Url': deps.callbacks.urlFor(request.paymentId, kind),
      },
      body: {
        amount: minorToDecimalString(request.amountMinor, config.minorScale),
        currency: mtnWireCurrency(config),
        externalId: request.paymentId,
        [party]: { partyIdType: 'MSISDN', partyId: request.msisdn },
        payerMessage: note,
        payeeNote: note,
      },
    });
    return readInitiation(answer, referenceId);
  }

  async function status(product: Product, ref: PaymentRef): Promise<StatusResult> {
    const answer = await clients[product].send(
      'GET',
      `v1_0/${RESOURCE[product]}/${encodeURIComponent(ref.providerRef)}`,
    );
    if (answer === 'no-token' || answer.kind === 'no-answer') return unknownStatus(ref.providerRef);
    if (answer.status === 404) return unknownStatus(ref.providerRef, true);
    if (answer.status !== 200) return unknownStatus(ref.providerRef);
    const reading = readMtnStatus(answer.json, config.minorScale);
    if (!reading) return unknownStatus(ref.providerRef);
    return {
      state: reading.state,
      providerRef: ref.providerRef,
      providerTxnId: reading.providerTxnId,
      amountMinor: reading.amountMinor,
      currency: reading.currency === mtnWireCurrency(config) ? config.marketCurrency : reading.currency,
      failure: reading.failure,
      notFound: false,
      resultByCallback: false,
    };
  }

  return {
    code: 'mtn-momo',
    newReference: () => randomUUID(),
    initiateDeposit: (request) => initiate('collection', request),
    depositStatus: (ref) => status('collection', ref),
    initiatePayout: (request) => initiate('disbursement', request),
    payoutStatus: (ref) => status('disbursement', ref),
    parseCallback: (input) => parseMtnCallback(deps.callbacks, input, config.minorScale),
  };
}

function refuseBeforeCall(config: MtnMomoConfig, request: PaymentRequest): InitiateResult | null {
  if (!isPositiveSafeMinor(request.amountMinor)) {
    return initiateOutcome(
      'FAILED',
      null,
      failure('INVALID_AMOUNT', 'AMOUNT', `bad amount ${request.amountMinor}`),
    );
  }
  if (request.currency !== config.marketCurrency) {
    return initiateOutcome(
      'FAILED',
      null,
      failure('INVALID_REQUEST', 'CURRENCY', `expected ${config.marketCurrency}`),
    );
  }
  return null;
}

/** 202 accepted; 409 = this reference exists already (an earlier attempt got through); 4xx refused; else unknown. */
function readInitiation(answer: ProviderAnswer | 'no-token', referenceId: string): InitiateResult {
  if (answer === 'no-token') {
    // No token, so the request was never sent: nothing exists at MTN under this reference.
    return initiateOutcome(
      'FAILED',
      referenceId,
      failure('PROVIDER_UNAVAILABLE', 'TOKEN', 'no access token'),
    );
  }
  if (answer.kind === 'no-answer') return initiateOutcome('UNKNOWN', referenceId);
  if (answer.status >= 200 && answer.status < 300) return initiateOutcome('PENDING', referenceId);
  if (answer.status === 409) return initiateOutcome('PENDING', referenceId, null, true);
  if (answer.status >= 400 && answer.status < 500) {
    return initiateOutcome('FAILED', referenceId, readMtnError(answer.json, answer.status));
  }
  return initiateOutcome('UNKNOWN', referenceId);
}

function parseMtnCallback(
  callbacks: CallbackUrlSigner,
  input: CallbackInput,
  minorScale: number | undefined,
): ParsedCallback | null {
  const target = callbacks.verify(input.url);
  if (!target || (target.event !== 'deposit' && target.event !== 'payout')) return null;
  const reading = readMtnStatus(safeJson(input.rawBody), minorScale);
  // We send our payment id as externalId; a body about another payment is not this URL's callback.
  if (!reading || reading.externalId !== target.paymentId) return null;
  return {
    provider: 'mtn-momo',
    kind: target.event,
    event: target.event,
    paymentId: target.paymentId,
    providerRef: null,
    state: reading.state,
    providerTxnId: reading.providerTxnId,
    amountMinor: reading.amountMinor,
    failure: reading.failure,
    requiresStatusQuery: true,
  };
}

/** MTN refuses apostrophes and notes over 160 characters. */
function cleanNote(text: string): string {
  return text.replaceAll("'", '').slice(0, MAX_NOTE_CHARS);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

interface SendOptions {
  headers?: Record<string, string>;
  body?: unknown;
}

/** One MTN product (its own subscription key and token): sends with a cached token, renewing it once on 401. */
function productClient(config: MtnMomoConfig, product: Product, deps: AdapterDeps) {
  const creds = config[product];
  const tokens = new TokenCache(async () => {
    const answer = await callProvider({
      method: 'POST',
      url: joinUrl(config.baseUrl, `${product}/token/`),
      headers: {
        authorization: basicAuth(creds.apiUser, creds.apiKey),
        'ocp-apim-subscription-key': creds.subscriptionKey,
      },
      timeoutMs: config.timeoutMs,
    });
    return issuedTokenOf(answer, `MTN ${product}`, 3600);
  }, deps.nowMs);

  async function sendOnce(
    method: 'GET' | 'POST',
    path: string,
    options: SendOptions,
  ): Promise<ProviderAnswer | 'no-token'> {
    const token = await tokens.get().catch(() => null);
    if (token === null) return 'no-token';
    return callProvider({
      method,
      url: joinUrl(config.baseUrl, `${product}/${path}`),
      headers: {
        authorization: `Bearer ${token}`,
        'ocp-apim-subscription-key': creds.subscriptionKey,
        'x-target-environment': config.targetEnvironment,
        ...options.headers,
      },
      body: options.body,
      timeoutMs: config.timeoutMs,
    });
  }

  return {
    async send(method: 'GET' | 'POST', path: string, options: SendOptions = {}) {
      const first = await sendOnce(method, path, options);
      if (first === 'no-token' || first.kind !== 'answered' || first.status !== 401) return first;
      // The token expired or was revoked early; a 401 means nothing was processed, so one retry is safe.
      tokens.invalidate();
      return sendOnce(method, path, options);
    },
  };
}

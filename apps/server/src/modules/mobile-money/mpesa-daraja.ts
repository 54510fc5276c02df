import { randomUUID } from 'node:crypto';
import type { CallbackUrlSigner } from './callback-urls.ts';
import { basicAuth, callProvider, joinUrl, type ProviderAnswer } from './http.ts';
import { isPositiveSafeMinor, minorToWholeUnits } from './money.ts';
import { darajaFailure, parseDarajaCallback } from './mpesa-daraja-results.ts';
import {
  failure,
  type InitiateResult,
  initiateOutcome,
  type PaymentProvider,
  type PaymentRef,
  type PaymentRequest,
  type StatusResult,
  unknownStatus,
} from './provider.ts';
import { issuedTokenOf, TokenCache } from './token-cache.ts';

/**
 * Safaricom M-Pesa Daraja adapter (integration-contracts.md §2): STK push + STK query for deposits,
 * B2C v3 for payouts, Transaction Status to reconcile a payout whose result never came.
 * STK push has no client idempotency key, so it is never retried; B2C is retried only with the same
 * OriginatorConversationID.
 */

export interface MpesaDarajaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** M-Pesa Express. `accountReference` (≤ 12 characters) is what the payer sees on the prompt. */
  stk: {
    shortcode: string;
    passkey: string;
    transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
    /** The till for BuyGoods; defaults to the shortcode. */
    partyB?: string;
    accountReference: string;
  };
  b2c: {
    shortcode: string;
    initiatorName: string;
    /** The initiator password RSA-encrypted with Safaricom's certificate, base64. */
    securityCredential: string;
    commandId: 'BusinessPayment' | 'SalaryPayment' | 'PromotionPayment';
  };
  /** KES: the only currency Daraja moves. */
  marketCurrency: string;
  timeoutMs: number;
}

export interface AdapterDeps {
  callbacks: CallbackUrlSigner;
  nowMs?: () => number;
}

export function createMpesaDarajaProvider(config: MpesaDarajaConfig, deps: AdapterDeps): PaymentProvider {
  const nowMs = deps.nowMs ?? Date.now;
  const client = darajaClient(config, nowMs);

  function stkCredentials() {
    const timestamp = nairobiTimestamp(nowMs());
    const password = Buffer.from(`${config.stk.shortcode}${config.stk.passkey}${timestamp}`).toString(
      'base64',
    );
    return { BusinessShortCode: config.stk.shortcode, Password: password, Timestamp: timestamp };
  }

  async function initiateDeposit(request: PaymentRequest): Promise<InitiateResult> {
    const shillings = wholeShillings(config, request);
    if (typeof shillings !== 'number') return shillings;
    const answer = await client.post('mpesa/stkpush/v1/processrequest', {
      ...stkCredentials(),
      TransactionType: config.stk.transactionType,
      Amount: shillings,
      PartyA: request.msisdn,
      PartyB: config.stk.partyB ?? config.stk.shortcode,
      PhoneNumber: request.msisdn,
      CallBackURL: deps.callbacks.urlFor(request.paymentId, 'deposit'),
      AccountReference: config.stk.accountReference.slice(0, 12),
      TransactionDesc: (request.description ?? 'Deposit').slice(0, 13),
    });
    const accepted = readAcceptance(answer, 'CheckoutRequestID');
    return accepted.state === 'PENDING' ? accepted : { ...accepted, providerRef: null };
  }

  async function depositStatus(ref: PaymentRef): Promise<StatusResult> {
    const answer = await client.post('mpesa/stkpushquery/v1/query', {
      ...stkCredentials(),
      CheckoutRequestID: ref.providerRef,
    });
    return readStkQuery(answer, ref.providerRef);
  }

  async function initiatePayout(request: PaymentRequest): Promise<InitiateResult> {
    const shillings = wholeShillings(config, request);
    if (typeof shillings !== 'number') return shillings;
    const originatorId = request.providerRef ?? randomUUID();
    const answer = await client.post('mpesa/b2c/v3/paymentrequest', {
      OriginatorConversationID: originatorId,
      InitiatorName: config.b2c.initiatorName,
      SecurityCredential: config.b2c.securityCredential,
      CommandID: config.b2c.commandId,
      Amount: shillings,
      PartyA: config.b2c.shortcode,
      PartyB: request.msisdn,
      Remarks: (request.description ?? 'Withdrawal').slice(0, 100),
      QueueTimeOutURL: deps.callbacks.urlFor(request.paymentId, 'payout-timeout'),
      ResultURL: deps.callbacks.urlFor(request.paymentId, 'payout'),
      Occasion: '',
    });
    return { ...readAcceptance(answer, 'OriginatorConversationID'), providerRef: originatorId };
  }

  /** Daraja has no synchronous payout status: ask, and the answer arrives on the payout-status URL. */
  async function payoutStatus(ref: PaymentRef): Promise<StatusResult> {
    const answer = await client.post('mpesa/transactionstatus/v1/query', {
      Initiator: config.b2c.initiatorName,
      SecurityCredential: config.b2c.securityCredential,
      CommandID: 'TransactionStatusQuery',
      TransactionID: '',
      OriginalConversationID: ref.providerRef,
      PartyA: config.b2c.shortcode,
      IdentifierType: '4',
      ResultURL: deps.callbacks.urlFor(ref.paymentId, 'payout-status'),
      QueueTimeOutURL: deps.callbacks.urlFor(ref.paymentId, 'payout-timeout'),
      Remarks: 'Reconciliation',
      Occasion: '',
    });
    const accepted = readAcceptance(answer, 'OriginatorConversationID').state === 'PENDING';
    return { ...unknownStatus(ref.providerRef), resultByCallback: accepted };
  }

  return {
    code: 'mpesa-daraja',
    // STK's CheckoutRequestID is issued by Daraja; B2C takes ours (see initiatePayout).
    newReference: () => null,
    initiateDeposit,
    depositStatus,
    initiatePayout,
    payoutStatus,
    parseCallback: (input) => parseDarajaCallback(deps.callbacks, input),
  };
}

/** Whole shillings, or the refusal: Daraja takes whole KES and we refuse rather than round. */
function wholeShillings(config: MpesaDarajaConfig, request: PaymentRequest): number | InitiateResult {
  const refuse = (detail: string) =>
    initiateOutcome('FAILED', null, failure('INVALID_AMOUNT', 'AMOUNT', detail));
  if (request.currency !== config.marketCurrency) {
    return initiateOutcome(
      'FAILED',
      null,
      failure('INVALID_REQUEST', 'CURRENCY', `expected ${config.marketCurrency}`),
    );
  }
  if (!isPositiveSafeMinor(request.amountMinor)) return refuse(`bad amount ${request.amountMinor}`);
  return minorToWholeUnits(request.amountMinor) ?? refuse(`${request.amountMinor} is not whole shillings`);
}

type Answer = ProviderAnswer | 'no-token';

interface DarajaJson {
  ResponseCode?: unknown;
  ResponseDescription?: unknown;
  ResultCode?: unknown;
  ResultDesc?: unknown;
  errorCode?: unknown;
  errorMessage?: unknown;
  [field: string]: unknown;
}

/** 200 + ResponseCode "0" = accepted; other 200s and 4xx = refused; no answer or 5xx = unknown. */
function readAcceptance(answer: Answer, refField: string): InitiateResult {
  if (answer === 'no-token') {
    return initiateOutcome('FAILED', null, failure('PROVIDER_UNAVAILABLE', 'TOKEN', 'no access token'));
  }
  if (answer.kind === 'no-answer' || answer.status >= 500) return initiateOutcome('UNKNOWN', null);
  const body = (answer.json ?? {}) as DarajaJson;
  const ref = typeof body[refField] === 'string' ? (body[refField] as string) : null;
  if (answer.status === 200 && String(body.ResponseCode) === '0' && ref)
    return initiateOutcome('PENDING', ref);
  if (answer.status === 200 && body.ResponseCode === undefined) return initiateOutcome('UNKNOWN', null);
  const providerCode = String(body.errorCode ?? body.ResponseCode ?? answer.status);
  const text = String(body.errorMessage ?? body.ResponseDescription ?? `HTTP ${answer.status}`);
  return initiateOutcome('FAILED', null, failure('INVALID_REQUEST', providerCode, text));
}

function readStkQuery(answer: Answer, checkoutId: string): StatusResult {
  if (answer === 'no-token' || answer.kind === 'no-answer') return unknownStatus(checkoutId);
  const body = (answer.json ?? {}) as DarajaJson;
  if (answer.status === 200 && body.ResultCode !== undefined) {
    const resultCode = String(body.ResultCode);
    const success = resultCode === '0';
    return {
      ...unknownStatus(checkoutId),
      state: success ? 'SUCCESSFUL' : 'FAILED',
      failure: success ? null : darajaFailure('deposit', resultCode, String(body.ResultDesc ?? '')),
    };
  }
  // "The transaction is being processed": the payer has not answered yet (§2.3). Pending, not failed.
  if (body.errorCode === '500.001.1001' && /being processed/i.test(String(body.errorMessage))) {
    return { ...unknownStatus(checkoutId), state: 'PENDING' };
  }
  if (answer.status === 400 && /CheckoutRequestID/i.test(String(body.errorMessage))) {
    return unknownStatus(checkoutId, true);
  }
  return unknownStatus(checkoutId);
}

/** "YYYYMMDDHHmmss" in Africa/Nairobi time (UTC+3 all year). */
export function nairobiTimestamp(ms: number): string {
  return new Date(ms + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

function darajaClient(config: MpesaDarajaConfig, nowMs: () => number) {
  const tokens = new TokenCache(async () => {
    const answer = await callProvider({
      method: 'GET',
      url: joinUrl(config.baseUrl, 'oauth/v1/generate?grant_type=client_credentials'),
      headers: { authorization: basicAuth(config.consumerKey, config.consumerSecret) },
      timeoutMs: config.timeoutMs,
    });
    // expires_in is a string ("3599").
    return issuedTokenOf(answer, 'Daraja', 3599);
  }, nowMs);

  async function postOnce(path: string, body: unknown): Promise<Answer> {
    const token = await tokens.get().catch(() => null);
    if (token === null) return 'no-token';
    const url = joinUrl(config.baseUrl, path);
    return callProvider({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      body,
      timeoutMs: config.timeoutMs,
    });
  }

  return {
    async post(path: string, body: unknown): Promise<Answer> {
      const first = await postOnce(path, body);
      if (first === 'no-token' || first.kind !== 'answered' || !isInvalidToken(first)) return first;
      // "Invalid Access Token" is refused at the gateway, before processing: one retry is safe even for STK.
      tokens.invalidate();
      return postOnce(path, body);
    },
  };
}

function isInvalidToken(answer: Extract<ProviderAnswer, { kind: 'answered' }>): boolean {
  if (answer.status === 401) return true;
  return answer.status === 404 && (answer.json as DarajaJson | null)?.errorCode === '404.001.03';
}

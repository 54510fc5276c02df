import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { callProvider, joinUrl, type ProviderAnswer } from './http.ts';
import { isPositiveSafeMinor } from './money.ts';
import {
  mobileMoneyChargeBody,
  mobileMoneyRecipientBody,
  type PaystackRail,
  readChargeAnswer,
  unservedTelco,
} from './paystack-mobile-money.ts';
import {
  type AccountResolution,
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
  type PayoutBank,
  type StatusResult,
  unknownStatus,
} from './provider.ts';

/**
 * Paystack adapter for Nigeria (market-payments.md §4, PaystackOSS/openapi): deposits by card, bank
 * transfer or USSD on Paystack's hosted checkout (POST /transaction/initialize → authorization_url, the
 * payer finishes there; GET /transaction/verify/:reference decides), payouts by Paystack Transfers to a
 * NUBAN bank account (POST /transferrecipient, POST /transfer, GET /transfer/verify/:reference), after
 * the player chose their bank (GET /bank?country=…) and saw the account's name (GET /bank/resolve).
 * Amounts are integers in the currency's subunit (kobo: the market's minor units, scale 100).
 *
 * Our reference is Paystack's `reference`, stored before the call: Paystack refuses a reused reference,
 * so a retry never creates a second charge or transfer. Webhooks go to one URL per account
 * (/hooks/paystack) and are signed: `x-paystack-signature` = hex HMAC-SHA512(secret key, raw body). A
 * webhook whose signature does not verify is nothing; one that verifies is still a hint: the verify
 * call decides (docs/payments.md).
 *
 * In Ghana the same client takes mobile money instead (`rail: 'mobile-money'`, paystack-mobile-money.ts):
 * `POST /charge` with the payer's telco, Telecel's voucher by `POST /charge/submit_otp`, and transfers to
 * `mobile_money` recipients.
 *
 * Transfers must run without OTP confirmation (Paystack dashboard → Preferences → Transfers): an `otp`
 * answer stays PENDING until an operator finalises it.
 */

export interface PaystackConfig {
  baseUrl: string;
  /** `sk_test_…` / `sk_live_…`: the bearer of every call and the webhooks' HMAC key. */
  secretKey: string;
  /** The market's currency (NGN); anything else is refused before a call. */
  currency: string;
  /** Paystack's country name for GET /bank (`nigeria`, `ghana`). */
  bankCountry: string;
  /** Paystack requires an e-mail per customer; players have a phone number, so: <msisdn>@<domain>. */
  emailDomain: string;
  /** Where the hosted checkout sends the payer back (our deposit result page); null = Paystack's default. */
  returnUrl: string | null;
  /** The market's way of paying: hosted checkout (NG) or mobile-money charges (GH); `paystackRail(market)`. */
  rail: PaystackRail;
  /** The market's calling code, to write numbers the national way mobile money wants (233 → 0…). */
  countryCode: string;
  timeoutMs: number;
}

/** Paystack's `country` of GET /bank for a market (its docs: ghana, kenya, nigeria, south africa). */
export function paystackBankCountry(market: string): string {
  return { GH: 'ghana', KE: 'kenya', NG: 'nigeria' }[market] ?? 'nigeria';
}

const PENDING_CHARGE = new Set([
  'abandoned',
  'ongoing',
  'pending',
  'processing',
  'queued',
  // Mobile money (Ghana): the prompt is on the phone, or the payer is making Telecel's voucher.
  'pay_offline',
  'send_otp',
]);
const PENDING_TRANSFER = new Set(['pending', 'otp', 'processing', 'queued', 'received']);
const FAILED_TRANSFER = new Set(['failed', 'reversed', 'abandoned', 'blocked', 'rejected']);

export function createPaystackProvider(config: PaystackConfig): PaymentProvider {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider({
      method,
      url: joinUrl(config.baseUrl, path),
      headers: { authorization: `Bearer ${config.secretKey}`, accept: 'application/json' },
      body,
      timeoutMs: config.timeoutMs,
    });

  function refused(request: PaymentRequest, reference: string): InitiateResult | null {
    if (!isPositiveSafeMinor(request.amountMinor)) {
      return initiateOutcome(
        'FAILED',
        reference,
        failure('INVALID_AMOUNT', 'AMOUNT', 'not a positive amount'),
      );
    }
    if (request.currency !== config.currency) {
      return initiateOutcome(
        'FAILED',
        reference,
        failure('INVALID_REQUEST', 'CURRENCY', `Paystack account is in ${config.currency}`),
      );
    }
    return null;
  }

  async function initiateDeposit(request: PaymentRequest): Promise<InitiateResult> {
    const reference = request.providerRef ?? randomUUID();
    const early = refused(request, reference);
    if (early) return early;
    if (config.rail === 'mobile-money') return chargeMobileMoney(request, reference);
    const answer = await call('POST', 'transaction/initialize', {
      email: `${request.msisdn}@${config.emailDomain}`,
      amount: request.amountMinor,
      currency: config.currency,
      reference,
      channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      ...(config.returnUrl ? { callback_url: config.returnUrl } : {}),
      metadata: { paymentId: request.paymentId, description: request.description ?? 'Sika deposit' },
    });
    const result = readInitiation(answer, reference);
    if (result.state === 'PENDING' && !result.duplicate && answer.kind === 'answered') {
      const url = readData(answer.json)?.authorization_url;
      if (typeof url === 'string') return { ...result, payerAction: { url, code: null } };
    }
    return result;
  }

  async function chargeMobileMoney(request: PaymentRequest, reference: string): Promise<InitiateResult> {
    const unserved = unservedTelco(request, reference);
    if (unserved) return unserved;
    const body = mobileMoneyChargeBody(request, reference, {
      currency: config.currency,
      email: `${request.msisdn}@${config.emailDomain}`,
      countryCode: config.countryCode,
    });
    return readChargeAnswer(await call('POST', 'charge', body), reference, chargeFailure);
  }

  async function submitVoucher(ref: PaymentRef, voucher: string): Promise<InitiateResult> {
    const answer = await call('POST', 'charge/submit_otp', { otp: voucher, reference: ref.providerRef });
    const result = readChargeAnswer(answer, ref.providerRef, chargeFailure);
    // A resent voucher for a charge that went on is not a duplicate charge: the status query decides.
    return result.duplicate ? { ...result, duplicate: false } : result;
  }

  async function depositStatus(ref: PaymentRef): Promise<StatusResult> {
    const answer = await call('GET', `transaction/verify/${encodeURIComponent(ref.providerRef)}`);
    const read = readAnswer(answer, ref.providerRef);
    if (!read.ok) return read.status;
    const data = read.data;
    const status = String(data.status ?? '');
    let state: PaymentState;
    let fail: PaymentFailure | null = null;
    if (status === 'success') state = 'SUCCESSFUL';
    else if (PENDING_CHARGE.has(status)) state = 'PENDING';
    else if (status === 'failed' || status === 'reversed') {
      state = 'FAILED';
      fail = chargeFailure(status, String(data.gateway_response ?? ''));
    } else return unknownStatus(ref.providerRef);
    return {
      state,
      providerRef: ref.providerRef,
      providerTxnId: data.id === undefined || data.id === null ? null : String(data.id),
      amountMinor: Number.isSafeInteger(data.amount) ? (data.amount as number) : null,
      currency: typeof data.currency === 'string' ? data.currency : null,
      failure: fail,
      notFound: false,
      resultByCallback: false,
    };
  }

  async function initiatePayout(request: PaymentRequest): Promise<InitiateResult> {
    const reference = request.providerRef ?? randomUUID();
    const early = refused(request, reference);
    if (early) return early;
    const account = request.bankAccount;
    if (config.rail === 'mobile-money') {
      const unserved = unservedTelco(request, reference);
      if (unserved) return unserved;
    } else if (!account) {
      return initiateOutcome(
        'FAILED',
        reference,
        failure('INVALID_REQUEST', 'NO_ACCOUNT', 'no bank account'),
      );
    }
    // Creating the same recipient twice answers the existing one, so this step is safe to repeat.
    const recipientAnswer = await call(
      'POST',
      'transferrecipient',
      config.rail === 'mobile-money' || !account
        ? mobileMoneyRecipientBody(request, config)
        : {
            type: 'nuban',
            name: account.name || 'Sika player',
            account_number: account.accountNumber,
            bank_code: account.bankCode,
            currency: config.currency,
          },
    );
    if (recipientAnswer.kind === 'no-answer' || recipientAnswer.status >= 500) {
      // No transfer exists yet under this reference; the resend asks again.
      return initiateOutcome('UNKNOWN', reference);
    }
    const recipient = readData(recipientAnswer.json)?.recipient_code;
    if (recipientAnswer.status >= 300 || typeof recipient !== 'string') {
      const text = readMessage(recipientAnswer.json);
      return initiateOutcome('FAILED', reference, failure('ACCOUNT_NOT_FOUND', 'RECIPIENT', text));
    }
    const answer = await call('POST', 'transfer', {
      source: 'balance',
      amount: request.amountMinor,
      recipient,
      reference,
      reason: request.description ?? 'Sika withdrawal',
      currency: config.currency,
    });
    const result = readInitiation(answer, reference);
    if (result.state !== 'FAILED' || answer.kind !== 'answered' || answer.status < 400) return result;
    // A refusal voids the withdrawal (the money goes back to the player), so it must mean that no transfer
    // exists under our reference. Paystack's text for a reused reference is not published (its error page
    // gives only the meaning, "This reference has already been used on a prior transfer"), so rather than
    // trust a message, ask: a transfer found under the reference is the first attempt's (docs/payments.md).
    const existing = await payoutStatus({ paymentId: request.paymentId, providerRef: reference });
    if (existing.notFound) return result;
    if (existing.state === 'UNKNOWN') return initiateOutcome('UNKNOWN', reference);
    return initiateOutcome('PENDING', reference, null, true);
  }

  async function payoutStatus(ref: PaymentRef): Promise<StatusResult> {
    const answer = await call('GET', `transfer/verify/${encodeURIComponent(ref.providerRef)}`);
    const read = readAnswer(answer, ref.providerRef);
    if (!read.ok) return read.status;
    const data = read.data;
    const status = String(data.status ?? '');
    let state: PaymentState;
    let fail: PaymentFailure | null = null;
    if (status === 'success') state = 'SUCCESSFUL';
    else if (PENDING_TRANSFER.has(status)) state = 'PENDING';
    else if (FAILED_TRANSFER.has(status)) {
      state = 'FAILED';
      fail = failure(
        status === 'reversed' ? 'DECLINED' : 'PROVIDER_ERROR',
        status,
        String(data.failures ?? status),
      );
    } else return unknownStatus(ref.providerRef);
    const session = data.session as { id?: unknown } | undefined;
    return {
      state,
      providerRef: ref.providerRef,
      providerTxnId:
        typeof session?.id === 'string'
          ? session.id
          : typeof data.transfer_code === 'string'
            ? data.transfer_code
            : null,
      amountMinor: Number.isSafeInteger(data.amount) ? (data.amount as number) : null,
      currency: typeof data.currency === 'string' ? data.currency : null,
      failure: fail,
      notFound: false,
      resultByCallback: false,
      reversed: status === 'reversed',
    };
  }

  async function listBanks(): Promise<PayoutBank[] | null> {
    const query = `country=${encodeURIComponent(config.bankCountry)}&currency=${config.currency}&perPage=100`;
    const answer = await call('GET', `bank?${query}`);
    if (answer.kind === 'no-answer' || answer.status !== 200) return null;
    const list = (answer.json as { data?: unknown } | null)?.data;
    if (!Array.isArray(list)) return null;
    const banks: PayoutBank[] = [];
    for (const item of list as Record<string, unknown>[]) {
      const { code, name, active, type } = item;
      if (typeof code !== 'string' || typeof name !== 'string' || active === false) continue;
      // Only accounts that a nuban recipient can name (Ghana's list also holds mobile money operators).
      if (typeof type === 'string' && type !== 'nuban' && type !== 'ghipss') continue;
      banks.push({ code, name });
    }
    return banks;
  }

  async function resolveBankAccount(account: {
    accountNumber: string;
    bankCode: string;
  }): Promise<AccountResolution> {
    const query = `account_number=${encodeURIComponent(account.accountNumber)}&bank_code=${encodeURIComponent(account.bankCode)}`;
    const answer = await call('GET', `bank/resolve?${query}`);
    if (answer.kind === 'no-answer' || answer.status >= 500 || answer.status === 401 || answer.status === 429)
      return { kind: 'unavailable' };
    const name = readData(answer.json)?.account_name;
    if (answer.status === 200 && typeof name === 'string' && name.trim() !== '')
      return { kind: 'resolved', accountName: name.trim().slice(0, 100) };
    return { kind: 'not-found', message: readMessage(answer.json) };
  }

  return {
    code: 'paystack',
    payoutsReversible: true,
    newReference: () => randomUUID(),
    listBanks,
    resolveBankAccount,
    ...(config.rail === 'mobile-money' ? { submitVoucher } : {}),
    initiateDeposit,
    depositStatus,
    initiatePayout,
    payoutStatus,
    parseCallback: (input) => parsePaystackWebhook(config.secretKey, input),
  };
}

/** True when `x-paystack-signature` is the hex HMAC-SHA512 of exactly these bytes with the secret key. */
export function verifyPaystackSignature(secretKey: string, input: CallbackInput): boolean {
  const given = input.headers['x-paystack-signature'];
  const signature = Array.isArray(given) ? given[0] : given;
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(input.rawBody, 'utf8').digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

/**
 * Which flow a webhook belongs to, read before routing it: charge.success → deposits, transfer.success,
 * failed or reversed → payouts; any other event (customer identification, a rejected bank transfer, a
 * dispute…) is one we do not use: once its signature verifies it is answered 200 and dropped, or Paystack
 * would retry it for days.
 */
export function paystackWebhookKind(rawBody: string): 'deposit' | 'payout' | 'unused' {
  const event = (safeJson(rawBody) as { event?: unknown } | null)?.event;
  if (event === 'charge.success') return 'deposit';
  if (typeof event === 'string' && /^transfer\.(success|failed|reversed)$/.test(event)) return 'payout';
  return 'unused';
}

/**
 * A signed webhook about one of our payments, or null (bad signature, unreadable, an event we do not
 * use). The deposit's paymentId is our order id from the metadata; a transfer carries only its
 * reference, so its paymentId is empty and the order is found by the reference.
 */
export function parsePaystackWebhook(secretKey: string, input: CallbackInput): ParsedCallback | null {
  if (!verifyPaystackSignature(secretKey, input)) return null;
  const body = safeJson(input.rawBody) as { event?: unknown; data?: Record<string, unknown> } | null;
  const data = body?.data;
  if (!data || typeof body?.event !== 'string' || typeof data.reference !== 'string') return null;
  const amountMinor = Number.isSafeInteger(data.amount) ? (data.amount as number) : null;
  if (body.event === 'charge.success') {
    const metadata = data.metadata as { paymentId?: unknown } | undefined;
    if (typeof metadata?.paymentId !== 'string') return null;
    return {
      provider: 'paystack',
      kind: 'deposit',
      event: 'deposit',
      paymentId: metadata.paymentId,
      providerRef: data.reference,
      state: 'SUCCESSFUL',
      providerTxnId: data.id === undefined ? null : String(data.id),
      amountMinor,
      failure: null,
      requiresStatusQuery: true,
    };
  }
  const transfer = /^transfer\.(success|failed|reversed)$/.exec(body.event)?.[1];
  if (!transfer) return null;
  return {
    provider: 'paystack',
    kind: 'payout',
    event: 'payout',
    paymentId: '',
    providerRef: data.reference,
    state: transfer === 'success' ? 'SUCCESSFUL' : 'FAILED',
    providerTxnId: typeof data.transfer_code === 'string' ? data.transfer_code : null,
    amountMinor,
    failure:
      transfer === 'success' ? null : failure('PROVIDER_ERROR', transfer, String(data.failures ?? transfer)),
    requiresStatusQuery: true,
  };
}

function readInitiation(answer: ProviderAnswer, reference: string): InitiateResult {
  if (answer.kind === 'no-answer') return initiateOutcome('UNKNOWN', reference);
  if (answer.status >= 200 && answer.status < 300 && (answer.json as { status?: unknown })?.status === true) {
    const status = readData(answer.json)?.status;
    if (status === 'failed') {
      return initiateOutcome(
        'FAILED',
        reference,
        failure('PROVIDER_ERROR', 'failed', readMessage(answer.json)),
      );
    }
    return initiateOutcome('PENDING', reference);
  }
  if (answer.status >= 400 && answer.status < 500) {
    const message = readMessage(answer.json);
    // A reused reference: the first attempt got through; its status tells the rest.
    if (/duplicate|already exists/i.test(message)) return initiateOutcome('PENDING', reference, null, true);
    return initiateOutcome(
      'FAILED',
      reference,
      failure(refusalCode(answer.status, message), String(answer.status), message),
    );
  }
  return initiateOutcome('UNKNOWN', reference);
}

function refusalCode(status: number, message: string): FailureCode {
  if (/balance is not enough/i.test(message)) return 'PROVIDER_ERROR';
  if (/resolve account|invalid account|recipient/i.test(message)) return 'ACCOUNT_NOT_FOUND';
  if (/amount/i.test(message)) return 'INVALID_AMOUNT';
  if (status === 401) return 'PROVIDER_UNAVAILABLE';
  return 'INVALID_REQUEST';
}

function chargeFailure(status: string, gatewayResponse: string): PaymentFailure {
  let code: FailureCode = 'DECLINED';
  if (/insufficient/i.test(gatewayResponse)) code = 'INSUFFICIENT_FUNDS';
  else if (/pin/i.test(gatewayResponse)) code = 'WRONG_PIN';
  else if (status === 'reversed') code = 'OTHER';
  return failure(code, status, gatewayResponse || status);
}

/** The `data` of a 200 answer, or the StatusResult for anything else (not found, no answer, 5xx). */
function readAnswer(
  answer: ProviderAnswer,
  providerRef: string,
): { ok: true; data: Record<string, unknown> } | { ok: false; status: StatusResult } {
  if (answer.kind === 'no-answer') return { ok: false, status: unknownStatus(providerRef) };
  const message = readMessage(answer.json);
  if (answer.status === 404 || (answer.status === 400 && /not found/i.test(message))) {
    return { ok: false, status: unknownStatus(providerRef, true) };
  }
  const data = answer.status === 200 ? readData(answer.json) : null;
  return data ? { ok: true, data } : { ok: false, status: unknownStatus(providerRef) };
}

function readData(json: unknown): Record<string, unknown> | null {
  const data = (json as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

function readMessage(json: unknown): string {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : '';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

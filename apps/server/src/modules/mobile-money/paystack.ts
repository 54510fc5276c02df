import { randomUUID } from 'node:crypto';
import { callProvider, joinUrl } from './http.ts';
import { isPositiveSafeMinor } from './money.ts';
import {
  mobileMoneyChargeBody,
  type PaystackRail,
  readChargeAnswer,
  unservedTelco,
} from './paystack-mobile-money.ts';
import { paystackTransfers } from './paystack-transfers.ts';
import { parsePaystackWebhook } from './paystack-webhooks.ts';
import { readAnswer, readData, readInitiation } from './paystack-wire.ts';
import {
  type FailureCode,
  failure,
  type InitiateResult,
  initiateOutcome,
  type PaymentFailure,
  type PaymentProvider,
  type PaymentRef,
  type PaymentRequest,
  type PaymentState,
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
 * Transfers and the bank list live in paystack-transfers.ts, webhooks in paystack-webhooks.ts.
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

  const transfers = paystackTransfers(config, call, refused);

  return {
    code: 'paystack',
    payoutsReversible: true,
    newReference: () => randomUUID(),
    listBanks: transfers.listBanks,
    resolveBankAccount: transfers.resolveBankAccount,
    ...(config.rail === 'mobile-money' ? { submitVoucher } : {}),
    initiateDeposit,
    depositStatus,
    initiatePayout: transfers.initiatePayout,
    payoutStatus: transfers.payoutStatus,
    parseCallback: (input) => parsePaystackWebhook(config.secretKey, input),
  };
}

function chargeFailure(status: string, gatewayResponse: string): PaymentFailure {
  let code: FailureCode = 'DECLINED';
  if (/insufficient/i.test(gatewayResponse)) code = 'INSUFFICIENT_FUNDS';
  else if (/pin/i.test(gatewayResponse)) code = 'WRONG_PIN';
  else if (status === 'reversed') code = 'OTHER';
  return failure(code, status, gatewayResponse || status);
}

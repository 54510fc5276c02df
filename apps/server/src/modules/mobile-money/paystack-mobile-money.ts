import type { ProviderAnswer } from './http.ts';
import {
  type FailureCode,
  failure,
  type InitiateResult,
  initiateOutcome,
  type PaymentFailure,
  type PaymentRequest,
} from './provider.ts';

/**
 * Paystack's mobile-money rail (Ghana: AirtelTigo Money and Telecel Cash; integration-contracts.md §3.1,
 * PaystackOSS/openapi ChargeCreate.yaml, MobileMoney.yaml, ChargeSubmitOTP.yaml and the doc snippets
 * `mobile-airtel-mtn`, `mobile-vodafone`, `mobile-response-late`):
 * - deposit: `POST /charge {email, amount (pesewas), currency, reference, mobile_money {phone, provider}}`.
 *   `pay_offline` = a prompt is on the phone; `send_otp` = Telecel's voucher: the payer dials *110# to make
 *   one and types it, and we send it with `POST /charge/submit_otp {otp, reference}`; `pending` = ask
 *   later; `success` is still confirmed by `GET /transaction/verify/:reference`, like every charge.
 * - payout: a `mobile_money` transfer recipient `{account_number: 0XXXXXXXXX, bank_code: ATL|VOD|MTN}`
 *   (Paystack's telco codes from `GET /bank?currency=GHS&type=mobile_money`), then the same
 *   `POST /transfer` as a bank payout.
 * The rest (webhooks, verify, transfers, references) is the one Paystack client of paystack.ts.
 */

/** How a market's Paystack account takes money: a hosted checkout (Nigeria) or mobile-money charges (Ghana). */
export type PaystackRail = 'checkout' | 'mobile-money';

export function paystackRail(market: string): PaystackRail {
  return market === 'GH' ? 'mobile-money' : 'checkout';
}

/** Our channel → Paystack's `mobile_money.provider` and the transfer recipient's `bank_code`. */
const TELCOS: Record<string, { provider: string; bankCode: string }> = {
  MTN_MM: { provider: 'mtn', bankCode: 'MTN' },
  AIRTELTIGO_MM: { provider: 'atl', bankCode: 'ATL' },
  VODA_MM: { provider: 'vod', bankCode: 'VOD' },
};

export function paystackTelco(channelCode: string | undefined) {
  return channelCode === undefined ? undefined : TELCOS[channelCode];
}

/** Paystack takes Ghanaian numbers as the payer types them: 0 and nine digits (233241234567 → 0241234567). */
export function paystackPhone(msisdn: string, countryCode: string): string {
  return msisdn.startsWith(countryCode) ? `0${msisdn.slice(countryCode.length)}` : msisdn;
}

/** A request this rail cannot send (a channel Paystack has no telco for), answered before any call. */
export function unservedTelco(request: PaymentRequest, reference: string): InitiateResult | null {
  if (paystackTelco(request.channelCode)) return null;
  return initiateOutcome(
    'FAILED',
    reference,
    failure('INVALID_REQUEST', 'CHANNEL', `no Paystack telco for ${request.channelCode ?? 'no channel'}`),
  );
}

export function mobileMoneyChargeBody(
  request: PaymentRequest,
  reference: string,
  options: { currency: string; email: string; countryCode: string },
) {
  return {
    email: options.email,
    amount: request.amountMinor,
    currency: options.currency,
    reference,
    mobile_money: {
      phone: paystackPhone(request.msisdn, options.countryCode),
      provider: paystackTelco(request.channelCode)?.provider,
    },
    metadata: { paymentId: request.paymentId, description: request.description ?? 'Sika deposit' },
  };
}

export function mobileMoneyRecipientBody(
  request: PaymentRequest,
  options: { currency: string; countryCode: string },
) {
  return {
    type: 'mobile_money',
    name: request.bankAccount?.name || 'Sika player',
    account_number: paystackPhone(request.msisdn, options.countryCode),
    bank_code: paystackTelco(request.channelCode)?.bankCode,
    currency: options.currency,
  };
}

/**
 * The answer to `POST /charge` or `POST /charge/submit_otp`. Only `failed` (or a 4xx refusal) fails: every
 * other status waits, and `success` too waits for the verify call that decides. A refused voucher is a
 * failure with providerCode `VOUCHER_REFUSED`: the charge still waits, and the payer may type it again.
 */
export function readChargeAnswer(
  answer: ProviderAnswer,
  reference: string,
  failureOf: (status: string, gatewayResponse: string) => PaymentFailure,
): InitiateResult {
  if (answer.kind === 'no-answer' || answer.status >= 500) return initiateOutcome('UNKNOWN', reference);
  const json = answer.json as { status?: unknown; message?: unknown; data?: Record<string, unknown> } | null;
  const message = typeof json?.message === 'string' ? json.message.slice(0, 200) : '';
  if (answer.status >= 400) {
    if (/duplicate/i.test(message)) return initiateOutcome('PENDING', reference, null, true);
    if (/otp|voucher/i.test(message)) {
      return initiateOutcome('FAILED', reference, failure('WRONG_PIN', 'VOUCHER_REFUSED', message));
    }
    return initiateOutcome(
      'FAILED',
      reference,
      failure(refusal(answer.status), String(answer.status), message),
    );
  }
  const data = json?.status === true ? json.data : undefined;
  if (!data) return initiateOutcome('UNKNOWN', reference);
  const status = String(data.status ?? '');
  if (status === 'failed') {
    const gateway = String(data.gateway_response ?? data.message ?? message);
    return initiateOutcome('FAILED', reference, failureOf(status, gateway));
  }
  const result = initiateOutcome('PENDING', reference);
  const note = typeof data.display_text === 'string' ? data.display_text.slice(0, 300) : '';
  if (status === 'send_otp') return { ...result, payerStep: { note, voucher: true } };
  if (note !== '') return { ...result, payerStep: { note, voucher: false } };
  return result;
}

function refusal(status: number): FailureCode {
  return status === 401 ? 'PROVIDER_UNAVAILABLE' : 'INVALID_REQUEST';
}

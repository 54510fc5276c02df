/**
 * The one interface every mobile-money provider adapter implements (ARCHITECTURE.md, Payments).
 * Amounts are integer minor units; each adapter converts to its provider's format at the edge.
 *
 * Reading the answers:
 * - PENDING: the provider holds the payment and has not finished it.
 * - SUCCESSFUL / FAILED: the provider said so, definitively.
 * - UNKNOWN: the provider did not answer definitively (timeout, network error, 5xx, an unreadable
 *   body). Never treat it as FAILED: the payment may well have happened. Keep it open and ask again.
 * A callback is a hint; before money moves, confirm with depositStatus / payoutStatus
 * (except where `requiresStatusQuery` is false, see ParsedCallback).
 */

export type ProviderCode =
  | 'mtn-momo'
  | 'mpesa-daraja'
  | 'airtel-money'
  | 'paystack'
  | 'orange-money'
  | 'efi-pix';

export type PaymentState = 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'UNKNOWN';

/** Provider-neutral reasons for a failure, stable for the player-facing message and for reports. */
export type FailureCode =
  | 'DECLINED' // the payer said no or cancelled the prompt
  | 'EXPIRED' // nobody answered the prompt in time, or the phone could not be reached
  | 'INSUFFICIENT_FUNDS'
  | 'WRONG_PIN'
  | 'ACCOUNT_NOT_FOUND' // the number has no mobile-money account
  | 'NOT_ALLOWED' // the account may not pay or receive this
  | 'LIMIT_REACHED'
  | 'BUSY' // another transaction is in progress for this subscriber
  | 'INVALID_AMOUNT' // refused before any call: not a positive safe integer, or not whole shillings
  | 'INVALID_REQUEST' // the provider refused the request as malformed (our bug or our configuration)
  | 'PROVIDER_UNAVAILABLE' // we could not reach the provider, so nothing was sent
  | 'PROVIDER_ERROR' // the provider failed the payment for an internal reason
  | 'OTHER';

export interface PaymentFailure {
  code: FailureCode;
  /** The provider's own code: an MTN reason, a Daraja ResultCode or errorCode. */
  providerCode: string;
  /** The provider's own text, for logs and support. */
  providerText: string;
}

export interface PaymentRequest {
  /** Our payment id: it goes into the signed callback URL (and MTN's externalId). */
  paymentId: string;
  /**
   * The provider reference to use, from `newReference()`, stored before the call so that a retry
   * after UNKNOWN reuses it (MTN answers 409 to a reused reference: no second payment).
   * Omitted: the adapter makes one. Ignored by Daraja STK, whose reference is issued by Daraja.
   */
  providerRef?: string;
  /** International format, digits only: 233241234567, 254708374149. */
  msisdn: string;
  amountMinor: number;
  /** The market's currency (GHS, KES); the adapter maps it to its environment (MTN sandbox: EUR). */
  currency: string;
  /** Short text shown to the payer / payee where the provider allows one. */
  description?: string;
  /**
   * The order's channel (MTN_MM, AIRTELTIGO_MM, VODA_MM…): an aggregator serving several networks (Paystack
   * in Ghana) names the network from it. Adapters of one network ignore it.
   */
  channelCode?: string;
  /** Bank payouts (Paystack NUBAN transfers): the account to pay. Mobile-money payouts use `msisdn`. */
  bankAccount?: { accountNumber: string; bankCode: string; name: string };
  /** Pix payouts (Efí): the player's Pix key, as the DICT holds it (CPF digits, +55…, e-mail, EVP). */
  pixKey?: string;
}

export interface InitiateResult {
  /** PENDING once accepted; FAILED when refused definitively; UNKNOWN when the answer was lost. */
  state: 'PENDING' | 'FAILED' | 'UNKNOWN';
  /** The reference for status queries; null when the provider issues it and did not answer (Daraja STK). */
  providerRef: string | null;
  failure: PaymentFailure | null;
  /** True when the provider said the reference already existed: an earlier attempt got through. */
  duplicate: boolean;
  /**
   * Where the payer completes a deposit that is not a phone prompt: Paystack's hosted checkout (`url`),
   * a Pix copy-and-paste code (`code`). Absent for mobile-money prompts.
   */
  payerAction?: { url: string | null; code: string | null };
  /**
   * What the payer has to do, in the provider's words, when it is more than approving a prompt (Paystack
   * Ghana: "Please dial *110# to generate a voucher code…"); `voucher` when they must then type a code
   * that we submit (`submitVoucher`).
   */
  payerStep?: { note: string; voucher: boolean };
}

export interface StatusResult {
  state: PaymentState;
  providerRef: string;
  /** MTN financialTransactionId, M-Pesa receipt; null when the provider gives none here. */
  providerTxnId: string | null;
  /** What the provider says was paid, when it says it; compare it with the order. */
  amountMinor: number | null;
  /**
   * The currency of that amount in the market's terms (an environment's stand-in, MTN sandbox's EUR, reads
   * as the market's); null when the provider names none. Compare it with the order: an amount in another
   * currency is not a payment of the order.
   */
  currency: string | null;
  failure: PaymentFailure | null;
  /** The provider does not know this reference (it may never have received the request). */
  notFound: boolean;
  /** The answer will come to the callback URL instead (Daraja Transaction Status). */
  resultByCallback: boolean;
  /**
   * Payouts only: the provider says that this payout, once paid, came back (Paystack's `reversed`: the
   * beneficiary's bank returned it and the amount is back in our balance). Absent elsewhere.
   */
  reversed?: boolean;
}

/** A payment's identity as we store it: our id (callback URLs) and the provider's reference. */
export interface PaymentRef {
  paymentId: string;
  providerRef: string;
}

export type CallbackEvent = 'deposit' | 'payout' | 'payout-timeout' | 'payout-status';

export interface CallbackInput {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  /** Path and query as received, e.g. Fastify's `request.url`: `/hooks/mtn-momo/<paymentId>/deposit?t=…`. */
  url: string;
}

export interface ParsedCallback {
  provider: ProviderCode;
  kind: 'deposit' | 'payout';
  event: CallbackEvent;
  /**
   * From the signed callback URL (or a signed body): the payment this callback is about. Empty when the
   * body names only the provider reference (Paystack transfers): the order is found by `providerRef`.
   */
  paymentId: string;
  /** The provider reference the body names; compare it with the stored one. Null when the body has none (MTN). */
  providerRef: string | null;
  /** What the callback claims; a hint unless `requiresStatusQuery` is false. */
  state: PaymentState;
  providerTxnId: string | null;
  amountMinor: number | null;
  failure: PaymentFailure | null;
  /**
   * False only for Daraja B2C results (and the Transaction Status results we asked for): Daraja offers
   * no synchronous payout status, so the result on our signed ResultURL is the confirmation.
   */
  requiresStatusQuery: boolean;
}

export interface PaymentProvider {
  readonly code: ProviderCode;
  /** The payout's result comes in the initiation's answer and no callback follows (Airtel): ask at once. */
  readonly payoutAnsweredAtOnce?: boolean;
  /** A paid payout can come back later, and the provider says so (Paystack `transfer.reversed`). */
  readonly payoutsReversible?: boolean;
  /** A fresh provider reference to store before initiating, or null when the provider issues it. */
  newReference(): string | null;
  initiateDeposit(request: PaymentRequest): Promise<InitiateResult>;
  depositStatus(ref: PaymentRef): Promise<StatusResult>;
  initiatePayout(request: PaymentRequest): Promise<InitiateResult>;
  payoutStatus(ref: PaymentRef): Promise<StatusResult>;
  /** Null when the URL token is wrong or the body is not this provider's callback for that payment. */
  parseCallback(input: CallbackInput): ParsedCallback | null;
  /** Bank payouts only (Paystack): the banks an account can be paid at; null when the provider did not answer. */
  listBanks?(): Promise<PayoutBank[] | null>;
  /** Bank payouts only: the name of the account holder, before any payout is made to it. */
  resolveBankAccount?(account: { accountNumber: string; bankCode: string }): Promise<AccountResolution>;
  /**
   * Deposits that wait for a code the payer made on their phone (Paystack Ghana's Telecel voucher,
   * `payerStep.voucher`): sends it. FAILED with `WRONG_PIN` when the code was refused (the payer may try
   * again); PENDING when the charge goes on; UNKNOWN when no answer came.
   */
  submitVoucher?(ref: PaymentRef, voucher: string): Promise<InitiateResult>;
}

export interface PayoutBank {
  /** The provider's bank code (Paystack's `code`: 058 for GTBank). */
  code: string;
  name: string;
}

/** `not-found`: the bank says no such account; `unavailable`: no answer (try again later). */
export type AccountResolution =
  | { kind: 'resolved'; accountName: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'unavailable' };

export function failure(code: FailureCode, providerCode: string, providerText: string): PaymentFailure {
  return { code, providerCode, providerText };
}

export function unknownStatus(providerRef: string, notFound = false): StatusResult {
  return {
    state: 'UNKNOWN',
    providerRef,
    providerTxnId: null,
    amountMinor: null,
    currency: null,
    failure: null,
    notFound,
    resultByCallback: false,
  };
}

export function initiateOutcome(
  state: InitiateResult['state'],
  providerRef: string | null,
  fail: PaymentFailure | null = null,
  duplicate = false,
): InitiateResult {
  return { state, providerRef, failure: fail, duplicate };
}

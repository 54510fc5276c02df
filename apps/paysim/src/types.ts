import type { Settings } from './settings.ts';

/** The simulator's provider-neutral model of a payment; each provider module supplies a ProductSpec. */

export type Product =
  | 'mtn-collection'
  | 'mtn-disbursement'
  | 'mpesa-stk'
  | 'mpesa-b2c'
  | 'airtel-collection'
  | 'airtel-disbursement'
  | 'orange-mp'
  | 'orange-cashin'
  | 'paystack-charge'
  | 'paystack-transfer'
  | 'efi-cob'
  | 'efi-pix-envio';
export type SimStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

/** A provider failure: MTN reason code, or Daraja ResultCode as a string, with its text. */
export interface SimFailure {
  code: string;
  message: string;
}

export type Outcome = { status: 'SUCCESSFUL' } | { status: 'FAILED'; failure: SimFailure };

/** When a payment settles by itself: at once, after the payer's approval, after a delay, or never. */
export type Timing = 'now' | 'approval' | 'delayed' | 'expiry' | 'payout' | 'never';

export interface Plan {
  scenario: string;
  timing: Timing;
  outcome: Outcome;
}

export interface StatusView {
  status: SimStatus;
  failure: SimFailure | null;
}

export interface CallbackRequest {
  url: string;
  method: 'PUT' | 'POST';
  body: unknown;
  /** The exact bytes to send when they are signed (Paystack's x-paystack-signature); else JSON of `body`. */
  rawBody?: string;
  /** Extra headers, e.g. a signature over `rawBody`. */
  headers?: Record<string, string>;
}

export interface DeliveryResult {
  /** The listener's HTTP status, or null when it did not answer. */
  httpStatus: number | null;
  error: string | null;
}

export interface Delivery extends DeliveryResult {
  atMs: number;
  url: string;
  method: string;
  status: SimStatus;
}

export interface SimPayment {
  /** The simulator's id for the page and /_sim endpoints. */
  id: string;
  product: Product;
  /** The provider's reference: X-Reference-Id, CheckoutRequestID or OriginatorConversationID. */
  ref: string;
  msisdn: string;
  /** Amount and currency as they were on the wire. */
  amount: string;
  currency: string;
  externalId: string;
  scenario: string;
  status: SimStatus;
  failure: SimFailure | null;
  /** financialTransactionId, M-Pesa receipt or TransactionID, once successful. */
  transactionId: string | null;
  createdAtMs: number;
  finalAtMs: number | null;
  /** Provider-specific request fields echoed back in status bodies and callbacks. */
  wire: Record<string, unknown>;
  deliveries: Delivery[];
}

export interface ProductSpec {
  product: Product;
  /** Whether a person is asked to approve (deposit prompts); payouts are not listed on the page. */
  payerPrompt: boolean;
  /** What the payer's decline produces. */
  declineFailure: SimFailure;
  /** The FAILED sent after a success in out-of-order mode. */
  contradictingFailure: SimFailure;
  newTransactionId(): string;
  /** The callback requests describing `view` (the real final state, or the contradicting one). */
  callbacks(payment: SimPayment, view: StatusView, settings: Settings): CallbackRequest[];
}

export interface CreateInput {
  product: Product;
  ref: string;
  msisdn: string;
  amount: string;
  currency: string;
  externalId: string;
  plan: Plan;
  wire: Record<string, unknown>;
}

export type ActionResult = 'ok' | 'not-found' | 'not-pending';

import { z } from 'zod';
import type { ProviderAnswer } from './http.ts';
import {
  type FailureCode,
  failure,
  type InitiateResult,
  initiateOutcome,
  type PaymentFailure,
  type PaymentState,
  type StatusResult,
  unknownStatus,
} from './provider.ts';

/**
 * Airtel's wire, shared by its collections (airtel-collections.ts) and disbursements
 * (airtel-disbursements.ts): the transaction fields both bodies carry, and the reading of Airtel's answers,
 * every one in the envelope {data:{transaction}, status:{code, message, result_code, response_code,
 * success}} (market-payments.md §1.10 for the codes).
 */

/** The fields of a collection's or a disbursement's body, already in Airtel's terms. */
export interface AirtelTransaction {
  /** `transaction.id`: ours, and Airtel's dedupe key. */
  id: string;
  /** Major units, as Airtel writes amounts. */
  amount: number;
  /** The 9 national digits. */
  msisdn: string;
  /** Shown to the payer. */
  reference: string;
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

/**
 * 200 + success: accepted (collection: the push was sent; disbursement: often already TS, confirmed by the
 * status query that follows). A duplicate id: an earlier attempt got through. A transaction answered TF:
 * failed. A refusal naming no transaction (bad signature, PIN or field): failed, `refused`. 401 after a
 * fresh token, 5xx, an unreadable body or "enquire" codes: unknown, ask again later.
 */
export function readInitiation(
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

/** An enquiry's answer (`GET /standard/v1/payments|disbursements/{id}`); "not found" is said so. */
export function readStatus(answer: ProviderAnswer | 'no-token', providerRef: string): StatusResult {
  if (answer === 'no-token' || answer.kind === 'no-answer') return unknownStatus(providerRef);
  const body = envelopeSchema.safeParse(answer.json);
  if (!body.success) return unknownStatus(providerRef);
  const code = responseCode(body.data);
  if (NOT_FOUND_CODES.has(code) || answer.status === 404) return unknownStatus(providerRef, true);
  if (answer.status !== 200) return unknownStatus(providerRef);
  const transaction = body.data.data?.transaction;
  const state = stateOf(transaction?.status);
  if (state === 'UNKNOWN') return unknownStatus(providerRef);
  return {
    state,
    providerRef,
    providerTxnId: state === 'SUCCESSFUL' ? (transaction?.airtel_money_id ?? null) : null,
    // Airtel's enquiry names no amount: the order's amount stands (what we asked for is what a TS paid).
    amountMinor: null,
    currency: null,
    failure: state === 'FAILED' ? failureOf(code, transaction?.message ?? body.data.status.message) : null,
    notFound: false,
    resultByCallback: false,
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

import type { ProviderAnswer } from './http.ts';
import {
  type FailureCode,
  failure,
  type InitiateResult,
  initiateOutcome,
  type StatusResult,
  unknownStatus,
} from './provider.ts';

/**
 * Reading Paystack's answers, shared by its deposits (paystack.ts) and transfers (paystack-transfers.ts):
 * every answer is `{status: true|false, message, data}`; a 4xx with a message is a refusal, a reused
 * reference is the first attempt's, and no answer or a 5xx decides nothing.
 */

export function readInitiation(answer: ProviderAnswer, reference: string): InitiateResult {
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

/** The `data` of a 200 answer, or the StatusResult for anything else (not found, no answer, 5xx). */
export function readAnswer(
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

export function readData(json: unknown): Record<string, unknown> | null {
  const data = (json as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

export function readMessage(json: unknown): string {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : '';
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

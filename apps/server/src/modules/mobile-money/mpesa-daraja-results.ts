import { z } from 'zod';
import type { CallbackUrlSigner } from './callback-urls.ts';
import { wholeUnitsToMinor } from './money.ts';
import {
  type CallbackInput,
  type FailureCode,
  failure,
  type ParsedCallback,
  type PaymentFailure,
  type PaymentState,
} from './provider.ts';

/**
 * Daraja result codes and callback bodies (integration-contracts.md §2.4, §2.5): the STK callback
 * `Body.stkCallback`, the B2C `Result` on ResultURL and QueueTimeOutURL, and the Transaction Status
 * `Result`. Items and parameters are read by name, never by position.
 */

const STK_CODES: Record<string, FailureCode> = {
  '1': 'INSUFFICIENT_FUNDS',
  '17': 'PROVIDER_ERROR',
  '26': 'PROVIDER_ERROR',
  '1001': 'BUSY',
  '1019': 'EXPIRED',
  '1025': 'PROVIDER_ERROR',
  '1032': 'DECLINED',
  '1037': 'EXPIRED',
  '2001': 'WRONG_PIN',
  '9999': 'PROVIDER_ERROR',
};

/** In B2C, 2001 means our initiator credentials are wrong, not the customer's PIN. */
const B2C_CODES: Record<string, FailureCode> = {
  ...STK_CODES,
  '2001': 'INVALID_REQUEST',
  '2040': 'ACCOUNT_NOT_FOUND',
};

export function darajaFailure(
  kind: 'deposit' | 'payout',
  resultCode: string,
  resultDesc: string,
): PaymentFailure {
  const table = kind === 'deposit' ? STK_CODES : B2C_CODES;
  return failure(table[resultCode] ?? 'OTHER', resultCode, resultDesc);
}

const code = z.union([z.number(), z.string()]).transform(String);
const stkBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().min(1),
      ResultCode: code,
      ResultDesc: z.string(),
      CallbackMetadata: z
        .object({ Item: z.array(z.object({ Name: z.string(), Value: z.unknown().optional() })) })
        .optional(),
    }),
  }),
});
const resultBody = z.object({
  Result: z
    .object({
      ResultCode: code,
      ResultDesc: z.string().default(''),
      OriginatorConversationID: z.string().min(1),
      ConversationID: z.string().optional(),
      TransactionID: z.string().optional(),
      ResultParameters: z
        .object({ ResultParameter: z.array(z.object({ Key: z.string(), Value: z.unknown().optional() })) })
        .optional(),
    })
    .loose(),
});

export function parseDarajaCallback(
  callbacks: CallbackUrlSigner,
  input: CallbackInput,
): ParsedCallback | null {
  const target = callbacks.verify(input.url);
  if (!target) return null;
  const json = safeJson(input.rawBody);
  const base = { provider: 'mpesa-daraja' as const, paymentId: target.paymentId, event: target.event };
  if (target.event === 'deposit') {
    const parsed = stkBody.safeParse(json);
    return parsed.success ? { ...base, ...readStk(parsed.data.Body.stkCallback) } : null;
  }
  const parsed = resultBody.safeParse(json);
  if (!parsed.success) return null;
  const result = parsed.data.Result;
  if (target.event === 'payout') return { ...base, ...readB2cResult(result) };
  if (target.event === 'payout-status') return { ...base, ...readStatusResult(result) };
  // A queue timeout says only that Daraja did not process the request in time: ask again later.
  return { ...base, ...emptyReading('payout', result.OriginatorConversationID, 'UNKNOWN') };
}

type Reading = Omit<ParsedCallback, 'provider' | 'paymentId' | 'event'>;

function readStk(stk: z.infer<typeof stkBody>['Body']['stkCallback']): Reading {
  const item = (name: string) => stk.CallbackMetadata?.Item.find((i) => i.Name === name)?.Value;
  const success = stk.ResultCode === '0';
  return {
    kind: 'deposit',
    providerRef: stk.CheckoutRequestID,
    state: success ? 'SUCCESSFUL' : 'FAILED',
    providerTxnId: success ? stringOrNull(item('MpesaReceiptNumber')) : null,
    amountMinor: success ? wholeUnitsToMinor(item('Amount')) : null,
    failure: success ? null : darajaFailure('deposit', stk.ResultCode, stk.ResultDesc),
    requiresStatusQuery: true,
  };
}

type Result = z.infer<typeof resultBody>['Result'];

function parameter(result: Result, key: string): unknown {
  return result.ResultParameters?.ResultParameter.find((p) => p.Key === key)?.Value;
}

function readB2cResult(result: Result): Reading {
  if (result.ResultCode !== '0') {
    const reading = emptyReading('payout', result.OriginatorConversationID, 'FAILED');
    return { ...reading, failure: darajaFailure('payout', result.ResultCode, result.ResultDesc) };
  }
  return {
    ...emptyReading('payout', result.OriginatorConversationID, 'SUCCESSFUL'),
    providerTxnId: stringOrNull(parameter(result, 'TransactionReceipt')) ?? result.TransactionID ?? null,
    amountMinor: wholeUnitsToMinor(parameter(result, 'TransactionAmount')),
  };
}

const STATUS_WORDS: Record<string, PaymentState> = {
  Completed: 'SUCCESSFUL',
  Failed: 'FAILED',
  Declined: 'FAILED',
  Cancelled: 'FAILED',
  Pending: 'PENDING',
};

/** The Transaction Status answer we asked for: its parameters name the payout's own OriginatorConversationID. */
function readStatusResult(result: Result): Reading {
  const payoutRef =
    stringOrNull(parameter(result, 'OriginatorConversationID')) ?? result.OriginatorConversationID;
  if (result.ResultCode !== '0') return emptyReading('payout', payoutRef, 'UNKNOWN');
  const word = String(parameter(result, 'TransactionStatus') ?? '');
  const state = STATUS_WORDS[word] ?? 'UNKNOWN';
  const reason = String(parameter(result, 'TransactionReason') ?? word);
  return {
    ...emptyReading('payout', payoutRef, state),
    providerTxnId: state === 'SUCCESSFUL' ? stringOrNull(parameter(result, 'ReceiptNo')) : null,
    amountMinor: state === 'SUCCESSFUL' ? wholeUnitsToMinor(parameter(result, 'Amount')) : null,
    failure: state === 'FAILED' ? failure('OTHER', word, reason || word) : null,
  };
}

function emptyReading(kind: 'deposit' | 'payout', providerRef: string, state: PaymentState): Reading {
  return {
    kind,
    providerRef,
    state,
    providerTxnId: null,
    amountMinor: null,
    failure: null,
    // A B2C outcome on our signed URL is final; anything short of one sends us back to ask again.
    requiresStatusQuery: state !== 'SUCCESSFUL' && state !== 'FAILED',
  };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

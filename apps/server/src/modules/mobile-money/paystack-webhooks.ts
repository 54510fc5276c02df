import { createHmac, timingSafeEqual } from 'node:crypto';
import { safeJson } from './paystack-wire.ts';
import { type CallbackInput, failure, type ParsedCallback } from './provider.ts';

/**
 * Paystack's webhooks (docs/payments.md, Nigeria and Ghana): one URL per account (/hooks/paystack), each
 * signed with `x-paystack-signature` = hex HMAC-SHA512(secret key, raw body). A webhook whose signature
 * does not verify is nothing; one that verifies is still a hint: the verify call decides.
 */

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

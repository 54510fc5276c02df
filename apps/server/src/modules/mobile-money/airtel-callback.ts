import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type CallbackInput, failure, type ParsedCallback, type PaymentState } from './provider.ts';

/**
 * Airtel's callback goes to the one URL set in its portal, unsigned unless "callback with authentication"
 * is on (a base64 HMAC-SHA256 `hash`, over an unspecified canonical form: we hash the `transaction` object
 * as JSON, market-payments.md §1.6). Either way it is only a hint: money moves after the enquiry.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const callbackSchema = z
  .object({
    transaction: z
      .object({
        id: z.string(),
        status_code: z.string(),
        airtel_money_id: z.string().optional(),
        message: z.string().optional(),
      })
      .loose(),
    hash: z.string().optional(),
  })
  .loose();

/**
 * Airtel's collection callback `{transaction:{id, status_code TS|TF, airtel_money_id, message}[, hash]}`.
 * Null when it is not one, names no payment of ours, or carries a wrong hash (or none while a key is set).
 * `callbackKey` null: callbacks are not authenticated.
 */
export function parseAirtelCallback(config: { callbackKey: string | null }, input: CallbackInput) {
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    return null;
  }
  const parsed = callbackSchema.safeParse(json);
  if (!parsed.success || !UUID.test(parsed.data.transaction.id)) return null;
  const { transaction, hash } = parsed.data;
  if (config.callbackKey !== null) {
    const raw = (json as { transaction: unknown }).transaction;
    const expected = createHmac('sha256', config.callbackKey).update(JSON.stringify(raw)).digest('base64');
    if (!hash || !sameText(hash, expected)) return null;
  }
  const state: PaymentState =
    transaction.status_code === 'TS' ? 'SUCCESSFUL' : transaction.status_code === 'TF' ? 'FAILED' : 'UNKNOWN';
  const parsedCallback: ParsedCallback = {
    provider: 'airtel-money',
    kind: 'deposit',
    event: 'deposit',
    paymentId: transaction.id,
    providerRef: transaction.id,
    state,
    providerTxnId: transaction.airtel_money_id ?? null,
    amountMinor: null,
    failure: state === 'FAILED' ? failure('OTHER', 'TF', transaction.message ?? 'TF') : null,
    requiresStatusQuery: true,
  };
  return parsedCallback;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

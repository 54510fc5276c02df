import type { ServerContext } from '../../context.ts';
import {
  type ParsedCallback,
  type ProviderCode,
  providerByCode,
  verifyCallbackUrl,
} from '../mobile-money/index.ts';
import { insertCallback, setCallbackVerdict } from '../payments/index.ts';
import { checkPayout } from './check-payout.ts';
import { findOrderById, findOrderByProviderRef } from './order-repository.ts';
import { settleWithdrawal } from './settle-withdrawal.ts';

export interface IncomingCallback {
  provider: ProviderCode;
  method: string;
  /** Path and query as received: the signed token is in the query. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  ip: string;
}

export interface CallbackAnswer {
  status: number;
  body: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEPT_HEADERS = ['content-type', 'content-length', 'user-agent', 'x-forwarded-for'];
const PAYOUT_EVENTS = new Set(['payout', 'payout-timeout', 'payout-status']);

/**
 * A payout callback is a hint (integration-contracts.md §0.1). It is stored as it came; its URL token must
 * verify (else 403, nothing moves). Then: a Daraja B2C or Transaction Status result on our signed URL is
 * the provider's final word (Daraja has no synchronous payout status) and settles the order; anything else
 * (every MTN callback, an unreadable body) makes us ask the provider, whose answer decides. Daraja's queue
 * timeouts and unfinished status results only leave the order to the reconciliation job, so that a
 * callback never triggers a query that triggers a callback. Duplicates are harmless: settling is once.
 */
export async function receivePayoutCallback(
  ctx: ServerContext,
  input: IncomingCallback,
): Promise<CallbackAnswer> {
  const callbackId = await insertCallback(ctx.db, 'withdraw_callbacks', {
    provider: input.provider,
    method: input.method,
    path: input.url.split('?')[0] ?? '',
    headers: { ...pick(input.headers), ip: input.ip },
    rawBody: input.rawBody.slice(0, 100_000),
    receivedAt: ctx.now(),
  });
  const verdict = (v: string, orderId: string | null, claimed: string | null = null) =>
    setCallbackVerdict(ctx.db, 'withdraw_callbacks', callbackId, {
      verdict: v,
      orderId,
      claimedState: claimed,
    });

  const provider = providerByCode(ctx.config, input.provider);
  const parsed = provider.parseCallback({ headers: input.headers, rawBody: input.rawBody, url: input.url });
  const target = await targetOf(ctx, input.provider, parsed, input.url);
  if (!target || !UUID.test(target.paymentId) || !PAYOUT_EVENTS.has(target.event)) {
    await verdict('forged', null);
    ctx.log.warn(
      { provider: input.provider, ip: input.ip },
      'payout callback refused: URL token does not verify',
    );
    return refuse(input.provider, 403);
  }
  const order = await findOrderById(ctx.db, target.paymentId);
  if (!order || order.provider !== input.provider) {
    await verdict('unknown-order', null);
    return refuse(input.provider, 404);
  }
  if (parsed?.providerRef && parsed.providerRef !== order.provider_ref) {
    // A result about another payout than the one this URL was given for: recorded, never acted on.
    await verdict('ref-mismatch', order.id, parsed.state);
    return accept(input.provider);
  }
  await verdict(parsed ? 'accepted' : 'unreadable', order.id, parsed?.state ?? null);
  if (parsed && !parsed.requiresStatusQuery) {
    // Only Daraja's results skip the status query, and Daraja names no currency (KES only).
    await settleWithdrawal(ctx, order.id, { ...parsed, currency: null }, 'callback');
  } else if (target.event === 'payout') {
    await checkPayout(ctx, order.id, 'callback');
  }
  return accept(input.provider);
}

/**
 * The payout a callback is about: from its signed URL, or from a signed body (Paystack), which names our
 * reference only: the order holding that reference.
 */
async function targetOf(
  ctx: ServerContext,
  provider: ProviderCode,
  parsed: ParsedCallback | null,
  url: string,
): Promise<{ paymentId: string; event: string } | null> {
  if (parsed && parsed.paymentId === '' && parsed.providerRef) {
    const order = await findOrderByProviderRef(ctx.db, provider, parsed.providerRef);
    return order ? { paymentId: order.id, event: parsed.event } : null;
  }
  return parsed ?? verifyCallbackUrl(ctx.config, provider, url);
}

/** The acknowledgement each provider expects (MTN: any 2xx; Daraja: ResultCode 0). */
function accept(provider: ProviderCode): CallbackAnswer {
  return provider === 'mpesa-daraja'
    ? { status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } }
    : { status: 200, body: {} };
}

function refuse(provider: ProviderCode, status: number): CallbackAnswer {
  return provider === 'mpesa-daraja'
    ? { status, body: { ResultCode: 1, ResultDesc: 'Rejected' } }
    : { status, body: { code: 'REJECTED' } };
}

function pick(headers: IncomingCallback['headers']): Record<string, unknown> {
  return Object.fromEntries(KEPT_HEADERS.filter((h) => headers[h] !== undefined).map((h) => [h, headers[h]]));
}

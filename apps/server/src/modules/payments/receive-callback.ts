import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type ProviderCode, providerByCode, verifyCallbackUrl } from '../mobile-money/index.ts';
import { insertCallback, setCallbackVerdict } from './callback-repository.ts';
import { checkDeposit } from './check-deposit.ts';
import { STATE } from './deposit-states.ts';
import {
  findOrderById,
  findOrderByProviderRef,
  insertEvent,
  lockOrder,
  updateOrder,
} from './order-repository.ts';

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

/**
 * A provider's callback is a hint (integration-contracts.md §0.1): it is stored as it came, its URL token
 * must verify, and then the provider's status query decides; the callback's own claim never moves money.
 * A forged or unknown callback is refused (4xx) and credits nothing. A FAILED claim about a credited
 * deposit leaves it credited and flags it for review (checklist M14).
 */
export async function receiveCallback(ctx: ServerContext, input: IncomingCallback): Promise<CallbackAnswer> {
  const callbackId = await insertCallback(ctx.db, 'payment_callbacks', {
    provider: input.provider,
    method: input.method,
    path: input.url.split('?')[0] ?? '',
    headers: { ...pick(input.headers), ip: input.ip },
    rawBody: input.rawBody.slice(0, 100_000),
    receivedAt: ctx.now(),
  });
  const verdict = (v: string, orderId: string | null, claimed: string | null = null) =>
    setCallbackVerdict(ctx.db, 'payment_callbacks', callbackId, {
      verdict: v,
      orderId,
      claimedState: claimed,
    });

  const provider = providerByCode(ctx.config, input.provider);
  const parsed = provider.parseCallback({ headers: input.headers, rawBody: input.rawBody, url: input.url });
  // A body naming only our reference (Efí's txid): the order holding it.
  const byRef =
    parsed && parsed.paymentId === '' && parsed.providerRef
      ? await findOrderByProviderRef(ctx.db, input.provider, parsed.providerRef)
      : undefined;
  const target = byRef
    ? { paymentId: byRef.id, event: parsed?.event }
    : (parsed ?? verifyCallbackUrl(ctx.config, input.provider, input.url));
  if (!target || !UUID.test(target.paymentId) || target.event !== 'deposit') {
    await verdict('forged', null);
    ctx.log.warn({ provider: input.provider, ip: input.ip }, 'callback refused: URL token does not verify');
    return refuse(input.provider, 403);
  }
  const order = await findOrderById(ctx.db, target.paymentId);
  if (!order || order.provider !== input.provider) {
    await verdict('unknown-order', null);
    return refuse(input.provider, 404);
  }
  const claimed = parsed?.state ?? null;
  let accepted = parsed ? 'accepted' : 'unreadable';
  if (parsed?.providerRef && order.provider_ref !== parsed.providerRef) {
    // Daraja's reference comes back with the prompt's answer; if that answer was lost, the callback on
    // our signed URL is how we learn it. A different reference than the one we hold is only recorded.
    accepted = order.provider_ref === null ? 'accepted' : 'ref-mismatch';
    if (order.provider_ref === null) await adoptReference(ctx, order.id, parsed.providerRef);
  }
  await verdict(accepted, order.id, claimed);
  // The body's claim is a hint: whatever it says (even an unreadable body), ask the provider. The provider
  // is answered first (MTN: "respond within a few seconds"); the raw callback is already stored, and if
  // this follow-up dies with the process, the reconciliation job asks the same question.
  track(ctx, followUp(ctx, order.id, claimed));
  return accept(input.provider);
}

const inFlight = new Set<Promise<void>>();

function track(ctx: ServerContext, work: Promise<void>) {
  const tracked = work.catch((error) => ctx.log.error({ err: error }, 'callback follow-up failed'));
  inFlight.add(tracked);
  void tracked.finally(() => inFlight.delete(tracked));
}

/** Resolves when the status checks started by callbacks so far have finished (shutdown, tests). */
export async function callbacksSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

async function followUp(ctx: ServerContext, orderId: string, claimed: string | null): Promise<void> {
  const checked = await checkDeposit(ctx, orderId, 'callback');
  if (claimed === 'FAILED' && checked.state === STATE.SUCCESS) await flagFailedAfterSuccess(ctx, orderId);
}

async function adoptReference(ctx: ServerContext, orderId: string, providerRef: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.provider_ref !== null) return;
    await updateOrder(tx, orderId, { provider_ref: providerRef, updated_at: ctx.now() });
  });
}

async function flagFailedAfterSuccess(ctx: ServerContext, orderId: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.review_reason === 'failed_after_success') return;
    const now = ctx.now();
    await updateOrder(tx, orderId, {
      review_reason: order.review_reason ?? 'failed_after_success',
      review_note: 'a callback claimed FAILED after the deposit was credited; it stays credited',
      updated_at: now,
    });
    const detail = { review: 'failed_after_success' };
    await insertEvent(tx, {
      orderId,
      from: order.state,
      to: order.state,
      source: 'callback',
      detail,
      at: now,
    });
  });
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

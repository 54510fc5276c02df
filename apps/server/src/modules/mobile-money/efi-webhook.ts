import { timingSafeEqual } from 'node:crypto';
import { fromPixAmount, providerRefOfIdEnvio } from './efi-client.ts';
import { type CallbackInput, failure, type ParsedCallback, type PaymentState } from './provider.ts';

/**
 * Efí's one webhook for Pix received and Pix sent (market-payments.md §5.4): `POST {webhookUrl}/pix` with a
 * `pix` array, on the URL registered with our secret (`?hmac=…&ignorar=`). hook-routes.ts splits the array
 * and dedupes on endToEndId; each item is a hint only, confirmed by a status query before any money moves.
 */

/** Whether the webhook URL carries the secret registered with Efí (`?hmac=…`). */
export function verifyEfiWebhookUrl(secret: string, url: string): boolean {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  // Efí appends "/pix" to the registered URL: with "&ignorar=" it lands in that parameter, harmless.
  const given = new URLSearchParams(query).get('hmac') ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return secret.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

export type EfiItemKind = 'deposit' | 'payout' | 'unused';

/** What one item of the `pix` array is: a Pix received for a charge, a Pix we sent, or a refund (unused). */
export function efiItemKind(item: Record<string, unknown>): EfiItemKind {
  const extras = item.gnExtras as { idEnvio?: unknown } | undefined;
  if (typeof extras?.idEnvio === 'string' || item.tipo === 'SOLICITACAO') return 'payout';
  if (Array.isArray(item.devolucoes)) return 'unused';
  return typeof item.txid === 'string' ? 'deposit' : 'unused';
}

/**
 * The webhook's items one by one, each as a body of its own (`{"pix":[item]}`) for the deposit and payout
 * flows, with their kind; an item repeated in the same batch (same endToEndId and kind) only once.
 * Null when the body is not a `pix` array.
 */
export function splitEfiWebhook(rawBody: string): { kind: EfiItemKind; rawBody: string }[] | null {
  const body = safeJson(rawBody) as { pix?: unknown } | null;
  if (!body || !Array.isArray(body.pix)) return null;
  const seen = new Set<string>();
  const items: { kind: EfiItemKind; rawBody: string }[] = [];
  for (const item of body.pix as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const kind = efiItemKind(record);
    const key = `${kind}:${String(record.endToEndId ?? JSON.stringify(record))}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ kind, rawBody: JSON.stringify({ pix: [record] }) });
  }
  return items;
}

/**
 * One item (as split above) on a URL carrying our secret, or null. A charge paid names our txid; a Pix
 * sent names our idEnvio: either way the order is found by that reference (paymentId empty).
 */
export function parseEfiWebhook(secret: string, input: CallbackInput): ParsedCallback | null {
  if (!verifyEfiWebhookUrl(secret, input.url)) return null;
  const body = safeJson(input.rawBody) as { pix?: unknown } | null;
  const item =
    Array.isArray(body?.pix) && body.pix.length === 1 ? (body.pix[0] as Record<string, unknown>) : null;
  if (!item || typeof item !== 'object') return null;
  const kind = efiItemKind(item);
  const endToEndId = typeof item.endToEndId === 'string' ? item.endToEndId : null;
  if (kind === 'deposit') {
    return {
      provider: 'efi-pix',
      kind: 'deposit',
      event: 'deposit',
      paymentId: '',
      providerRef: item.txid as string,
      state: 'SUCCESSFUL',
      providerTxnId: endToEndId,
      amountMinor: fromPixAmount(item.valor),
      failure: null,
      requiresStatusQuery: true,
    };
  }
  if (kind !== 'payout') return null;
  const idEnvio = (item.gnExtras as { idEnvio?: unknown } | undefined)?.idEnvio;
  if (typeof idEnvio !== 'string') return null;
  const status = String(item.status ?? '');
  const state: PaymentState =
    status === 'REALIZADO' ? 'SUCCESSFUL' : status === 'NAO_REALIZADO' ? 'FAILED' : 'PENDING';
  return {
    provider: 'efi-pix',
    kind: 'payout',
    event: 'payout',
    paymentId: '',
    providerRef: providerRefOfIdEnvio(idEnvio),
    state,
    providerTxnId: endToEndId,
    amountMinor: fromPixAmount(item.valor),
    failure: state === 'FAILED' ? failure('DECLINED', 'NAO_REALIZADO', 'the Pix was not made') : null,
    requiresStatusQuery: true,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

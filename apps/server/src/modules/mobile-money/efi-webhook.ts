import { timingSafeEqual } from 'node:crypto';
import { type EfiClient, efiError, fromPixAmount, providerRefOfIdEnvio } from './efi-client.ts';
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

/**
 * Efí's registration test: when a URL is registered it posts a notification that is not a `pix` array to
 * the URL as registered, and refuses the registration unless it answers 2xx (market-payments.md §5.4).
 */
export function isEfiTestNotification(rawBody: string): boolean {
  const body = safeJson(rawBody);
  return body !== null && typeof body === 'object' && !Array.isArray(body) && !('pix' in body);
}

export type EfiWebhookRegistration =
  | { outcome: 'unchanged' | 'registered'; webhookUrl: string }
  | { outcome: 'failed'; reason: string };

/**
 * Registers our webhook URL on our Pix key, idempotently: `GET /v2/webhook/{chave}` first, and only when it
 * names another URL (or none) `PUT /v2/webhook/{chave} {webhookUrl}`, then GET again to check what Efí
 * kept. Without mutual TLS in front of us, the PUT carries `x-skip-mtls-checking: true` (Efí's documented
 * way; the `?hmac=` secret in the URL is then what proves a notification is Efí's).
 */
export async function registerEfiWebhook(
  client: EfiClient,
  options: { pixKey: string; webhookUrl: string; mtlsInFront: boolean },
): Promise<EfiWebhookRegistration> {
  const path = `v2/webhook/${encodeURIComponent(options.pixKey)}`;
  const registered = async () => {
    const answer = await client.call('GET', path);
    const url = (answer.kind === 'answered' && answer.status === 200 ? answer.json : null) as {
      webhookUrl?: unknown;
    } | null;
    return typeof url?.webhookUrl === 'string' ? url.webhookUrl : null;
  };
  if ((await registered()) === options.webhookUrl) {
    return { outcome: 'unchanged', webhookUrl: options.webhookUrl };
  }
  const put = await client.call(
    'PUT',
    path,
    { webhookUrl: options.webhookUrl },
    { 'x-skip-mtls-checking': options.mtlsInFront ? 'false' : 'true' },
  );
  if (put.kind === 'no-answer') return { outcome: 'failed', reason: `no answer: ${put.message}` };
  if (put.status !== 200 && put.status !== 201) {
    const { name, message } = efiError(put.json as Record<string, unknown> | null);
    return { outcome: 'failed', reason: `${put.status} ${name} ${message}`.trim() };
  }
  const kept = await registered();
  return kept === options.webhookUrl
    ? { outcome: 'registered', webhookUrl: kept }
    : { outcome: 'failed', reason: `Efí keeps ${kept ?? 'no URL'} after the registration` };
}

import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { type ClientTls, callProvider, joinUrl, type ProviderAnswer } from './http.ts';
import { isPositiveSafeMinor } from './money.ts';
import {
  type CallbackInput,
  type FailureCode,
  failure,
  type InitiateResult,
  initiateOutcome,
  type ParsedCallback,
  type PaymentFailure,
  type PaymentProvider,
  type PaymentRef,
  type PaymentRequest,
  type PaymentState,
  type StatusResult,
  unknownStatus,
} from './provider.ts';
import { TokenCache, TokenUnavailableError } from './token-cache.ts';

/**
 * Pix for Brazil through Efí (market-payments.md §5; BCB "API Pix" v2 for the charge, Efí's own Pix-envio
 * for payouts; efipay/sdk-node-apis-efi for the paths):
 * - every call over mutual TLS with the account's certificate (`tls`; the simulator runs plain HTTP and
 *   checks the client credentials and the bearer token instead, see apps/paysim/README.md), after
 *   `POST /oauth/token` with HTTP Basic client credentials;
 * - deposit: an immediate charge `PUT /v2/cob/{txid}` (txid = our reference, 32 letters and digits, chosen
 *   and stored before the call, so a retry is the same charge) answering the "copia e cola" code
 *   (`pixCopiaECola`) the web shows as text and QR code; `GET /v2/cob/{txid}` decides (CONCLUIDA = paid);
 * - payout: `PUT /v3/gn/pix/{idEnvio}` to the player's Pix key (idEnvio = our reference without its dashes:
 *   the same idEnvio is the same payment), `GET /v2/gn/pix/enviados/id-envio/{idEnvio}` decides;
 * - one webhook for both, `POST {webhookUrl}/pix` with a `pix` array (hook-routes.ts splits it, dedupes on
 *   endToEndId): a hint only, each item is confirmed by the GET above before any money moves.
 * Money on the wire is a decimal string "12.34" (`\d{1,10}\.\d{2}`); inside, integer centavos.
 */

export interface EfiPixConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The account's certificate (PEM cert + key, from its .p12); null only against the simulator. */
  tls: ClientTls | null;
  /** Our Pix key: the receiver of the charges and the payer of the payouts (it has the webhook). */
  pixKey: string;
  /**
   * The secret in the webhook URL registered with Efí (`{PUBLIC_URL}/hooks/efi-pix?hmac=…&ignorar=`, Efí's
   * documented pairing for a server that does not check Efí's client certificate itself).
   */
  webhookHmac: string;
  /** The market's currency: BRL only. */
  currency: string;
  /** How long a charge can be paid (calendario.expiracao). */
  chargeExpirySeconds: number;
  timeoutMs: number;
}

/** A txid or an idEnvio as BCB and Efí accept them. */
const TXID = /^[a-zA-Z0-9]{26,35}$/;
const ID_ENVIO = /^[a-zA-Z0-9]{1,35}$/;
const AMOUNT = /^\d{1,10}\.\d{2}$/;
/** A charge past its expiry is given this long for a payment already on its way before it counts as expired. */
const EXPIRY_GRACE_MS = 5 * 60_000;

/** Centavos as the API writes money: "12.34". */
export function toPixAmount(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** "12.34" → 1234; null for anything that is not the API's money pattern. */
export function fromPixAmount(text: unknown): number | null {
  if (typeof text !== 'string' || !AMOUNT.test(text)) return null;
  const [whole, cents] = text.split('.') as [string, string];
  const minor = Number(whole) * 100 + Number(cents);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A payout's idEnvio from our reference (a UUID): its 32 hex digits. */
export function idEnvioOf(providerRef: string): string {
  return providerRef.replaceAll('-', '');
}

/** Our reference back from an idEnvio (the 32 hex digits of a UUID); other ids are returned as they are. */
export function providerRefOfIdEnvio(idEnvio: string): string {
  const hex = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(idEnvio);
  return hex ? hex.slice(1).join('-').toLowerCase() : idEnvio;
}

export function newTxid(): string {
  return randomBytes(16).toString('hex');
}

export function createEfiPixProvider(
  config: EfiPixConfig,
  deps: { nowMs?: () => number } = {},
): PaymentProvider {
  const nowMs = deps.nowMs ?? Date.now;
  const tls = config.tls ?? undefined;
  const tokens = new TokenCache(async () => {
    const answer = await callProvider({
      method: 'POST',
      url: joinUrl(config.baseUrl, 'oauth/token'),
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        accept: 'application/json',
      },
      body: { grant_type: 'client_credentials' },
      timeoutMs: config.timeoutMs,
      tls,
    });
    const json = answer.kind === 'answered' ? (answer.json as Record<string, unknown> | null) : null;
    if (answer.kind !== 'answered' || answer.status !== 200 || typeof json?.access_token !== 'string') {
      throw new TokenUnavailableError(
        `efi token: ${answer.kind === 'answered' ? answer.status : answer.reason}`,
      );
    }
    return { token: json.access_token, expiresInS: Number(json.expires_in) || 3600 };
  }, nowMs);

  /** One call with the cached token; a 401 drops the token and tries once more with a fresh one. */
  async function call(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<ProviderAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      let token: string;
      try {
        token = await tokens.get();
      } catch (error) {
        return { kind: 'no-answer', reason: 'network', message: (error as Error).message };
      }
      const answer = await callProvider({
        method,
        url: joinUrl(config.baseUrl, path),
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        body,
        timeoutMs: config.timeoutMs,
        tls,
      });
      if (answer.kind === 'answered' && answer.status === 401 && attempt === 0) {
        tokens.invalidate();
        continue;
      }
      return answer;
    }
  }

  function refused(request: PaymentRequest, reference: string): InitiateResult | null {
    if (!isPositiveSafeMinor(request.amountMinor) || toPixAmount(request.amountMinor).length > 13) {
      return initiateOutcome('FAILED', reference, failure('INVALID_AMOUNT', 'AMOUNT', 'not a Pix amount'));
    }
    if (request.currency !== config.currency) {
      return initiateOutcome(
        'FAILED',
        reference,
        failure('INVALID_REQUEST', 'CURRENCY', `Pix moves ${config.currency} only`),
      );
    }
    return null;
  }

  async function initiateDeposit(request: PaymentRequest): Promise<InitiateResult> {
    const txid = request.providerRef ?? newTxid();
    if (!TXID.test(txid)) {
      return initiateOutcome(
        'FAILED',
        txid,
        failure('INVALID_REQUEST', 'TXID', 'txid is not [a-zA-Z0-9]{26,35}'),
      );
    }
    const early = refused(request, txid);
    if (early) return early;
    const answer = await call('PUT', `v2/cob/${txid}`, {
      calendario: { expiracao: config.chargeExpirySeconds },
      valor: { original: toPixAmount(request.amountMinor) },
      chave: config.pixKey,
      solicitacaoPagador: (request.description ?? 'Sika deposit').slice(0, 140),
    });
    if (answer.kind === 'no-answer' || answer.status >= 500) return initiateOutcome('UNKNOWN', txid);
    const json = answer.json as Record<string, unknown> | null;
    if (answer.status === 200 || answer.status === 201) {
      const code = typeof json?.pixCopiaECola === 'string' ? json.pixCopiaECola : null;
      const result = initiateOutcome('PENDING', txid);
      return code ? { ...result, payerAction: { url: null, code } } : result;
    }
    const { name, message } = efiError(json);
    // The same txid again: the charge exists (a retry after a lost answer); its status tells the rest.
    if (answer.status === 409 || /txid_duplicado|cobranca_ja_existe|duplicad/i.test(name)) {
      return initiateOutcome('PENDING', txid, null, true);
    }
    return initiateOutcome(
      'FAILED',
      txid,
      failure(refusalCode(answer.status, name), name || String(answer.status), message),
    );
  }

  async function depositStatus(ref: PaymentRef): Promise<StatusResult> {
    const answer = await call('GET', `v2/cob/${encodeURIComponent(ref.providerRef)}`);
    const data = readBody(answer);
    if (!data.ok) return { ...unknownStatus(ref.providerRef, data.notFound) };
    const cob = data.json;
    const status = String(cob.status ?? '');
    const pix = Array.isArray(cob.pix) ? (cob.pix as Record<string, unknown>[]) : [];
    const paidMinor = pix.reduce<number | null>((sum, item) => {
      const value = fromPixAmount(item.valor);
      return sum === null || value === null ? null : sum + value;
    }, 0);
    let state: PaymentState;
    let fail: PaymentFailure | null = null;
    if (status === 'CONCLUIDA') state = 'SUCCESSFUL';
    else if (status === 'ATIVA') {
      state = chargeExpired(cob, nowMs()) ? 'FAILED' : 'PENDING';
      if (state === 'FAILED') fail = failure('EXPIRED', 'EXPIRADA', 'the charge expired unpaid');
    } else if (status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR' || status === 'REMOVIDA_PELO_PSP') {
      state = 'FAILED';
      fail = failure('EXPIRED', status, 'the charge was removed unpaid');
    } else return unknownStatus(ref.providerRef);
    const first = pix[0];
    return {
      state,
      providerRef: ref.providerRef,
      providerTxnId: typeof first?.endToEndId === 'string' ? first.endToEndId : null,
      amountMinor:
        state === 'SUCCESSFUL' ? (pix.length > 0 ? paidMinor : fromPixAmount(readValor(cob))) : null,
      currency: state === 'SUCCESSFUL' ? config.currency : null,
      failure: fail,
      notFound: false,
      resultByCallback: false,
    };
  }

  async function initiatePayout(request: PaymentRequest): Promise<InitiateResult> {
    const reference = request.providerRef ?? randomUUID();
    const idEnvio = idEnvioOf(reference);
    if (!ID_ENVIO.test(idEnvio)) {
      return initiateOutcome('FAILED', reference, failure('INVALID_REQUEST', 'ID_ENVIO', 'bad idEnvio'));
    }
    const early = refused(request, reference);
    if (early) return early;
    if (!request.pixKey) {
      return initiateOutcome('FAILED', reference, failure('INVALID_REQUEST', 'NO_KEY', 'no Pix key'));
    }
    const answer = await call('PUT', `v3/gn/pix/${idEnvio}`, {
      valor: toPixAmount(request.amountMinor),
      pagador: {
        chave: config.pixKey,
        infoPagador: (request.description ?? 'Sika withdrawal').slice(0, 140),
      },
      favorecido: { chave: request.pixKey },
    });
    if (answer.kind === 'no-answer' || answer.status >= 500) return initiateOutcome('UNKNOWN', reference);
    if (answer.status === 200 || answer.status === 201) return initiateOutcome('PENDING', reference);
    const { name, message } = efiError(answer.json as Record<string, unknown> | null);
    if (answer.status === 409 || /id_envio_duplicado|duplicad/i.test(name)) {
      return initiateOutcome('PENDING', reference, null, true);
    }
    return initiateOutcome(
      'FAILED',
      reference,
      failure(refusalCode(answer.status, name), name || String(answer.status), message),
    );
  }

  async function payoutStatus(ref: PaymentRef): Promise<StatusResult> {
    const answer = await call('GET', `v2/gn/pix/enviados/id-envio/${idEnvioOf(ref.providerRef)}`);
    const data = readBody(answer);
    if (!data.ok) return unknownStatus(ref.providerRef, data.notFound);
    const sent = data.json;
    const status = String(sent.status ?? '');
    let state: PaymentState;
    let fail: PaymentFailure | null = null;
    if (status === 'REALIZADO') state = 'SUCCESSFUL';
    else if (status === 'EM_PROCESSAMENTO') state = 'PENDING';
    else if (status === 'NAO_REALIZADO') {
      state = 'FAILED';
      const error = (sent.gnExtras as { erro?: Record<string, unknown> } | undefined)?.erro;
      fail = failure(
        'DECLINED',
        typeof error?.codigo === 'string' ? error.codigo : 'NAO_REALIZADO',
        typeof error?.motivo === 'string' ? error.motivo : 'the Pix was not made',
      );
    } else return unknownStatus(ref.providerRef);
    return {
      state,
      providerRef: ref.providerRef,
      providerTxnId: typeof sent.endToEndId === 'string' ? sent.endToEndId : null,
      amountMinor: fromPixAmount(sent.valor),
      currency: config.currency,
      failure: fail,
      notFound: false,
      resultByCallback: false,
    };
  }

  return {
    code: 'efi-pix',
    newReference: () => newTxid(),
    initiateDeposit,
    depositStatus,
    initiatePayout,
    payoutStatus,
    parseCallback: (input) => parseEfiWebhook(config.webhookHmac, input),
  };
}

function chargeExpired(cob: Record<string, unknown>, now: number): boolean {
  const calendario = cob.calendario as { criacao?: unknown; expiracao?: unknown } | undefined;
  const created = typeof calendario?.criacao === 'string' ? Date.parse(calendario.criacao) : Number.NaN;
  const seconds = Number(calendario?.expiracao);
  if (!Number.isFinite(created) || !Number.isFinite(seconds)) return false;
  return now > created + seconds * 1000 + EXPIRY_GRACE_MS;
}

function readValor(cob: Record<string, unknown>): unknown {
  return (cob.valor as { original?: unknown } | undefined)?.original;
}

function readBody(
  answer: ProviderAnswer,
): { ok: true; json: Record<string, unknown> } | { ok: false; notFound: boolean } {
  if (answer.kind === 'no-answer') return { ok: false, notFound: false };
  if (answer.status === 404) return { ok: false, notFound: true };
  const json = answer.json;
  if (answer.status !== 200 || !json || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, notFound: false };
  }
  return { ok: true, json: json as Record<string, unknown> };
}

/** Efí's `{nome, mensagem}` or BCB's `{type, title, detail}` error body. */
function efiError(json: Record<string, unknown> | null): { name: string; message: string } {
  const name = typeof json?.nome === 'string' ? json.nome : typeof json?.title === 'string' ? json.title : '';
  const text = json?.mensagem ?? json?.detail ?? '';
  return { name, message: String(text).slice(0, 200) };
}

function refusalCode(status: number, name: string): FailureCode {
  if (/chave/i.test(name)) return 'ACCOUNT_NOT_FOUND';
  if (/saldo_insuficiente/i.test(name)) return 'PROVIDER_ERROR';
  if (/valor/i.test(name)) return 'INVALID_AMOUNT';
  if (status === 401 || status === 403) return 'PROVIDER_UNAVAILABLE';
  return 'INVALID_REQUEST';
}

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

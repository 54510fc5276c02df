import { randomBytes } from 'node:crypto';
import { type ClientTls, callProvider, joinUrl, type ProviderAnswer } from './http.ts';
import { TokenCache, TokenUnavailableError } from './token-cache.ts';

/**
 * Efí's Pix API client (market-payments.md §5.2; efipay/sdk-node-apis-efi): every call over mutual TLS with
 * the account's certificate (`tls`; the simulator runs plain HTTP and checks the client credentials and the
 * bearer token instead, see apps/paysim/README.md), after `POST /oauth/token` with HTTP Basic client
 * credentials; the token is cached and a 401 fetches a fresh one once. Beside it, the API's wire formats:
 * money as a decimal string "12.34" (`\d{1,10}\.\d{2}`; inside, integer centavos), txids and idEnvios,
 * and its error bodies.
 */

export interface EfiClientConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The account's certificate (PEM cert + key, from its .p12); null only against the simulator. */
  tls: ClientTls | null;
  timeoutMs: number;
}

export interface EfiClient {
  /** One call with the cached token; a 401 drops the token and tries once more with a fresh one. */
  call(
    method: 'GET' | 'PUT',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ProviderAnswer>;
}

export function createEfiClient(config: EfiClientConfig, nowMs: () => number = Date.now): EfiClient {
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

  async function call(
    method: 'GET' | 'PUT',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ProviderAnswer> {
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
        headers: { ...headers, authorization: `Bearer ${token}`, accept: 'application/json' },
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

  return { call };
}

/** A txid or an idEnvio as BCB and Efí accept them. */
export const TXID = /^[a-zA-Z0-9]{26,35}$/;
export const ID_ENVIO = /^[a-zA-Z0-9]{1,35}$/;
const AMOUNT = /^\d{1,10}\.\d{2}$/;
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

export function readBody(
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
export function efiError(json: Record<string, unknown> | null): { name: string; message: string } {
  const name = typeof json?.nome === 'string' ? json.nome : typeof json?.title === 'string' ? json.title : '';
  const text = json?.mensagem ?? json?.detail ?? '';
  return { name, message: String(text).slice(0, 200) };
}

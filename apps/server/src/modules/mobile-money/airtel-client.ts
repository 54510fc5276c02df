import type { KeyObject } from 'node:crypto';
import { airtelPublicKey, signAirtelBody } from './airtel-signing.ts';
import { callProvider, joinUrl, type ProviderAnswer } from './http.ts';
import { issuedTokenOf, TokenCache } from './token-cache.ts';

/**
 * Airtel Money Open API client (market-payments.md §1): `POST /auth/oauth2/token` with client credentials
 * (the token lives three minutes and is cached; a 401 fetches a fresh one once), then every call with the
 * bearer and X-Country / X-Currency. With Airtel's RSA public key, every body is signed (§1.3,
 * airtel-signing.ts): `x-signature` / `x-key` over the exact bytes sent.
 */

/** What the client needs of the adapter's settings (AirtelMoneyConfig). */
export interface AirtelClientConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  country: string;
  currency: string;
  publicKey: string | null;
  timeoutMs: number;
}

export type AirtelSend = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<ProviderAnswer | 'no-token'>;

export interface AirtelClient {
  /** Airtel's key, parsed; null: signing is off (the v1 paths, the PIN encrypted outside Sika). */
  publicKey: KeyObject | null;
  /** One call with the cached token; 'no-token' when none could be had. */
  send: AirtelSend;
}

export function createAirtelClient(config: AirtelClientConfig, nowMs?: () => number): AirtelClient {
  // Parsed once, when the adapters are built: a malformed key throws there, not at each payment.
  const publicKey: KeyObject | null = config.publicKey ? airtelPublicKey(config.publicKey) : null;
  const tokens = new TokenCache(async () => {
    const answer = await callProvider({
      method: 'POST',
      url: joinUrl(config.baseUrl, 'auth/oauth2/token'),
      headers: { accept: '*/*' },
      body: {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
      },
      timeoutMs: config.timeoutMs,
    });
    // expires_in is a string ("180"): the token lives three minutes.
    return issuedTokenOf(answer, 'Airtel', 180);
  }, nowMs);

  async function sendOnce(method: 'GET' | 'POST', path: string, body?: unknown) {
    const token = await tokens.get().catch(() => null);
    if (token === null) return 'no-token' as const;
    // The body is serialised once and those very bytes are signed and sent.
    const jsonText = body === undefined ? undefined : JSON.stringify(body);
    const signature = jsonText !== undefined && publicKey ? signAirtelBody(jsonText, publicKey) : {};
    return callProvider({
      method,
      url: joinUrl(config.baseUrl, path),
      headers: {
        authorization: `Bearer ${token}`,
        accept: '*/*',
        'X-Country': config.country,
        'X-Currency': config.currency,
        ...signature,
      },
      ...(jsonText === undefined ? {} : { jsonText }),
      timeoutMs: config.timeoutMs,
    });
  }

  async function send(method: 'GET' | 'POST', path: string, body?: unknown) {
    const first = await sendOnce(method, path, body);
    if (first === 'no-token' || first.kind !== 'answered' || first.status !== 401) return first;
    tokens.invalidate();
    return sendOnce(method, path, body);
  }

  return { publicKey, send };
}

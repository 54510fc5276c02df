import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallbackEvent, ProviderCode } from './provider.ts';

/**
 * Callback URLs that carry their own proof. Neither MTN nor Daraja signs callbacks
 * (integration-contracts.md §0.1, §2.6), so each URL names our payment and carries
 * t = HMAC-SHA256(secret, "provider|paymentId|event"): a forger must know the exact URL we gave the
 * provider. Shape: {callbackBaseUrl}/{provider}/{paymentId}/{event}?t={token}
 */

const EVENTS: readonly CallbackEvent[] = ['deposit', 'payout', 'payout-timeout', 'payout-status'];

export interface CallbackUrlSigner {
  urlFor(paymentId: string, event: CallbackEvent): string;
  /** The payment and event a received URL names, or null when its token does not verify. */
  verify(url: string): { paymentId: string; event: CallbackEvent } | null;
}

export function callbackUrlSigner(
  provider: ProviderCode,
  baseUrl: string,
  secret: string,
): CallbackUrlSigner {
  const sign = (paymentId: string, event: CallbackEvent) =>
    createHmac('sha256', secret).update(`${provider}|${paymentId}|${event}`).digest('base64url');
  const base = baseUrl.replace(/\/+$/, '');
  const pathPattern = new RegExp(`/${provider}/([^/?#]+)/(${EVENTS.join('|')})/?$`);

  return {
    urlFor(paymentId, event) {
      // A URL's path drops a "." or ".." segment (and its %2E spellings): such an id could never come back.
      if (/^(\.|%2e){1,2}$/i.test(paymentId))
        throw new Error(`a payment id cannot be a dot segment: ${paymentId}`);
      return `${base}/${provider}/${encodeURIComponent(paymentId)}/${event}?t=${sign(paymentId, event)}`;
    },
    verify(url) {
      const parsed = safeUrl(url);
      const match = parsed ? pathPattern.exec(parsed.pathname) : null;
      const token = parsed?.searchParams.get('t');
      if (!match?.[1] || !match[2] || !token) return null;
      const paymentId = safeDecode(match[1]);
      const event = match[2] as CallbackEvent;
      if (paymentId === null) return null;
      return sameToken(token, sign(paymentId, event)) ? { paymentId, event } : null;
    },
  };
}

function safeUrl(url: string): URL | null {
  try {
    return new URL(url, 'http://callback.invalid');
  } catch {
    return null;
  }
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

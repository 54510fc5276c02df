import type { ProviderAnswer } from './http.ts';

/**
 * An access token kept until shortly before it expires (MTN: "cache token for its lifetime"; Daraja
 * tokens last an hour). Concurrent callers share one fetch instead of stampeding the token endpoint.
 */

export interface IssuedToken {
  token: string;
  expiresInS: number;
}

/**
 * An OAuth client-credentials answer (`{access_token, expires_in}`; some providers send expires_in as a
 * string) as an IssuedToken. Throws when the provider did not answer 200 with a token: TokenCache.get rejects.
 */
export function issuedTokenOf(
  answer: ProviderAnswer,
  provider: string,
  defaultExpiresInS: number,
): IssuedToken {
  const body =
    answer.kind === 'answered' ? (answer.json as { access_token?: unknown; expires_in?: unknown }) : null;
  if (answer.kind !== 'answered' || answer.status !== 200 || typeof body?.access_token !== 'string') {
    throw new Error(`${provider} token unavailable`);
  }
  return { token: body.access_token, expiresInS: Number(body.expires_in) || defaultExpiresInS };
}

/** Refresh this long before the provider's expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 60_000;

export class TokenCache {
  private cached: { token: string; expiresAtMs: number } | null = null;
  private inFlight: Promise<string> | null = null;

  constructor(
    private readonly fetchToken: () => Promise<IssuedToken>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** Rejects when no token could be had (the provider did not answer or refused the credentials). */
  async get(): Promise<string> {
    if (this.cached && this.cached.expiresAtMs > this.nowMs()) return this.cached.token;
    this.inFlight ??= this.refresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Forget the token after the provider rejected it. */
  invalidate(): void {
    this.cached = null;
  }

  private async refresh(): Promise<string> {
    const issued = await this.fetchToken();
    const lifetimeMs = Math.max(issued.expiresInS * 1000 - EXPIRY_MARGIN_MS, issued.expiresInS * 500);
    this.cached = { token: issued.token, expiresAtMs: this.nowMs() + lifetimeMs };
    return issued.token;
  }
}

export class TokenUnavailableError extends Error {
  override readonly name = 'TokenUnavailableError';
}

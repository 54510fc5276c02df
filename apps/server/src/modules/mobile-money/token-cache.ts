/**
 * An access token kept until shortly before it expires (MTN: "cache token for its lifetime"; Daraja
 * tokens last an hour). Concurrent callers share one fetch instead of stampeding the token endpoint.
 */

export interface IssuedToken {
  token: string;
  expiresInS: number;
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

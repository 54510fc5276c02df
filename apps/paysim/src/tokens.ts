import { accessToken } from './ids.ts';

export type TokenAudience = 'mtn-collection' | 'mtn-disbursement' | 'daraja' | 'airtel' | 'orange' | 'efi';

/** Bearer tokens issued by the simulator, each valid for one API product until it expires. */
export class TokenStore {
  private readonly tokens = new Map<string, { audience: TokenAudience; expiresAtMs: number }>();

  constructor(private readonly nowMs: () => number) {}

  issue(audience: TokenAudience, ttlS: number): string {
    const token = accessToken();
    this.tokens.set(token, { audience, expiresAtMs: this.nowMs() + ttlS * 1000 });
    return token;
  }

  isValid(token: string | null, audience: TokenAudience): boolean {
    if (token === null) return false;
    const entry = this.tokens.get(token);
    if (!entry || entry.audience !== audience) return false;
    if (entry.expiresAtMs <= this.nowMs()) {
      this.tokens.delete(token);
      return false;
    }
    return true;
  }

  /** Make every issued token invalid, as if they had all expired (tests of token refresh). */
  expireAll(): void {
    this.tokens.clear();
  }
}

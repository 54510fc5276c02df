import type { WalletLimitReason } from '@sika/contract';
/**
 * Errors the provider's page API answers with: a code from this catalogue, its HTTP status, and an
 * English message for logs (the page shows its own translated text per code).
 */
export const providerErrorStatus = {
  INVALID_REQUEST: 400,
  SESSION_NOT_FOUND: 401,
  /** The wallet answered INVALID_SESSION / SESSION_EXPIRED: launched elsewhere, or the session ended. */
  SESSION_KICKED: 401,
  LAUNCH_REJECTED: 401,
  PLAYER_BLOCKED: 403,
  ROUND_NOT_FOUND: 404,
  ROUND_IN_PROGRESS: 409,
  INSUFFICIENT_FUNDS: 422,
  BET_OUT_OF_LIMITS: 422,
  /** The operator refused the stake for the player's limits or pause (wallet LIMIT_REACHED, with `reason`). */
  LIMIT_REACHED: 422,
  WALLET_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ProviderErrorCode = keyof typeof providerErrorStatus;

export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    /** Sent along with INSUFFICIENT_FUNDS, so the page shows the balance it has. */
    readonly balance?: number,
    /** Sent along with LIMIT_REACHED: why the operator refused (loss-limit, session-limit, paused). */
    readonly reason?: WalletLimitReason,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  get status(): number {
    return providerErrorStatus[this.code];
  }
}

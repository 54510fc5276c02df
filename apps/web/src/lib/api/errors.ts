import type { errorCatalogue } from '@sika/contract';

/** Codes the client makes itself (spec activities §8): a failed network call, a request it could not build. */
export const NETWORK_ERROR = -98;
export const REQUEST_ERROR = -99;

/** A call that did not succeed: a business code from the catalogue, an HTTP status, or -98 / -99. */
export class ApiError extends Error {
  readonly code: number;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly data: unknown;

  constructor(code: number, message: string, status = 0, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Catalogue = typeof errorCatalogue;

/** Catalogue codes the app branches on; type-checked against `packages/contract` without bundling it. */
export const errorCodes = {
  UNAUTHORIZED: 1001,
  SELF_EXCLUDED: 1003,
  BONUS_FORFEIT_UNCONFIRMED: 5201,
  DEPOSIT_LIMIT_REACHED: 5401,
  LOSS_LIMIT_REACHED: 5402,
  SESSION_LIMIT_REACHED: 5403,
  PLAY_PAUSED: 5404,
  BANK_NOT_LISTED: 5755,
  BANK_ACCOUNT_NOT_FOUND: 5756,
  BANK_LOOKUP_UNAVAILABLE: 5757,
  BANK_ACCOUNT_REQUIRED: 5758,
  BANK_ACCOUNT_CHANGED: 5759,
  KYC_REQUIRED: 6005,
  VOUCHER_NOT_EXPECTED: 5765,
  VOUCHER_REFUSED: 5766,
} as const satisfies { [K in keyof Catalogue]?: Catalogue[K]['code'] };

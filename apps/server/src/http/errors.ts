import { type ErrorName, errorCatalogue } from '@sika/contract';

/**
 * An expected failure with a code from the catalogue. Use-cases throw it; the central error handler turns it
 * into the envelope with the catalogue's HTTP status. `message` overrides the player-facing text only when
 * the catalogue's is too general; `internal` is logged, never sent.
 */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(
    name: ErrorName,
    options: { message?: string; internal?: string; data?: unknown; headers?: Record<string, string> } = {},
  ) {
    const entry = errorCatalogue[name];
    super(options.message ?? entry.message);
    this.errorName = name;
    this.code = entry.code;
    this.status = entry.status;
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
    if (options.internal) this.cause = options.internal;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The page's one client of its provider's API (same origin, bearer token from the launch). */
import type { WalletLimitReason } from '@sika/contract';
import type { ApiErrorBody } from '../api-types.ts';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly balance?: number,
    /** With LIMIT_REACHED: why the operator refused the stake. */
    readonly reason?: WalletLimitReason,
  ) {
    super(message);
  }
}

let token: string | null = null;

export function setToken(value: string | null): void {
  token = value;
}

export async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('NETWORK', 'network error', 0);
  }
  const data = (await response.json().catch(() => null)) as (T & Partial<ApiErrorBody>) | null;
  if (!response.ok || !data) {
    const error = data?.error;
    throw new ApiError(
      error?.code ?? 'INTERNAL',
      error?.message ?? response.statusText,
      response.status,
      error?.balance,
      error?.reason,
    );
  }
  return data;
}

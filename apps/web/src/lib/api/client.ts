import type { CallData, CallDef, CallInput } from '@sika/contract';
import type { BodyEncoding, WebCall } from './calls.ts';
import { ApiError, errorCodes, NETWORK_ERROR, REQUEST_ERROR } from './errors.ts';
import { apiHeaders } from './headers.ts';

export type ToastKind = 'success' | 'error';

/** Everything the client needs from the app, injected so the client stays pure and testable. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  /** Origin of the API; empty for the app's own origin. */
  baseUrl: string;
  platform: string;
  timeoutMs: number;
  getToken(): string | null;
  getDeviceId(): string;
  now(): number;
  nonce(): string;
  /** Text for a failure: translated by code, falling back to the server's `msg`. */
  describe(code: number, msg: string): string;
  toast(text: string, kind: ToastKind): void;
  /** HTTP 401: clear the token and profile, go to /login. */
  onUnauthorized(): void;
  /** HTTP 403 or 503: go to /home. */
  onForbidden(): void;
  /**
   * 5404 PLAY_PAUSED (a 403, decision 017): the player's play is paused; the page stays (it shows the pause
   * instead of failing) and the profile is asked again to learn it.
   */
  onPaused(): void;
  /** Development only: checks `data` against the contract's schema. */
  validate?(call: WebCall, data: unknown): void;
}

export interface RequestOptions {
  /** No toast on failure (queries show their own error state). */
  silent?: boolean;
  /** Toast on success: the server's `msg`, or this text. */
  successToast?: boolean | string;
  /** Business codes the caller handles itself: no toast and no redirect for these. */
  handledCodes?: readonly number[];
  encoding?: BodyEncoding;
  signal?: AbortSignal;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export type ApiRequest = <D extends CallDef>(
  call: WebCall<D>,
  input?: CallInput<D>,
  options?: RequestOptions,
) => Promise<CallData<D>>;

export function createApiClient(deps: ApiClientDeps): { request: ApiRequest } {
  async function request<D extends CallDef>(
    call: WebCall<D>,
    input?: CallInput<D>,
    options: RequestOptions = {},
  ): Promise<CallData<D>> {
    let prepared: { url: string; init: RequestInit };
    try {
      prepared = buildRequest(deps, call, (input ?? {}) as Record<string, unknown>, options.encoding);
    } catch (error) {
      return fail(new ApiError(REQUEST_ERROR, 'request error', 0, String(error)), options);
    }
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), deps.timeoutMs);
    const abort = () => timeout.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    let response: Response;
    try {
      response = await deps.fetch(prepared.url, { ...prepared.init, signal: timeout.signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return fail(new ApiError(NETWORK_ERROR, 'network error'), options);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
    }
    const body = await readEnvelope(response);
    if (!body) {
      // Not our envelope (a proxy page, a cut connection): the HTTP status is the code (spec activities §8).
      return fail(
        new ApiError(response.status || NETWORK_ERROR, response.statusText, response.status),
        options,
      );
    }
    if (response.ok && body.code === 0) {
      deps.validate?.(call as WebCall, body.data);
      if (options.successToast) {
        deps.toast(typeof options.successToast === 'string' ? options.successToast : body.msg, 'success');
      }
      return body.data as CallData<D>;
    }
    const code = body.code === 0 ? response.status : body.code;
    return fail(new ApiError(code, body.msg, response.status, body.data), options);
  }

  function fail(error: ApiError, options: RequestOptions): never {
    const handled = options.handledCodes?.includes(error.code) ?? false;
    if (!handled) {
      if (error.status === 401) deps.onUnauthorized();
      else if (error.code === errorCodes.PLAY_PAUSED) deps.onPaused();
      else if (error.status === 403 || error.status === 503) deps.onForbidden();
      if (!options.silent) deps.toast(deps.describe(error.code, error.message), 'error');
    }
    throw error;
  }

  return { request };
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && typeof (body as Envelope).code === 'number') {
      const { code, msg, message, data } = body as Envelope & { message?: string };
      return { code, msg: typeof msg === 'string' ? msg : (message ?? ''), data: data ?? null };
    }
    return null;
  } catch {
    return null;
  }
}

/** Fills `:params` from the input; the rest goes to the query (GET, DELETE) or the body. Throws when it can't. */
export function buildRequest(
  deps: Pick<ApiClientDeps, 'baseUrl' | 'platform' | 'getToken' | 'getDeviceId' | 'now' | 'nonce'>,
  call: WebCall,
  input: Record<string, unknown>,
  encodingOverride?: BodyEncoding,
): { url: string; init: RequestInit } {
  const rest: Record<string, unknown> = { ...input };
  const path = call.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const headers = apiHeaders(deps);
  const init: RequestInit = { method: call.method, headers, credentials: 'include' };
  let url = `${deps.baseUrl}${path}`;
  if (call.method === 'GET' || call.method === 'DELETE') {
    const query = toSearchParams(rest).toString();
    if (query) url += `?${query}`;
    return { url, init };
  }
  const encoding = encodingOverride ?? call.encoding ?? 'form';
  if (encoding === 'json') {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(rest);
  } else if (encoding === 'multipart') {
    init.body = toFormData(rest);
  } else {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    init.body = toSearchParams(rest).toString();
  }
  return { url, init };
}

function formValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') throw new Error('objects need the json encoding');
  return String(value);
}

function toSearchParams(values: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, formValue(item));
  }
  return params;
}

function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(key, item instanceof Blob ? item : formValue(item));
    }
  }
  return form;
}

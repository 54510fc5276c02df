import type { ApiClientDeps, ApiRequest } from './client.ts';
import { createApiClient } from './client.ts';

export type { WebCall } from './calls.ts';
export { calls } from './calls.ts';
export type { ApiClientDeps, RequestOptions } from './client.ts';
export { ApiError, errorCodes, isApiError, NETWORK_ERROR, REQUEST_ERROR } from './errors.ts';

let client: { request: ApiRequest } | null = null;

/** Wires the one API client to the app (toasts, translations, navigation); called once at start. */
export function configureApi(deps: ApiClientDeps): void {
  client = createApiClient(deps);
}

/** Calls the API: `api(calls.getProfile)`. Rejects with an ApiError; see RequestOptions. */
export const api: ApiRequest = (call, input, options) => {
  if (!client) throw new Error('configureApi() was not called');
  return client.request(call, input, options);
};

/** The platform every call of the web app names in its `platform` header (spec core §3). */
export const PLATFORM = 'h5';

/** What the headers of a call are made of, injected so that the client stays pure and testable. */
export interface HeaderSource {
  platform: string;
  getToken(): string | null;
  getDeviceId(): string;
  now(): number;
  nonce(): string;
}

/**
 * The headers of every call (spec core §3: platform, deviceid, ticks, nonce, token). One module, small and
 * free of the app, shared by the API client and index.html's boot script (src/boot.ts), which asks for
 * home's lobby before the app's code has arrived.
 */
export function apiHeaders(source: HeaderSource): Headers {
  const headers = new Headers({
    platform: source.platform,
    deviceid: source.getDeviceId(),
    ticks: String(source.now()),
    nonce: source.nonce(),
    accept: 'application/json',
  });
  const token = source.getToken();
  if (token) headers.set('token', token);
  return headers;
}

/**
 * Calls asked for by index.html's boot script (src/boot.ts) before the app's code has arrived, and taken
 * by the app's API client instead of asking again: home's lobby answer no longer waits for vendor, the entry
 * and home's chunk to download and run. The boot script is a bundle of its own, so the two meet on window.
 */
const KEY = '__sikaEarly';

type EarlyRequests = Record<string, Promise<Response> | undefined>;

function requests(): EarlyRequests {
  const holder = globalThis as unknown as Record<string, EarlyRequests | undefined>;
  holder[KEY] ??= {};
  return holder[KEY];
}

/** Boot script: sends a GET now, for the app's client to take by its URL. */
export function startEarlyGet(url: string, headers: Headers): Promise<Response> {
  const response = fetch(url, { method: 'GET', headers, credentials: 'include' });
  requests()[url] = response;
  return response;
}

/**
 * Boot script: an answer to a GET that came inside the page (home's lobby, written into /home's HTML by the
 * server with its first screen), for the app's client to take by its URL as if it had just arrived.
 */
export function putEarlyAnswer(url: string, json: string): void {
  requests()[url] = Promise.resolve(
    new Response(json, { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

/**
 * The API client's fetch: the boot script's answer to this very GET, once (a later call asks the server
 * again), or undefined. The caller's signal (its time-out) still ends the wait.
 */
export function takeEarlyGet(url: string, init: RequestInit | undefined): Promise<Response> | undefined {
  if ((init?.method ?? 'GET') !== 'GET') return undefined;
  const early = requests();
  const response = early[url];
  if (!response) return undefined;
  delete early[url];
  const signal = init?.signal;
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    response.then(resolve, reject);
  });
}

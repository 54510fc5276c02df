import { describe, expect, it, vi } from 'vitest';
import { calls } from './calls.ts';
import { type ApiClientDeps, buildRequest, createApiClient } from './client.ts';
import { ApiError } from './errors.ts';

function setup(
  respond: (url: string, init: RequestInit) => Promise<Response> | Response,
  overrides: Partial<ApiClientDeps> = {},
) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
    respond(String(url), init ?? {}),
  );
  const deps = {
    fetch: fetchMock,
    baseUrl: '',
    platform: 'h5',
    timeoutMs: 60_000,
    getToken: () => 'tok-123',
    getDeviceId: () => 'device-1',
    now: () => 1_700_000_000_000,
    nonce: () => 'n0nce',
    describe: (code: number, msg: string) => `[${code}] ${msg}`,
    toast: vi.fn(),
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    onPaused: vi.fn(),
    ...overrides,
  } satisfies ApiClientDeps;
  return { deps: { ...deps, fetch: fetchMock }, client: createApiClient(deps) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const profile = { uid: 'u1', mobile: '0244123456', money: 0 };

describe('the API client', () => {
  it('sends the spec headers, the token and credentials on every call', async () => {
    const { deps, client } = setup(() => json(200, { code: 0, msg: 'success', data: profile }));
    await client.request(calls.getProfile);
    const [url, init] = deps.fetch.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/account-service/member/profile');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('token')).toBe('tok-123');
    expect(headers.get('platform')).toBe('h5');
    expect(headers.get('deviceid')).toBe('device-1');
    expect(headers.get('ticks')).toBe('1700000000000');
    expect(headers.get('nonce')).toBe('n0nce');
  });

  it('leaves the token header out when there is no token', () => {
    const { deps } = setup(() => json(200, {}), { getToken: () => null });
    const { init } = buildRequest(deps, calls.appInfo, {});
    expect(new Headers(init.headers).has('token')).toBe(false);
  });

  it('form-encodes bodies by default, with booleans as 1/0 and empty values left out', () => {
    const { deps } = setup(() => json(200, {}));
    const { init } = buildRequest(deps, calls.loginByPassword, {
      mobile: '0244123456',
      password: 'p@ss word',
      selfInclusion: true,
      nothing: undefined,
    });
    expect(new Headers(init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(String(init.body)).toBe('mobile=0244123456&password=p%40ss+word&selfInclusion=1');
  });

  it('can send JSON and multipart instead', () => {
    const { deps } = setup(() => json(200, {}));
    const asJson = buildRequest(deps, calls.register, { mobile: '1' }, 'json');
    expect(new Headers(asJson.init.headers).get('content-type')).toBe('application/json');
    expect(asJson.init.body).toBe('{"mobile":"1"}');
    const multipart = buildRequest(deps, calls.register, { mobile: '1', file: new Blob(['x']) }, 'multipart');
    expect(multipart.init.body).toBeInstanceOf(FormData);
    expect(new Headers(multipart.init.headers).has('content-type')).toBe(false);
  });

  it('fills :params from the input and puts the rest of a GET in the query', () => {
    const { deps } = setup(() => json(200, {}));
    const call = { method: 'GET', path: '/api/account/transaction/:id', auth: 'player' } as const;
    const { url } = buildRequest(deps, call, { id: 'a b', page: 2 });
    expect(url).toBe('/api/account/transaction/a%20b?page=2');
  });

  it('returns data on code 0 and toasts success only when asked', async () => {
    const { deps, client } = setup(() => json(200, { code: 0, msg: 'success', data: profile }));
    await expect(client.request(calls.getProfile)).resolves.toEqual(profile);
    expect(deps.toast).not.toHaveBeenCalled();
    await client.request(calls.getProfile, undefined, { successToast: 'Saved' });
    expect(deps.toast).toHaveBeenCalledWith('Saved', 'success');
  });

  it('rejects a business error with its code and shows the message in a toast', async () => {
    const { deps, client } = setup(() =>
      json(422, { code: 1101, msg: 'Incorrect mobile or password.', data: null }),
    );
    const error = await client
      .request(calls.loginByPassword, { mobile: '0244123456', password: 'x' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1101, status: 422 });
    expect(deps.toast).toHaveBeenCalledWith('[1101] Incorrect mobile or password.', 'error');
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('on HTTP 401 clears the session and sends the player to login', async () => {
    const { deps, client } = setup(() => json(401, { code: 1001, msg: 'login', data: null }));
    await expect(client.request(calls.getProfile)).rejects.toMatchObject({ code: 1001, status: 401 });
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it.each([403, 503])('on HTTP %i goes home', async (status) => {
    const { deps, client } = setup(() => json(status, { code: 1007, msg: 'later', data: null }));
    await expect(client.request(calls.getProfile)).rejects.toMatchObject({ status });
    expect(deps.onForbidden).toHaveBeenCalledOnce();
  });

  it('on 5404 (play paused, a 403) stays on the page and reports the pause instead of going home', async () => {
    const data = { reason: 'time-out', until: '2026-11-24T18:00:00.000Z' };
    const { deps, client } = setup(() => json(403, { code: 5404, msg: 'paused', data }));
    await expect(client.request(calls.getProfile)).rejects.toMatchObject({ code: 5404, status: 403, data });
    expect(deps.onPaused).toHaveBeenCalledOnce();
    expect(deps.onForbidden).not.toHaveBeenCalled();
  });

  it('leaves codes the caller handles alone: no toast, no redirect', async () => {
    const { deps, client } = setup(() => json(403, { code: 1003, msg: 'excluded', data: null }));
    await expect(
      client.request(calls.loginByPassword, { mobile: '1', password: '2' }, { handledCodes: [1003] }),
    ).rejects.toMatchObject({ code: 1003 });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.onForbidden).not.toHaveBeenCalled();
  });

  it('keeps quiet when silent, but still handles 401', async () => {
    const { deps, client } = setup(() => json(401, { code: 1001, msg: 'login', data: null }));
    await expect(client.request(calls.getProfile, undefined, { silent: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('answers -98 when the network call fails', async () => {
    const { deps, client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.request(calls.appInfo)).rejects.toMatchObject({ code: -98, status: 0 });
    expect(deps.toast).toHaveBeenCalledWith('[-98] network error', 'error');
  });

  it('answers -98 when the server does not answer within the timeout', async () => {
    const { client } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      { timeoutMs: 20 },
    );
    await expect(client.request(calls.appInfo)).rejects.toMatchObject({ code: -98 });
  });

  it('answers -99 when the request cannot be built', async () => {
    const { deps, client } = setup(() => json(200, {}));
    const call = { method: 'GET', path: '/api/account/transaction/:id', auth: 'player' } as const;
    await expect(client.request(call, {})).rejects.toMatchObject({ code: -99, message: 'request error' });
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('uses the HTTP status as the code when the answer is not an envelope', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.request(calls.appInfo)).rejects.toMatchObject({ code: 502, status: 502 });
  });

  it('reads `message` when an answer has no `msg`', async () => {
    const { deps, client } = setup(() => json(422, { code: 5001, message: 'The activity is invalid' }));
    await expect(client.request(calls.appInfo)).rejects.toMatchObject({ code: 5001 });
    expect(deps.toast).toHaveBeenCalledWith('[5001] The activity is invalid', 'error');
  });

  it('passes data through the development validator when one is installed', async () => {
    const validate = vi.fn();
    const { client } = setup(() => json(200, { code: 0, msg: 'success', data: profile }), { validate });
    await client.request(calls.getProfile);
    expect(validate).toHaveBeenCalledWith(calls.getProfile, profile);
  });
});

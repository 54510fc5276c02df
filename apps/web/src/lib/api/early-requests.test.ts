import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from './calls.ts';
import { buildRequest } from './client.ts';
import { putEarlyAnswer, startEarlyGet, takeEarlyGet } from './early-requests.ts';
import { apiHeaders } from './headers.ts';
import { lobbyUrl } from './lobby-call.ts';

const source = {
  baseUrl: '',
  platform: 'h5',
  getToken: () => 'tok-1',
  getDeviceId: () => 'device-1',
  now: () => 1_700_000_000_000,
  nonce: () => 'n0nce',
};

describe("the boot script's early lobby request", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks at the address and with the headers the API client uses', () => {
    for (const lang of ['en', 'fr', 'pt']) {
      const { url, init } = buildRequest(source, calls.getLobby, { lang });
      expect(lobbyUrl(lang)).toBe(url);
      expect([...apiHeaders(source)]).toEqual([...(init.headers as Headers)]);
    }
  });

  it('is taken once by the GET of that address, then the client asks the server again', async () => {
    const answer = new Response('{"code":0,"msg":"","data":null}');
    const fetchMock = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetchMock);
    startEarlyGet(lobbyUrl('en'), apiHeaders(source));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyGet(lobbyUrl('fr'), { method: 'GET' })).toBeUndefined();
    expect(takeEarlyGet(lobbyUrl('en'), { method: 'POST' })).toBeUndefined();
    await expect(takeEarlyGet(lobbyUrl('en'), { method: 'GET' })).resolves.toBe(answer);
    expect(takeEarlyGet(lobbyUrl('en'), { method: 'GET' })).toBeUndefined();
  });

  it("ends the wait when the caller's signal aborts", async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    startEarlyGet(lobbyUrl('en'), apiHeaders(source));
    const timeout = new AbortController();
    const taken = takeEarlyGet(lobbyUrl('en'), { method: 'GET', signal: timeout.signal });
    timeout.abort(new Error('timed out'));
    await expect(taken).rejects.toThrow('timed out');
  });

  it('hands over, once, the lobby answer the server wrote into the page, without asking the network', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const written = '{"code":0,"msg":"success","data":{"categories":[],"games":[]}}';
    putEarlyAnswer(lobbyUrl('pt'), written);
    const response = await takeEarlyGet(lobbyUrl('pt'), { method: 'GET' });
    expect(response?.ok).toBe(true);
    expect(await response?.json()).toEqual(JSON.parse(written));
    expect(takeEarlyGet(lobbyUrl('pt'), { method: 'GET' })).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../src/modules/content/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the wire', () => {
  it('answers unknown API paths with the envelope and 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ code: 1004, msg: 'Not found.', data: null });
  });

  it('refuses a multipart body outside the appeal upload, with 415 and the envelope', async () => {
    const boundary = '----sika';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n0244000001\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\nwhatever1\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-service/auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(body(response).code).toBe(1010);
  });

  it('refuses a body over 64 KB with 413 and the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-service/auth/login',
      payload: { mobile: '0244000001', password: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toEqual({ code: 1009, msg: 'The request is too large.', data: null });
  });

  it('answers router errors with the envelope: bad percent-encoding, an overlong path parameter', async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/feedback/timeline/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(body(badUrl)).toEqual({ code: 1000, msg: 'Please check the content.', data: null });
    const longParam = await t.app.inject({ method: 'GET', url: `/api/feedback/timeline/${'a'.repeat(150)}` });
    // Fastify reports an overlong parameter (414) only when no other route could still match; either way the
    // player gets an honest 4xx in the envelope, never Fastify's own JSON.
    expect([404, 414]).toContain(longParam.statusCode);
    expect(body(longParam)).toMatchObject({ code: expect.any(Number), msg: expect.any(String), data: null });
  });

  it('reads no upload before the session is known', async () => {
    const boundary = '----sika';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/deposit/D123',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: 'not even multipart',
    });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe(1001);
  });

  it('refuses an unsupported body type with 415 and the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-service/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<mobile/>',
    });
    expect(response.statusCode).toBe(415);
    expect(body(response).code).toBe(1010);
  });

  it('never caches API answers and sets the security headers', async () => {
    const { token } = await registerPlayer(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account-service/member/profile',
      headers: { token },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets a phone keep public answers and revalidate them: an unchanged one costs a 304 without a body', async () => {
    await seedContent(t.ctx);
    const url = '/api/system-service/notices?lang=en';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{27}"$/);

    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"other", W/${tag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    // Another language is another answer: the old tag does not match, the whole body comes back.
    const french = await t.app.inject({
      method: 'GET',
      url: '/api/system-service/notices?lang=fr',
      headers: { 'if-none-match': tag },
    });
    expect(french.statusCode).toBe(200);
    expect(french.headers.etag).not.toBe(tag);
    expect(body(french).code).toBe(0);

    // An error is never revalidated.
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/system-service/adverts?position=x',
      headers: { 'if-none-match': tag },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });

  it('ignores fields a player may not set (mass assignment)', async () => {
    const { token, mobile } = await registerPlayer(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-service/auth/login',
      payload: { mobile, password: 'goodpass1', money: 1_000_000, levelId: 10 },
    });
    expect(body<{ memberInfo: { money: number; levelId: number } }>(response).data.memberInfo).toMatchObject({
      money: 0,
      levelId: 0,
    });
    expect(token).toBeTruthy();
  });
});

describe('health', () => {
  it('is live without the database and ready with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready while draining', async () => {
    t.lifecycle.draining = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      t.lifecycle.draining = false;
    }
  });
});

describe('OpenAPI', () => {
  it('documents every operation with a stable operationId', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    for (const id of [
      'register',
      'loginByPassword',
      'sendSmsCode',
      'loginBySmsCode',
      'loginByToken',
      'logout',
      'resetPassword',
      'changePassword',
      'changeMobile',
      'getProfile',
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWalletRequest } from '../../src/modules/games/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const SECRET = 'test-wallet-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WALLET_API_SECRET: SECRET });
});
afterAll(() => t.close());

/** A request to the wallet API, signed over its raw body unless told otherwise. */
async function post(raw: string, options: { contentType?: string; signed?: boolean } = {}) {
  const timestamp = String(t.clock.now.getTime());
  const headers: Record<string, string> = {};
  if (options.contentType !== undefined) headers['content-type'] = options.contentType;
  if (options.signed !== false) {
    headers['x-timestamp'] = timestamp;
    headers['x-signature'] = signWalletRequest(SECRET, timestamp, raw);
  }
  const response = await t.app.inject({ method: 'POST', url: '/wallet-api/v1/bet', headers, payload: raw });
  return { statusCode: response.statusCode, answer: response.json() as { status: string } };
}

describe('the wallet API refuses what is malformed with a 4xx, never "retry" (issue 10)', () => {
  it('an unsigned malformed body: 401, before any parsing', async () => {
    const answer = await post('{"txId":', { contentType: 'application/json', signed: false });
    expect(answer).toEqual({ statusCode: 401, answer: { status: 'INVALID_SIGNATURE', message: 'missing' } });
  });

  it('a signed body that is not JSON: 400', async () => {
    const answer = await post('{"txId":', { contentType: 'application/json' });
    expect(answer.statusCode).toBe(400);
    expect(answer.answer.status).toBe('INVALID_REQUEST');
  });

  it('an unsupported content type, signed or not: 415 or 401', async () => {
    expect((await post('<bet/>', { contentType: 'application/xml' })).statusCode).toBe(415);
    expect((await post('txId=1', { contentType: 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    expect((await post('<bet/>', { contentType: 'application/xml', signed: false })).statusCode).toBe(401);
    expect((await post('--x--', { contentType: 'multipart/form-data' })).answer.status).toBe(
      'INVALID_REQUEST',
    );
  });

  it('an oversized body: 413 whether signed or not', async () => {
    const raw = JSON.stringify({ txId: 'x'.repeat(20_000) });
    const unsigned = await post(raw, { contentType: 'application/json', signed: false });
    expect(unsigned).toEqual({
      statusCode: 413,
      answer: expect.objectContaining({ status: 'INVALID_REQUEST' }),
    });
    expect((await post(raw, { contentType: 'application/json' })).statusCode).toBe(413);
  });
});

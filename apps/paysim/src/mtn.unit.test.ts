import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPaysim } from './app.ts';
import { type CallbackReceiver, startCallbackReceiver } from './callback-receiver.ts';
import { SIM_DEFAULT_CREDENTIALS as C } from './config.ts';
import { MTN_TEST_ROWS } from './mtn/scenarios.ts';
import { sandboxNumber } from './test-numbers.ts';
import { mtnInitiate, mtnKey, mtnStatus, mtnToken, settled } from './test-support.ts';
import { startTestPaysim } from './testing.ts';

let sim: RunningPaysim;
let receiver: CallbackReceiver;

beforeAll(async () => {
  sim = await startTestPaysim();
  receiver = await startCallbackReceiver();
});
afterAll(async () => {
  await sim.close();
  await receiver.close();
});
afterEach(async () => {
  await sim.engine.flush();
  await fetch(`${sim.url}/_sim/reset`, { method: 'POST' });
  receiver.received.length = 0;
});

const GHANA_MTN = '233241234567';

describe('MTN token', () => {
  it('refuses a wrong subscription key and wrong API user credentials', async () => {
    const wrongKey = await fetch(`${sim.url}/collection/token/`, {
      method: 'POST',
      headers: { 'ocp-apim-subscription-key': 'nope', authorization: 'Basic eDp5' },
    });
    expect(wrongKey.status).toBe(401);
    const wrongUser = await fetch(`${sim.url}/collection/token/`, {
      method: 'POST',
      headers: { 'ocp-apim-subscription-key': mtnKey('collection'), authorization: 'Basic eDp5' },
    });
    expect(wrongUser.status).toBe(401);
    expect(await wrongUser.json()).toEqual({ error: 'login_failed' });
  });

  it('issues a bearer token with token_type and expires_in', async () => {
    const basic = Buffer.from(`${C.mtnApiUser}:${C.mtnApiKey}`).toString('base64');
    const response = await fetch(`${sim.url}/disbursement/token/`, {
      method: 'POST',
      headers: { 'ocp-apim-subscription-key': mtnKey('disbursement'), authorization: `Basic ${basic}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: 'access_token', expires_in: 3600 });
  });
});

describe('MTN request to pay', () => {
  it('accepts with 202 and an empty body, stays PENDING until the payer approves, then calls back by PUT', async () => {
    const { response, referenceId, text } = await mtnInitiate(sim, {
      partyId: GHANA_MTN,
      callbackUrl: `${receiver.url}/hooks/x`,
    });
    expect(response.status).toBe(202);
    expect(text).toBe('');
    expect((await mtnStatus(sim, referenceId)).body.status).toBe('PENDING');

    const approve = await fetch(`${sim.url}/_sim/prompts/${referenceId}/approve`, { method: 'POST' });
    expect(approve.status).toBe(200);
    const [callback] = await receiver.waitFor(1);
    const { body } = await mtnStatus(sim, referenceId);
    expect(body).toMatchObject({ status: 'SUCCESSFUL', amount: '5', currency: 'EUR', externalId: 'order-1' });
    expect(body.financialTransactionId).toMatch(/^\d{10}$/);
    expect(body.payer).toEqual({ partyIdType: 'MSISDN', partyId: GHANA_MTN });
    expect(callback?.method).toBe('PUT');
    expect(JSON.parse(callback?.rawBody ?? '')).toEqual(body);
  });

  it('answers 409 RESOURCE_ALREADY_EXIST to a reused X-Reference-Id', async () => {
    const first = await mtnInitiate(sim, { partyId: GHANA_MTN });
    const again = await mtnInitiate(sim, { partyId: GHANA_MTN, referenceId: first.referenceId });
    expect(again.response.status).toBe(409);
    expect(JSON.parse(again.text)).toMatchObject({ code: 'RESOURCE_ALREADY_EXIST' });
  });

  it.each([
    ['a reference id that is not a UUIDv4', { referenceId: 'abc' }, 400, 'BAD_REQUEST'],
    ['a currency other than the sandbox EUR', { currency: 'GHS' }, 400, 'INVALID_CURRENCY'],
    ['an apostrophe in the payer message', { body: { payerMessage: "Sika's deposit" } }, 400, 'BAD_REQUEST'],
    [
      'another target environment',
      { extraHeaders: { 'x-target-environment': 'mtnghana' } },
      400,
      'NOT_ALLOWED_TARGET_ENVIRONMENT',
    ],
    ['a malformed callback URL', { callbackUrl: 'not a url' }, 400, 'BAD_REQUEST'],
  ])('refuses %s', async (_name, call, status, code) => {
    const { response, text } = await mtnInitiate(sim, { partyId: GHANA_MTN, ...call });
    expect(response.status).toBe(status);
    expect(JSON.parse(text)).toMatchObject({ code });
  });

  it('refuses a call without a valid bearer token', async () => {
    const { response } = await mtnInitiate(sim, {
      partyId: GHANA_MTN,
      extraHeaders: { authorization: 'Bearer forged' },
    });
    expect(response.status).toBe(401);
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown reference', async () => {
    const { status, body } = await mtnStatus(sim, '0b5c8a0e-1d2f-4a3b-8c4d-5e6f7a8b9c0d');
    expect(status).toBe(404);
    expect(body.code).toBe('RESOURCE_NOT_FOUND');
  });
});

describe('MTN sandbox test numbers', () => {
  const payerCases = MTN_TEST_ROWS.payer.map((row, index) => [sandboxNumber(index), ...row] as const);
  it.each(payerCases)('request to pay from %s (%s) → %s, %s', async (msisdn, _scenario, timing, reason) => {
    const { referenceId } = await mtnInitiate(sim, { partyId: msisdn });
    if (timing === 'never') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await mtnStatus(sim, referenceId)).body.status).toBe('PENDING');
      return;
    }
    await settled(sim, referenceId);
    const { body } = await mtnStatus(sim, referenceId);
    if (reason === null) {
      expect(body.status).toBe('SUCCESSFUL');
    } else {
      expect(body.status).toBe('FAILED');
      expect(body.reason).toMatchObject({ code: reason });
    }
  });

  const payeeCases = MTN_TEST_ROWS.payee.map((row, index) => [sandboxNumber(index), ...row] as const);
  it.each(payeeCases)('transfer to %s (%s) → %s, %s', async (msisdn, _scenario, timing, reason) => {
    const { referenceId } = await mtnInitiate(sim, { product: 'disbursement', partyId: msisdn });
    if (timing === 'never') return;
    await settled(sim, referenceId);
    const { body } = await mtnStatus(sim, referenceId, 'disbursement');
    expect(body.status).toBe(reason === null ? 'SUCCESSFUL' : 'FAILED');
    if (reason !== null) expect(body.reason).toMatchObject({ code: reason });
  });

  it('gives a local Ghana number with a test ending the same scenario (0243123451 → rejected)', async () => {
    const { referenceId } = await mtnInitiate(sim, { partyId: '233243123451' });
    expect((await mtnStatus(sim, referenceId)).body).toMatchObject({
      status: 'FAILED',
      reason: { code: 'APPROVAL_REJECTED' },
    });
  });

  it('completes an ordinary transfer by itself after the payout delay', async () => {
    const { referenceId } = await mtnInitiate(sim, { product: 'disbursement', partyId: GHANA_MTN });
    await settled(sim, referenceId);
    expect((await mtnStatus(sim, referenceId, 'disbursement')).body.status).toBe('SUCCESSFUL');
  });
});

describe('MTN wire variants', () => {
  it('can send reason as a plain string, report CREATED, and call back by POST', async () => {
    await fetch(`${sim.url}/_sim/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        behaviour: { mtnReasonShape: 'string', mtnReportCreated: true, mtnCallbackMethod: 'POST' },
      }),
    });
    const pending = await mtnInitiate(sim, { partyId: GHANA_MTN });
    expect((await mtnStatus(sim, pending.referenceId)).body.status).toBe('CREATED');
    const failed = await mtnInitiate(sim, { partyId: sandboxNumber(1), callbackUrl: `${receiver.url}/cb` });
    expect((await mtnStatus(sim, failed.referenceId)).body.reason).toBe('APPROVAL_REJECTED');
    const [callback] = await receiver.waitFor(1);
    expect(callback?.method).toBe('POST');
  });

  it('reports the collection balance in major units', async () => {
    const { referenceId } = await mtnInitiate(sim, { partyId: GHANA_MTN, amount: '12.5' });
    await fetch(`${sim.url}/_sim/prompts/${referenceId}/approve`, { method: 'POST' });
    const balance = await fetch(`${sim.url}/collection/v1_0/account/balance`, {
      headers: {
        authorization: `Bearer ${await mtnToken(sim, 'collection')}`,
        'ocp-apim-subscription-key': mtnKey('collection'),
        'x-target-environment': 'sandbox',
      },
    });
    expect(await balance.json()).toEqual({ availableBalance: '12.5', currency: 'EUR' });
  });
});

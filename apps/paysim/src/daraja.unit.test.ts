import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPaysim } from './app.ts';
import { type CallbackReceiver, startCallbackReceiver } from './callback-receiver.ts';
import { SIM_DEFAULT_CREDENTIALS as C } from './config.ts';
import { DARAJA_TEST_ROWS } from './daraja/scenarios.ts';
import { b2cBody, darajaPost, settled, stkCredentials, stkPushBody } from './test-support.ts';
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

const SAFARICOM = '254708374149';
const testNumber = (index: number) => `25471${3_123_450 + index}`;

describe('Daraja OAuth', () => {
  it('refuses another grant type and wrong consumer credentials', async () => {
    const grant = await fetch(`${sim.url}/oauth/v1/generate?grant_type=password`);
    expect(await grant.json()).toMatchObject({ errorCode: '400.008.02' });
    const creds = await fetch(`${sim.url}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${Buffer.from('x:y').toString('base64')}` },
    });
    expect(creds.status).toBe(400);
  });

  it('issues a token whose expires_in is a string', async () => {
    const basic = Buffer.from(`${C.darajaConsumerKey}:${C.darajaConsumerSecret}`).toString('base64');
    const response = await fetch(`${sim.url}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basic}` },
    });
    expect(await response.json()).toMatchObject({ expires_in: '3599' });
  });
});

describe('M-Pesa Express', () => {
  it('accepts a push, answers the query "being processed" until the payer approves, then calls back', async () => {
    const push = await darajaPost(
      sim,
      '/mpesa/stkpush/v1/processrequest',
      stkPushBody(SAFARICOM, `${receiver.url}/stk`),
    );
    expect(push.status).toBe(200);
    expect(push.body).toMatchObject({
      ResponseCode: '0',
      CustomerMessage: 'Success. Request accepted for processing',
    });
    const checkoutId = String(push.body.CheckoutRequestID);
    expect(checkoutId).toMatch(/^ws_CO_\d+$/);

    const query = () =>
      darajaPost(sim, '/mpesa/stkpushquery/v1/query', { ...stkCredentials(), CheckoutRequestID: checkoutId });
    expect(await query()).toMatchObject({ status: 500, body: { errorCode: '500.001.1001' } });

    await fetch(`${sim.url}/_sim/prompts/${checkoutId}/approve`, { method: 'POST' });
    const [callback] = await receiver.waitFor(1);
    const stk = JSON.parse(callback?.rawBody ?? '').Body.stkCallback;
    expect(stk).toMatchObject({
      CheckoutRequestID: checkoutId,
      ResultCode: 0,
      MerchantRequestID: push.body.MerchantRequestID,
    });
    const items = stk.CallbackMetadata.Item as { Name: string; Value?: unknown }[];
    expect(items.map((i) => i.Name)).toEqual([
      'Amount',
      'MpesaReceiptNumber',
      'Balance',
      'TransactionDate',
      'PhoneNumber',
    ]);
    expect(items.find((i) => i.Name === 'Balance')).toEqual({ Name: 'Balance' });
    expect(items.find((i) => i.Name === 'PhoneNumber')?.Value).toBe(254708374149);
    expect(await query()).toMatchObject({ status: 200, body: { ResultCode: '0', ResponseCode: '0' } });
  });

  it('calls back ResultCode 1032 without metadata when the payer declines', async () => {
    const push = await darajaPost(
      sim,
      '/mpesa/stkpush/v1/processrequest',
      stkPushBody(SAFARICOM, `${receiver.url}/stk`),
    );
    await fetch(`${sim.url}/_sim/prompts/${String(push.body.CheckoutRequestID)}/decline`, { method: 'POST' });
    const [callback] = await receiver.waitFor(1);
    const stk = JSON.parse(callback?.rawBody ?? '').Body.stkCallback;
    expect(stk.ResultCode).toBe(1032);
    expect(stk.CallbackMetadata).toBeUndefined();
  });

  it.each([
    ['an invalid token', { token: 'forged' }, 404, '404.001.03'],
    ['a wrong password', { body: { Password: 'd3Jvbmc=' } }, 500, '500.001.1001'],
    ['a fractional amount', { body: { Amount: 10.5 } }, 400, '400.002.02'],
    [
      'an account reference over 12 characters',
      { body: { AccountReference: 'ABCDEFGHIJKLM' } },
      400,
      '400.002.02',
    ],
    ['a phone number outside Kenya', { body: { PhoneNumber: '233241234567' } }, 400, '400.002.02'],
  ] as const)('refuses a push with %s', async (_name, variant, status, errorCode) => {
    const body = {
      ...stkPushBody(SAFARICOM, `${receiver.url}/stk`),
      ...('body' in variant ? variant.body : {}),
    };
    const answer = await darajaPost(
      sim,
      '/mpesa/stkpush/v1/processrequest',
      body,
      'token' in variant ? variant.token : undefined,
    );
    expect(answer.status).toBe(status);
    expect(answer.body.errorCode).toBe(errorCode);
  });

  it('answers 400 to a query for an unknown CheckoutRequestID', async () => {
    const answer = await darajaPost(sim, '/mpesa/stkpushquery/v1/query', {
      ...stkCredentials(),
      CheckoutRequestID: 'ws_CO_1',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { errorMessage: 'Bad Request - Invalid CheckoutRequestID' },
    });
  });

  const cases = DARAJA_TEST_ROWS.stk.map((row, index) => [testNumber(index), ...row] as const);
  it.each(cases)('STK push to %s (%s) → %s, ResultCode %s', async (phone, _scenario, timing, resultCode) => {
    const push = await darajaPost(
      sim,
      '/mpesa/stkpush/v1/processrequest',
      stkPushBody(phone, `${receiver.url}/stk`),
    );
    const checkoutId = String(push.body.CheckoutRequestID);
    if (timing === 'never') return;
    await settled(sim, checkoutId);
    const query = await darajaPost(sim, '/mpesa/stkpushquery/v1/query', {
      ...stkCredentials(),
      CheckoutRequestID: checkoutId,
    });
    expect(query.body.ResultCode).toBe(String(resultCode));
    const [callback] = await receiver.waitFor(1);
    expect(JSON.parse(callback?.rawBody ?? '').Body.stkCallback.ResultCode).toBe(resultCode);
  });
});

describe('B2C', () => {
  it('accepts a v3 payment request and posts the Result with its parameters to ResultURL', async () => {
    const request = b2cBody(SAFARICOM, `${receiver.url}/b2c`);
    const answer = await darajaPost(sim, '/mpesa/b2c/v3/paymentrequest', request);
    expect(answer.body).toMatchObject({
      ResponseCode: '0',
      OriginatorConversationID: request.OriginatorConversationID,
    });
    expect(String(answer.body.ConversationID)).toMatch(/^AG_\d{8}_[0-9a-f]{20}$/);
    const [callback] = await receiver.waitFor(1);
    expect(callback?.url).toBe('/b2c/result');
    const result = JSON.parse(callback?.rawBody ?? '').Result;
    expect(result).toMatchObject({
      ResultType: 0,
      ResultCode: 0,
      OriginatorConversationID: request.OriginatorConversationID,
    });
    const params = result.ResultParameters.ResultParameter as { Key: string; Value: unknown }[];
    expect(params.find((p) => p.Key === 'TransactionAmount')?.Value).toBe(100);
    expect(params.find((p) => p.Key === 'TransactionReceipt')?.Value).toBe(result.TransactionID);
  });

  it('treats a repeated OriginatorConversationID as the same payout', async () => {
    const request = b2cBody(testNumber(3), `${receiver.url}/b2c`);
    const first = await darajaPost(sim, '/mpesa/b2c/v3/paymentrequest', request);
    const again = await darajaPost(sim, '/mpesa/b2c/v3/paymentrequest', request);
    expect(again.body.ConversationID).toBe(first.body.ConversationID);
    expect(sim.engine.list()).toHaveLength(1);
  });

  it('refuses a v3 request without OriginatorConversationID', async () => {
    const { OriginatorConversationID: _, ...legacy } = b2cBody(SAFARICOM, `${receiver.url}/b2c`);
    expect((await darajaPost(sim, '/mpesa/b2c/v3/paymentrequest', legacy)).status).toBe(400);
    expect((await darajaPost(sim, '/mpesa/b2c/v1/paymentrequest', legacy)).status).toBe(200);
  });

  const cases = DARAJA_TEST_ROWS.b2c.map((row, index) => [testNumber(index), ...row] as const);
  it.each(cases)('B2C to %s (%s) → %s, ResultCode %s', async (phone, _scenario, timing, resultCode) => {
    const request = b2cBody(phone, `${receiver.url}/b2c`);
    await darajaPost(sim, '/mpesa/b2c/v3/paymentrequest', request);
    if (timing === 'never') return;
    await settled(sim, request.OriginatorConversationID);
    const [callback] = await receiver.waitFor(1);
    expect(JSON.parse(callback?.rawBody ?? '').Result.ResultCode).toBe(resultCode);
  });

  it('sends a queue-timeout notice to QueueTimeOutURL and leaves the payout unresolved', async () => {
    const request = b2cBody(testNumber(2), `${receiver.url}/b2c`);
    await darajaPost(sim, '/mpesa/b2c/v3/paymentrequest', request);
    const [notice] = await receiver.waitFor(1);
    expect(notice?.url).toBe('/b2c/timeout');
    expect(sim.engine.lookup(request.OriginatorConversationID)?.status).toBe('PENDING');
  });

  it('answers a Transaction Status query asynchronously on its ResultURL', async () => {
    const request = b2cBody(SAFARICOM, `${receiver.url}/b2c`);
    await darajaPost(sim, '/mpesa/b2c/v3/paymentrequest', request);
    await settled(sim, request.OriginatorConversationID);
    const query = await darajaPost(sim, '/mpesa/transactionstatus/v1/query', {
      Initiator: 'testapi',
      SecurityCredential: 'c2lt',
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: request.OriginatorConversationID,
      PartyA: '600996',
      IdentifierType: '4',
      ResultURL: `${receiver.url}/status`,
      QueueTimeOutURL: `${receiver.url}/status-timeout`,
      Remarks: 'Reconcile',
    });
    expect(query.body.ResponseCode).toBe('0');
    const received = await receiver.waitFor(2);
    const status = received.find((r) => r.url === '/status');
    const params = JSON.parse(status?.rawBody ?? '').Result.ResultParameters.ResultParameter as {
      Key: string;
      Value: unknown;
    }[];
    expect(params.find((p) => p.Key === 'TransactionStatus')?.Value).toBe('Completed');
  });
});

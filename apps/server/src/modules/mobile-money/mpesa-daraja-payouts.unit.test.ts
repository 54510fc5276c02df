import { randomUUID } from 'node:crypto';
import { DARAJA_TEST_ROWS } from '@sika/paysim';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FailureCode, PaymentProvider, PaymentRequest } from './provider.ts';
import { type Harness, startHarness, toInput } from './test-harness.ts';

let h: Harness;
let mpesa: PaymentProvider;

beforeAll(async () => {
  h = await startHarness();
  mpesa = h.providers.byCode['mpesa-daraja'];
});
afterAll(() => h.close());
afterEach(() => h.reset());

const SAFARICOM = '254708374149';
const testNumber = (index: number) => `25471${3_123_450 + index}`;

function payout(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return { paymentId: randomUUID(), msisdn: SAFARICOM, amountMinor: 10_000, currency: 'KES', ...overrides };
}

describe('M-Pesa B2C payouts', () => {
  it('pays out and takes the Result on the signed ResultURL as the confirmation', async () => {
    const request = payout();
    const started = await mpesa.initiatePayout(request);
    expect(started.state).toBe('PENDING');
    const [received] = await h.receiver.waitFor(1);
    expect(mpesa.parseCallback(toInput(received!))).toMatchObject({
      kind: 'payout',
      event: 'payout',
      paymentId: request.paymentId,
      providerRef: started.providerRef,
      state: 'SUCCESSFUL',
      amountMinor: 10_000,
      requiresStatusQuery: false,
    });
  });

  it('uses the caller’s reference as OriginatorConversationID, so a retry pays once', async () => {
    const providerRef = randomUUID();
    const request = payout({ providerRef, msisdn: testNumber(3) });
    expect((await mpesa.initiatePayout(request)).providerRef).toBe(providerRef);
    expect((await mpesa.initiatePayout(request)).state).toBe('PENDING');
    expect(h.sim.engine.list()).toHaveLength(1);
  });

  it('reads a hung payout request as UNKNOWN but keeps the reference to ask about it', async () => {
    await h.configure({ faults: { hangMs: 5000, hangOps: ['initiate'] } });
    const request = payout({ providerRef: randomUUID() });
    expect(await mpesa.initiatePayout(request)).toMatchObject({
      state: 'UNKNOWN',
      providerRef: request.providerRef,
    });
  });

  it('refuses a payout of part of a shilling', async () => {
    expect((await mpesa.initiatePayout(payout({ amountMinor: 10_001 }))).failure?.code).toBe(
      'INVALID_AMOUNT',
    );
  });

  it('asks Transaction Status when a result is missing, and reads the answer from the payout-status URL', async () => {
    await h.configure({ faults: { dropCallbacks: true } });
    const request = payout();
    const { providerRef } = await mpesa.initiatePayout(request);
    await h.approve(providerRef ?? '');
    await h.configure({ faults: { dropCallbacks: false } });
    const status = await mpesa.payoutStatus({ paymentId: request.paymentId, providerRef: providerRef ?? '' });
    expect(status).toMatchObject({ state: 'UNKNOWN', resultByCallback: true });
    const [received] = await h.receiver.waitFor(1);
    expect(mpesa.parseCallback(toInput(received!))).toMatchObject({
      event: 'payout-status',
      paymentId: request.paymentId,
      providerRef,
      state: 'SUCCESSFUL',
      amountMinor: 10_000,
    });
  });

  it('reads a queue-timeout notice as UNKNOWN, to be asked about again', async () => {
    const request = payout({ msisdn: testNumber(2) });
    await mpesa.initiatePayout(request);
    const [received] = await h.receiver.waitFor(1);
    expect(mpesa.parseCallback(toInput(received!))).toMatchObject({
      event: 'payout-timeout',
      state: 'UNKNOWN',
      requiresStatusQuery: true,
    });
  });
});

const B2C_EXPECTED: Record<string, FailureCode | 'SUCCESSFUL' | 'NO_RESULT'> = {
  B2cInsufficientFloat: 'INSUFFICIENT_FUNDS',
  B2cInitiatorInvalid: 'INVALID_REQUEST',
  B2cQueueTimeout: 'NO_RESULT',
  B2cNeverAnswered: 'NO_RESULT',
  B2cDelayed: 'SUCCESSFUL',
  B2cUnsupportedRecipient: 'ACCOUNT_NOT_FOUND',
  B2cSystemBusy: 'PROVIDER_ERROR',
};

describe('M-Pesa B2C simulator test numbers', () => {
  const rows = DARAJA_TEST_ROWS.b2c.map(([scenario], index) => [testNumber(index), scenario] as const);
  it.each(rows)('a payout to %s (%s) ends as expected', async (msisdn, scenario) => {
    const expected = B2C_EXPECTED[scenario];
    await mpesa.initiatePayout(payout({ msisdn }));
    if (expected === 'NO_RESULT') return;
    const [received] = await h.receiver.waitFor(1);
    const parsed = mpesa.parseCallback(toInput(received!));
    if (expected === 'SUCCESSFUL') expect(parsed?.state).toBe('SUCCESSFUL');
    else expect(parsed).toMatchObject({ state: 'FAILED', failure: { code: expected } });
  });
});

describe('M-Pesa callbacks that are not what they claim', () => {
  it('returns null for forged or misplaced bodies', async () => {
    const request = payout();
    await mpesa.initiatePayout(request);
    const [received] = await h.receiver.waitFor(1);
    const real = toInput(received!);
    const stkBody = JSON.stringify({
      Body: {
        stkCallback: {
          MerchantRequestID: '1',
          CheckoutRequestID: 'ws_CO_1',
          ResultCode: 0,
          ResultDesc: 'ok',
        },
      },
    });
    const forgeries = [
      { ...real, url: real.url.replace(/t=[^&]+/, 't=forged') },
      { ...real, url: real.url.replace(/\/mpesa-daraja\/[^/]+\//, `/mpesa-daraja/${randomUUID()}/`) },
      { ...real, url: real.url.replace('/mpesa-daraja/', '/mtn-momo/') },
      { ...real, rawBody: stkBody }, // an STK body on the B2C result URL
      { ...real, rawBody: '<xml/>' },
      { ...real, rawBody: JSON.stringify({ Result: { ResultCode: 0 } }) }, // no OriginatorConversationID
    ];
    for (const forged of forgeries) expect(mpesa.parseCallback(forged)).toBeNull();
  });

  it('lets the caller spot a body about another payout through its reference', async () => {
    const request = payout();
    const { providerRef } = await mpesa.initiatePayout(request);
    const [received] = await h.receiver.waitFor(1);
    const body = JSON.parse(received!.rawBody) as { Result: Record<string, unknown> };
    body.Result.OriginatorConversationID = randomUUID();
    const parsed = mpesa.parseCallback({ ...toInput(received!), rawBody: JSON.stringify(body) });
    expect(parsed?.providerRef).not.toBe(providerRef);
  });
});

import { randomUUID } from 'node:crypto';
import { DARAJA_TEST_ROWS } from '@sika/paysim';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProviders, simulatorProvidersConfig } from './adapters.ts';
import type { FailureCode, PaymentProvider, PaymentRequest } from './provider.ts';
import { eventually, type Harness, startHarness, TEST_CALLBACK_SECRET, toInput } from './test-harness.ts';

let h: Harness;
let mpesa: PaymentProvider;

beforeAll(async () => {
  h = await startHarness();
  mpesa = h.providers.byCode['mpesa-daraja'];
});
afterAll(() => h.close());
afterEach(() => h.reset());

const SAFARICOM = '254708374149';
/** The simulator's M-Pesa test numbers share MTN's endings: 2547131234 50…60. */
const testNumber = (index: number) => `25471${3_123_450 + index}`;

function payment(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return { paymentId: randomUUID(), msisdn: SAFARICOM, amountMinor: 1500, currency: 'KES', ...overrides };
}

describe('M-Pesa Express deposits', () => {
  it('pushes, reads "being processed" as PENDING, and the approved callback as SUCCESSFUL with receipt and amount', async () => {
    const request = payment();
    const started = await mpesa.initiateDeposit(request);
    expect(started.state).toBe('PENDING');
    const checkoutId = started.providerRef ?? '';
    expect(checkoutId).toMatch(/^ws_CO_/);
    expect(h.sim.engine.lookup(checkoutId)?.amount).toBe('15');

    const ref = { paymentId: request.paymentId, providerRef: checkoutId };
    expect((await mpesa.depositStatus(ref)).state).toBe('PENDING');
    await h.approve(checkoutId);
    const [received] = await h.receiver.waitFor(1);
    const parsed = mpesa.parseCallback(toInput(received!));
    expect(parsed).toMatchObject({
      provider: 'mpesa-daraja',
      kind: 'deposit',
      paymentId: request.paymentId,
      providerRef: checkoutId,
      state: 'SUCCESSFUL',
      amountMinor: 1500,
      requiresStatusQuery: true,
    });
    expect(parsed?.providerTxnId).toMatch(/^[A-Z0-9]{10}$/);
    expect((await mpesa.depositStatus(ref)).state).toBe('SUCCESSFUL');
  });

  it('refuses amounts that are not whole shillings instead of rounding them', async () => {
    const result = await mpesa.initiateDeposit(payment({ amountMinor: 1050 }));
    expect(result).toMatchObject({ state: 'FAILED', providerRef: null, failure: { code: 'INVALID_AMOUNT' } });
    expect(h.sim.engine.list()).toHaveLength(0);
  });

  it('reads the payer declining as FAILED / DECLINED (1032)', async () => {
    const request = payment();
    const { providerRef } = await mpesa.initiateDeposit(request);
    await h.decline(providerRef ?? '');
    const [received] = await h.receiver.waitFor(1);
    expect(mpesa.parseCallback(toInput(received!))).toMatchObject({
      state: 'FAILED',
      failure: { code: 'DECLINED', providerCode: '1032' },
    });
  });

  it('reads an unknown CheckoutRequestID as UNKNOWN and not found', async () => {
    expect(await mpesa.depositStatus({ paymentId: 'p', providerRef: 'ws_CO_000' })).toMatchObject({
      state: 'UNKNOWN',
      notFound: true,
    });
  });

  it('reads "Wrong credentials" (HTTP 500) as UNKNOWN, never FAILED', async () => {
    const config = simulatorProvidersConfig({
      paysimUrl: h.sim.url,
      callbackBaseUrl: h.receiver.url,
      callbackSecret: TEST_CALLBACK_SECRET,
    });
    config.mpesaDaraja.stk.passkey = 'not-the-passkey';
    const misconfigured = createPaymentProviders(config).byCode['mpesa-daraja'];
    expect(await misconfigured.initiateDeposit(payment())).toMatchObject({
      state: 'UNKNOWN',
      providerRef: null,
    });
  });

  it('reads a hung push as UNKNOWN without a reference, and a hung query as UNKNOWN', async () => {
    await h.configure({ faults: { hangMs: 5000, hangOps: ['initiate'] } });
    expect(await mpesa.initiateDeposit(payment())).toMatchObject({ state: 'UNKNOWN', providerRef: null });
    await h.configure({ faults: { hangOps: ['status'] } });
    const { providerRef } = await mpesa.initiateDeposit(payment());
    expect((await mpesa.depositStatus({ paymentId: 'p', providerRef: providerRef ?? '' })).state).toBe(
      'UNKNOWN',
    );
  });

  it('renews an expired token by itself', async () => {
    await mpesa.initiateDeposit(payment());
    await fetch(`${h.sim.url}/_sim/tokens/expire`, { method: 'POST' });
    expect((await mpesa.initiateDeposit(payment())).state).toBe('PENDING');
  });
});

const STK_EXPECTED: Record<string, FailureCode | 'SUCCESSFUL' | 'PENDING'> = {
  StkInsufficientBalance: 'INSUFFICIENT_FUNDS',
  StkCancelledByUser: 'DECLINED',
  StkUserUnreachable: 'EXPIRED',
  StkNeverAnswered: 'PENDING',
  StkDelayed: 'SUCCESSFUL',
  StkWrongPin: 'WRONG_PIN',
  StkSubscriberLocked: 'BUSY',
  StkExpired: 'EXPIRED',
  StkPushError: 'PROVIDER_ERROR',
  StkRuleLimited: 'PROVIDER_ERROR',
  StkSystemBusy: 'PROVIDER_ERROR',
};

describe('M-Pesa simulator test numbers', () => {
  const stk = DARAJA_TEST_ROWS.stk.map(([scenario], index) => [testNumber(index), scenario] as const);
  it.each(stk)('a deposit from %s (%s) ends as expected', async (msisdn, scenario) => {
    const expected = STK_EXPECTED[scenario];
    const { providerRef } = await mpesa.initiateDeposit(payment({ msisdn }));
    const read = () => mpesa.depositStatus({ paymentId: 'p', providerRef: providerRef ?? '' });
    const status =
      expected === 'PENDING' ? await read() : await eventually(read, (s) => s.state !== 'PENDING');
    if (expected === 'PENDING' || expected === 'SUCCESSFUL') expect(status.state).toBe(expected);
    else expect(status).toMatchObject({ state: 'FAILED', failure: { code: expected } });
  });
});

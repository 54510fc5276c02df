import { randomUUID } from 'node:crypto';
import { MTN_TEST_ROWS, sandboxNumber } from '@sika/paysim';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FailureCode, PaymentProvider, PaymentRequest } from './provider.ts';
import { eventually, type Harness, startHarness, toInput } from './test-harness.ts';

let h: Harness;
let mtn: PaymentProvider;

beforeAll(async () => {
  h = await startHarness();
  mtn = h.providers.byCode['mtn-momo'];
});
afterAll(() => h.close());
afterEach(() => h.reset());

const GHANA_MTN = '233241234567';

function deposit(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return { paymentId: randomUUID(), msisdn: GHANA_MTN, amountMinor: 1250, currency: 'GHS', ...overrides };
}

const statusOf = (paymentId: string, providerRef: string) => mtn.depositStatus({ paymentId, providerRef });

describe('MTN MoMo deposits', () => {
  it('requests to pay, stays PENDING until the payer approves, then reads SUCCESSFUL with the amount', async () => {
    const request = deposit();
    const started = await mtn.initiateDeposit(request);
    expect(started).toMatchObject({ state: 'PENDING', failure: null, duplicate: false });
    const ref = started.providerRef ?? '';
    expect(ref).toMatch(/^[0-9a-f-]{36}$/);
    expect((await statusOf(request.paymentId, ref)).state).toBe('PENDING');

    // On the wire: a decimal string in major units, EUR in the sandbox, our payment id as externalId.
    const simulated = h.sim.engine.lookup(ref);
    expect(simulated).toMatchObject({ amount: '12.5', currency: 'EUR', externalId: request.paymentId });

    await h.approve(ref);
    const status = await statusOf(request.paymentId, ref);
    expect(status).toMatchObject({ state: 'SUCCESSFUL', amountMinor: 1250, failure: null, notFound: false });
    expect(status.providerTxnId).toMatch(/^\d+$/);
  });

  it('parses the real callback: signed URL, our payment, the state it claims', async () => {
    const request = deposit();
    const { providerRef } = await mtn.initiateDeposit(request);
    await h.approve(providerRef ?? '');
    const [received] = await h.receiver.waitFor(1);
    expect(received?.method).toBe('PUT');
    expect(mtn.parseCallback(toInput(received!))).toMatchObject({
      provider: 'mtn-momo',
      kind: 'deposit',
      paymentId: request.paymentId,
      state: 'SUCCESSFUL',
      amountMinor: 1250,
      requiresStatusQuery: true,
    });
  });

  it('never creates a second payment when retried with the same reference (409 → duplicate)', async () => {
    const providerRef = mtn.newReference() ?? '';
    const request = deposit({ providerRef });
    expect(await mtn.initiateDeposit(request)).toMatchObject({
      state: 'PENDING',
      providerRef,
      duplicate: false,
    });
    expect(await mtn.initiateDeposit(request)).toMatchObject({
      state: 'PENDING',
      providerRef,
      duplicate: true,
    });
    expect(h.sim.engine.list()).toHaveLength(1);
  });

  it('refuses a bad amount or another currency before any call', async () => {
    expect((await mtn.initiateDeposit(deposit({ amountMinor: 0 }))).failure?.code).toBe('INVALID_AMOUNT');
    expect((await mtn.initiateDeposit(deposit({ amountMinor: 12.5 }))).failure?.code).toBe('INVALID_AMOUNT');
    expect((await mtn.initiateDeposit(deposit({ currency: 'KES' }))).failure?.code).toBe('INVALID_REQUEST');
    expect(h.sim.engine.list()).toHaveLength(0);
  });

  it('reads an unknown reference as UNKNOWN and not found, never FAILED', async () => {
    expect(await statusOf('p', randomUUID())).toMatchObject({ state: 'UNKNOWN', notFound: true });
  });

  it('reads reason as a plain string too, and the undocumented CREATED as PENDING', async () => {
    await h.configure({ behaviour: { mtnReasonShape: 'string', mtnReportCreated: true } });
    const pending = await mtn.initiateDeposit(deposit());
    expect((await statusOf('p', pending.providerRef ?? '')).state).toBe('PENDING');
    const rejected = await mtn.initiateDeposit(deposit({ msisdn: sandboxNumber(1) }));
    expect((await statusOf('p', rejected.providerRef ?? '')).failure).toMatchObject({
      code: 'DECLINED',
      providerCode: 'APPROVAL_REJECTED',
    });
  });

  it('renews an expired token by itself', async () => {
    await mtn.initiateDeposit(deposit());
    await fetch(`${h.sim.url}/_sim/tokens/expire`, { method: 'POST' });
    expect((await mtn.initiateDeposit(deposit())).state).toBe('PENDING');
  });
});

/** What each sandbox payer number must end as (integration-contracts.md §1.8). */
const PAYER_EXPECTED: Record<string, FailureCode | 'SUCCESSFUL' | 'PENDING'> = {
  PayerFailed: 'PROVIDER_ERROR',
  PayerRejected: 'DECLINED',
  PayerExpired: 'EXPIRED',
  PayerOngoing: 'PENDING',
  PayerDelayed: 'SUCCESSFUL',
  PayerNotFound: 'ACCOUNT_NOT_FOUND',
  PayerPayeeNotAllowedToReceive: 'NOT_ALLOWED',
  PayerNotAllowed: 'NOT_ALLOWED',
  PayerNotAllowedTargetEnvironment: 'NOT_ALLOWED',
  PayerInvalidCallbackUrlHost: 'INVALID_REQUEST',
  PayerInvalidCurrency: 'INVALID_REQUEST',
  PayerInternalProcessingError: 'PROVIDER_ERROR',
  PayerServiceUnavailable: 'PROVIDER_ERROR',
  PayerCouldNotPerformTransaction: 'EXPIRED',
  PayerTransfertypeUnknown: 'OTHER',
};

const PAYEE_EXPECTED: Record<string, FailureCode | 'SUCCESSFUL' | 'PENDING'> = {
  PayeeFailed: 'PROVIDER_ERROR',
  PayeeRejected: 'DECLINED',
  PayeeExpired: 'EXPIRED',
  PayeeOngoing: 'PENDING',
  PayeeDelayed: 'SUCCESSFUL',
  PayeeNotEnoughFunds: 'INSUFFICIENT_FUNDS',
  PayeePayerLimitReached: 'LIMIT_REACHED',
  PayeeNotFound: 'ACCOUNT_NOT_FOUND',
  PayeeNotAllowed: 'NOT_ALLOWED',
  PayeeNotAllowedTargetEnvironment: 'NOT_ALLOWED',
  PayeeInvalidCallbackUrlHost: 'INVALID_REQUEST',
  PayeeInvalidCurrency: 'INVALID_REQUEST',
  PayeeInternalProcessingError: 'PROVIDER_ERROR',
  PayeeServiceUnavailable: 'PROVIDER_ERROR',
  PayeeTransfertypeUnknown: 'OTHER',
};

const isSettled = (s: { state: string }) => s.state !== 'PENDING';

describe('MTN sandbox test numbers', () => {
  const payer = MTN_TEST_ROWS.payer.map(([scenario], index) => [sandboxNumber(index), scenario] as const);
  it.each(payer)('a deposit from %s (%s) ends as expected', async (msisdn, scenario) => {
    const expected = PAYER_EXPECTED[scenario];
    const { providerRef } = await mtn.initiateDeposit(deposit({ msisdn }));
    const read = () => statusOf('p', providerRef ?? '');
    const status = expected === 'PENDING' ? await read() : await eventually(read, isSettled);
    if (expected === 'PENDING' || expected === 'SUCCESSFUL') expect(status.state).toBe(expected);
    else expect(status).toMatchObject({ state: 'FAILED', failure: { code: expected } });
  });

  const payee = MTN_TEST_ROWS.payee.map(([scenario], index) => [sandboxNumber(index), scenario] as const);
  it.each(payee)('a payout to %s (%s) ends as expected', async (msisdn, scenario) => {
    const expected = PAYEE_EXPECTED[scenario];
    const { providerRef } = await mtn.initiatePayout(deposit({ msisdn }));
    const read = () => mtn.payoutStatus({ paymentId: 'p', providerRef: providerRef ?? '' });
    const status = expected === 'PENDING' ? await read() : await eventually(read, isSettled);
    if (expected === 'PENDING' || expected === 'SUCCESSFUL') expect(status.state).toBe(expected);
    else expect(status).toMatchObject({ state: 'FAILED', failure: { code: expected } });
  });

  it('pays out to an ordinary number and calls back on the payout URL', async () => {
    const request = deposit();
    const { providerRef } = await mtn.initiatePayout(request);
    const [received] = await h.receiver.waitFor(1);
    expect(mtn.parseCallback(toInput(received!))).toMatchObject({
      kind: 'payout',
      paymentId: request.paymentId,
      state: 'SUCCESSFUL',
    });
    expect(
      (await mtn.payoutStatus({ paymentId: request.paymentId, providerRef: providerRef ?? '' })).state,
    ).toBe('SUCCESSFUL');
  });
});

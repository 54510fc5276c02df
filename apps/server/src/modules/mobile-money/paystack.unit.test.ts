import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_SETTINGS } from '../../simulator-settings.ts';
import { parsePaystackWebhook } from './paystack-webhooks.ts';
import type { PaymentProvider, PaymentRequest } from './provider.ts';
import { eventually, type Harness, startHarness, toInput } from './test-harness.ts';

let h: Harness;
let paystack: PaymentProvider;
const SECRET = SIMULATOR_SETTINGS.PAYSTACK_SECRET_KEY;

beforeAll(async () => {
  h = await startHarness();
  paystack = h.providers.byCode.paystack;
});
beforeEach(() => h.configure({ behaviour: { paystackWebhookUrl: `${h.receiver.url}/hooks/paystack` } }));
afterAll(() => h.close());
afterEach(() => h.reset());

const NIGERIA = '2348031234567';

function deposit(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    paymentId: randomUUID(),
    providerRef: randomUUID(),
    msisdn: NIGERIA,
    amountMinor: 500_000,
    currency: 'NGN',
    ...overrides,
  };
}

function payout(accountNumber = '0123456789', overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    ...deposit(overrides),
    bankAccount: { accountNumber, bankCode: '058', name: 'Ada Obi' },
    ...overrides,
  };
}

const ref = (r: PaymentRequest) => ({ paymentId: r.paymentId, providerRef: r.providerRef ?? '' });

describe('Paystack deposits (hosted checkout)', () => {
  it('initializes in kobo, answers the checkout URL, stays PENDING until paid, then verifies the amount', async () => {
    const request = deposit();
    const started = await paystack.initiateDeposit(request);
    expect(started).toMatchObject({ state: 'PENDING', providerRef: request.providerRef, duplicate: false });
    expect(started.payerAction?.url).toMatch(/\/checkout\/[a-z0-9]+$/);
    const simulated = h.sim.engine.lookup(request.providerRef ?? '');
    expect(simulated).toMatchObject({ amount: '500000', currency: 'NGN', externalId: request.paymentId });
    expect(simulated?.wire.email).toBe(`${NIGERIA}@players.sika.games`);

    // Unpaid, Paystack reads "abandoned": not final, the payer may still pay.
    expect((await paystack.depositStatus(ref(request))).state).toBe('PENDING');
    await h.approve(request.providerRef ?? '');
    const status = await paystack.depositStatus(ref(request));
    expect(status).toMatchObject({
      state: 'SUCCESSFUL',
      amountMinor: 500_000,
      currency: 'NGN',
      failure: null,
    });
  });

  it('parses the signed charge.success webhook and refuses it with a wrong or missing signature', async () => {
    const request = deposit();
    await paystack.initiateDeposit(request);
    await h.approve(request.providerRef ?? '');
    const [received] = await h.receiver.waitFor(1);
    const input = toInput(received!);
    expect(input.headers['x-paystack-signature']).toMatch(/^[0-9a-f]{128}$/);
    expect(paystack.parseCallback(input)).toMatchObject({
      provider: 'paystack',
      kind: 'deposit',
      paymentId: request.paymentId,
      providerRef: request.providerRef,
      state: 'SUCCESSFUL',
      amountMinor: 500_000,
      requiresStatusQuery: true,
    });
    // One byte changed in the body, another key, no header: nothing.
    const tampered = { ...input, rawBody: input.rawBody.replace('500000', '900000') };
    expect(paystack.parseCallback(tampered)).toBeNull();
    const otherKey = createHmac('sha512', 'sk_test_other').update(input.rawBody).digest('hex');
    expect(paystack.parseCallback({ ...input, headers: { 'x-paystack-signature': otherKey } })).toBeNull();
    expect(paystack.parseCallback({ ...input, headers: {} })).toBeNull();
  });

  it('never creates a second charge for a reused reference (duplicate → PENDING, one payment)', async () => {
    const request = deposit();
    const answers = await Promise.all(Array.from({ length: 5 }, () => paystack.initiateDeposit(request)));
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(answers.every((a) => a.state === 'PENDING')).toBe(true);
    expect(h.sim.engine.list().filter((p) => p.ref === request.providerRef)).toHaveLength(1);
  });

  it('reads declines and insufficient funds as FAILED with their reasons (test numbers …450, …455)', async () => {
    const declined = deposit({ msisdn: '2348033123450' });
    await paystack.initiateDeposit(declined);
    expect(await paystack.depositStatus(ref(declined))).toMatchObject({
      state: 'FAILED',
      failure: { code: 'DECLINED' },
    });
    const poor = deposit({ msisdn: '2348033123455' });
    await paystack.initiateDeposit(poor);
    expect((await paystack.depositStatus(ref(poor))).failure?.code).toBe('INSUFFICIENT_FUNDS');
  });

  it('answers UNKNOWN (never FAILED) when Paystack hangs or errors, and notFound for a reference it never saw', async () => {
    await h.configure({ faults: { serverErrorOps: ['initiate'] } });
    const request = deposit();
    expect((await paystack.initiateDeposit(request)).state).toBe('UNKNOWN');
    await h.configure({ faults: { serverErrorOps: [], hangMs: 5_000, hangOps: ['status'] } });
    expect((await paystack.depositStatus(ref(request))).state).toBe('UNKNOWN');
    await h.configure({ faults: { hangMs: 0 } });
    expect(
      await paystack.depositStatus({ paymentId: randomUUID(), providerRef: randomUUID() }),
    ).toMatchObject({
      state: 'UNKNOWN',
      notFound: true,
    });
  });

  it('refuses another currency than the account’s before any call', async () => {
    const started = await paystack.initiateDeposit(deposit({ currency: 'GHS' }));
    expect(started).toMatchObject({ state: 'FAILED', failure: { code: 'INVALID_REQUEST' } });
    expect(h.sim.engine.list()).toHaveLength(0);
  });
});

describe('Paystack transfers (payouts to a NUBAN account)', () => {
  it('creates the recipient, queues the transfer, then verifies success; the transfer.success webhook parses', async () => {
    const request = payout();
    expect(await paystack.initiatePayout(request)).toMatchObject({ state: 'PENDING', duplicate: false });
    const status = await eventually(
      () => paystack.payoutStatus(ref(request)),
      (s) => s.state !== 'PENDING',
    );
    expect(status).toMatchObject({ state: 'SUCCESSFUL', amountMinor: 500_000, currency: 'NGN' });
    const [received] = await h.receiver.waitFor(1);
    expect(paystack.parseCallback(toInput(received!))).toMatchObject({
      kind: 'payout',
      event: 'payout',
      paymentId: '',
      providerRef: request.providerRef,
      state: 'SUCCESSFUL',
    });
  });

  it('pays once for 10 parallel sends under one reference (Paystack refuses the duplicate reference)', async () => {
    const request = payout();
    const answers = await Promise.all(Array.from({ length: 10 }, () => paystack.initiatePayout(request)));
    expect(answers.every((a) => a.state === 'PENDING')).toBe(true);
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(h.sim.engine.list().filter((p) => p.product === 'paystack-transfer')).toHaveLength(1);
  });

  it('reads failed and reversed transfers as FAILED; an unresolvable account fails before any transfer', async () => {
    const failed = payout('0003123450');
    await paystack.initiatePayout(failed);
    expect((await paystack.payoutStatus(ref(failed))).state).toBe('FAILED');

    await h.configure({ faults: { outOfOrder: true } });
    const reversed = payout('0123456780');
    await paystack.initiatePayout(reversed);
    const webhooks = await h.receiver.waitFor(3);
    const parsed = webhooks.map((w) => paystack.parseCallback(toInput(w)));
    expect(parsed.map((p) => p?.state)).toContain('FAILED');
    await h.configure({ faults: { outOfOrder: false } });

    const unknownAccount = payout('0003123461');
    expect(await paystack.initiatePayout(unknownAccount)).toMatchObject({
      state: 'FAILED',
      failure: { code: 'ACCOUNT_NOT_FOUND' },
    });
    const poor = payout('0003123460');
    expect((await paystack.initiatePayout(poor)).state).toBe('FAILED');
  });

  it('answers UNKNOWN when the transfer call errors after being processed, and the resend is a duplicate', async () => {
    await h.configure({ faults: { serverErrorOps: ['initiate'] } });
    const request = payout();
    expect((await paystack.initiatePayout(request)).state).toBe('UNKNOWN');
    await h.configure({ faults: { serverErrorOps: [] } });
    expect(await paystack.initiatePayout(request)).toMatchObject({ state: 'PENDING', duplicate: true });
  });

  it('refuses a payout without a bank account before any call', async () => {
    const started = await paystack.initiatePayout(deposit());
    expect(started).toMatchObject({ state: 'FAILED', failure: { code: 'INVALID_REQUEST' } });
  });
});

describe('Paystack banks and account names (GET /bank, GET /bank/resolve)', () => {
  it('lists the banks of the country with their codes', async () => {
    const banks = await paystack.listBanks?.();
    expect(banks?.length).toBeGreaterThan(10);
    expect(banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
  });

  it('resolves a NUBAN to its holder’s name, and says when the bank does not know it', async () => {
    expect(await paystack.resolveBankAccount?.({ accountNumber: '0123456789', bankCode: '058' })).toEqual({
      kind: 'resolved',
      accountName: 'OKAFOR CHINEDU',
    });
    expect(
      await paystack.resolveBankAccount?.({ accountNumber: '0003123461', bankCode: '058' }),
    ).toMatchObject({ kind: 'not-found', message: expect.stringMatching(/Could not resolve/) });
    expect(
      await paystack.resolveBankAccount?.({ accountNumber: '0123456789', bankCode: '999' }),
    ).toMatchObject({ kind: 'not-found' });
  });

  it('answers unavailable, not not-found, when Paystack errors', async () => {
    await h.configure({ faults: { serverErrorOps: ['status'] } });
    expect(await paystack.resolveBankAccount?.({ accountNumber: '0123456789', bankCode: '058' })).toEqual({
      kind: 'unavailable',
    });
    expect(await paystack.listBanks?.()).toBeNull();
  });
});

describe('parsePaystackWebhook', () => {
  it('verifies the HMAC-SHA512 of the raw bytes, not of a re-serialised body', () => {
    const raw =
      '{"event":"charge.success",  "data":{"reference":"r1","amount":100,"metadata":{"paymentId":"p"}}}';
    const signature = createHmac('sha512', SECRET).update(raw).digest('hex');
    const input = { headers: { 'x-paystack-signature': signature }, rawBody: raw, url: '/hooks/paystack' };
    expect(parsePaystackWebhook(SECRET, input)?.paymentId).toBe('p');
    const reserialised = JSON.stringify(JSON.parse(raw));
    expect(parsePaystackWebhook(SECRET, { ...input, rawBody: reserialised })).toBeNull();
  });
});

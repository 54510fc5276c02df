import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider, PaymentRequest } from './provider.ts';
import { type Harness, startHarness, toInput } from './test-harness.ts';

let h: Harness;
let mtn: PaymentProvider;

beforeAll(async () => {
  h = await startHarness();
  mtn = h.providers.byCode['mtn-momo'];
});
afterAll(() => h.close());
afterEach(() => h.reset());

function deposit(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return { paymentId: randomUUID(), msisdn: '233241234567', amountMinor: 500, currency: 'GHS', ...overrides };
}

describe('MTN MoMo when the provider does not answer', () => {
  it('reads a hung request-to-pay as UNKNOWN, keeps the reference, and a retry with it creates nothing new', async () => {
    await h.configure({ faults: { hangMs: 5000, hangOps: ['initiate'] } });
    const providerRef = mtn.newReference() ?? '';
    const request = deposit({ providerRef });
    expect(await mtn.initiateDeposit(request)).toMatchObject({
      state: 'UNKNOWN',
      providerRef,
      failure: null,
    });

    await h.configure({ faults: { hangMs: 0 } });
    expect((await mtn.depositStatus({ paymentId: request.paymentId, providerRef })).state).toBe('PENDING');
    expect(await mtn.initiateDeposit(request)).toMatchObject({ state: 'PENDING', duplicate: true });
    expect(h.sim.engine.list()).toHaveLength(1);
  });

  it('reads a 500 on request-to-pay as UNKNOWN, not FAILED', async () => {
    await h.configure({ faults: { serverErrorOps: ['initiate'] } });
    expect((await mtn.initiateDeposit(deposit())).state).toBe('UNKNOWN');
  });

  it('reads a hung or failing status query as UNKNOWN', async () => {
    const { providerRef } = await mtn.initiateDeposit(deposit());
    const ref = { paymentId: 'p', providerRef: providerRef ?? '' };
    await h.approve(ref.providerRef);
    await h.configure({ faults: { hangMs: 5000, hangOps: ['status'] } });
    expect((await mtn.depositStatus(ref)).state).toBe('UNKNOWN');
    await h.configure({ faults: { hangMs: 0, serverErrorOps: ['status'] } });
    expect((await mtn.depositStatus(ref)).state).toBe('UNKNOWN');
    await h.configure({ faults: { serverErrorOps: [] } });
    expect((await mtn.depositStatus(ref)).state).toBe('SUCCESSFUL');
  });

  it('names the currency of a status answer in the market’s terms, and another currency as MTN names it', async () => {
    const { providerRef } = await mtn.initiateDeposit(deposit());
    const ref = { paymentId: 'p', providerRef: providerRef ?? '' };
    await h.approve(ref.providerRef);
    // The sandbox pays in EUR, which stands for the market's GHS.
    expect(await mtn.depositStatus(ref)).toMatchObject({
      state: 'SUCCESSFUL',
      amountMinor: 500,
      currency: 'GHS',
    });
    await h.configure({ faults: { reportedCurrency: 'USD' } });
    expect(await mtn.depositStatus(ref)).toMatchObject({
      state: 'SUCCESSFUL',
      amountMinor: 500,
      currency: 'USD',
    });
  });

  it('fails an initiation it could not even authenticate, because nothing reached MTN', async () => {
    await fetch(`${h.sim.url}/_sim/tokens/expire`, { method: 'POST' });
    await h.configure({ faults: { hangMs: 5000, hangOps: ['token'] } });
    // The adapter's cached token is now refused (401), and fetching a new one hangs past the timeout.
    const result = await mtn.initiateDeposit(deposit());
    expect(result).toMatchObject({ state: 'FAILED', failure: { code: 'PROVIDER_UNAVAILABLE' } });
    expect(h.sim.engine.list()).toHaveLength(0);
  });
});

describe('MTN MoMo callbacks', () => {
  async function approvedWithCallbacks(count: number) {
    const request = deposit();
    const { providerRef } = await mtn.initiateDeposit(request);
    await h.approve(providerRef ?? '');
    const received = await h.receiver.waitFor(count);
    return { request, providerRef: providerRef ?? '', received };
  }

  it('parses 50 concurrent duplicates to the same claim', async () => {
    await h.configure({ faults: { duplicateCallbacks: 50 } });
    const { request } = await approvedWithCallbacks(50);
    const parsed = h.parsedCallbacks(mtn);
    expect(parsed).toHaveLength(50);
    expect(new Set(parsed.map((p) => JSON.stringify(p))).size).toBe(1);
    expect(parsed[0]).toMatchObject({ paymentId: request.paymentId, state: 'SUCCESSFUL' });
  });

  it('parses a FAILED after SUCCESSFUL as a claim, while the status query still says SUCCESSFUL', async () => {
    await h.configure({ faults: { outOfOrder: true } });
    const { request, providerRef } = await approvedWithCallbacks(2);
    expect(h.parsedCallbacks(mtn).map((p) => p?.state)).toEqual(['SUCCESSFUL', 'FAILED']);
    expect((await mtn.depositStatus({ paymentId: request.paymentId, providerRef })).state).toBe('SUCCESSFUL');
  });

  it('parses a POST callback like a PUT one', async () => {
    await h.configure({ behaviour: { mtnCallbackMethod: 'POST' } });
    const { received } = await approvedWithCallbacks(1);
    expect(received[0]?.method).toBe('POST');
    expect(mtn.parseCallback(toInput(received[0]!))?.state).toBe('SUCCESSFUL');
  });

  it('returns null for forged callbacks', async () => {
    const { received } = await approvedWithCallbacks(1);
    const real = toInput(received[0]!);
    const body = JSON.parse(real.rawBody) as Record<string, unknown>;
    const otherPayment = real.url.replace(/\/mtn-momo\/[^/]+\//, `/mtn-momo/${randomUUID()}/`);
    const forgeries = [
      { ...real, url: real.url.replace(/t=[^&]+/, 't=AAAA') }, // wrong token
      { ...real, url: real.url.split('?')[0] ?? '' }, // no token
      { ...real, url: otherPayment }, // token of another payment
      { ...real, url: real.url.replace('/deposit?', '/payout?') }, // token of another event
      { ...real, url: real.url.replace('/mtn-momo/', '/mpesa-daraja/') }, // token of another provider
      { ...real, rawBody: JSON.stringify({ ...body, externalId: randomUUID() }) }, // body about another payment
      { ...real, rawBody: '{"status":' }, // not JSON
      { ...real, rawBody: JSON.stringify({ hello: 'world' }) }, // not an MTN body
    ];
    for (const forged of forgeries) expect(mtn.parseCallback(forged)).toBeNull();
  });

  it('marks every callback as a hint that needs a status query', async () => {
    await approvedWithCallbacks(1);
    expect(h.parsedCallbacks(mtn)[0]?.requiresStatusQuery).toBe(true);
  });
});

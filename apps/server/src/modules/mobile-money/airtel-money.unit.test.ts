import { randomUUID } from 'node:crypto';
import { type RunningPaysim, startTestPaysim } from '@sika/paysim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AirtelMoneyConfig, createAirtelMoneyProvider } from './airtel-money.ts';
import type { PaymentRequest } from './provider.ts';
import { simulatorAirtelConfig } from './simulator-defaults.ts';

/**
 * The Airtel adapter against the simulator, signed (v2 collection, v3 disbursement, the PIN encrypted per
 * call with the public key) and unsigned (v1, the PIN encrypted outside Sika). The simulator holds the
 * private key: it decrypts x-key and the PIN and refuses what does not match, as Airtel does.
 */
let sim: RunningPaysim;
beforeAll(async () => {
  sim = await startTestPaysim();
});
afterAll(() => sim.close());

const adapter = (patch: Partial<AirtelMoneyConfig> = {}) =>
  createAirtelMoneyProvider({ ...simulatorAirtelConfig(sim.url, 3_000), ...patch });

let serial = 0;
function request(prefix: string): PaymentRequest {
  serial += 1;
  const id = randomUUID();
  return {
    paymentId: id,
    providerRef: id,
    // Numbers that are no test scenario: the prompt waits, the payout is paid.
    msisdn: `256${prefix}${String(4_000_000 + serial).slice(-7)}`,
    amountMinor: 5_000,
    currency: 'UGX',
  };
}

async function simPayment(ref: string) {
  const response = await fetch(`${sim.url}/_sim/payments/${ref}`);
  if (response.status === 404) return null;
  return (await response.json()) as { product: string; status: string; signed: boolean };
}

describe('Airtel Money message signing', () => {
  it('signs the collection (v2) and the disbursement (v3) and the simulator accepts both', async () => {
    const provider = adapter();
    const deposit = request('70');
    expect(await provider.initiateDeposit(deposit)).toMatchObject({ state: 'PENDING', failure: null });
    expect(await simPayment(deposit.paymentId)).toMatchObject({ product: 'airtel-collection', signed: true });

    const payout = request('75');
    expect(await provider.initiatePayout(payout)).toMatchObject({ state: 'PENDING', failure: null });
    expect(await simPayment(payout.paymentId)).toMatchObject({
      product: 'airtel-disbursement',
      status: 'SUCCESSFUL',
      signed: true,
    });
    expect(
      await provider.payoutStatus({ paymentId: payout.paymentId, providerRef: payout.paymentId }),
    ).toMatchObject({
      state: 'SUCCESSFUL',
    });
  });

  it('goes unsigned to v1 without a public key, with the PIN encrypted outside Sika', async () => {
    const provider = adapter({ publicKey: null, pin: null });
    const deposit = request('70');
    expect(await provider.initiateDeposit(deposit)).toMatchObject({ state: 'PENDING' });
    expect(await simPayment(deposit.paymentId)).toMatchObject({ signed: false });
    const payout = request('75');
    expect(await provider.initiatePayout(payout)).toMatchObject({ state: 'PENDING' });
    expect(await simPayment(payout.paymentId)).toMatchObject({ status: 'SUCCESSFUL', signed: false });
  });

  it('fails a payout with a wrong PIN (ROUTER115) and one not encrypted with Airtel’s key (ROUTER116), paying nothing', async () => {
    const wrong = request('75');
    expect(await adapter({ pin: '1111' }).initiatePayout(wrong)).toMatchObject({
      state: 'FAILED',
      failure: { code: 'PROVIDER_ERROR', providerCode: 'ROUTER115' },
    });
    expect(await simPayment(wrong.paymentId)).toBeNull();

    const garbled = request('75');
    const unsigned = adapter({
      publicKey: null,
      pin: null,
      encryptedPin: Buffer.from('1234').toString('base64'),
    });
    expect(await unsigned.initiatePayout(garbled)).toMatchObject({
      state: 'FAILED',
      failure: { code: 'INVALID_REQUEST', providerCode: 'ROUTER116' },
    });
    expect(await simPayment(garbled.paymentId)).toBeNull();
  });

  it('reads a refused resend of a payout that was paid as the first attempt’s, never as a failure', async () => {
    const payout = request('75');
    expect(await adapter().initiatePayout(payout)).toMatchObject({ state: 'PENDING' });
    // The same payout sent again after the PIN changed: refused, but Airtel has the first one.
    expect(await adapter({ pin: '1111' }).initiatePayout(payout)).toMatchObject({
      state: 'PENDING',
      duplicate: true,
      failure: null,
    });
  });

  it('answers the public key on GET /v1/rsa/encryption-keys, as Airtel’s portal does', async () => {
    const token = await fetch(`${sim.url}/auth/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: simulatorAirtelConfig('').clientId,
        client_secret: simulatorAirtelConfig('').clientSecret,
        grant_type: 'client_credentials',
      }),
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const keys = await fetch(`${sim.url}/v1/rsa/encryption-keys`, {
      headers: { authorization: `Bearer ${access_token}`, 'x-country': 'UG', 'x-currency': 'UGX' },
    });
    expect(await keys.json()).toMatchObject({
      data: { key: simulatorAirtelConfig('').publicKey },
      status: { response_code: 'DP02010001001', success: true },
    });
  });
});

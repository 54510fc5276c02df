import type { MpesaDarajaConfig } from './mpesa-daraja.ts';
import type { MtnMomoConfig } from './mtn-momo.ts';

/**
 * Provider settings that point at the local payment simulator (apps/paysim), with the credentials
 * the simulator expects by default (apps/paysim/src/config.ts, SIM_DEFAULT_CREDENTIALS; a unit test
 * keeps the two in step). None of these is a secret: the simulator only checks that they are sent.
 * Daraja's shortcode and passkey are Safaricom's public sandbox values (integration-contracts.md §2.7).
 */

/** Every call gives up after this long; the caller then treats the outcome as UNKNOWN. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

export function simulatorMtnConfig(
  paysimUrl: string,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): MtnMomoConfig {
  const credentials = {
    apiUser: '3f8a2c1e-5b7d-4e9f-8a6c-2d4b6e8f0a1c',
    apiKey: 'b5e1c7d94f2a4e6b8c0d2f4a6b8c0e1d',
  };
  return {
    baseUrl: paysimUrl,
    targetEnvironment: 'sandbox',
    marketCurrency: 'GHS',
    collection: { ...credentials, subscriptionKey: 'c0ffee00c0ffee00c0ffee00c0ffee01' },
    disbursement: { ...credentials, subscriptionKey: 'c0ffee00c0ffee00c0ffee00c0ffee02' },
    timeoutMs,
  };
}

export function simulatorDarajaConfig(
  paysimUrl: string,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): MpesaDarajaConfig {
  return {
    baseUrl: paysimUrl,
    consumerKey: 'sim-consumer-key',
    consumerSecret: 'sim-consumer-secret',
    stk: {
      shortcode: '174379',
      passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
      transactionType: 'CustomerPayBillOnline',
      accountReference: 'Sika',
    },
    b2c: {
      shortcode: '600996',
      initiatorName: 'testapi',
      securityCredential: Buffer.from('simulator-credential').toString('base64'),
      commandId: 'BusinessPayment',
    },
    marketCurrency: 'KES',
    timeoutMs,
  };
}

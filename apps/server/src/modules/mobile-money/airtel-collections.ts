import type { AirtelClient } from './airtel-client.ts';
import { type AirtelTransaction, readInitiation, readStatus } from './airtel-wire.ts';
import type { InitiateResult, PaymentRef, StatusResult } from './provider.ts';

/**
 * Deposits by Airtel's USSD-push collection (market-payments.md §1.4): `POST /merchant/v1/payments/`, or
 * v2 (v1's body with the signature headers) when signing is on; the payer approves on the phone, and
 * `GET /standard/v1/payments/{id}` tells the result.
 */

/** What a collection needs of the adapter's settings (AirtelMoneyConfig). */
export interface AirtelCollectionConfig {
  country: string;
  currency: string;
}

export function airtelCollections(config: AirtelCollectionConfig, client: AirtelClient) {
  async function initiate(transaction: AirtelTransaction): Promise<InitiateResult> {
    const { id, amount, msisdn, reference } = transaction;
    const path = client.publicKey ? 'merchant/v2/payments/' : 'merchant/v1/payments/';
    const answer = await client.send('POST', path, {
      reference,
      subscriber: { country: config.country, currency: config.currency, msisdn },
      transaction: { amount, country: config.country, currency: config.currency, id },
    });
    return readInitiation(answer, id).result;
  }

  async function status(ref: PaymentRef): Promise<StatusResult> {
    const answer = await client.send('GET', `standard/v1/payments/${encodeURIComponent(ref.providerRef)}`);
    return readStatus(answer, ref.providerRef);
  }

  return { initiate, status };
}

import type { AirtelClient } from './airtel-client.ts';
import { encryptAirtelPin } from './airtel-signing.ts';
import { type AirtelTransaction, readInitiation, readStatus } from './airtel-wire.ts';
import { type InitiateResult, initiateOutcome, type PaymentRef, type StatusResult } from './provider.ts';

/**
 * Payouts by Airtel's disbursement (market-payments.md §1.8): `POST /standard/v1/disbursements/`, or
 * `POST /standard/v3/disbursements` (payee.wallet_type, transaction.type) when signing is on, with the
 * disbursement wallet's PIN encrypted afresh for each payout; the final status usually comes in the answer,
 * and `GET /standard/v1/disbursements/{id}` confirms it.
 */

/** What a disbursement needs of the adapter's settings (AirtelMoneyConfig). */
export interface AirtelDisbursementConfig {
  /** The wallet's PIN encrypted with Airtel's public key outside Sika: used without `pin`. */
  encryptedPin: string;
  /** The wallet's PIN, encrypted with the client's public key for each payout; null: `encryptedPin`. */
  pin: string | null;
}

export function airtelDisbursements(config: AirtelDisbursementConfig, client: AirtelClient) {
  const { publicKey } = client;

  /** The PIN of a disbursement: encrypted now with Airtel's key when we hold the PIN, else as configured. */
  const disbursementPin = () =>
    publicKey && config.pin !== null ? encryptAirtelPin(config.pin, publicKey) : config.encryptedPin;

  async function initiate(transaction: AirtelTransaction, paymentId: string): Promise<InitiateResult> {
    const { id, amount, msisdn, reference } = transaction;
    const answer = publicKey
      ? await client.send('POST', 'standard/v3/disbursements', {
          payee: { msisdn, wallet_type: 'NORMAL' },
          reference,
          pin: disbursementPin(),
          transaction: { amount, id, type: 'B2C' },
        })
      : await client.send('POST', 'standard/v1/disbursements/', {
          payee: { msisdn },
          reference,
          pin: disbursementPin(),
          transaction: { amount, id },
        });
    const { result, refused } = readInitiation(answer, id);
    if (!refused) return result;
    // A refusal that names no transaction (a bad signature or PIN, a malformed field) may answer a resend
    // whose first attempt went through: only Airtel's "not found" lets it void the payout, else the
    // first attempt's money would go out and come back to the player too.
    const found = await status({ paymentId, providerRef: id });
    if (found.notFound) return result;
    if (found.state === 'UNKNOWN') return initiateOutcome('UNKNOWN', id);
    if (found.state === 'FAILED') return initiateOutcome('FAILED', id, found.failure);
    return initiateOutcome('PENDING', id, null, true);
  }

  async function status(ref: PaymentRef): Promise<StatusResult> {
    const answer = await client.send(
      'GET',
      `standard/v1/disbursements/${encodeURIComponent(ref.providerRef)}`,
    );
    return readStatus(answer, ref.providerRef);
  }

  return { initiate, status };
}

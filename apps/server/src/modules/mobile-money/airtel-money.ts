import { parseAirtelCallback } from './airtel-callback.ts';
import { createAirtelClient } from './airtel-client.ts';
import { airtelCollections } from './airtel-collections.ts';
import { airtelDisbursements } from './airtel-disbursements.ts';
import type { AirtelTransaction } from './airtel-wire.ts';
import { isPositiveSafeMinor, minorToMajorNumber } from './money.ts';
import {
  failure,
  type InitiateResult,
  initiateOutcome,
  type PaymentProvider,
  type PaymentRequest,
} from './provider.ts';

/**
 * Airtel Money Open API adapter (market-payments.md §1): USSD-push collection for deposits
 * (`POST /merchant/v1/payments/`), disbursement for payouts (`POST /standard/v1/disbursements/`), and
 * their enquiries. `transaction.id` is ours and is Airtel's dedupe key: a deposit uses our payment id
 * (so Airtel's callback, which names only that id, leads straight to the order), a payout the reference
 * stored before the call. A reused id is refused (ESB000041 / DP00900001017), so a retry never pays
 * twice; after a lost answer we enquire, never resend under a new id (§1.9).
 *
 * With Airtel's RSA public key in the settings, message signing is on (§1.3, airtel-signing.ts): the
 * collection goes to `POST /merchant/v2/payments/` and the disbursement to `POST /standard/v3/disbursements`,
 * each with `x-signature` / `x-key` over the exact bytes sent, and the PIN is encrypted afresh for each
 * payout (RSA PKCS#1 v1.5). Zambia requires it; without the key the v1 calls go unsigned.
 *
 * Airtel's callback (airtel-callback.ts) is only a hint: money moves after the enquiry.
 *
 * The token and the signed calls live in airtel-client.ts, the collection in airtel-collections.ts, the
 * disbursement in airtel-disbursements.ts and the reading of Airtel's answers in airtel-wire.ts.
 */

export interface AirtelMoneyConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** X-Country: UG, ZM. */
  country: string;
  /** X-Currency and the currency our requests are in: UGX, ZMW. */
  currency: string;
  /** Minor units per major unit (Market.minorScale): 1 for UGX, 100 for ZMW. */
  minorScale: number;
  /** The country calling code stripped from MSISDNs: Airtel wants the 9 national digits. */
  countryCode: string;
  /** The disbursement wallet's PIN encrypted with Airtel's public key outside Sika (§1.3): used without `pin`. */
  encryptedPin: string;
  /**
   * Airtel's RSA public key (base64 DER as its portal gives it, or PEM). Set: every collection and
   * disbursement is signed (v2 / v3 paths) and `pin` is encrypted with it per call. Null: v1, unsigned.
   */
  publicKey: string | null;
  /** The disbursement wallet's PIN (4 digits), encrypted with `publicKey` for each payout; null: `encryptedPin`. */
  pin: string | null;
  /** Key of the callback `hash`; null = callbacks are not authenticated (they are hints either way). */
  callbackKey: string | null;
  timeoutMs: number;
}

export interface AirtelDeps {
  nowMs?: () => number;
}

export function createAirtelMoneyProvider(config: AirtelMoneyConfig, deps: AirtelDeps = {}): PaymentProvider {
  const client = createAirtelClient(config, deps.nowMs);
  const collections = airtelCollections(config, client);
  const disbursements = airtelDisbursements(config, client);

  const nationalMsisdn = (msisdn: string) =>
    msisdn.startsWith(config.countryCode) ? msisdn.slice(config.countryCode.length) : msisdn;

  async function initiate(kind: 'deposit' | 'payout', request: PaymentRequest): Promise<InitiateResult> {
    if (!isPositiveSafeMinor(request.amountMinor)) {
      return initiateOutcome(
        'FAILED',
        null,
        failure('INVALID_AMOUNT', 'AMOUNT', `bad amount ${request.amountMinor}`),
      );
    }
    if (request.currency !== config.currency) {
      return initiateOutcome(
        'FAILED',
        null,
        failure('INVALID_REQUEST', 'CURRENCY', `expected ${config.currency}`),
      );
    }
    const transaction: AirtelTransaction = {
      id: kind === 'deposit' ? request.paymentId : (request.providerRef ?? request.paymentId),
      amount: minorToMajorNumber(request.amountMinor, config.minorScale),
      msisdn: nationalMsisdn(request.msisdn),
      reference: referenceText(request.description ?? (kind === 'deposit' ? 'Sika deposit' : 'Sika payout')),
    };
    return kind === 'deposit'
      ? collections.initiate(transaction)
      : disbursements.initiate(transaction, request.paymentId);
  }

  return {
    code: 'airtel-money',
    payoutAnsweredAtOnce: true,
    // A deposit's transaction.id is our payment id, known only at initiation.
    newReference: () => null,
    initiateDeposit: (request) => initiate('deposit', request),
    depositStatus: collections.status,
    initiatePayout: (request) => initiate('payout', request),
    payoutStatus: disbursements.status,
    parseCallback: (input) => parseAirtelCallback(config, input),
  };
}

/** Airtel's `reference` is shown to the payer: letters, digits and spaces, 4 to 64 characters. */
function referenceText(text: string): string {
  const clean = text.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 64);
  return clean.length >= 4 ? clean : 'Sika payment';
}

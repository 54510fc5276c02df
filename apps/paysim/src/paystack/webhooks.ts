import { createHmac } from 'node:crypto';
import type { PaystackCredentials } from '../config.ts';
import { randomDigits } from '../ids.ts';
import type { Settings } from '../settings.ts';
import type { CallbackRequest, ProductSpec } from '../types.ts';
import { PAYSTACK_DECLINE } from './scenarios.ts';
import { chargeData } from './transactions.ts';
import { transferData } from './transfers.ts';

/**
 * Paystack's webhooks: `charge.success`, `transfer.success|failed|reversed` POSTed to the one URL of the
 * account (behaviour.paystackWebhookUrl) with `x-paystack-signature` = hex HMAC-SHA512(secret key, raw body).
 */

function webhook(settings: Settings, secretKey: string, body: unknown): CallbackRequest[] {
  const url = settings.behaviour.paystackWebhookUrl;
  if (!url) return [];
  const rawBody = JSON.stringify(body);
  const signature = createHmac('sha512', secretKey).update(rawBody).digest('hex');
  return [{ url, method: 'POST', body, rawBody, headers: { 'x-paystack-signature': signature } }];
}

/** The product specs, bound to the account's secret key that signs their webhooks. */
export function paystackSpecs(credentials: PaystackCredentials): ProductSpec[] {
  const charge: ProductSpec = {
    product: 'paystack-charge',
    payerPrompt: true,
    declineFailure: PAYSTACK_DECLINE,
    contradictingFailure: { code: 'reversed', message: 'Reversed' },
    newTransactionId: () => randomDigits(10),
    // Paystack sends charge.success only; an unpaid checkout just stays unpaid.
    callbacks: (payment, view, settings) =>
      view.status === 'SUCCESSFUL'
        ? webhook(settings, credentials.secretKey, {
            event: 'charge.success',
            data: chargeData(payment, view),
          })
        : [],
  };
  const transfer: ProductSpec = {
    product: 'paystack-transfer',
    payerPrompt: false,
    declineFailure: { code: 'failed', message: 'Transfer failed' },
    // Out-of-order mode: a success later reversed by the beneficiary's bank.
    contradictingFailure: { code: 'reversed', message: 'Transfer reversed' },
    newTransactionId: () => randomDigits(30),
    callbacks: (payment, view, settings) => {
      if (view.status === 'PENDING') return [];
      const data = transferData(payment, view);
      const event = `transfer.${data.status === 'success' ? 'success' : data.status === 'reversed' ? 'reversed' : 'failed'}`;
      return webhook(settings, credentials.secretKey, { event, data });
    },
  };
  return [charge, transfer];
}

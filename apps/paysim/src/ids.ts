import { randomInt, randomUUID } from 'node:crypto';

/** Identifiers in the shapes the real providers issue, all from node:crypto (never Math.random). */

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function randomDigits(length: number): string {
  let out = String(randomInt(1, 10));
  while (out.length < length) out += String(randomInt(0, 10));
  return out;
}

function randomUpperAlnum(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += UPPER_ALNUM[randomInt(0, UPPER_ALNUM.length)];
  return out;
}

/** MTN `financialTransactionId`: a numeric string. */
export function mtnFinancialTransactionId(): string {
  return randomDigits(10);
}

/** Opaque bearer token. */
export function accessToken(): string {
  return randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
}

/** M-Pesa receipt / TransactionID, e.g. `LGR7OWQX0R`: ten upper-case letters and digits. */
export function mpesaReceipt(): string {
  return randomUpperAlnum(10);
}

/** Daraja `MerchantRequestID`, e.g. `16813-1590513-1`. */
export function merchantRequestId(): string {
  return `${randomDigits(5)}-${randomDigits(8)}-1`;
}

/** Daraja `CheckoutRequestID`, e.g. `ws_CO_27072017154747416`: a timestamp and random digits. */
export function checkoutRequestId(now: Date): string {
  return `ws_CO_${ddmmyyyyhhmmss(now)}${randomDigits(9)}`;
}

/** Daraja B2C `ConversationID`, e.g. `AG_20170717_00006be9c8b5cc46abb6`. */
export function conversationId(now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `AG_${date}_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
}

/** Daraja `requestId` in error envelopes. */
export function darajaRequestId(): string {
  return `${randomDigits(5)}-${randomDigits(8)}-1`;
}

function ddmmyyyyhhmmss(now: Date): string {
  const iso = now.toISOString();
  return `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { WALLET_SIGNATURE_WINDOW_MS, walletSignaturePayload } from '@sika/contract';

/** hex(HMAC_SHA256(secret, timestamp + "." + rawBody)): packages/contract seamless-wallet.ts. */
export function signWalletRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(walletSignaturePayload(timestamp, rawBody)).digest('hex');
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'mismatch';

export function checkWalletSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now: Date,
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{10,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    return 'missing';
  }
  if (Math.abs(now.getTime() - Number(timestamp)) > WALLET_SIGNATURE_WINDOW_MS) return 'stale';
  const expected = Buffer.from(signWalletRequest(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? 'ok' : 'mismatch';
}

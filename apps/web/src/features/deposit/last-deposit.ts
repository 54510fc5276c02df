import { readStored, writeStored } from '../../lib/storage.ts';

/**
 * Spec core §4 Deposit result screen: the last deposit is remembered locally by a hash of its order number,
 * so the result page's rewards and notices fire once per deposit, not again on a reload or a Back.
 */
export const LAST_DEPOSIT_KEY = 'lastDeposit';

/** FNV-1a (32 bit), as hex: short, stable, and no order number in storage. */
export function orderHash(orderNo: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < orderNo.length; i++) {
    hash ^= orderNo.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** True the first time it is asked about an order (and remembers it); false after that. */
export function claimDepositNotice(orderNo: string): boolean {
  if (!orderNo) return false;
  const marker = orderHash(orderNo);
  if (readStored(LAST_DEPOSIT_KEY) === marker) return false;
  writeStored(LAST_DEPOSIT_KEY, marker);
  return true;
}

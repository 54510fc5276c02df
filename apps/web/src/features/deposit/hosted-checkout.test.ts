import { describe, expect, it } from 'vitest';
import {
  forgetCheckout,
  openHostedCheckout,
  peekCheckoutReturn,
  returnFromCheckout,
} from './hosted-checkout.ts';

function memory() {
  const map = new Map<string, string>();
  return {
    setItem: (k: string, v: string) => void map.set(k, v),
    getItem: (k: string) => map.get(k) ?? null,
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('Paystack hosted checkout', () => {
  it('remembers the order, opens the checkout, and on return waits for that order', () => {
    const storage = memory();
    const opened: string[] = [];
    openHostedCheckout(
      { transNo: 'D2611240ABCDEFGHJK', payUrl: 'https://checkout.paystack.com/abc' },
      storage,
      (url) => opened.push(url),
    );
    expect(opened).toEqual(['https://checkout.paystack.com/abc']);
    const back = new URLSearchParams('trxref=5f1c&reference=5f1c');
    expect(returnFromCheckout(back, storage)).toBe('/deposit?wait=D2611240ABCDEFGHJK');
    // Once: a reload of the same address goes to the records, not to a stale wait.
    expect(returnFromCheckout(back, storage)).toBe('/account/records/deposit');
  });

  it('leaves our own result query alone', () => {
    const storage = memory();
    expect(returnFromCheckout(new URLSearchParams('status=1&no=D1'), storage)).toBeNull();
    expect(returnFromCheckout(new URLSearchParams(''), storage)).toBeNull();
  });

  it('finds the way back as often as a render asks, until the page forgets it', () => {
    const storage = memory();
    openHostedCheckout(
      { transNo: 'D2611240ABCDEFGHJK', payUrl: 'https://checkout.paystack.com/abc' },
      storage,
      () => {},
    );
    const back = new URLSearchParams('trxref=5f1c&reference=5f1c');
    expect(peekCheckoutReturn(back, storage)).toBe('/deposit?wait=D2611240ABCDEFGHJK');
    expect(peekCheckoutReturn(back, storage)).toBe('/deposit?wait=D2611240ABCDEFGHJK');
    forgetCheckout(storage);
    expect(peekCheckoutReturn(back, storage)).toBe('/account/records/deposit');
  });
});

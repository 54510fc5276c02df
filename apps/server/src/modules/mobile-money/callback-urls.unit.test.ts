import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callbackUrlSigner } from './callback-urls.ts';

const signer = callbackUrlSigner('mtn-momo', 'https://api.example.com/hooks/', 'secret-0123456789');
/** Any id but a dot segment, which a URL path cannot carry (urlFor refuses it; ours are generated, never dots). */
const paymentIds = fc.string({ minLength: 1, maxLength: 60 }).filter((id) => !/^(\.|%2e){1,2}$/i.test(id));

describe('signed callback URLs', () => {
  it('names provider, payment and event, and verifies the path and query a route receives', () => {
    const url = signer.urlFor('pay-1', 'deposit');
    expect(url).toMatch(/^https:\/\/api\.example\.com\/hooks\/mtn-momo\/pay-1\/deposit\?t=[\w-]{43}$/);
    const received = url.replace('https://api.example.com', '');
    expect(signer.verify(received)).toEqual({ paymentId: 'pay-1', event: 'deposit' });
  });

  it('refuses any change to the token', () => {
    fc.assert(
      fc.property(paymentIds, fc.nat(), (paymentId, position) => {
        const url = signer.urlFor(paymentId, 'payout');
        const tokenStart = url.indexOf('t=') + 2;
        const index = tokenStart + (position % (url.length - tokenStart));
        const flipped = url[index] === 'A' ? 'B' : 'A';
        const tampered = url.slice(0, index) + flipped + url.slice(index + 1);
        return signer.verify(url)?.paymentId === paymentId && signer.verify(tampered) === null;
      }),
    );
  });

  it('refuses to name a payment "." or "..", which the URL would drop', () => {
    for (const id of ['.', '..', '%2E', '.%2e'])
      expect(() => signer.urlFor(id, 'deposit')).toThrow(/dot segment/);
  });

  it('refuses another secret, another provider and malformed URLs', () => {
    const url = signer.urlFor('pay-1', 'deposit');
    expect(
      callbackUrlSigner('mtn-momo', 'https://api.example.com/hooks', 'other-secret').verify(url),
    ).toBeNull();
    expect(
      callbackUrlSigner('mpesa-daraja', 'https://api.example.com/hooks', 'secret-0123456789').verify(url),
    ).toBeNull();
    for (const bad of [
      '',
      '/hooks',
      '/hooks/mtn-momo/%E0%A4%A/deposit?t=x',
      '/hooks/mtn-momo/p/refund?t=x',
    ]) {
      expect(signer.verify(bad)).toBeNull();
    }
  });
});

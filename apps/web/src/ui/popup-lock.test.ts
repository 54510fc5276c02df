import { describe, expect, it } from 'vitest';
import { acquirePopupLock, isPopupLocked, releasePopupLock } from './popup-lock.ts';

describe('the popup lock (one popup at a time)', () => {
  it('is held by one popup until that popup releases it', () => {
    const advert = Symbol('advert');
    const signIn = Symbol('sign-in');
    expect(acquirePopupLock(advert)).toBe(true);
    expect(acquirePopupLock(advert)).toBe(true);
    expect(acquirePopupLock(signIn)).toBe(false);
    releasePopupLock(signIn);
    expect(isPopupLocked()).toBe(true);
    releasePopupLock(advert);
    expect(isPopupLocked()).toBe(false);
    expect(acquirePopupLock(signIn)).toBe(true);
    releasePopupLock(signIn);
  });
});

import { describe, expect, it } from 'vitest';
import { advertTarget } from './advert-link.ts';

describe('where an advert leads', () => {
  it('follows an in-app path (typeId 1) and opens an https page outside (typeId 2)', () => {
    expect(advertTarget({ typeId: 1, url: '/activities/collect-cards' })).toEqual({
      kind: 'app',
      path: '/activities/collect-cards',
    });
    expect(advertTarget({ typeId: 2, url: 'https://gamingcommission.gov.gh/' })).toEqual({
      kind: 'web',
      href: 'https://gamingcommission.gov.gh/',
    });
  });

  it('goes nowhere for a picture-only advert (typeId 0) or an unsafe link', () => {
    expect(advertTarget({ typeId: 0, url: '/deposit' })).toBeNull();
    expect(advertTarget({ typeId: 1, url: 'javascript:alert(1)' })).toBeNull();
    expect(advertTarget({ typeId: 1, url: '//evil.example/x' })).toBeNull();
    expect(advertTarget({ typeId: 2, url: 'http://plain.example/' })).toBeNull();
  });

  it('opens the first-deposit offer on the deposit page with the same query (typeId 3)', () => {
    const url =
      '/api/account-service/pay-order?payChannel=MTN_MM&payItem1=1|4000|2000|/content/icons/deposit-v1.svg';
    expect(advertTarget({ typeId: 3, url })).toEqual({
      kind: 'app',
      path: '/deposit?payChannel=MTN_MM&payItem1=1|4000|2000|/content/icons/deposit-v1.svg',
    });
    expect(
      advertTarget({ typeId: 3, url: 'https://elsewhere.example/account-service/pay-order?x=1' }),
    ).toBeNull();
  });
});

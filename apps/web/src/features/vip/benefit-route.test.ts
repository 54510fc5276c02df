import { describe, expect, it } from 'vitest';
import { benefitAction } from './benefit-route.ts';

describe('benefit routing (spec activities §4)', () => {
  it.each([
    [0, { kind: 'claim' }],
    [7, { kind: 'claim' }],
    [8, { kind: 'claim' }],
    [9, { kind: 'claim' }],
    [1, { kind: 'go', to: '/subscriber/cashBack' }],
    [2, { kind: 'go', to: '/home' }],
    [3, { kind: 'go', to: '/home' }],
    [4, { kind: 'go', to: '/supports' }],
    [6, { kind: 'go', to: '/diamond/exchange' }],
    [10, { kind: 'go', to: '/mall/3' }],
    [11, { kind: 'go', to: '/mall/4' }],
  ])('type %i', (type, action) => expect(benefitAction({ type, link: null })).toEqual(action));

  it('type 5 opens the manager link', () => {
    expect(benefitAction({ type: 5, link: 'https://wa.me/233000000000' })).toEqual({
      kind: 'link',
      url: 'https://wa.me/233000000000',
    });
    expect(benefitAction({ type: 5, link: '/supports' })).toEqual({ kind: 'go', to: '/supports' });
  });
});

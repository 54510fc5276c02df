import { describe, expect, it } from 'vitest';
import { badgeText } from './badge.ts';

describe('the unread badge', () => {
  it('shows nothing when there is nothing unread', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it('shows the count up to 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
  });

  it('caps at 99: "99+" on the me page, "+99" in the drawer', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(120, 'drawer')).toBe('+99');
    expect(badgeText(100_000)).toBe('99+');
  });
});

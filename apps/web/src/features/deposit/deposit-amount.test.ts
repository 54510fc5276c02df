import { markets } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import {
  amountMinorOf,
  amountText,
  depositTaxMinor,
  packageForAmount,
  payBlock,
  sanitizeAmountInput,
} from './deposit-amount.ts';

const GH = markets.GH;

describe('the free amount field (spec core §5)', () => {
  it.each([
    ['50', '50'],
    ['50.5', '50.5'],
    ['50.555', '50.55'],
    ['.', ''],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['12,5', '12.5'],
    ['₵ 1 000', '1000'],
    ['007', '7'],
    ['0.05', '0.05'],
    ['abc', ''],
    ['1234567890123', '123456789'],
    ['1234567.891', '1234567.8'],
  ])('turns %j into %j', (typed, kept) => {
    expect(sanitizeAmountInput(typed, 2)).toBe(kept);
  });

  it('keeps whole numbers only where the currency has no decimals', () => {
    expect(sanitizeAmountInput('150.75', 0)).toBe('150');
    expect(sanitizeAmountInput('.', 0)).toBe('');
  });

  it('never keeps more than 9 characters', () => {
    for (const typed of ['99999999999', '1.1111111111', '123456789.12']) {
      expect(sanitizeAmountInput(typed, 2).length).toBeLessThanOrEqual(9);
    }
  });

  it('reads the amount in minor units, and nothing for an empty or odd text', () => {
    expect(amountMinorOf(GH, '50')).toBe(5000);
    expect(amountMinorOf(GH, '50.5')).toBe(5050);
    expect(amountMinorOf(GH, '12.')).toBe(1200);
    expect(amountMinorOf(GH, '')).toBeNull();
    expect(amountMinorOf(GH, '.')).toBeNull();
  });

  it('writes a package price back as the field shows it', () => {
    expect(amountText(GH, 5000)).toBe('50');
    expect(amountText(GH, 1050)).toBe('10.50');
    expect(amountText(GH, 5)).toBe('0.05');
  });
});

describe('the Pay button (spec core §5)', () => {
  const base = {
    paying: false,
    channelChosen: true,
    mode: 'input' as const,
    amountMinor: 5000,
    minMinor: 100,
    maxMinor: 10_000_000,
    stepMinor: 1,
  };

  it('is enabled with a channel and an amount at or above the minimum', () => {
    expect(payBlock(base)).toBeNull();
    expect(payBlock({ ...base, amountMinor: 100 })).toBeNull();
  });

  it('is disabled while paying, without a channel, with a non-numeric amount, below the minimum', () => {
    expect(payBlock({ ...base, paying: true })).toBe('paying');
    expect(payBlock({ ...base, channelChosen: false })).toBe('no-channel');
    expect(payBlock({ ...base, amountMinor: null })).toBe('no-amount');
    expect(payBlock({ ...base, amountMinor: 99 })).toBe('below-min');
  });

  it('applies the minimum to a typed amount only, not to a package', () => {
    expect(payBlock({ ...base, mode: 'pick', amountMinor: 50, minMinor: 100 })).toBeNull();
  });

  it('refuses amounts above the maximum and, in Kenya, parts of a shilling', () => {
    expect(payBlock({ ...base, amountMinor: 10_000_001 })).toBe('above-max');
    expect(payBlock({ ...base, stepMinor: 100, amountMinor: 5050 })).toBe('step');
    expect(payBlock({ ...base, stepMinor: 100, amountMinor: 5000 })).toBeNull();
  });
});

describe('snapping and the Kenya tax line', () => {
  const packages = [
    { itemId: 1, payMoney: 1000 },
    { itemId: 2, payMoney: 5000 },
  ];

  it('snaps an amount equal to a package price to that package, else none', () => {
    expect(packageForAmount(packages, 5000)?.itemId).toBe(2);
    expect(packageForAmount(packages, 5001)).toBeNull();
    expect(packageForAmount(packages, null)).toBeNull();
  });

  it('shows 5% of the amount, rounded up to the minor unit', () => {
    expect(depositTaxMinor(10_000, 500)).toBe(500);
    expect(depositTaxMinor(10_001, 500)).toBe(501);
    expect(depositTaxMinor(10_000, 0)).toBe(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalStringToMinor,
  isPositiveSafeMinor,
  minorToDecimalString,
  minorToMajorNumber,
  minorToWholeUnits,
  wholeUnitsToMinor,
} from './money.ts';

const minor = fc.integer({ min: 1, max: 999_999_999_999_99 });

describe('amounts at the provider edge', () => {
  it('writes MTN decimal strings that read back to the same minor units', () => {
    fc.assert(
      fc.property(
        minor,
        (amountMinor) => decimalStringToMinor(minorToDecimalString(amountMinor)) === amountMinor,
      ),
    );
  });

  it.each([
    [1250, '12.5'],
    [1000, '10'],
    [5, '0.05'],
    [1205, '12.05'],
  ])('writes %i minor units as "%s"', (amountMinor, text) => {
    expect(minorToDecimalString(amountMinor)).toBe(text);
  });

  it('reads only plain decimals with at most two places', () => {
    expect(decimalStringToMinor('5.0')).toBe(500);
    expect(decimalStringToMinor(5)).toBe(500);
    for (const bad of ['5.001', '-5', '1e3', '', ' ', 'abc', null, undefined, {}])
      expect(decimalStringToMinor(bad)).toBeNull();
  });

  it('gives whole shillings only for whole amounts, and never rounds', () => {
    fc.assert(
      fc.property(minor, (amountMinor) => {
        const units = minorToWholeUnits(amountMinor);
        return amountMinor % 100 === 0 ? units === amountMinor / 100 : units === null;
      }),
    );
    expect(wholeUnitsToMinor(15)).toBe(1500);
    expect(wholeUnitsToMinor('15')).toBe(1500);
    expect(wholeUnitsToMinor(-1)).toBeNull();
    expect(wholeUnitsToMinor('x')).toBeNull();
  });

  it('accepts only positive safe integers as amounts', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
      expect(isPositiveSafeMinor(bad)).toBe(false);
    expect(isPositiveSafeMinor(1)).toBe(true);
  });

  it('writes and reads currencies without a minor unit (UGX, XAF: scale 1) as whole numbers', () => {
    fc.assert(
      fc.property(
        minor,
        (amountMinor) => decimalStringToMinor(minorToDecimalString(amountMinor, 1), 1) === amountMinor,
      ),
    );
    expect(minorToDecimalString(500, 1)).toBe('500');
    expect(minorToMajorNumber(500, 1)).toBe(500);
    expect(minorToMajorNumber(1250)).toBe(12.5);
    expect(decimalStringToMinor('500.5', 1)).toBeNull();
    expect(decimalStringToMinor('500.0', 1)).toBe(500);
    expect(minorToWholeUnits(501, 1)).toBe(501);
    expect(wholeUnitsToMinor(501, 1)).toBe(501);
  });
});

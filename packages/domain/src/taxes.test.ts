import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markets } from './markets.ts';
import { depositTax, MARKET_TAXES, marketTaxes, winningsPartMinor, withdrawalTax } from './taxes.ts';

describe('market taxes', () => {
  it('names a legal basis and a rate for every rule of every market', () => {
    for (const code of Object.keys(markets)) {
      for (const rule of marketTaxes(code)) {
        expect(rule.legalBasis.text).not.toBe('');
        expect(rule.legalBasis.source).not.toBe('');
        expect(rule.rateBp).toBeGreaterThan(0);
        expect(rule.rateBp).toBeLessThanOrEqual(10_000);
      }
    }
    expect(Object.keys(MARKET_TAXES).sort()).toEqual(Object.keys(markets).sort());
  });

  it('taxes Ghana’s winnings at 10%, switched by options 4025/4026', () => {
    expect(withdrawalTax('GH')).toMatchObject({ base: 'winnings', rateBp: 1000, rateFromOptions: true });
    expect(depositTax('GH')).toBeUndefined();
  });

  it('takes Kenya’s 5% excise on deposits (refunded by the operator) and 5% on withdrawals', () => {
    expect(depositTax('KE')).toMatchObject({ base: 'amount', rateBp: 500, payer: 'operator' });
    expect(withdrawalTax('KE')).toMatchObject({ base: 'amount', rateBp: 500, payer: 'player' });
  });

  it('charges nothing where no rule is recorded yet', () => {
    for (const code of ['ZM', 'CM', 'BR', 'XX']) expect(marketTaxes(code)).toEqual([]);
  });

  it('withholds 5% of the winnings part of a withdrawal in Nigeria (a Lagos licence), rate from options', () => {
    expect(marketTaxes('NG')).toEqual([
      expect.objectContaining({
        id: 'NG_WINNINGS_WHT',
        base: 'winnings',
        rateBp: 500,
        rateFromOptions: true,
      }),
    ]);
    expect(withdrawalTax('NG')?.legalBasis.source).toMatch(/Lagos State Lotteries and Gaming Authority/);
  });

  it('withholds 15% of the winnings part of a withdrawal in Uganda, its rate from options 4025/4026', () => {
    expect(marketTaxes('UG')).toEqual([
      expect.objectContaining({
        id: 'UG_WINNINGS_WHT',
        base: 'winnings',
        rateBp: 1500,
        rateFromOptions: true,
      }),
    ]);
  });
});

describe('winningsPartMinor', () => {
  it('returns the deposits first, untaxed, and counts the rest as winnings', () => {
    expect(winningsPartMinor({ amountMinor: 10_000, depositsLeftMinor: 10_000 })).toBe(0);
    expect(winningsPartMinor({ amountMinor: 15_000, depositsLeftMinor: 10_000 })).toBe(5_000);
    expect(winningsPartMinor({ amountMinor: 5_000, depositsLeftMinor: 0 })).toBe(5_000);
    expect(winningsPartMinor({ amountMinor: 5_000, depositsLeftMinor: -300 })).toBe(5_000);
  });

  it('is never negative and never more than the amount', () => {
    fc.assert(
      fc.property(fc.nat(1e12), fc.integer({ min: -1e12, max: 1e12 }), (amountMinor, depositsLeftMinor) => {
        const part = winningsPartMinor({ amountMinor, depositsLeftMinor });
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(amountMinor);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidWithdrawCoins,
  marketWithdrawRules,
  quoteWithdrawal,
  readCoinsConfig,
  readTaxRateBp,
  readWithdrawEnable,
  readWithdrawLimit,
  WITHDRAW_UNINITIALIZED_MESSAGE,
  withdrawBlocks,
  withdrawFeeMinor,
  withdrawTaxMinor,
} from './withdraw-quote.ts';

const percent = (bp: number) => ({ type: 1, value: bp });
const fixed = (minor: number) => ({ type: 2, value: minor });

describe('withdraw options', () => {
  it('reads option 6002 only when there is exactly one readable entry', () => {
    expect(readWithdrawEnable(['{"enable":true,"message":"paused"}'])).toEqual({
      enable: true,
      message: 'paused',
      initialized: true,
    });
    expect(readWithdrawEnable(['{"enable":false,"message":"Maintenance"}'])).toMatchObject({
      enable: false,
      message: 'Maintenance',
    });
    const uninitialized = { enable: false, message: WITHDRAW_UNINITIALIZED_MESSAGE, initialized: false };
    expect(readWithdrawEnable([])).toEqual(uninitialized);
    expect(readWithdrawEnable(['{"enable":true}', '{"enable":true}'])).toEqual(uninitialized);
    expect(readWithdrawEnable(['not json'])).toEqual(uninitialized);
    expect(readWithdrawEnable(['null'])).toEqual(uninitialized);
  });

  it('reads option 100 as a positive whole number of coins per 100 minor units', () => {
    expect(readCoinsConfig('100')).toBe(100);
    expect(readCoinsConfig(' 300 ')).toBe(300);
    for (const bad of [undefined, '', '0', '-5', '1.5', 'abc']) expect(readCoinsConfig(bad)).toBeNull();
  });

  it('reads option 150 min:max:count, with no limit when min or max is unreadable', () => {
    expect(readWithdrawLimit('500:1000000:0')).toEqual({
      minMinor: 500,
      maxMinor: 1_000_000,
      countPerDay: 0,
    });
    expect(readWithdrawLimit('500:1000000:3')).toMatchObject({ countPerDay: 3 });
    expect(readWithdrawLimit('500:1000000')).toMatchObject({ countPerDay: 0 });
    for (const bad of [undefined, '', '500', ':100:', 'a:b:c']) expect(readWithdrawLimit(bad)).toBeNull();
  });

  it('charges tax only when 4025 is 1 and 4026 is readable', () => {
    expect(readTaxRateBp('1', '1000')).toBe(1000);
    expect(readTaxRateBp('0', '1000')).toBe(0);
    expect(readTaxRateBp(undefined, '1000')).toBe(0);
    expect(readTaxRateBp('1', 'ten')).toBe(0);
  });

  it('accepts digits only, at most 8, for the coins field', () => {
    expect(isValidWithdrawCoins('12345678')).toBe(true);
    for (const bad of ['', '123456789', '12.5', '-1', '1e3', ' 12'])
      expect(isValidWithdrawCoins(bad)).toBe(false);
  });
});

describe('fees and tax', () => {
  it('rounds a percentage fee up and takes a fixed fee as it is', () => {
    expect(withdrawFeeMinor(1001, percent(200))).toBe(21);
    expect(withdrawFeeMinor(1000, percent(200))).toBe(20);
    expect(withdrawFeeMinor(1000, fixed(150))).toBe(150);
    expect(withdrawFeeMinor(1000, percent(0))).toBe(0);
  });

  it('refuses any fee type other than 1 or 2 ("not support")', () => {
    expect(withdrawFeeMinor(1000, { type: 3, value: 1 })).toBeNull();
    expect(withdrawFeeMinor(1000, { type: 0, value: 1 })).toBeNull();
    expect(
      quoteWithdrawal({
        coins: 1000,
        coinsPerHundredMinor: 100,
        fee: { type: 3, value: 1 },
        taxRateBp: 0,
        taxBaseMinor: 1000,
      }),
    ).toBeNull();
  });

  it('rounds tax up to the minor unit, or to whole units where the channel needs them', () => {
    expect(withdrawTaxMinor(1001, 1000)).toBe(101);
    expect(withdrawTaxMinor(1000, 0)).toBe(0);
    expect(withdrawTaxMinor(10_000, 500, 100)).toBe(500);
    expect(withdrawTaxMinor(10_100, 500, 100)).toBe(600);
  });
});

describe('quoteWithdrawal', () => {
  it('converts coins by option 100 and nets fee and tax', () => {
    expect(
      quoteWithdrawal({
        coins: 1000,
        coinsPerHundredMinor: 100,
        fee: percent(100),
        taxRateBp: 1000,
        taxBaseMinor: 1000,
      }),
    ).toEqual({
      coins: 1000,
      moneyMinor: 1000,
      feeMinor: 10,
      taxMinor: 100,
      taxBaseMinor: 1000,
      netMinor: 890,
    });
    expect(
      quoteWithdrawal({
        coins: 999,
        coinsPerHundredMinor: 300,
        fee: fixed(0),
        taxRateBp: 0,
        taxBaseMinor: 0,
      }),
    ).toMatchObject({
      moneyMinor: 333,
      netMinor: 333,
    });
  });

  it('floors the net at 0', () => {
    expect(
      quoteWithdrawal({
        coins: 100,
        coinsPerHundredMinor: 100,
        fee: fixed(500),
        taxRateBp: 0,
        taxBaseMinor: 0,
      }),
    ).toMatchObject({
      netMinor: 0,
    });
  });

  it('takes 2% fee and 5% tax in Kenya, in whole shillings', () => {
    const kenya = marketWithdrawRules('KE');
    const quote = quoteWithdrawal({
      coins: 10_000,
      coinsPerHundredMinor: 100,
      fee: kenya.fee!,
      taxRateBp: kenya.taxRateBp!,
      taxBaseMinor: 10_000,
      stepMinor: kenya.stepMinor,
    });
    expect(quote).toEqual({
      coins: 10_000,
      moneyMinor: 10_000,
      feeMinor: 200,
      taxMinor: 500,
      taxBaseMinor: 10_000,
      netMinor: 9_300,
    });
    expect(marketWithdrawRules('GH')).toEqual({ fee: null, taxRateBp: null, stepMinor: 1 });
    expect(marketWithdrawRules('UG')).toEqual({ fee: null, taxRateBp: null, stepMinor: 1 });
    expect(marketWithdrawRules('ZM')).toEqual({ fee: null, taxRateBp: 0, stepMinor: 1 });
  });

  it('charges the tax on its base only, never on more than the money', () => {
    const ghana = { coins: 15_000, coinsPerHundredMinor: 100, fee: fixed(0), taxRateBp: 1000 };
    expect(quoteWithdrawal({ ...ghana, taxBaseMinor: 5_000 })).toMatchObject({
      moneyMinor: 15_000,
      taxBaseMinor: 5_000,
      taxMinor: 500,
      netMinor: 14_500,
    });
    expect(quoteWithdrawal({ ...ghana, taxBaseMinor: 0 })).toMatchObject({ taxMinor: 0, netMinor: 15_000 });
    expect(quoteWithdrawal({ ...ghana, taxBaseMinor: 99_999 })).toMatchObject({
      taxBaseMinor: 15_000,
      taxMinor: 1_500,
    });
    expect(quoteWithdrawal({ ...ghana, taxBaseMinor: -5 })).toMatchObject({ taxBaseMinor: 0, taxMinor: 0 });
  });

  it('always splits the money exactly into net, fee and tax while the net is positive', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.oneof(
          fc.record({ type: fc.constant(1), value: fc.integer({ min: 0, max: 5000 }) }),
          fc.record({ type: fc.constant(2), value: fc.integer({ min: 0, max: 100_000 }) }),
        ),
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom(1, 100),
        fc.integer({ min: -1000, max: 99_999_999 }),
        (coins, config, fee, taxRateBp, stepMinor, taxBaseMinor) => {
          const input = { coins, coinsPerHundredMinor: config, fee, taxRateBp, taxBaseMinor, stepMinor };
          const quote = quoteWithdrawal(input)!;
          expect(Number.isSafeInteger(quote.moneyMinor)).toBe(true);
          expect(quote.taxBaseMinor).toBeGreaterThanOrEqual(0);
          expect(quote.taxBaseMinor).toBeLessThanOrEqual(quote.moneyMinor);
          expect(quote.netMinor).toBeGreaterThanOrEqual(0);
          if (quote.netMinor > 0)
            expect(quote.netMinor + quote.feeMinor + quote.taxMinor).toBe(quote.moneyMinor);
          if (quote.moneyMinor % stepMinor === 0) expect(quote.netMinor % stepMinor).toBe(0);
        },
      ),
    );
  });
});

describe('withdrawBlocks (the Next button)', () => {
  const limit = { minMinor: 500, maxMinor: 1_000_000, countPerDay: 0 };
  const quote = (coins: number, fee = percent(100)) =>
    quoteWithdrawal({ coins, coinsPerHundredMinor: 100, fee, taxRateBp: 0, taxBaseMinor: 0 });

  it('lets a valid withdrawal through', () => {
    expect(withdrawBlocks({ channelChosen: true, quote: quote(1000), balanceMinor: 1000, limit })).toEqual(
      [],
    );
  });

  it('names each rule that keeps Next disabled', () => {
    expect(withdrawBlocks({ channelChosen: false, quote: quote(1000), balanceMinor: 1000, limit })).toEqual([
      'NO_CHANNEL',
    ]);
    expect(withdrawBlocks({ channelChosen: true, quote: quote(0), balanceMinor: 1000, limit })).toEqual([
      'NO_COINS',
    ]);
    expect(withdrawBlocks({ channelChosen: true, quote: quote(2000), balanceMinor: 1000, limit })).toEqual([
      'INSUFFICIENT_BALANCE',
    ]);
    expect(withdrawBlocks({ channelChosen: true, quote: quote(400), balanceMinor: 1000, limit })).toEqual([
      'BELOW_MIN',
    ]);
    expect(
      withdrawBlocks({ channelChosen: true, quote: quote(2_000_000), balanceMinor: 9_000_000, limit }),
    ).toEqual(['ABOVE_MAX']);
    expect(
      withdrawBlocks({ channelChosen: true, quote: quote(600, fixed(600)), balanceMinor: 1000, limit }),
    ).toEqual(['NOT_MORE_THAN_FEE']);
    expect(withdrawBlocks({ channelChosen: true, quote: null, balanceMinor: 1000, limit })).toEqual([
      'FEE_TYPE_NOT_SUPPORTED',
    ]);
    expect(
      withdrawBlocks({ channelChosen: true, quote: quote(1050), balanceMinor: 5000, limit, stepMinor: 100 }),
    ).toEqual(['NOT_WHOLE_UNITS']);
  });

  it('has no bounds without a limit option', () => {
    expect(
      withdrawBlocks({ channelChosen: true, quote: quote(1, fixed(0)), balanceMinor: 5, limit: null }),
    ).toEqual([]);
  });
});

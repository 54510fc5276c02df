import { describe, expect, it } from 'vitest';
import {
  defaultChannelCode,
  formFigures,
  limitPlaceholder,
  previewSearch,
  readPreviewParams,
  sanitizeCoins,
  visibleBlock,
} from './withdraw-figures.ts';

const config = {
  limit: { minMinor: 500, maxMinor: 1_000_000, countPerDay: 0 },
  taxEnabled: true,
  taxRateBp: 1000,
  stepMinor: 1,
};
const mtn = { withdrawFeeType: 1, withdrawFeeValue: 100 };
const figures = (coins: number, extra: Partial<Parameters<typeof formFigures>[0]> = {}) =>
  formFigures({
    marketCode: 'GH',
    config,
    coinsPerHundredMinor: 100,
    channel: mtn,
    coins,
    fetchedTaxMinor: undefined,
    balanceMinor: 25_000,
    ...extra,
  });

describe('the withdraw form (spec core §5)', () => {
  it('keeps digits only, at most 8, without leading zeros', () => {
    expect(sanitizeCoins('12a3.4')).toBe('1234');
    expect(sanitizeCoins('0012')).toBe('12');
    expect(sanitizeCoins('123456789')).toBe('12345678');
    expect(sanitizeCoins('')).toBe('');
  });

  it('computes money, a 1% fee rounded up, the tax and the net', () => {
    expect(figures(2000).quote).toEqual({
      coins: 2000,
      moneyMinor: 2000,
      feeMinor: 20,
      taxMinor: 200,
      taxBaseMinor: 2000,
      netMinor: 1780,
    });
    expect(figures(1001).quote?.feeMinor).toBe(11);
    expect(figures(2000).blocks).toEqual([]);
  });

  it('converts coins by option 100: money = floor(coins × 100 / config)', () => {
    expect(figures(1999, { coinsPerHundredMinor: 1000 }).quote?.moneyMinor).toBe(199);
  });

  it('uses the fetched tax once known, and 0 tax for cleared coins', () => {
    expect(figures(2000, { fetchedTaxMinor: 150 }).quote).toMatchObject({ taxMinor: 150, netMinor: 1830 });
    expect(figures(0, { fetchedTaxMinor: 150 }).quote).toMatchObject({ taxMinor: 0, netMinor: 0 });
  });

  it('enables Next only within the rules, and names the one to show', () => {
    expect(figures(100).blocks).toEqual(['BELOW_MIN']);
    expect(visibleBlock(figures(100).blocks, 100)).toBe('BELOW_MIN');
    expect(figures(30_000).blocks).toEqual(['INSUFFICIENT_BALANCE']);
    expect(figures(0).blocks).toEqual(['NO_COINS']);
    expect(visibleBlock(figures(0).blocks, 0)).toBeNull();
    expect(figures(2000, { channel: null }).blocks).toContain('NO_CHANNEL');
    expect(figures(600, { channel: { withdrawFeeType: 2, withdrawFeeValue: 600 } }).blocks).toEqual([
      'NOT_MORE_THAN_FEE',
    ]);
  });

  it('says "not support" for a fee type other than 1 or 2', () => {
    const unknown = figures(2000, { channel: { withdrawFeeType: 3, withdrawFeeValue: 1 } });
    expect(unknown.feeSupported).toBe(false);
    expect(unknown.quote).toBeNull();
    expect(visibleBlock(unknown.blocks, 2000)).toBe('FEE_TYPE_NOT_SUPPORTED');
  });

  it('applies Kenya’s 2% fee and 5% tax in whole shillings', () => {
    const kenya = figures(10_000, {
      marketCode: 'KE',
      config: { ...config, taxRateBp: 500, stepMinor: 100 },
      channel: { withdrawFeeType: 2, withdrawFeeValue: 0 },
    });
    expect(kenya.quote).toEqual({
      coins: 10_000,
      moneyMinor: 10_000,
      feeMinor: 200,
      taxMinor: 500,
      taxBaseMinor: 10_000,
      netMinor: 9300,
    });
  });

  it('shows the limit as "min - max" in the unit of the field', () => {
    expect(limitPlaceholder(config.limit, 100)).toBe('500 - 1000000');
    expect(limitPlaceholder(config.limit, 1000)).toBe('5000 - 10000000');
    expect(limitPlaceholder(null, 100)).toBeNull();
  });

  it('preselects the server’s default channel, else the first', () => {
    const list = [{ channelCode: 'MTN_MM' }, { channelCode: 'VODA_MM' }];
    expect(defaultChannelCode(list, 'VODA_MM')).toBe('VODA_MM');
    expect(defaultChannelCode(list, 'GONE')).toBe('MTN_MM');
    expect(defaultChannelCode([], null)).toBeNull();
  });

  it('carries the preview params of the route and reads them back', () => {
    const params = {
      payType: '1',
      channelCode: 'MTN_MM',
      account: '0241234567',
      coins: 2000,
      fee: 20,
      money: 2000,
      enableTaxOfWithdraw: true,
    };
    const search = previewSearch(params);
    expect(search).toBe(
      'payType=1&channelCode=MTN_MM&account=0241234567&coins=2000&fee=20&money=2000&enableTaxOfWithdraw=1',
    );
    expect(readPreviewParams(`?${search}`)).toEqual(params);
    expect(readPreviewParams('?channelCode=MTN_MM&coins=2000')).toBeNull();
    expect(readPreviewParams(search.replace('account=0241234567', 'account=x'))).toBeNull();
    // Brazil's Pix keys come back as the server shows them.
    for (const key of ['ana.souza@pix.sika.test', '***.982.247-**', '+5511912345678'])
      expect(
        readPreviewParams(search.replace('account=0241234567', `account=${encodeURIComponent(key)}`))
          ?.account,
      ).toBe(key);
  });
});

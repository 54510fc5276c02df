import { describe, expect, it } from 'vitest';
import { money, setOperatorMarket } from '../../lib/market.ts';
import { toCsv } from './csv.ts';
import { taxCsv } from './tax-report-page.tsx';

describe('the report CSV', () => {
  it('quotes what needs quoting, keeps numbers bare and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['Game', 'GGR (GHS)'],
        [
          ['Kente, "Gold"', '12.50'],
          ['Dice', 3],
          ['-x', '-0.05'],
        ],
      ),
    ).toBe('\ufeffGame,GGR (GHS)\r\n"Kente, ""Gold""",12.50\r\nDice,3\r\n\'-x,-0.05\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsv(['name'], [['=HYPERLINK("x")'], ['@SUM(A1)'], ['+1']])).toBe(
      '\ufeffname\r\n"\'=HYPERLINK(""x"")"\r\n\'@SUM(A1)\r\n\'+1\r\n',
    );
  });

  it('writes minor units as major ones at the market’s scale, negatives included', () => {
    setOperatorMarket('GH');
    expect([money(12_345), money(-5), money(0), money(-210_000)]).toEqual([
      '123.45',
      '-0.05',
      '0.00',
      '-2100.00',
    ]);
    // XAF and UGX have no minor unit: amounts are whole francs and shillings.
    setOperatorMarket('CM');
    const xaf = money(2_500);
    setOperatorMarket('UG');
    expect([xaf, money(-15_000)]).toEqual(['2500', '-15000']);
    setOperatorMarket('GH');
  });

  it('writes the tax report for remittance: one line per period, market and rule, amounts in major units', () => {
    setOperatorMarket('GH');
    const line = {
      market: 'GH',
      currency: 'GHS',
      ruleId: 'GH_WINNINGS_WHT',
      appliesTo: 'withdrawal' as const,
      count: 3,
      baseMinor: 1_250_005,
      taxMinor: 125_001,
    };
    expect(taxCsv([{ ...line, period: '2026-11' }])).toBe(
      '\ufeffPeriod,Market,Rule,Applies to,Orders,Currency,Taxed base,Tax withheld\r\n' +
        '2026-11,GH,GH_WINNINGS_WHT,withdrawal,3,GHS,12500.05,1250.01\r\n',
    );
  });
});

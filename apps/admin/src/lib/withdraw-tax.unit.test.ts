import { afterEach, describe, expect, it } from 'vitest';
import { setOperatorMarket } from './market.ts';
import { taxLine } from './withdraw-tax.ts';

afterEach(() => setOperatorMarket('GH'));

describe('a withdrawal’s tax as staff read it', () => {
  it('names what was withheld, its base and its rule', () => {
    setOperatorMarket('GH');
    expect(taxLine({ taxMinor: 500, taxBaseMinor: 5_000, taxRuleId: 'GH_WINNINGS_WHT' })).toBe(
      '5.00 on 50.00 (GH_WINNINGS_WHT)',
    );
  });

  it('says so when nothing was withheld, as in Brazil', () => {
    setOperatorMarket('BR');
    expect(taxLine({ taxMinor: 0, taxBaseMinor: 0, taxRuleId: null })).toBe('none withheld');
  });

  it('writes amounts at the market’s scale: Uganda’s shillings have no cents', () => {
    setOperatorMarket('UG');
    expect(taxLine({ taxMinor: 1_500, taxBaseMinor: 10_000, taxRuleId: 'UG_WINNINGS_WHT' })).toBe(
      '1500 on 10000 (UG_WINNINGS_WHT)',
    );
  });
});

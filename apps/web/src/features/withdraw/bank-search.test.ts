import { describe, expect, it } from 'vitest';
import { foldBankName, type SearchableBank } from './api/get-payout-banks.ts';
import { matchingBanks } from './bank-search.ts';

const bank = (code: string, name: string): SearchableBank => ({ code, name, folded: foldBankName(name) });
const banks = [
  bank('044', 'Access Bank'),
  bank('063', 'Access Bank (Diamond)'),
  bank('050', 'Ecobank Nigeria'),
  bank('058', 'Guaranty Trust Bank'),
  bank('50211', 'Kuda Bank'),
  bank('999992', 'OPay Digital Services Limited (OPay)'),
];

describe('the bank search', () => {
  it('lists every bank before anything is typed', () => {
    expect(matchingBanks(banks, '  ')).toHaveLength(banks.length);
  });

  it('finds a bank by any words of its name, whatever the case and punctuation', () => {
    expect(matchingBanks(banks, 'trust GUAR').map((b) => b.code)).toEqual(['058']);
    expect(matchingBanks(banks, 'opay').map((b) => b.code)).toEqual(['999992']);
    expect(matchingBanks(banks, '(diamond)').map((b) => b.code)).toEqual(['063']);
  });

  it('puts names that start with what was typed first', () => {
    expect(matchingBanks(banks, 'bank').map((b) => b.code)).toEqual(['044', '063', '050', '058', '50211']);
    expect(
      matchingBanks(banks, 'k')
        .map((b) => b.code)
        .slice(0, 1),
    ).toEqual(['50211']);
  });

  it('finds nothing for a name no bank has', () => {
    expect(matchingBanks(banks, 'zenith')).toEqual([]);
  });
});

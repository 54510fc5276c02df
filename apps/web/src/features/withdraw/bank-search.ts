import { foldBankName, type SearchableBank } from './api/get-payout-banks.ts';

/** Nigeria's account numbers (NUBAN) have exactly 10 digits. */
export const NUBAN_LENGTH = 10;

/**
 * The banks whose name has every word typed, names that start with the first word first ("access" finds
 * Access Bank before Diamond Access), then in the list's order (by name). An empty query lists them all.
 */
export function matchingBanks(banks: readonly SearchableBank[], query: string): SearchableBank[] {
  const words = foldBankName(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...banks];
  const first = words[0] ?? '';
  const found = banks.filter((bank) => words.every((word) => bank.folded.includes(word)));
  const starts = found.filter((bank) => bank.folded.startsWith(first));
  return [...starts, ...found.filter((bank) => !bank.folded.startsWith(first))];
}

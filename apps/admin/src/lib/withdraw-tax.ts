import { money } from './market.ts';

interface Deductions {
  taxMinor: number;
  taxBaseMinor: number;
  taxRuleId: string | null;
}

/**
 * A withdrawal's tax as staff read it beside its record (issue 20): what was withheld, on what base, under
 * which rule (packages/domain taxes.ts); "none withheld" where nothing was (Brazil, or deposits taken back).
 */
export function taxLine(w: Deductions): string {
  if (w.taxMinor === 0) return 'none withheld';
  return `${money(w.taxMinor)} on ${money(w.taxBaseMinor)} (${w.taxRuleId ?? 'tax'})`;
}

/** Decimal strings in major units ("5", "5.0", "12.34") ↔ integer hundredths, for balances and metadata. */

export const DECIMAL_AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

export function decimalToHundredths(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function hundredthsToDecimal(value: number): string {
  const whole = Math.trunc(value / 100);
  const fraction = Math.abs(value % 100);
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

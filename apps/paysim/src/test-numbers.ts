/**
 * MTN's sandbox selects an outcome by the payer's MSISDN: 46733123450 … 46733123464
 * (integration-contracts.md §1.8). Players in Ghana and Kenya type local numbers that the channel
 * patterns accept (0XXXXXXXXX), so the simulator keys on the last seven digits: any MSISDN ending
 * in 3123450 … 3123464 behaves like the sandbox number with that ending: Ghana 0243123451
 * (233243123451) is "rejected" like 46733123451. M-Pesa has no such matrix, so the simulator gives
 * the same endings its own meanings (Kenya 0713123451 = 254713123451, see daraja/scenarios.ts).
 * The index is 0 for …450 up to 14 for …464.
 */
export const TEST_NUMBER_BASE = 3_123_450;
export const TEST_NUMBER_COUNT = 15;

export function testNumberIndex(msisdn: string): number | null {
  if (!/^\d{9,15}$/.test(msisdn)) return null;
  const index = Number(msisdn.slice(-7)) - TEST_NUMBER_BASE;
  return index >= 0 && index < TEST_NUMBER_COUNT ? index : null;
}

/** The sandbox's own number for a scenario index, e.g. 1 → 46733123451. */
export function sandboxNumber(index: number): string {
  return `4673${TEST_NUMBER_BASE + index}`;
}

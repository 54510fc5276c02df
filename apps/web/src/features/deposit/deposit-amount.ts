import { AMOUNT_FIELD_MAX_CHARS, type Market, parseMoneyInput, percentageFeeMinor } from '@sika/domain';

/**
 * The free amount field (spec core §5 Deposit amount): digits and one dot, at most the market's decimals
 * (2 for ₵), at most 9 characters; a lone dot becomes empty. A comma counts as the dot, because the
 * decimal keypad of a French or Portuguese phone types one.
 */
export function sanitizeAmountInput(raw: string, fractionDigits: number): string {
  const text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  let whole = dot < 0 ? text : text.slice(0, dot);
  let fraction = dot < 0 ? null : text.slice(dot + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fractionDigits === 0) fraction = null;
  if (fraction !== null) fraction = fraction.slice(0, fractionDigits);
  if (fraction !== null && whole === '') {
    if (fraction === '') return '';
    whole = '0';
  }
  const joined = fraction === null ? whole : `${whole}.${fraction}`;
  return joined.slice(0, AMOUNT_FIELD_MAX_CHARS);
}

/** What a player typed, in minor units; null when it is not a number (then Pay is disabled). */
export function amountMinorOf(market: Market, text: string): number | null {
  if (text === '') return null;
  return parseMoneyInput(market, text);
}

/** The field's text for an amount: 5000 → "50", 1050 → "10.50" (no symbol, no separators). */
export function amountText(market: Market, amountMinor: number): string {
  const whole = Math.floor(amountMinor / market.minorScale);
  const rest = amountMinor % market.minorScale;
  if (rest === 0 || market.fractionDigits === 0) return String(whole);
  return `${whole}.${String(rest).padStart(market.fractionDigits, '0')}`;
}

export type DepositMode = 'pick' | 'input';

/** Why Pay is disabled, or null when it may be pressed (spec core §5). */
export type PayBlock = 'paying' | 'no-channel' | 'no-amount' | 'below-min' | 'above-max' | 'step' | null;

export function payBlock(input: {
  paying: boolean;
  channelChosen: boolean;
  mode: DepositMode;
  amountMinor: number | null;
  minMinor: number;
  maxMinor: number;
  stepMinor: number;
}): PayBlock {
  if (input.paying) return 'paying';
  if (!input.channelChosen) return 'no-channel';
  if (input.amountMinor === null || input.amountMinor <= 0) return 'no-amount';
  // Packages are the operator's own amounts: the minimum applies to what the player types.
  if (input.mode === 'input') {
    if (input.amountMinor < input.minMinor) return 'below-min';
    if (input.maxMinor > 0 && input.amountMinor > input.maxMinor) return 'above-max';
    if (input.stepMinor > 1 && input.amountMinor % input.stepMinor !== 0) return 'step';
  }
  return null;
}

/** On blur the amount snaps to the package of the same price, if there is one (spec core §4). */
export function packageForAmount<P extends { payMoney: number }>(
  packages: readonly P[],
  amountMinor: number | null,
): P | null {
  if (amountMinor === null) return null;
  return packages.find((item) => item.payMoney === amountMinor) ?? null;
}

/** Kenya's deposit tax line (5%, refunded in the same transfer), rounded up as the server records it. */
export function depositTaxMinor(amountMinor: number, rateBp: number): number {
  return rateBp > 0 ? percentageFeeMinor(amountMinor, rateBp) : 0;
}

/**
 * The markets Sika serves. One deployment serves one market (MARKET in the server's config);
 * the web app learns it from the server. Ghana is the first market (spec core §1, §9).
 */
export interface Market {
  code: MarketCode;
  currency: string;
  currencySymbol: string;
  /** Minor units per major unit: GHS 100 pesewas. */
  minorScale: number;
  locale: string;
  fractionDigits: number;
  /** Local mobile number length, including the leading 0. */
  mobileLength: number;
  countryCode: string;
  /** The local mobile format: empty or the full pattern. */
  mobilePattern: RegExp;
  /**
   * Option 4030 (spec core §3): coins (bonusMoney) read with the cash scale's decimals (isbonus 1: 12.50)
   * or as whole coins (0: 1,250). The server's app info says which; decimals until it does.
   */
  coinDecimals: boolean;
}

export type MarketCode = 'GH' | 'KE' | 'UG' | 'NG' | 'ZM' | 'CM' | 'BR';

export const markets: Record<MarketCode, Market> = {
  GH: market('GH', 'GHS', '₵', 'en-GH', 10, '233', /^0\d{9}$/),
  KE: market('KE', 'KES', 'KSh', 'en-KE', 10, '254', /^0\d{9}$/),
  // UGX has no minor unit (ISO 4217 exponent 0): amounts are whole shillings, scale 1 (issue 20).
  UG: { ...market('UG', 'UGX', 'USh', 'en-UG', 10, '256', /^0\d{9}$/, 0), minorScale: 1 },
  NG: market('NG', 'NGN', '₦', 'en-NG', 11, '234', /^0\d{10}$/),
  ZM: market('ZM', 'ZMW', 'K', 'en-ZM', 10, '260', /^0\d{9}$/),
  // XAF has no minor unit (ISO 4217 exponent 0): amounts are whole francs, scale 1 (issue 20).
  CM: { ...market('CM', 'XAF', 'FCFA', 'fr-CM', 9, '237', /^6\d{8}$/, 0), minorScale: 1 },
  BR: market('BR', 'BRL', 'R$', 'pt-BR', 11, '55', /^\d{11}$/),
};

function market(
  code: MarketCode,
  currency: string,
  currencySymbol: string,
  locale: string,
  mobileLength: number,
  countryCode: string,
  mobilePattern: RegExp,
  fractionDigits = 2,
): Market {
  return {
    code,
    currency,
    currencySymbol,
    minorScale: 100,
    locale,
    fractionDigits,
    mobileLength,
    countryCode,
    mobilePattern,
    coinDecimals: true,
  };
}

export function isMarketCode(value: string): value is MarketCode {
  return value in markets;
}

/** The international form of a local number: 0244123456 → 233244123456. */
export function toInternationalMobile(m: Market, localMobile: string): string {
  return m.countryCode + localMobile.replace(/^0/, '');
}

/**
 * The markets Sika serves. One deployment serves one market (MARKET in the server's config);
 * the web app learns it from the server. Ghana is the first market (spec core §1, §9).
 */
export interface Market {
  code: MarketCode;
  currency: string;
  currencySymbol: string;
  /** The symbol follows the amount, as the market writes money (Cameroon: 2 500 FCFA), instead of leading it. */
  symbolAfter: boolean;
  /**
   * Minor units per major unit: GHS 100 pesewas. 1 for a currency without minor units (ISO 4217 exponent 0:
   * XAF), so that an amount in "minor units" is then whole francs.
   */
  minorScale: number;
  locale: string;
  fractionDigits: number;
  /** Local mobile number length, including the leading 0. */
  mobileLength: number;
  countryCode: string;
  /** The local mobile format: empty or the full pattern. */
  mobilePattern: RegExp;
  /**
   * The national trunk prefix a local number starts with ('0' in Ghana: 024…), dropped in the E.164 form;
   * '' where local numbers have none (Cameroon 6…, Brazil's area code first).
   */
  trunkPrefix: '0' | '';
  /** How a local number is shown: each `#` one digit, anything else as written (Ghana `### ### ####`). */
  mobileDisplay: string;
  /** The order a date is read and typed in (Ghana day/month/year, never the browser's US default). */
  dateOrder: DateOrder;
  /**
   * Option 4030 (spec core §3): coins (bonusMoney) read with the cash scale's decimals (isbonus 1: 12.50)
   * or as whole coins (0: 1,250). The server's app info says which; decimals until it does.
   */
  coinDecimals: boolean;
}

export type MarketCode = 'GH' | 'KE' | 'UG' | 'NG' | 'ZM' | 'CM' | 'BR';

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

type MarketSpec = Omit<
  Market,
  'code' | 'minorScale' | 'fractionDigits' | 'coinDecimals' | 'dateOrder' | 'symbolAfter'
> &
  Partial<Pick<Market, 'minorScale' | 'fractionDigits' | 'dateOrder' | 'symbolAfter'>>;

export const markets: Record<MarketCode, Market> = {
  GH: market('GH', {
    currency: 'GHS',
    currencySymbol: '₵',
    locale: 'en-GH',
    mobileLength: 10,
    countryCode: '233',
    mobilePattern: /^0\d{9}$/,
    trunkPrefix: '0',
    mobileDisplay: '### ### ####',
  }),
  KE: market('KE', {
    currency: 'KES',
    currencySymbol: 'KSh',
    locale: 'en-KE',
    mobileLength: 10,
    countryCode: '254',
    mobilePattern: /^0\d{9}$/,
    trunkPrefix: '0',
    mobileDisplay: '#### ### ###',
  }),
  // UGX has no minor unit (ISO 4217 exponent 0): amounts are whole shillings, scale 1 (issue 20).
  UG: market('UG', {
    currency: 'UGX',
    currencySymbol: 'USh',
    locale: 'en-UG',
    mobileLength: 10,
    countryCode: '256',
    mobilePattern: /^0\d{9}$/,
    trunkPrefix: '0',
    mobileDisplay: '#### ### ###',
    minorScale: 1,
    fractionDigits: 0,
  }),
  NG: market('NG', {
    currency: 'NGN',
    currencySymbol: '₦',
    locale: 'en-NG',
    mobileLength: 11,
    countryCode: '234',
    mobilePattern: /^0\d{10}$/,
    trunkPrefix: '0',
    mobileDisplay: '#### ### ####',
  }),
  ZM: market('ZM', {
    currency: 'ZMW',
    currencySymbol: 'K',
    locale: 'en-ZM',
    mobileLength: 10,
    countryCode: '260',
    mobilePattern: /^0\d{9}$/,
    trunkPrefix: '0',
    mobileDisplay: '#### ### ###',
  }),
  // XAF has no minor unit (ISO 4217 exponent 0): amounts are whole francs, scale 1 (issue 20).
  CM: market('CM', {
    currency: 'XAF',
    currencySymbol: 'FCFA',
    symbolAfter: true,
    locale: 'fr-CM',
    mobileLength: 9,
    countryCode: '237',
    mobilePattern: /^6\d{8}$/,
    trunkPrefix: '',
    mobileDisplay: '# ## ## ## ##',
    minorScale: 1,
    fractionDigits: 0,
  }),
  BR: market('BR', {
    currency: 'BRL',
    currencySymbol: 'R$',
    locale: 'pt-BR',
    mobileLength: 11,
    countryCode: '55',
    mobilePattern: /^\d{11}$/,
    trunkPrefix: '',
    mobileDisplay: '(##) #####-####',
  }),
};

function market(code: MarketCode, spec: MarketSpec): Market {
  return {
    code,
    minorScale: 100,
    fractionDigits: 2,
    symbolAfter: false,
    dateOrder: 'dmy',
    coinDecimals: true,
    ...spec,
  };
}

export function isMarketCode(value: string): value is MarketCode {
  return value in markets;
}

/** The international form of a local number, digits only (MSISDN, what mobile money wants): 0244123456 → 233244123456. */
export function toInternationalMobile(m: Market, localMobile: string): string {
  const national =
    m.trunkPrefix && localMobile.startsWith(m.trunkPrefix) ? localMobile.slice(1) : localMobile;
  return m.countryCode + national;
}

/** The E.164 form the web sends on the wire: 0244123456 → +233244123456. */
export function toE164Mobile(m: Market, localMobile: string): string {
  return `+${toInternationalMobile(m, localMobile)}`;
}

/**
 * The local form (what the market's mobile rule checks and what is stored) of what a player or a client
 * sent: E.164 (+233 24 412 3456), the international digits (00233…, 233…) or the national form with
 * spaces, dashes, dots or brackets. Anything else is returned as its digits, for the mobile rule to refuse.
 */
export function toLocalMobile(m: Market, input: string): string {
  const text = input.trim();
  if (!/^[+\d\s().-]*$/.test(text)) return text;
  let digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith(`00${m.countryCode}`);
  if (digits.startsWith('00')) digits = digits.slice(2);
  const nationalLength = m.mobileLength - m.trunkPrefix.length;
  const withCountry =
    digits.startsWith(m.countryCode) && digits.length === m.countryCode.length + nationalLength;
  if (international || withCountry) {
    if (!digits.startsWith(m.countryCode)) return text;
    return m.trunkPrefix + digits.slice(m.countryCode.length);
  }
  return digits;
}

/**
 * A local number as the market writes it (Ghana 024 412 3456), also while it is typed (024 41); anything
 * that is not digits, or longer than a number, unchanged (a masked 024****456 stays as it is).
 */
export function formatMobile(m: Market, localMobile: string): string {
  const slots = m.mobileDisplay.replace(/[^#]/g, '').length;
  if (!/^\d+$/.test(localMobile) || localMobile.length > slots) return localMobile;
  let out = '';
  let next = 0;
  for (const char of m.mobileDisplay) {
    if (next === localMobile.length) break;
    out += char === '#' ? localMobile[next++] : char;
  }
  return out;
}

/** The day, month and year fields of a date in the market's order, for forms that ask for one. */
export function dateFieldOrder(m: Market): ('day' | 'month' | 'year')[] {
  if (m.dateOrder === 'mdy') return ['month', 'day', 'year'];
  if (m.dateOrder === 'ymd') return ['year', 'month', 'day'];
  return ['day', 'month', 'year'];
}

/** A calendar date as the market writes it, numerically: 24/11/2026 in Ghana. */
export function formatDateNumeric(m: Market, year: number, month: number, day: number): string {
  const parts = {
    day: String(day).padStart(2, '0'),
    month: String(month).padStart(2, '0'),
    year: String(year),
  };
  return dateFieldOrder(m)
    .map((field) => parts[field])
    .join('/');
}

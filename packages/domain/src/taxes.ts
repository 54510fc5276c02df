import type { MarketCode } from './markets.ts';

/**
 * Every tax Sika charges, market by market: the rule, its legal basis and its rate in one place
 * (docs/decisions/018-tax-on-winnings.md). The server, the web and the tax report read them from here.
 * A market with no rule charges no tax: its operator options 4025/4026 have nothing to switch on.
 */

/** `winnings`: only what the player takes out beyond what they put in; `amount`: the whole money. */
export type TaxBase = 'winnings' | 'amount';

export interface TaxRule {
  /** Stable id, used by the tax report: `GH_WINNINGS_WHT`. */
  id: string;
  appliesTo: 'deposit' | 'withdrawal';
  base: TaxBase;
  /** The rate the rule charges, in basis points of its base (1000 = 10%). */
  rateBp: number;
  /** Options 4025 (1 = on) and 4026 (the rate) switch the rule and set its rate: the operator's switch. */
  rateFromOptions: boolean;
  /** `player`: withheld from what the player receives; `operator`: recorded and refunded to the player. */
  payer: 'player' | 'operator';
  legalBasis: { text: string; source: string };
}

const GHANA_WINNINGS: TaxRule = {
  id: 'GH_WINNINGS_WHT',
  appliesTo: 'withdrawal',
  base: 'winnings',
  rateBp: 1000,
  rateFromOptions: true,
  payer: 'player',
  legalBasis: {
    text: '10% withholding tax on gaming winnings, charged on the winnings part of a withdrawal',
    source: 'Income Tax Act, 2015 (Act 896) as amended in 2023; option 4065 tells the player',
  },
};

const KENYA_DEPOSIT_EXCISE: TaxRule = {
  id: 'KE_DEPOSIT_EXCISE',
  appliesTo: 'deposit',
  base: 'amount',
  rateBp: 500,
  rateFromOptions: false,
  payer: 'operator',
  legalBasis: {
    text: 'Excise duty on betting deposits; the spec rate of 5% is used (the Finance Act 2023 sets 12.5%)',
    source: 'Spec activities §9 and core §2; Kenya Excise Duty Act 2015 as amended by the Finance Act 2023',
  },
};

const KENYA_WITHDRAWAL_WHT: TaxRule = {
  id: 'KE_WITHDRAWAL_WHT',
  appliesTo: 'withdrawal',
  base: 'amount',
  rateBp: 500,
  rateFromOptions: false,
  payer: 'player',
  legalBasis: {
    text: 'Withholding tax on winnings; the spec rate of 5% on the money is used (the law sets 20% on winnings)',
    source:
      'Spec activities §9 and core §5; Kenya Income Tax Act (Cap. 470) as amended by the Finance Act 2023',
  },
};

const UGANDA_WINNINGS: TaxRule = {
  id: 'UG_WINNINGS_WHT',
  appliesTo: 'withdrawal',
  base: 'winnings',
  rateBp: 1500,
  rateFromOptions: true,
  payer: 'player',
  legalBasis: {
    text: '15% withholding tax on winnings from gaming and betting, charged on the winnings part of a withdrawal (rate and base to be confirmed with the Uganda Revenue Authority before launch)',
    source:
      'Uganda Income Tax Act (Cap. 340) as amended (withholding on winnings, 2018); option 4065 tells the player',
  },
};

const NIGERIA_WINNINGS: TaxRule = {
  id: 'NG_WINNINGS_WHT',
  appliesTo: 'withdrawal',
  base: 'winnings',
  rateBp: 500,
  rateFromOptions: true,
  payer: 'player',
  legalBasis: {
    text: '5% withholding tax on winnings, deducted by the operator and remitted to the Lagos State Internal Revenue Service; charged on the winnings part of a withdrawal. Gaming is licensed by the states (Supreme Court of Nigeria, 2024): this is the rule of an operator licensed in Lagos; another state’s licence may set another rule (confirm with the licensing authority before launch)',
    source:
      'Lagos State Lotteries and Gaming Authority directive on 5% withholding tax on winnings (public notice of its chief executive, February 2026: 5% of net winnings withheld at payout, remitted to LIRS, a tax credit for the player); option 4065 tells the player',
  },
};

/**
 * A tax the law puts on the player that Sika does not charge: it is recorded here so that the rule, its
 * basis and its rate are still in one place, and option 4065 tells the player. Brazil: Lei 14.790/2023,
 * art. 31 taxes net prizes of fixed-odds betting (which the law extends to online games, art. 2) at 15% in
 * the annual personal income tax, on the part above the first band of the annual IRPF table; the bettor
 * works it out per calendar year (prizes minus losses of the same kind) and pays it with the annual return,
 * so the operator withholds nothing.
 */
export interface PlayerDeclaredTax {
  id: string;
  rateBp: number;
  base: 'annual net prizes above the exemption band';
  legalBasis: { text: string; source: string };
}

export const PLAYER_DECLARED_TAXES: Readonly<Partial<Record<MarketCode, PlayerDeclaredTax>>> = {
  BR: {
    id: 'BR_NET_PRIZES_IRPF',
    rateBp: 1500,
    base: 'annual net prizes above the exemption band',
    legalBasis: {
      text: '15% income tax on the year’s net betting prizes (prizes minus losses) above the first band of the annual IRPF table, worked out and paid yearly by the player; nothing withheld at withdrawal',
      source: 'Lei 14.790/2023, art. 31 (and art. 2 for online games); option 4065 tells the player',
    },
  },
};

/**
 * The rules by market. Zambia and Cameroon: none recorded yet (their law was not checked,
 * docs/payments.md), so none charged and their option 4065 says so. Brazil: the law's tax is the player's to
 * declare (PLAYER_DECLARED_TAXES), so none is charged either.
 */
export const MARKET_TAXES: Readonly<Record<MarketCode, readonly TaxRule[]>> = {
  GH: [GHANA_WINNINGS],
  KE: [KENYA_DEPOSIT_EXCISE, KENYA_WITHDRAWAL_WHT],
  UG: [UGANDA_WINNINGS],
  NG: [NIGERIA_WINNINGS],
  ZM: [],
  CM: [],
  BR: [],
};

export function marketTaxes(market: string): readonly TaxRule[] {
  return MARKET_TAXES[market as MarketCode] ?? [];
}

/** The market's tax on withdrawals, if it has one (at most one per market). */
export function withdrawalTax(market: string): TaxRule | undefined {
  return marketTaxes(market).find((rule) => rule.appliesTo === 'withdrawal');
}

/** The market's tax on deposits, if it has one. */
export function depositTax(market: string): TaxRule | undefined {
  return marketTaxes(market).find((rule) => rule.appliesTo === 'deposit');
}

/**
 * The winnings part of a withdrawal of `amountMinor`: the player first takes back, untaxed, what they put
 * in and have not yet taken out (`depositsLeftMinor`); everything beyond that is winnings. Never negative,
 * never more than the amount.
 */
export function winningsPartMinor(input: { amountMinor: number; depositsLeftMinor: number }): number {
  const untaxed = Math.max(0, input.depositsLeftMinor);
  return Math.min(input.amountMinor, Math.max(0, input.amountMinor - untaxed));
}

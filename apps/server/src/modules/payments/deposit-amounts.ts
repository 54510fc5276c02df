import { randomInt } from 'node:crypto';
import { depositTax, type MarketCode, percentageFeeMinor } from '@sika/domain';
import { houseAccount, type Leg, playerAccount } from '../wallet/index.ts';

/**
 * The money rules of a deposit, pure: limits, the Kenya tax line and the legs of the credit.
 * All amounts are integer minor units; coins are integers too.
 */

/** Used when option 4011 is not configured: ₵1.00 / KSh 1. */
export const DEFAULT_MIN_DEPOSIT_MINOR = 100;
/** The most one order may be (₵100,000.00): far above any mobile-money wallet limit, well inside the 9-character field. */
export const DEPOSIT_MAX_MINOR = 10_000_000;

export interface AmountRules {
  minMinor: number;
  maxMinor: number;
  /** M-Pesa moves whole shillings: amounts in Kenya are multiples of 100 minor units. */
  stepMinor: number;
  /** Kenya: 5% recorded on every deposit and refunded in the same transfer. 0 elsewhere. */
  taxBp: number;
}

export function amountRules(market: MarketCode, minOption: string | undefined): AmountRules {
  const parsed = minOption !== undefined && /^\d{1,12}$/.test(minOption.trim()) ? Number(minOption) : NaN;
  const kenya = market === 'KE';
  return {
    minMinor: Number.isSafeInteger(parsed) && parsed > 0 ? parsed : DEFAULT_MIN_DEPOSIT_MINOR,
    maxMinor: DEPOSIT_MAX_MINOR,
    stepMinor: kenya ? 100 : 1,
    taxBp: depositTaxBp(market),
  };
}

/** Spec core §2: Kenya shows a 5% tax line on deposits, refunded so the player receives 100% (domain taxes.ts). */
export function depositTaxBp(market: string): number {
  return depositTax(market)?.rateBp ?? 0;
}

export function depositTaxMinor(amountMinor: number, taxBp: number): number {
  return taxBp > 0 ? percentageFeeMinor(amountMinor, taxBp) : 0;
}

export interface CreditPlan {
  creditedMinor: number;
  bonusCoins: number;
  taxMinor: number;
  legs: Leg[];
  /** Why a person should look at this credit; null when it is ordinary. */
  review: string | null;
}

/**
 * The legs of a confirmed deposit, all in one transfer: the cash paid into the player's locked cash
 * (docs/decisions/004: deposited cash is withdrawable once wagered), the Kenya tax out to the tax account
 * and its refund from promotions (visible on the record, net zero for the player), and a package's extra
 * as coins. When the provider confirms a different amount, the smaller one is credited and the order is
 * flagged: we never credit more than was paid, and never nothing for a real payment.
 */
export function planCredit(
  order: {
    playerId: string;
    amountMinor: number;
    bonusCoins: number;
    taxBp: number;
    firstDepositOffer: boolean;
  },
  paidMinor: number | null,
  depositSeq: number,
): CreditPlan {
  const player = order.playerId;
  const mismatch = paidMinor !== null && paidMinor !== order.amountMinor;
  const creditedMinor = mismatch ? Math.min(paidMinor, order.amountMinor) : order.amountMinor;
  const fullyPaid = creditedMinor === order.amountMinor;
  // The first-deposit offer's extra goes with the player's first credited deposit only (two offers paid
  // at once get it once).
  const offerHonoured = !order.firstDepositOffer || depositSeq === 1;
  const bonusCoins = fullyPaid && offerHonoured ? order.bonusCoins : 0;
  const taxMinor = depositTaxMinor(creditedMinor, order.taxBp);
  const legs: Leg[] = [
    { from: houseAccount('deposits', 'cash'), to: playerAccount.locked(player), amountMinor: creditedMinor },
  ];
  if (taxMinor > 0) {
    legs.push({
      from: playerAccount.locked(player),
      to: houseAccount('taxes', 'cash'),
      amountMinor: taxMinor,
    });
    legs.push({
      from: houseAccount('promotion.deposit-tax-refund', 'cash'),
      to: playerAccount.locked(player),
      amountMinor: taxMinor,
    });
  }
  if (bonusCoins > 0) {
    legs.push({
      from: houseAccount('promotion.deposit-bonus', 'coins'),
      to: playerAccount.coins(player),
      amountMinor: bonusCoins,
    });
  }
  const review = mismatch ? 'amount_mismatch' : null;
  return { creditedMinor, bonusCoins, taxMinor, legs, review };
}

const TRANS_NO_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** D + yymmdd (UTC) + 10 random characters: readable over the phone, never sequential (checklist S8). */
export function newTransNo(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  const tail = Array.from({ length: 10 }, () => TRANS_NO_ALPHABET[randomInt(TRANS_NO_ALPHABET.length)]);
  return `D${day}${tail.join('')}`;
}

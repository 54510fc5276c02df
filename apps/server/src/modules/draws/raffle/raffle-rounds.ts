import { addDays, localDate, localInstant } from '@sika/domain';
import type { ServerContext } from '../../../context.ts';
import { timeZoneOf } from '../../rewards/index.ts';
import { type AccountRef, houseAccount } from '../../wallet/index.ts';
import { drawOnSaleOrNext } from '../create-draw.ts';
import type { DrawRow } from '../draw-repository.ts';

export type RaffleGame = 'lucky-refund' | 'cash-draw';

/** A raffle's rules, stored with each round (published; settlement reads them). */
export interface RaffleRules {
  priceMinor: number;
  priceCoins: number;
  priceDiamonds: number;
  /** Share of cash sales (basis points) that feeds the round's jackpot pool. */
  jackpotShareBp: number;
  winners: number;
  /** The pool's split between the winners, in draw order (basis points). */
  prizeSharesBp: number[];
  maxPerPurchase: number;
  /** Whether every ticket carries the player's client seed (cash draw). */
  clientSeeds: boolean;
  /** Prizes wait for `redeem` (lucky refund) or are credited at settlement (cash draw). */
  redeem: boolean;
}

export const RAFFLE_RULES: Record<RaffleGame, RaffleRules> = {
  'lucky-refund': {
    priceMinor: 100,
    priceCoins: 100,
    priceDiamonds: 10,
    jackpotShareBp: 5000,
    winners: 3,
    prizeSharesBp: [5000, 3000, 2000],
    maxPerPurchase: 50,
    clientSeeds: false,
    redeem: true,
  },
  'cash-draw': {
    priceMinor: 100,
    priceCoins: 0,
    priceDiamonds: 0,
    jackpotShareBp: 8000,
    winners: 3,
    prizeSharesBp: [5000, 3000, 2000],
    maxPerPurchase: 10,
    clientSeeds: true,
    redeem: false,
  },
};

/** Lucky refund: every Saturday 20:00 (activities §9); cash draw: every day 20:00, market time. */
function nextClose(game: RaffleGame, now: Date, timeZone: string): Date {
  const today = localDate(now, timeZone);
  for (let day = 0; day <= 7; day++) {
    const date = addDays(today, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (game === 'lucky-refund' && weekday !== 6) continue;
    const at = localInstant(date, 20, 0, timeZone);
    if (at > now) return at;
  }
  throw new Error('no raffle round within a week');
}

export const raffleSales = (game: RaffleGame, asset: 'cash' | 'coins' | 'diamonds' = 'cash'): AccountRef =>
  houseAccount(`draws.${game}.sales`, asset);
export const raffleJackpot = (game: RaffleGame): AccountRef => houseAccount(`draws.${game}.jackpot`, 'cash');

export function raffleRulesOf(draw: Pick<DrawRow, 'rules'>): RaffleRules {
  return draw.rules as unknown as RaffleRules;
}

/** The round on sale, announcing the next one when none is (create-draw's drawOnSaleOrNext). Errors: BEACON_UNAVAILABLE. */
export function currentRound(ctx: ServerContext, game: RaffleGame): Promise<DrawRow> {
  const timeZone = timeZoneOf(ctx);
  return drawOnSaleOrNext(ctx, game, {
    nextClose: (after) => nextClose(game, after, timeZone),
    idOf: (closesAt) => `${game}-${closesAt.toISOString().slice(0, 16).replace(/[-:T]/g, '')}`,
    rules: () => ({ ...RAFFLE_RULES[game] }),
  });
}

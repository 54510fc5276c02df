import { z } from 'zod';
import { defineCall } from './call.ts';
import { idempotencyKeyField, intField, isoDate } from './fields.ts';

/**
 * Bonus money (issue 22; docs/decisions/017-bonus-money.md): deposit bonus offers per market (the welcome
 * offer), the player's bonuses with their wagering progress, and coins (spec core §1 bonusMoney, option
 * 4030; activities §7 buyWithCoins). Amounts in minor units (GHS scale 100; coins use the same scale).
 *
 * A bonus is granted by a qualifying credited deposit, once; it turns into withdrawable cash in one
 * transfer when the settled real-money bets since the grant reach `requiredMinor` (each stake counts at
 * its game category's percentage); it is removed at `expiresAt`, or when the player confirms a withdrawal
 * that forfeits it (submitWithdrawal answers 5201 first, with what would be forfeited).
 */

const tags = ['bonus'];
const lang = z.enum(['en', 'fr', 'pt']).optional().default('en');
const idempotencyKey = idempotencyKeyField;

export const bonusOffer = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  terms: z.string(),
  /** Basis points of the credited deposit: 10000 = 100%. */
  percentBp: z.number().int(),
  capMinor: z.number().int(),
  minDepositMinor: z.number().int(),
  /** Which credited deposits qualify: [1] the first. */
  depositSeqs: z.array(z.number().int()),
  wageringMultiple: z.number().int(),
  /** Percent of a stake that counts, per game category id; other games count `defaultContribution`. */
  contributions: z.array(z.object({ categoryId: z.number().int(), percent: z.number().int() })),
  defaultContribution: z.number().int(),
  expiresAfterHours: z.number().int(),
  validUntil: isoDate.nullable(),
  /** The player's next credited deposit would qualify (false for a visitor or once it was used). */
  available: z.boolean(),
});
export type BonusOffer = z.infer<typeof bonusOffer>;

export const bonusState = z.enum(['active', 'converted', 'expired', 'forfeited']);
export type BonusState = z.infer<typeof bonusState>;

export const playerBonus = z.object({
  id: z.string().uuid(),
  offerId: z.number().int(),
  title: z.string(),
  terms: z.string(),
  state: bonusState,
  amountMinor: z.number().int(),
  depositMinor: z.number().int(),
  wageredMinor: z.number().int(),
  requiredMinor: z.number().int(),
  grantedAt: isoDate,
  expiresAt: isoDate,
  /** Seconds until expiry, by the server's clock (0 once settled). */
  secondsLeft: z.number().int(),
  settledAt: isoDate.nullable(),
});
export type PlayerBonus = z.infer<typeof playerBonus>;

export const getBonusOffers = defineCall({
  operationId: 'getBonusOffers',
  method: 'GET',
  path: '/api/bonus-service/offers',
  summary:
    'The market’s deposit bonus offers live now, with their terms in `lang`; for a logged-in player, whether their next deposit would qualify.',
  tags,
  auth: 'optional',
  query: z.object({ lang }),
  data: z.object({ offers: z.array(bonusOffer) }),
});

export const getMyBonuses = defineCall({
  operationId: 'getMyBonuses',
  method: 'GET',
  path: '/api/bonus-service/bonuses',
  summary:
    'The player’s bonuses, active first then the last settled ones, with wagering progress (wagered of required) and time left. Reads fresh: the player’s pending deposit and bet events are applied first.',
  tags,
  auth: 'player',
  query: z.object({ lang }),
  data: z.object({
    bonuses: z.array(playerBonus),
    /** Sum of the active bonuses: what a withdrawal now would forfeit. */
    activeMinor: z.number().int(),
  }),
});

export const coinExchangeConfig = z.object({
  /** The market allows exchanging coins for cash. */
  enable: z.boolean(),
  /** Cash (minor units) per 10000 coin units: 1000 = 10 coins for ₵1.00. */
  rateBp: z.number().int(),
  minCoins: z.number().int(),
  /** The player's coins (minor units). */
  coins: z.number().int(),
});

export const getCoinExchangeCfg = defineCall({
  operationId: 'getCoinExchangeCfg',
  method: 'GET',
  path: '/api/bonus-service/coins/exchange',
  summary: 'Whether coins can be exchanged for cash in this market, at which rate, and the player’s coins.',
  tags,
  auth: 'player',
  data: coinExchangeConfig,
});

export const exchangeCoins = defineCall({
  operationId: 'exchangeCoins',
  method: 'POST',
  path: '/api/bonus-service/coins/exchange',
  summary:
    'Coins for cash at the configured rate, in one transfer: the coins go to the exchange’s promotion account and the cash (to be played once, decision 004) comes from it. One idempotency key per tap. Errors: 5202 not in this market, 5203 below the minimum or worth nothing, 5111 not enough coins, 5101 budget spent, 2002 key reused, 1003 self-excluded.',
  tags,
  auth: 'player',
  body: z.object({ coins: intField.pipe(z.number().int().positive()), idempotencyKey }),
  data: z.object({ coins: z.number().int(), cashMinor: z.number().int(), bonusMoney: z.number().int() }),
});

/** What a withdrawal before the wagering is met would forfeit (the data of error 5201). */
export const bonusForfeit = z.object({
  forfeitMinor: z.number().int(),
  bonuses: z.array(
    z.object({
      id: z.string(),
      amountMinor: z.number().int(),
      wageredMinor: z.number().int(),
      requiredMinor: z.number().int(),
    }),
  ),
});
export type BonusForfeit = z.infer<typeof bonusForfeit>;

/**
 * The free-round API: how the operator (apps/server) gives a player free rounds of one of the provider's
 * games. The provider (apps/games) hosts it at `{provider}/operator-api/v1/free-rounds/...`; the operator
 * calls it server to server. Shape after Hub88's Freebets API ("Create a reward": user, currency, game,
 * `bet_count`, `bet_value`, `end_time`; cancel; info — docs.hub88.io, operator-api-reference/freebets-api),
 * with this project's wire rules (seamless-wallet.ts): POST, JSON, integer minor units, and the same
 * signature the wallet API uses (`x-timestamp`, `x-signature` = hex HMAC-SHA256 of `${timestamp}.${rawBody}`
 * with the secret both sides share), checked before the body is parsed.
 *
 * - `awardId` is the operator's idempotency key: issuing the same award again answers the award as it is
 *   (one award, however many times or in parallel it is sent); the same id with other terms is
 *   AWARD_CONFLICT, a definitive refusal.
 * - A free round takes no stake: the provider places no bet; its win (0 included, so the operator can
 *   count the rounds) comes through the wallet's `win` with `freeRoundAwardId` instead of `betTxId`
 *   (Hub88 sends such wins with `is_free`; Slotegrator with `type: freespin` and `freespin_id`).
 * - Business answers are HTTP 200 with a `status`; INVALID_REQUEST 400, INVALID_SIGNATURE 401,
 *   INTERNAL 500 (retry with the same awardId).
 */
import { z } from 'zod';
import {
  walletAmountSchema,
  walletCurrencySchema,
  walletGameCodeSchema,
  walletPlayerIdSchema,
} from './seamless-wallet.ts';

export const FREE_ROUNDS_API_BASE_PATH = '/operator-api/v1/free-rounds';

export const freeRoundsApiPaths = {
  issue: '/issue',
  cancel: '/cancel',
  status: '/status',
} as const;
export type FreeRoundsOperation = keyof typeof freeRoundsApiPaths;

/** The operator's idempotency key of an award (e.g. `mall:{orderId}:{line}`). */
export const freeRoundAwardIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._:-]+$/);

/** Most rounds one award may give, and how long it may live (the provider's limits). */
export const FREE_ROUNDS_MAX_PER_AWARD = 500;
export const FREE_ROUNDS_MAX_DAYS = 90;

export const freeRoundsIssueRequestSchema = z.strictObject({
  awardId: freeRoundAwardIdSchema,
  playerId: walletPlayerIdSchema,
  currency: walletCurrencySchema,
  gameCode: walletGameCodeSchema,
  /** Hub88 `bet_count`. */
  rounds: z.number().int().min(1).max(FREE_ROUNDS_MAX_PER_AWARD),
  /** Hub88 `bet_value`: the stake each free round is played with, minor units. */
  betAmount: walletAmountSchema.refine((amount) => amount > 0, 'a bet must be positive'),
  /** Hub88 `end_time`: rounds not played by then are lost. */
  expiresAt: z.iso.datetime({ offset: true }),
});

export const freeRoundsAwardRefSchema = z.strictObject({ awardId: freeRoundAwardIdSchema });

export const freeRoundAwardStates = ['active', 'used', 'cancelled', 'expired'] as const;

export const freeRoundAwardSchema = z.object({
  awardId: freeRoundAwardIdSchema,
  playerId: walletPlayerIdSchema,
  gameCode: walletGameCodeSchema,
  currency: walletCurrencySchema,
  rounds: z.number().int(),
  roundsLeft: z.number().int(),
  betAmount: walletAmountSchema,
  /** What the played rounds won so far, minor units. */
  wonAmount: walletAmountSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  state: z.enum(freeRoundAwardStates),
});
export type FreeRoundAward = z.infer<typeof freeRoundAwardSchema>;

export const freeRoundsOkSchema = z.object({ status: z.literal('OK'), award: freeRoundAwardSchema });

export const freeRoundsErrorSchema = z.object({
  status: z.enum([
    // The game is not one of the provider's, or offers no free rounds (mines: a round the player steers).
    'UNKNOWN_GAME',
    // The bet is outside the game's stake limits.
    'BET_OUT_OF_LIMITS',
    // The award id was used with other terms.
    'AWARD_CONFLICT',
    'AWARD_NOT_FOUND',
    'INVALID_SIGNATURE',
    'INVALID_REQUEST',
    'INTERNAL',
  ]),
  message: z.string().optional(),
});

export const freeRoundsResponseSchema = z.union([freeRoundsOkSchema, freeRoundsErrorSchema]);
export type FreeRoundsResponse = z.infer<typeof freeRoundsResponseSchema>;
export type FreeRoundsStatus = FreeRoundsResponse['status'];

export const freeRoundsHttpStatus: Record<FreeRoundsStatus, number> = {
  OK: 200,
  UNKNOWN_GAME: 200,
  BET_OUT_OF_LIMITS: 200,
  AWARD_CONFLICT: 200,
  AWARD_NOT_FOUND: 200,
  INVALID_SIGNATURE: 401,
  INVALID_REQUEST: 400,
  INTERNAL: 500,
};

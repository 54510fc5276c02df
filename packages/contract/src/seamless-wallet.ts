/**
 * The seamless-wallet API: how a game provider (our own `apps/games`, or any aggregator later) moves a
 * player's money. The operator (apps/server) hosts it at `{base}/wallet-api/v1/...`; the provider calls
 * it server to server and holds no balance of its own. Shape after Hub88 / SoftSwiss (reference §5.7).
 *
 * Wire rules:
 * - Every call is `POST`, JSON body, with headers `x-timestamp` (Unix ms, as a decimal string) and
 *   `x-signature` = hex(HMAC_SHA256(secret, `${timestamp}.${rawBody}`)), over the exact bytes sent.
 *   The operator refuses a timestamp more than 5 minutes from its clock, or a wrong signature, with
 *   INVALID_SIGNATURE.
 * - Amounts are integers in the currency's minor units (GHS pesewas), never decimals.
 * - `txId` is the provider's transaction id and the idempotency key of bet, win and rollback: the
 *   same txId again returns the response stored the first time (balance as it was then) and moves no
 *   money; the same txId with a different request is INVALID_REQUEST.
 * - Business answers come with HTTP 200 and a `status`; only INVALID_REQUEST (400), INVALID_SIGNATURE
 *   (401) and INTERNAL (500/503) use other HTTP statuses, and still carry the body. A provider treats
 *   INTERNAL, a timeout, a network error or an unreadable body as "no definitive answer": it retries
 *   win, rollback and round/end with the same txId, and follows an unanswered bet with a rollback.
 * - Wins, rollbacks and round ends need no live session: they must land after the session expired or
 *   the player launched elsewhere (a stake is never lost).
 * - A rollback of an unknown txId answers OK and leaves a tombstone: a bet arriving later with that
 *   txId is refused with TX_ROLLED_BACK. Rolling back a bet refunds it; rolling back a win takes it
 *   back, clamped at the player's balance.
 */
import { z } from 'zod';

export const WALLET_API_BASE_PATH = '/wallet-api/v1';

export const walletApiPaths = {
  authenticate: '/authenticate',
  balance: '/balance',
  bet: '/bet',
  win: '/win',
  rollback: '/rollback',
  roundEnd: '/round/end',
} as const;

export type WalletOperation = keyof typeof walletApiPaths;

export const WALLET_TIMESTAMP_HEADER = 'x-timestamp';
export const WALLET_SIGNATURE_HEADER = 'x-signature';
/** Largest accepted distance between `x-timestamp` and the operator's clock. */
export const WALLET_SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/** The text both sides HMAC: `${timestamp}.${rawBody}` (the signature is its lower-case hex HMAC-SHA256). */
export function walletSignaturePayload(timestampMs: string, rawBody: string): string {
  return `${timestampMs}.${rawBody}`;
}

export const walletStatuses = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'INVALID_SESSION',
  'SESSION_EXPIRED',
  'PLAYER_BLOCKED',
  'LIMIT_REACHED',
  'TX_NOT_FOUND',
  'TX_ROLLED_BACK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'INTERNAL',
] as const;
export const walletStatusSchema = z.enum(walletStatuses);
export type WalletStatus = z.infer<typeof walletStatusSchema>;

/** The HTTP status the operator answers each wallet status with. */
export const walletHttpStatus: Record<WalletStatus, number> = {
  OK: 200,
  INSUFFICIENT_FUNDS: 200,
  INVALID_SESSION: 200,
  SESSION_EXPIRED: 200,
  PLAYER_BLOCKED: 200,
  LIMIT_REACHED: 200,
  TX_NOT_FOUND: 200,
  TX_ROLLED_BACK: 200,
  INVALID_SIGNATURE: 401,
  INVALID_REQUEST: 400,
  INTERNAL: 500,
};

/** The only status worth retrying with the same request; every other status is a definitive answer. */
export function isRetryableWalletStatus(status: WalletStatus): boolean {
  return status === 'INTERNAL';
}

// ── fields ─────────────────────────────────────────────────────────────────────────────────────────

const idPattern = /^[A-Za-z0-9._:-]+$/;
/** Provider transaction id: unique per provider, forever (both sides keep them for reconciliation). */
export const walletTxIdSchema = z.string().min(1).max(64).regex(idPattern);
/** Provider round id: one bet and its wins / rollbacks share it. */
export const walletRoundIdSchema = z.string().min(1).max(64).regex(idPattern);
export const walletGameCodeSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/);
export const walletPlayerIdSchema = z.string().min(1).max(64);
export const walletSessionTokenSchema = z.string().min(16).max(256);
export const walletLaunchTokenSchema = z.string().min(16).max(512);
/** ISO 4217, upper case (GHS, KES, UGX, NGN, ZMW, XAF, BRL). */
export const walletCurrencySchema = z.string().regex(/^[A-Z]{3}$/);
/** An amount in minor units: a non-negative safe integer. */
export const walletAmountSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// ── requests ───────────────────────────────────────────────────────────────────────────────────────

/** Exchanges the one-time launch token the operator put in the game URL for a wallet session. */
export const walletAuthenticateRequestSchema = z.strictObject({
  launchToken: walletLaunchTokenSchema,
  gameCode: walletGameCodeSchema,
});

export const walletBalanceRequestSchema = z.strictObject({
  sessionToken: walletSessionTokenSchema,
  playerId: walletPlayerIdSchema,
  gameCode: walletGameCodeSchema,
  /** An open round still in play (a mines round between reveals): the operator will not refund it as abandoned. */
  roundId: walletRoundIdSchema.optional(),
});

/** Takes a stake. Needs a live session: this is where a player who launched elsewhere is refused. */
export const walletBetRequestSchema = z.strictObject({
  txId: walletTxIdSchema,
  roundId: walletRoundIdSchema,
  sessionToken: walletSessionTokenSchema,
  playerId: walletPlayerIdSchema,
  gameCode: walletGameCodeSchema,
  amount: walletAmountSchema.refine((amount) => amount > 0, 'a bet must be positive'),
  currency: walletCurrencySchema,
  /** Provably-fair references for support and audit; the operator stores them and never acts on them. */
  meta: z
    .strictObject({
      nonce: z.number().int().min(0).optional(),
      serverSeedHash: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
    })
    .optional(),
});

/**
 * Pays a round's win (0 allowed, to close a round through the same path). No session needed. A free
 * round (free-rounds.ts) placed no bet: its win names the award (`freeRoundAwardId`) instead of a bet.
 */
export const walletWinRequestSchema = z
  .strictObject({
    txId: walletTxIdSchema,
    roundId: walletRoundIdSchema,
    /** The bet this win settles; unknown → TX_NOT_FOUND, rolled back → TX_ROLLED_BACK. */
    betTxId: walletTxIdSchema.optional(),
    /** The free-round award this round was played from (no bet); unknown → TX_NOT_FOUND. */
    freeRoundAwardId: walletTxIdSchema.optional(),
    playerId: walletPlayerIdSchema,
    gameCode: walletGameCodeSchema,
    amount: walletAmountSchema,
    currency: walletCurrencySchema,
    /** True when this win finishes the round (no round/end call follows). */
    roundClosed: z.boolean(),
    /** Sent when the provider still has it, for the operator's logs; never checked for expiry. */
    sessionToken: walletSessionTokenSchema.optional(),
  })
  .refine(
    (win) => (win.betTxId === undefined) !== (win.freeRoundAwardId === undefined),
    'a win names either its bet (betTxId) or its free-round award (freeRoundAwardId)',
  );

/** Undoes a bet (refund) or a win (claw-back, clamped). Unknown originalTxId → OK and a tombstone. */
export const walletRollbackRequestSchema = z.strictObject({
  txId: walletTxIdSchema,
  roundId: walletRoundIdSchema,
  originalTxId: walletTxIdSchema,
  playerId: walletPlayerIdSchema,
  gameCode: walletGameCodeSchema,
  sessionToken: walletSessionTokenSchema.optional(),
});

/** Closes a round that ended without a win call (a loss). Idempotent; an unknown round is OK too. */
export const walletRoundEndRequestSchema = z.strictObject({
  roundId: walletRoundIdSchema,
  playerId: walletPlayerIdSchema,
  gameCode: walletGameCodeSchema,
  sessionToken: walletSessionTokenSchema.optional(),
});

// ── responses ──────────────────────────────────────────────────────────────────────────────────────

export const walletAuthenticateOkSchema = z.object({
  status: z.literal('OK'),
  /** The wallet session for balance and bet; a new launch by the same player invalidates it. */
  sessionToken: walletSessionTokenSchema,
  playerId: walletPlayerIdSchema,
  currency: walletCurrencySchema,
  balance: walletAmountSchema,
  /** ISO 8601 instant after which bets answer SESSION_EXPIRED. */
  expiresAt: z.iso.datetime({ offset: true }),
});

export const walletBalanceOkSchema = z.object({
  status: z.literal('OK'),
  balance: walletAmountSchema,
  currency: walletCurrencySchema,
});

/** Answer to bet, win and rollback: the operator's own id for the movement and the balance after it. */
export const walletTransactionOkSchema = z.object({
  status: z.literal('OK'),
  txId: walletTxIdSchema,
  walletTxId: z.string().min(1).max(64),
  balance: walletAmountSchema,
  currency: walletCurrencySchema,
});

export const walletRoundEndOkSchema = walletBalanceOkSchema;

/** Not enough money for the stake: always with the current balance, so the game can show it. */
export const walletInsufficientFundsSchema = z.object({
  status: z.literal('INSUFFICIENT_FUNDS'),
  balance: walletAmountSchema,
  currency: walletCurrencySchema,
  message: z.string().optional(),
});

/**
 * A stake refused by the player's responsible-gaming settings (issue 19): `paused` (a time-out or
 * self-exclusion), `loss-limit` (this stake, lost, would pass the loss limit; a smaller one may pass),
 * `session-limit` (the session time limit is reached). Definitive: the provider shows the player why and
 * does not retry; the round's earlier stakes and its wins are unaffected.
 */
export const walletLimitReasons = ['paused', 'loss-limit', 'session-limit'] as const;
export const walletLimitReason = z.enum(walletLimitReasons);
export type WalletLimitReason = z.infer<typeof walletLimitReason>;

export const walletLimitReachedSchema = z.object({
  status: z.literal('LIMIT_REACHED'),
  reason: walletLimitReason,
  balance: walletAmountSchema,
  currency: walletCurrencySchema,
  message: z.string().optional(),
});

export const walletErrorSchema = z.object({
  status: z.enum([
    'INVALID_SESSION',
    'SESSION_EXPIRED',
    'PLAYER_BLOCKED',
    'TX_NOT_FOUND',
    'TX_ROLLED_BACK',
    'INVALID_SIGNATURE',
    'INVALID_REQUEST',
    'INTERNAL',
  ]),
  /** For logs, in English; never shown to the player as is. */
  message: z.string().optional(),
});

const answerOf = <T extends z.ZodType>(ok: T) =>
  z.union([ok, walletInsufficientFundsSchema, walletLimitReachedSchema, walletErrorSchema]);

export const walletResponseSchemas = {
  authenticate: answerOf(walletAuthenticateOkSchema),
  balance: answerOf(walletBalanceOkSchema),
  bet: answerOf(walletTransactionOkSchema),
  win: answerOf(walletTransactionOkSchema),
  rollback: answerOf(walletTransactionOkSchema),
  roundEnd: answerOf(walletRoundEndOkSchema),
} as const;

export const walletRequestSchemas = {
  authenticate: walletAuthenticateRequestSchema,
  balance: walletBalanceRequestSchema,
  bet: walletBetRequestSchema,
  win: walletWinRequestSchema,
  rollback: walletRollbackRequestSchema,
  roundEnd: walletRoundEndRequestSchema,
} as const;

/** Which statuses each operation may answer (besides INVALID_SIGNATURE, INVALID_REQUEST, INTERNAL). */
export const walletOperationStatuses: Record<WalletOperation, readonly WalletStatus[]> = {
  authenticate: ['OK', 'INVALID_SESSION', 'SESSION_EXPIRED', 'PLAYER_BLOCKED'],
  balance: ['OK', 'INVALID_SESSION', 'SESSION_EXPIRED', 'PLAYER_BLOCKED'],
  bet: [
    'OK',
    'INSUFFICIENT_FUNDS',
    'LIMIT_REACHED',
    'INVALID_SESSION',
    'SESSION_EXPIRED',
    'PLAYER_BLOCKED',
    'TX_ROLLED_BACK',
  ],
  win: ['OK', 'TX_NOT_FOUND', 'TX_ROLLED_BACK'],
  rollback: ['OK'],
  roundEnd: ['OK'],
};

export type WalletRequest<Op extends WalletOperation> = z.infer<(typeof walletRequestSchemas)[Op]>;
export type WalletResponse<Op extends WalletOperation> = z.infer<(typeof walletResponseSchemas)[Op]>;
export type WalletAuthenticateOk = z.infer<typeof walletAuthenticateOkSchema>;
export type WalletTransactionOk = z.infer<typeof walletTransactionOkSchema>;
export type WalletErrorResponse =
  | z.infer<typeof walletErrorSchema>
  | z.infer<typeof walletInsufficientFundsSchema>;

import {
  FREE_ROUNDS_API_BASE_PATH,
  FREE_ROUNDS_MAX_DAYS,
  FREE_ROUNDS_MAX_PER_AWARD,
  type FreeRoundsOperation,
  type FreeRoundsResponse,
  freeRoundsApiPaths,
  freeRoundsResponseSchema,
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
  type WalletRequest,
} from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { houseAccount, playerAccount, transfer } from '../wallet/index.ts';
import { replayOrRefuse } from './settle-bet.ts';
import { flagSettlement } from './settlement-flags.ts';
import {
  hashRequest,
  lockTransactionIds,
  recordCall,
  type WalletApiAnswer,
  walletTxIdOf,
} from './wallet-api-log.ts';
import { IN_HOUSE_PROVIDER } from './wallet-api-providers.ts';
import { signWalletRequest } from './wallet-api-signature.ts';

/**
 * Free rounds (decision 024; contract: packages/contract free-rounds.ts). The operator records what it
 * gives (`free_round_grants`, in the caller's transaction), issues it at the provider over signed HTTP
 * (idempotent by award id, so any number of deliveries make one award), and pays each round's win, which
 * the provider sends through the wallet API naming the award, into the player's locked cash from the
 * payer's promotion account.
 */

/** Games the provider plays free rounds of: not mines (the player steers an open round there). */
const NO_FREE_ROUNDS = new Set(['mines']);

export interface FreeRoundGame {
  id: number;
  provider: string;
  code: string;
  name: string;
  minBetMinor: number;
  maxBetMinor: number;
}

/**
 * The game a free-rounds offer names, checked against what it asks: the game exists, is on, is the
 * in-house provider's (the only one whose free-round API we call) and offers free rounds
 * (FREE_ROUNDS_GAME_UNAVAILABLE); the rounds, bet and days fit the provider's limits (FREE_ROUNDS_BAD_CONFIG).
 */
export async function freeRoundGame(
  tx: Tx,
  offer: { gameId: number; rounds: number; betMinor: number; validDays: number },
): Promise<FreeRoundGame> {
  const { rows } = await sql<{
    id: number;
    provider: string;
    code: string;
    name: string;
    min_bet_minor: string;
    max_bet_minor: string;
    enabled: boolean;
  }>`SELECT id, provider, provider_game_code AS code, name, min_bet_minor::text, max_bet_minor::text, enabled
       FROM games WHERE id = ${offer.gameId}`.execute(tx);
  const game = rows[0];
  if (!game?.enabled || game.provider !== IN_HOUSE_PROVIDER || NO_FREE_ROUNDS.has(game.code))
    throw new AppError('FREE_ROUNDS_GAME_UNAVAILABLE', { internal: `game ${offer.gameId}` });
  const found: FreeRoundGame = {
    id: game.id,
    provider: game.provider,
    code: game.code,
    name: game.name,
    minBetMinor: Number(game.min_bet_minor),
    maxBetMinor: Number(game.max_bet_minor),
  };
  const whole = (n: number, min: number, max: number) => Number.isSafeInteger(n) && n >= min && n <= max;
  if (
    !whole(offer.rounds, 1, FREE_ROUNDS_MAX_PER_AWARD) ||
    !whole(offer.betMinor, found.minBetMinor, found.maxBetMinor) ||
    !whole(offer.validDays, 1, FREE_ROUNDS_MAX_DAYS)
  )
    throw new AppError('FREE_ROUNDS_BAD_CONFIG', { internal: JSON.stringify(offer) });
  return found;
}

export interface FreeRoundGrant {
  awardId: string;
  playerId: string;
  game: FreeRoundGame;
  rounds: number;
  betMinor: number;
  /** Who pays the wins: house account `promotion.<payer>`. */
  payer: string;
  expiresAt: Date;
  now: Date;
}

/** Records a grant, pending until the provider confirms it (in the caller's transaction; once per award id). */
export async function recordFreeRoundGrant(tx: Tx, grant: FreeRoundGrant): Promise<void> {
  await sql`
    INSERT INTO free_round_grants (award_id, provider, player_id, game_id, rounds, bet_minor, payer, expires_at,
                                   state, created_at, updated_at)
    VALUES (${grant.awardId}, ${grant.game.provider}, ${grant.playerId}, ${grant.game.id}, ${grant.rounds},
            ${grant.betMinor}, ${grant.payer}, ${grant.expiresAt}, 'pending', ${grant.now}, ${grant.now})
    ON CONFLICT (award_id) DO NOTHING`.execute(tx);
}

export type IssueOutcome =
  | { outcome: 'issued' }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'retry'; reason: string };

/** One signed call to the provider's free-round API; null when no definitive answer came (retry). */
async function callProvider(
  ctx: ServerContext,
  operation: FreeRoundsOperation,
  body: unknown,
): Promise<FreeRoundsResponse | null> {
  const base = ctx.config.GAMES_API_URL ?? ctx.config.GAMES_PUBLIC_URL;
  const raw = JSON.stringify(body);
  const timestamp = String(ctx.wireNow().getTime());
  try {
    const response = await fetch(
      `${base.replace(/\/$/, '')}${FREE_ROUNDS_API_BASE_PATH}${freeRoundsApiPaths[operation]}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WALLET_TIMESTAMP_HEADER]: timestamp,
          [WALLET_SIGNATURE_HEADER]: signWalletRequest(ctx.config.WALLET_API_SECRET, timestamp, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(5_000),
      },
    );
    const parsed = freeRoundsResponseSchema.safeParse(await response.json());
    if (!parsed.success || parsed.data.status === 'INTERNAL') return null;
    return parsed.data;
  } catch (error) {
    ctx.log.warn({ err: (error as Error).message, operation }, 'free-round API unreachable');
    return null;
  }
}

/**
 * Issues a recorded grant at the provider (any number of times, in parallel too: the provider keeps one
 * award per id) and records the answer: `issued`, `refused` (a definitive no: unknown game, bet out of
 * limits, conflicting terms, a refused signature), or `retry` (no definitive answer; the grant stays pending).
 */
export async function issueFreeRoundGrant(ctx: ServerContext, awardId: string): Promise<IssueOutcome> {
  const { rows } = await sql<{
    player_id: string;
    code: string;
    rounds: number;
    bet_minor: string;
    expires_at: Date;
    state: string;
  }>`SELECT f.player_id, g.provider_game_code AS code, f.rounds, f.bet_minor::text, f.expires_at, f.state
       FROM free_round_grants f JOIN games g ON g.id = f.game_id WHERE f.award_id = ${awardId}`.execute(
    ctx.db,
  );
  const grant = rows[0];
  if (!grant) throw new Error(`no free-round grant ${awardId}`);
  if (grant.state === 'issued') return { outcome: 'issued' };
  if (grant.state === 'refused') return { outcome: 'refused', reason: 'refused before' };
  const answer = await callProvider(ctx, 'issue', {
    awardId,
    playerId: grant.player_id,
    currency: ctx.market.currency,
    gameCode: grant.code,
    rounds: grant.rounds,
    betAmount: Number(grant.bet_minor),
    expiresAt: grant.expires_at.toISOString(),
  });
  const now = ctx.now();
  if (!answer) {
    await sql`UPDATE free_round_grants SET tries = tries + 1, last_error = 'no answer', updated_at = ${now}
              WHERE award_id = ${awardId} AND state = 'pending'`.execute(ctx.db);
    return { outcome: 'retry', reason: 'no answer' };
  }
  const state = answer.status === 'OK' ? 'issued' : 'refused';
  const reason = answer.status === 'OK' ? null : `${answer.status}: ${answer.message ?? ''}`;
  await sql`UPDATE free_round_grants SET state = ${state}, tries = tries + 1, last_error = ${reason},
              updated_at = ${now} WHERE award_id = ${awardId} AND state = 'pending'`.execute(ctx.db);
  return answer.status === 'OK' ? { outcome: 'issued' } : { outcome: 'refused', reason: reason ?? '' };
}

/** Cancels the rounds of an award not played yet (support); the provider keeps what was played. */
export async function cancelFreeRoundGrant(ctx: ServerContext, awardId: string): Promise<boolean> {
  const answer = await callProvider(ctx, 'cancel', { awardId });
  return answer?.status === 'OK';
}

/**
 * Pays a free round's win (the provider's `win` with `freeRoundAwardId`, no bet), once per txId and at
 * most once per round and `rounds` rounds per award; cut at the bet times the game's declared maximum.
 * Paid from `promotion.<payer>` cash into the player's locked cash (decision 024: promotional money is
 * played once before it can be withdrawn, as rewards' cash is). TX_NOT_FOUND for an award we never gave
 * this player for this game, or one the provider refused.
 */
export async function settleFreeRoundWin(
  ctx: ServerContext,
  provider: string,
  request: WalletRequest<'win'>,
): Promise<WalletApiAnswer> {
  const awardId = request.freeRoundAwardId ?? '';
  const requestHash = hashRequest(['free-win', request.roundId, awardId, request.playerId, request.amount]);
  return inTransaction(ctx.db, async (tx) => {
    await lockTransactionIds(tx, provider, [request.txId, `round:${request.roundId}`]);
    const { rows } = await sql<{
      request_hash: string | null;
      response: string | null;
      player_id: string | null;
      game_id: number | null;
      code: string | null;
      rounds: number | null;
      rounds_paid: number | null;
      bet_minor: string | null;
      payer: string | null;
      state: string | null;
      max_win_multiplier: string | null;
      round_paid: boolean;
    }>`
      SELECT l.request_hash, l.response, f.player_id, f.game_id, g.provider_game_code AS code, f.rounds,
             f.rounds_paid, f.bet_minor::text, f.payer, f.state, g.max_win_multiplier::text,
             EXISTS (SELECT 1 FROM wallet_api_transactions w WHERE w.provider = ${provider}
                       AND w.round_id = ${request.roundId} AND w.kind = 'win') AS round_paid
        FROM (VALUES (1)) AS one
        LEFT JOIN wallet_api_transactions l ON l.provider = ${provider} AND l.tx_id = ${request.txId}
        LEFT JOIN free_round_grants f ON f.award_id = ${awardId} AND f.provider = ${provider}
        LEFT JOIN games g ON g.id = f.game_id`.execute(tx);
    const row = rows[0]!;
    if (row.request_hash !== null && row.response !== null)
      return replayOrRefuse(row.request_hash, requestHash, JSON.parse(row.response) as WalletApiAnswer);
    if (
      !row.player_id ||
      row.player_id !== request.playerId ||
      row.code !== request.gameCode ||
      row.state === 'refused'
    )
      return { status: 'TX_NOT_FOUND', message: 'no such free-round award for this player and game' };
    const flag = (reason: 'win_on_closed_round' | 'win_over_cap', paidMinor: number) =>
      flagSettlement(tx, {
        provider,
        txId: request.txId,
        roundId: request.roundId,
        playerId: request.playerId, // the award's player, checked above
        gameId: row.game_id!,
        requestedMinor: request.amount,
        reason,
        paidMinor,
      });
    // The round is guarded by its advisory lock (above); the count by a conditional UPDATE (row lock).
    const counted = row.round_paid
      ? { numAffectedRows: 0n }
      : await sql`UPDATE free_round_grants SET rounds_paid = rounds_paid + 1, updated_at = ${ctx.now()}
                   WHERE award_id = ${awardId} AND rounds_paid < rounds`.execute(tx);
    if (counted.numAffectedRows === 0n) {
      await flag('win_on_closed_round', 0);
      return { status: 'INVALID_REQUEST', message: 'this award has no unpaid round left for this win' };
    }
    const cap = Math.floor(Number(row.bet_minor) * Number(row.max_win_multiplier));
    const paidMinor = Math.min(request.amount, cap);
    if (paidMinor < request.amount) await flag('win_over_cap', paidMinor);
    const now = ctx.now();
    let transferId: string | null = null;
    if (paidMinor > 0) {
      const outcome = await transfer(tx, {
        idempotencyKey: `free-win:${provider}:${request.txId}`,
        kind: 'win',
        reference: request.roundId,
        metadata: {
          provider,
          gameId: row.game_id,
          roundId: request.roundId,
          txId: request.txId,
          freeRoundAwardId: awardId,
        },
        legs: [
          {
            from: houseAccount(`promotion.${row.payer}`, 'cash'),
            to: playerAccount.locked(row.player_id),
            amountMinor: paidMinor,
          },
        ],
      });
      transferId = outcome.transfer.id;
    }
    await sql`UPDATE free_round_grants SET won_minor = won_minor + ${paidMinor} WHERE award_id = ${awardId}`.execute(
      tx,
    );
    const walletTxId = walletTxIdOf(transferId, request.txId);
    const currency = ctx.market.currency;
    return recordCall(tx, {
      provider,
      txId: request.txId,
      log: {
        kind: 'win',
        roundId: request.roundId,
        playerId: row.player_id,
        amountMinor: paidMinor,
        requestHash,
        transferId,
      },
      answer: (balance) => ({ status: 'OK', txId: request.txId, walletTxId, balance, currency }),
      at: now,
    });
  });
}

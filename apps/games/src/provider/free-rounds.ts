/**
 * Free rounds (packages/contract free-rounds.ts): the operator awards a player a number of rounds of one
 * game at a fixed bet; the player plays them without a stake, and each round's win (0 included) goes to
 * the operator's wallet as a `win` naming the award, queued in the transaction that plays the round and
 * delivered like every other settlement (decision 012). Fairness is unchanged: a free round takes the
 * next nonce of the player's committed seeds, exactly like a paid one.
 */
import type { FreeRoundAward, FreeRoundsResponse, freeRoundsIssueRequestSchema } from '@sika/contract';
import { createFairStream } from '@sika/fairness';
import type { z } from 'zod';
import { CATALOGUE, catalogueEntry } from '../catalogue.ts';
import { type Client, inTransaction, type Pool } from '../db/database.ts';
import {
  areValidParams,
  type GameCode,
  type GameParams,
  isGameCode,
  payoutMinorFor,
  playRound,
} from '../engines/index.ts';
import { ProviderError } from './errors.ts';
import type { Wallets } from './game-wallet.ts';
import { newRoundId } from './ids.ts';
import type { RoundRecord, Session } from './player-state.ts';
import { deliverAndRead } from './rounds.ts';
import { type SeedRow, seedPairOf } from './seed-pair.ts';

type IssueRequest = z.infer<typeof freeRoundsIssueRequestSchema>;

interface AwardRow {
  award_id: string;
  player_id: string;
  player_key: string;
  game_code: string;
  currency: string;
  rounds: number;
  rounds_left: number;
  bet_minor: string;
  won_minor: string;
  expires_at: Date;
  cancelled_at: Date | null;
}

/** Games whose rounds the player does not steer once started: mines (an open round of picks) is not one. */
export const FREE_ROUND_GAMES: readonly GameCode[] = CATALOGUE.map((game) => game.code).filter(
  (code) => code !== 'mines',
);

export function awardView(row: AwardRow, now = new Date()): FreeRoundAward {
  const state = row.cancelled_at
    ? 'cancelled'
    : row.rounds_left === 0
      ? 'used'
      : row.expires_at <= now
        ? 'expired'
        : 'active';
  return {
    awardId: row.award_id,
    playerId: row.player_id,
    gameCode: row.game_code,
    currency: row.currency,
    rounds: row.rounds,
    roundsLeft: row.rounds_left,
    betAmount: Number(row.bet_minor),
    wonAmount: Number(row.won_minor),
    expiresAt: row.expires_at.toISOString(),
    state,
  };
}

async function readAward(db: Pool | Client, awardId: string): Promise<AwardRow | undefined> {
  const rows = await db.query<AwardRow>('SELECT * FROM free_round_awards WHERE award_id = $1', [awardId]);
  return rows.rows[0];
}

/**
 * Issues an award once per award id: a repeat (or a parallel duplicate) answers the award as it is now;
 * the same id with other terms is AWARD_CONFLICT. Unknown game or a game without free rounds: UNKNOWN_GAME.
 */
export async function issueAward(db: Pool, request: IssueRequest): Promise<FreeRoundsResponse> {
  if (!isGameCode(request.gameCode) || !FREE_ROUND_GAMES.includes(request.gameCode))
    return { status: 'UNKNOWN_GAME', message: `no free rounds for ${request.gameCode}` };
  const { minBetMinor, maxBetMinor } = catalogueEntry(request.gameCode);
  if (request.betAmount < minBetMinor || request.betAmount > maxBetMinor)
    return { status: 'BET_OUT_OF_LIMITS', message: `bet must be within ${minBetMinor}–${maxBetMinor}` };
  const expiresAt = new Date(request.expiresAt);
  await db.query(
    `INSERT INTO free_round_awards (award_id, player_id, player_key, game_code, currency, rounds, rounds_left,
                                    bet_minor, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8) ON CONFLICT (award_id) DO NOTHING`,
    [
      request.awardId,
      request.playerId,
      `real:${request.playerId}`,
      request.gameCode,
      request.currency,
      request.rounds,
      request.betAmount,
      expiresAt,
    ],
  );
  const row = await readAward(db, request.awardId);
  if (!row) throw new Error(`award ${request.awardId} vanished`);
  const same =
    row.player_id === request.playerId &&
    row.game_code === request.gameCode &&
    row.currency === request.currency &&
    row.rounds === request.rounds &&
    Number(row.bet_minor) === request.betAmount &&
    row.expires_at.getTime() === expiresAt.getTime();
  if (!same) return { status: 'AWARD_CONFLICT', message: 'this award id was issued with other terms' };
  return { status: 'OK', award: awardView(row) };
}

/** Cancels the rounds not played yet (the played ones stay paid). Idempotent. */
export async function cancelAward(db: Pool, awardId: string): Promise<FreeRoundsResponse> {
  await db.query(
    'UPDATE free_round_awards SET cancelled_at = now() WHERE award_id = $1 AND cancelled_at IS NULL',
    [awardId],
  );
  return awardStatus(db, awardId);
}

export async function awardStatus(db: Pool, awardId: string): Promise<FreeRoundsResponse> {
  const row = await readAward(db, awardId);
  if (!row) return { status: 'AWARD_NOT_FOUND', message: 'no such award' };
  return { status: 'OK', award: awardView(row) };
}

/** What the game offers first when the player opens it: the award expiring first with rounds left. */
export async function offeredAward(db: Pool, session: Session): Promise<FreeRoundAward | null> {
  if (!session.wallet) return null;
  const rows = await db.query<AwardRow>(
    `SELECT * FROM free_round_awards
      WHERE player_key = $1 AND game_code = $2 AND currency = $3 AND rounds_left > 0 AND cancelled_at IS NULL
        AND expires_at > now()
      ORDER BY expires_at, award_id LIMIT 1`,
    [session.playerKey, session.gameCode, session.currency],
  );
  return rows.rows[0] ? awardView(rows.rows[0]) : null;
}

/**
 * Plays one free round: in one transaction the award loses a round (locked, so of parallel taps on the
 * last round one plays), the next nonce is taken, the round is recorded finished and its win queued;
 * then the win is delivered. The stake must be the award's bet (what the page shows).
 * Errors: ROUND_NOT_FOUND (no such active award for this player and game), INVALID_REQUEST.
 */
export async function playFreeRound(
  wallets: Wallets,
  session: Session,
  awardId: string,
  stakeMinor: number,
  params: unknown,
): Promise<{ record: RoundRecord; award: FreeRoundAward }> {
  const { gameCode, wallet } = session;
  if (!wallet) throw new ProviderError('INVALID_REQUEST', 'free rounds are played for real');
  if (!areValidParams(gameCode, params as GameParams[GameCode]))
    throw new ProviderError('INVALID_REQUEST', `invalid ${gameCode} parameters`);
  const roundId = newRoundId();
  const played = await inTransaction(wallets.db, async (client) => {
    const awards = await client.query<AwardRow>(
      `SELECT * FROM free_round_awards
        WHERE award_id = $1 AND player_key = $2 AND game_code = $3 AND rounds_left > 0
          AND cancelled_at IS NULL AND expires_at > now()
        FOR UPDATE`,
      [awardId, session.playerKey, gameCode],
    );
    const award = awards.rows[0];
    if (!award) throw new ProviderError('ROUND_NOT_FOUND', 'no free rounds left on this award');
    const betMinor = Number(award.bet_minor);
    if (stakeMinor !== betMinor)
      throw new ProviderError('INVALID_REQUEST', `a free round is played at ${betMinor}`);
    const taken = await client.query<SeedRow & { nonce: number }>(
      `UPDATE seed_pairs SET next_nonce = next_nonce + 1 WHERE player_key = $1 AND revealed_at IS NULL
       RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at, next_nonce - 1 AS nonce`,
      [session.playerKey],
    );
    const seedRow = taken.rows[0];
    if (!seedRow) throw new ProviderError('WALLET_UNAVAILABLE', 'the seeds are being rotated; try again');
    const seeds = seedPairOf(seedRow);
    const stream = createFairStream({
      serverSeed: seeds.serverSeed,
      clientSeed: seeds.clientSeed,
      nonce: seedRow.nonce,
    });
    const result = playRound(gameCode, stream, params as GameParams[GameCode]);
    const payoutMinor = payoutMinorFor(betMinor, result.multiplier);
    await client.query(
      `INSERT INTO rounds (round_id, player_key, mode, game_code, seed_id, nonce, stake_minor, params, status,
                           wallet, payout_minor, multiplier, outcome, balance_minor, finished_at,
                           free_round_award_id)
       VALUES ($1, $2, 'real', $3, $4, $5, $6, $7, 'finished', $8, $9, $10, $11, 0, now(), $12)`,
      [
        roundId,
        session.playerKey,
        gameCode,
        seedRow.id,
        seedRow.nonce,
        betMinor,
        JSON.stringify(params),
        JSON.stringify(wallet),
        payoutMinor,
        JSON.stringify(result.multiplier),
        JSON.stringify(result.outcome),
        awardId,
      ],
    );
    const updated = await client.query<AwardRow>(
      `UPDATE free_round_awards SET rounds_left = rounds_left - 1, won_minor = won_minor + $2
        WHERE award_id = $1 RETURNING *`,
      [awardId, payoutMinor],
    );
    // The win names the award instead of a bet; sent for 0 too, so the operator counts every round.
    const settlementId = await wallets.queue.enqueue(client, 'win', `free win ${roundId}`, {
      txId: `${roundId}-win`,
      roundId,
      freeRoundAwardId: awardId,
      amount: payoutMinor,
      playerId: wallet.playerId,
      gameCode: wallet.gameCode,
      currency: wallet.currency,
      sessionToken: wallet.sessionToken,
      roundClosed: true,
    });
    return { settlementId, award: awardView(updated.rows[0]!) };
  });
  const record = await deliverAndRead(wallets, roundId, played.settlementId);
  return { record, award: played.award };
}

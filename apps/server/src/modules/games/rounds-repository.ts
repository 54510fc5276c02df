import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * Lock order of every seamless-wallet call (no two of them wait on each other in a cycle): the provider's
 * txIds (advisory locks, sorted), then the round row, then the wallet accounts (inside `transfer`).
 */
export interface RoundRow {
  player_id: string;
  game_id: number;
  bet_minor: number;
  win_minor: number;
  refunded_minor: number;
  status: 'open' | 'closed';
  last_call_at: Date;
}

/** The round, locked for the rest of the transaction. */
export async function findRound(tx: Tx, provider: string, roundId: string): Promise<RoundRow | undefined> {
  return tx
    .selectFrom('game_rounds')
    .select(['player_id', 'game_id', 'bet_minor', 'win_minor', 'refunded_minor', 'status', 'last_call_at'])
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Locks the round a bet is for, opening it (with no stake yet) at its first bet. Taken before the stake
 * moves, so a bet locks the round before the accounts, as a win does. `opened`: this call created it.
 */
export async function lockRoundForBet(
  tx: Tx,
  round: { provider: string; roundId: string; playerId: string; gameId: number; now: Date },
): Promise<{ playerId: string; opened: boolean }> {
  const { provider, roundId, playerId, gameId, now } = round;
  const row = await sql<{ player_id: string; opened: boolean }>`
    INSERT INTO game_rounds (provider, round_id, player_id, game_id, created_at, last_call_at)
    VALUES (${provider}, ${roundId}, ${playerId}, ${gameId}, ${now}, ${now})
    ON CONFLICT (provider, round_id) DO UPDATE SET last_call_at = EXCLUDED.last_call_at
    RETURNING player_id, (xmax = 0) AS opened`.execute(tx);
  const { player_id, opened } = row.rows[0]!;
  return { playerId: player_id, opened };
}

/** Forgets a round this transaction opened for a bet that was then refused (nothing was staked). */
export async function dropEmptyRound(tx: Tx, provider: string, roundId: string): Promise<void> {
  await tx
    .deleteFrom('game_rounds')
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('bet_minor', '=', 0)
    .execute();
}

/**
 * What a win may still pay: the round's net stake times the game's declared maximum, less what it paid
 * (read with the round, locked, by `wallet_api_read_win`, migration 1890).
 */
export interface WinRoom {
  player_id: string;
  game_id: number;
  status: 'open' | 'closed';
  several_wins_per_round: boolean;
  room_minor: number;
}

/** What a call changes in its round: amounts added, and whether it closes the round. */
export interface RoundChange {
  betMinor?: number;
  winMinor?: number;
  refundedMinor?: number;
  close?: boolean;
  now: Date;
}

/** Every change is a call from the provider (or on its behalf) about the round: it also marks its last word. */
export async function changeRound(tx: Tx, provider: string, roundId: string, change: RoundChange) {
  await roundChange(provider, roundId, change).execute(tx);
}

/** The UPDATE of `changeRound`, for a statement that writes more (wallet-api-log.ts `recordCall`). */
export function roundChange(provider: string, roundId: string, change: RoundChange) {
  return sql`
    UPDATE game_rounds
       SET bet_minor = bet_minor + ${change.betMinor ?? 0},
           win_minor = win_minor + ${change.winMinor ?? 0},
           refunded_minor = refunded_minor + ${change.refundedMinor ?? 0},
           last_call_at = ${change.now}
           ${change.close ? sql`, status = 'closed', closed_at = ${change.now}` : sql``}
     WHERE provider = ${provider} AND round_id = ${roundId}`;
}

/** A provider call that names an open round without moving money (a balance check during play). */
export async function touchRound(
  db: Db,
  round: { provider: string; roundId: string; playerId: string; now: Date },
): Promise<void> {
  await db
    .updateTable('game_rounds')
    .set({ last_call_at: round.now })
    .where('provider', '=', round.provider)
    .where('round_id', '=', round.roundId)
    .where('player_id', '=', round.playerId)
    .where('status', '=', 'open')
    .execute();
}

/** The provider that offers a game (its sessions may only be used by that provider). */
export async function providerOfGame(db: Db, gameId: number): Promise<string | undefined> {
  const row = await db.selectFrom('games').select('provider').where('id', '=', gameId).executeTakeFirst();
  return row?.provider;
}

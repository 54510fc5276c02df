import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * Lock order of every seamless-wallet call (no two of them wait on each other in a cycle): the provider's
 * txIds (advisory locks, sorted), then the round row, then the wallet accounts (inside the transfer;
 * migration 1893's functions keep it).
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
  await sql`
    UPDATE game_rounds
       SET bet_minor = bet_minor + ${change.betMinor ?? 0},
           win_minor = win_minor + ${change.winMinor ?? 0},
           refunded_minor = refunded_minor + ${change.refundedMinor ?? 0},
           last_call_at = ${change.now}
           ${change.close ? sql`, status = 'closed', closed_at = ${change.now}` : sql``}
     WHERE provider = ${provider} AND round_id = ${roundId}`.execute(tx);
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

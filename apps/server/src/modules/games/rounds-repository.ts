import { sql } from 'kysely';
import type { Tx } from '../../db/transaction.ts';
import { IN_HOUSE_PROVIDER } from './seed-games.ts';

export interface RoundRow {
  player_id: string;
  game_id: number;
  bet_minor: number;
  win_minor: number;
  refunded_minor: number;
  status: 'open' | 'closed';
}

export async function findRound(tx: Tx, roundId: string): Promise<RoundRow | undefined> {
  return tx
    .selectFrom('game_rounds')
    .select(['player_id', 'game_id', 'bet_minor', 'win_minor', 'refunded_minor', 'status'])
    .where('provider', '=', IN_HOUSE_PROVIDER)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
}

/** Opens the round at its first bet, or adds a further stake to it. Returns the round's player. */
export async function addStake(
  tx: Tx,
  round: { roundId: string; playerId: string; gameId: number; amountMinor: number; now: Date },
) {
  const { roundId, playerId, gameId, amountMinor, now } = round;
  const row = await sql<{ player_id: string }>`
    INSERT INTO game_rounds (provider, round_id, player_id, game_id, bet_minor, created_at)
    VALUES (${IN_HOUSE_PROVIDER}, ${roundId}, ${playerId}, ${gameId}, ${amountMinor}, ${now})
    ON CONFLICT (provider, round_id) DO UPDATE SET bet_minor = game_rounds.bet_minor + EXCLUDED.bet_minor
    RETURNING player_id`.execute(tx);
  return row.rows[0]!.player_id;
}

export async function changeRound(
  tx: Tx,
  roundId: string,
  change: { winMinor?: number; refundedMinor?: number; close?: boolean; now: Date },
) {
  await tx
    .updateTable('game_rounds')
    .set((eb) => ({
      win_minor: eb('win_minor', '+', change.winMinor ?? 0),
      refunded_minor: eb('refunded_minor', '+', change.refundedMinor ?? 0),
      ...(change.close ? { status: 'closed' as const, closed_at: change.now } : {}),
    }))
    .where('provider', '=', IN_HOUSE_PROVIDER)
    .where('round_id', '=', roundId)
    .execute();
}

import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';

export type BonusStateName = 'active' | 'converted' | 'expired' | 'forfeited';

export interface BonusRow {
  id: string;
  player_id: string;
  offer_id: number;
  deposit_ref: string;
  deposit_seq: number;
  deposit_minor: number;
  amount_minor: number;
  required_minor: number;
  wagered_minor: number;
  state: BonusStateName;
  hold_id: string;
  granted_at: Date;
  expires_at: Date;
  settled_at: Date | null;
  settled_ref: string | null;
}

export async function findBonusOfSeq(tx: Tx, playerId: string, offerId: number, seq: number) {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM player_bonuses
    WHERE player_id = ${playerId} AND offer_id = ${offerId} AND deposit_seq = ${seq}`.execute(tx);
  return rows[0];
}

export async function findBonusOfDeposit(tx: Tx, depositRef: string) {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM player_bonuses WHERE deposit_ref = ${depositRef}`.execute(tx);
  return rows[0];
}

/** A plain insert: a twin (same player, offer and rank) aborts the caller's transaction, which retries. */
export async function insertBonus(
  tx: Tx,
  row: Omit<BonusRow, 'settled_at' | 'settled_ref' | 'wagered_minor'>,
) {
  await sql`
    INSERT INTO player_bonuses (id, player_id, offer_id, deposit_ref, deposit_seq, deposit_minor, amount_minor,
      required_minor, state, hold_id, granted_at, expires_at)
    VALUES (${row.id}, ${row.player_id}, ${row.offer_id}, ${row.deposit_ref}, ${row.deposit_seq},
      ${row.deposit_minor}, ${row.amount_minor}, ${row.required_minor}, ${row.state}, ${row.hold_id},
      ${row.granted_at}, ${row.expires_at})`.execute(tx);
}

/** The player's active bonuses, oldest first, locked: conversion, expiry and forfeit take turns on them. */
export async function lockActiveBonuses(tx: Tx, playerId: string): Promise<BonusRow[]> {
  const { rows } = await sql<BonusRow>`
    SELECT * FROM player_bonuses WHERE player_id = ${playerId} AND state = 'active'
    ORDER BY granted_at, id FOR UPDATE`.execute(tx);
  return rows;
}

export async function lockBonus(tx: Tx, id: string): Promise<BonusRow | undefined> {
  const { rows } = await sql<BonusRow>`SELECT * FROM player_bonuses WHERE id = ${id} FOR UPDATE`.execute(tx);
  return rows[0];
}

export async function setWagered(tx: Tx, id: string, wageredMinor: number) {
  await sql`UPDATE player_bonuses SET wagered_minor = ${wageredMinor} WHERE id = ${id}`.execute(tx);
}

export async function markSettled(
  tx: Tx,
  id: string,
  state: Exclude<BonusStateName, 'active'>,
  at: Date,
  ref: string | null,
) {
  await sql`
    UPDATE player_bonuses SET state = ${state}, settled_at = ${at}, settled_ref = ${ref}
    WHERE id = ${id} AND state = 'active'`.execute(tx);
}

/** Active bonuses past their expiry, locked and skipped by a concurrent sweeper. */
export async function lockExpired(tx: Tx, at: Date, limit: number): Promise<BonusRow[]> {
  const { rows } = await sql<BonusRow>`
    SELECT * FROM player_bonuses WHERE state = 'active' AND expires_at <= ${at}
    ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`.execute(tx);
  return rows;
}

export async function insertWager(
  tx: Tx,
  wager: { bonusId: string; betRef: string; stakeMinor: number; contributedMinor: number; at: Date },
) {
  const { rows } = await sql`
    INSERT INTO bonus_wagers (bonus_id, bet_ref, stake_minor, contributed_minor, created_at)
    VALUES (${wager.bonusId}, ${wager.betRef}, ${wager.stakeMinor}, ${wager.contributedMinor}, ${wager.at})
    ON CONFLICT DO NOTHING RETURNING bet_ref`.execute(tx);
  return rows.length > 0;
}

/** What a bet contributed and has not yet been taken back, locked. */
export async function lockWagersOfBet(tx: Tx, betRef: string) {
  const { rows } = await sql<{ bonus_id: string; contributed_minor: number }>`
    SELECT bonus_id, contributed_minor FROM bonus_wagers WHERE bet_ref = ${betRef} AND NOT rolled_back
    FOR UPDATE`.execute(tx);
  return rows;
}

export async function markWagerRolledBack(tx: Tx, bonusId: string, betRef: string) {
  await sql`UPDATE bonus_wagers SET rolled_back = true WHERE bonus_id = ${bonusId} AND bet_ref = ${betRef}`.execute(
    tx,
  );
}

/** Active bonuses first (oldest first), then the 10 last settled. */
export async function listPlayerBonuses(db: Db, playerId: string): Promise<BonusRow[]> {
  const { rows } = await sql<BonusRow>`
    (SELECT * FROM player_bonuses WHERE player_id = ${playerId} AND state = 'active' ORDER BY granted_at, id)
    UNION ALL
    (SELECT * FROM player_bonuses WHERE player_id = ${playerId} AND state <> 'active'
     ORDER BY settled_at DESC, id LIMIT 10)`.execute(db);
  return rows;
}

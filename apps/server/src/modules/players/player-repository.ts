import { randomInt } from 'node:crypto';
import type { Db } from '../../db/pool.ts';
import type { PlayersTable } from '../../db/tables.ts';

export type PlayerRow = Omit<PlayersTable, 'id' | 'level_id' | 'score' | 'status' | 'created_at'> & {
  id: string;
  level_id: number;
  score: number;
  status: 'active' | 'disabled';
  created_at: Date;
};

export function findPlayerByMobile(db: Db, mobile: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export function findPlayerById(db: Db, id: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPlayerIdByInviteCode(db: Db, inviteCode: string): Promise<string | undefined> {
  return db
    .selectFrom('players')
    .select('id')
    .where('invite_code', '=', inviteCode)
    .executeTakeFirst()
    .then((r) => r?.id);
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters without look-alikes (0/O, 1/I): easy to read out over the phone. */
export function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

export interface NewPlayer {
  mobile: string;
  passwordHash: string;
  invitedBy: string | null;
  guid: string | null;
}

/** Inserts the player; undefined when the mobile is taken (the unique index decides, not a prior read). */
export async function insertPlayer(db: Db, player: NewPlayer): Promise<PlayerRow | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await db
        .insertInto('players')
        .values({
          mobile: player.mobile,
          password_hash: player.passwordHash,
          invite_code: newInviteCode(),
          invited_by: player.invitedBy,
          guid: player.guid,
        })
        .onConflict((oc) => oc.column('mobile').doNothing())
        .returningAll()
        .executeTakeFirst();
    } catch (error) {
      // A clash of random invite codes is rare; draw another one.
      const constraint = (error as { constraint?: string }).constraint;
      if (constraint !== 'players_invite_code_key') throw error;
    }
  }
  throw new Error('could not draw a free invite code');
}

export async function updatePasswordHash(db: Db, playerId: string, passwordHash: string) {
  await db.updateTable('players').set({ password_hash: passwordHash }).where('id', '=', playerId).execute();
}

export async function clearEndedSelfExclusion(db: Db, playerId: string, now: Date) {
  await db
    .updateTable('players')
    .set({ self_excluded_until: null })
    .where('id', '=', playerId)
    .where('self_excluded_until', '<=', now)
    .execute();
}

/** Changes the login mobile only if it was never changed before; false otherwise. Throws on a taken number. */
export async function changeMobileOnce(
  db: Db,
  playerId: string,
  mobile: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('players')
    .set({ mobile, mobile_changed_at: now })
    .where('id', '=', playerId)
    .where('mobile_changed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { Players } from '../../db/schema.gen.ts';

export type PlayerRow = Selectable<Players>;

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
  /** The 18+ confirmation and the terms version accepted at registration (docs/decisions/017). */
  consent: { adultConfirmedAt: Date; termsVersion: string };
}

/** Inserts the player; undefined when the mobile is taken (the unique index decides, not a prior read). */
export async function insertPlayer(db: Db, player: NewPlayer): Promise<PlayerRow | undefined> {
  // In a caller's transaction (a giveaway registration) a clash must not abort it: each try in a savepoint.
  const savepoint = db.isTransaction;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (savepoint) await sql`SAVEPOINT insert_player`.execute(db);
    try {
      const row = await db
        .insertInto('players')
        .values({
          mobile: player.mobile,
          password_hash: player.passwordHash,
          invite_code: newInviteCode(),
          invited_by: player.invitedBy,
          guid: player.guid,
          adult_confirmed_at: player.consent.adultConfirmedAt,
          terms_version: player.consent.termsVersion,
        })
        .onConflict((oc) => oc.column('mobile').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (savepoint) await sql`RELEASE SAVEPOINT insert_player`.execute(db);
      return row;
    } catch (error) {
      if (savepoint) await sql`ROLLBACK TO SAVEPOINT insert_player`.execute(db);
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

/** Mobiles of several players, for public lists (winners) that show them masked. */
export async function findMobiles(db: Db, playerIds: string[]): Promise<Map<string, string>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db.selectFrom('players').select(['id', 'mobile']).where('id', 'in', playerIds).execute();
  return new Map(rows.map((r) => [r.id, r.mobile]));
}

/**
 * The profile's `levelId` and `score` (spec core §1): written by the VIP module, in its transaction, when a
 * player's level or this year's points change; the VIP tables stay the source of both.
 */
export async function setVipStanding(db: Db, playerId: string, levelId: number, score: number) {
  await db.updateTable('players').set({ level_id: levelId, score }).where('id', '=', playerId).execute();
}

/**
 * The back office's player search (newest first, one row more than `size` to tell a next page): a uuid
 * matches the id exactly; digits (spaces, + and - ignored) any part of the mobile; anything else any part
 * of the first, last or nick name, case-insensitively. No term: the newest players.
 */
export function searchPlayers(
  db: Db,
  term: string | undefined,
  paging: { page: number; size: number },
): Promise<PlayerRow[]> {
  let query = db
    .selectFrom('players')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size + 1)
    .offset((paging.page - 1) * paging.size);
  const q = term?.trim() ?? '';
  const like = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;
  const digits = q.replace(/[\s+-]/g, '');
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(q)) {
    query = query.where('id', '=', q.toLowerCase());
  } else if (/^\d+$/.test(digits)) {
    query = query.where('mobile', 'like', like(digits));
  } else if (q) {
    query = query.where((eb) =>
      eb.or([
        eb('first_name', 'ilike', like(q)),
        eb('last_name', 'ilike', like(q)),
        eb('nick_name', 'ilike', like(q)),
        eb(eb.fn('concat_ws', [eb.val(' '), 'first_name', 'last_name']), 'ilike', like(q)),
      ]),
    );
  }
  return query.execute();
}

/** The row, locked until the transaction ends (a lock or unlock by staff). */
export function lockPlayerRow(db: Db, playerId: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', playerId).forUpdate().executeTakeFirst();
}

/** Locks (`disabled`) or unlocks (`active`) an account; the caller ends its sessions. */
export async function setPlayerStatus(
  db: Db,
  playerId: string,
  status: 'active' | 'disabled',
): Promise<PlayerRow> {
  return db
    .updateTable('players')
    .set({ status })
    .where('id', '=', playerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

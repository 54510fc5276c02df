/**
 * The set-up of `npm run bench:rush` (bench/rush.ts): the server process, the one cash-rain slot open all
 * day (with a coins budget that runs out during the rush), and the players with their sessions.
 */
import { sql } from 'kysely';
import type { createDb } from '../apps/server/src/db/pool.ts';
import { hashPassword, hashToken, newSessionToken } from '../apps/server/src/modules/auth/index.ts';
import { startServerProcess } from './server-process.ts';

export type Db = ReturnType<typeof createDb>;

export const SLOT = 9;
/** Below the pool's 3,000 coin prizes (₵1.00 each): the budget runs out during the rush. */
const COINS_BUDGET = 150_000;

export async function startServer(port: number, url: string, ownerUrl: string, dataDir: string) {
  return startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    MIGRATION_DATABASE_URL: ownerUrl,
    SMS_CODE_ENABLED: '0',
    JOBS_ENABLED: '0',
    SEED_DEMO: '1',
  });
}

/** One slot open all day with Ghana's pool; no deposit asked (the bench's players have none). */
export async function openRush(owner: Db) {
  const db = owner.db;
  await sql`UPDATE cash_rain_slots SET enabled = false`.execute(db);
  await sql`INSERT INTO cash_rain_slots (id, begin_local, end_local) VALUES (${SLOT}, '00:00', '23:59:59')`.execute(
    db,
  );
  await sql`INSERT INTO cash_rain_prizes (slot_id, idx, gift_type, amount, weight, per_slot)
            SELECT ${SLOT}, idx, gift_type, amount, weight, per_slot FROM cash_rain_prizes WHERE slot_id = 1`.execute(
    db,
  );
  await sql`UPDATE reward_activities SET settings = settings || '{"requireDeposit": false}'::jsonb
            WHERE activity = 'cash-rain'`.execute(db);
  await sql`UPDATE reward_budgets SET daily_limit = ${COINS_BUDGET} WHERE activity = 'cash-rain' AND asset = 'coins'`.execute(
    db,
  );
}

/**
 * `players` players with a session each, written straight in the database (argon2id registration of
 * 10,000 players would take minutes and is bench:login's subject). Player n's mobile ends in n; its
 * token is tokens[n].
 */
export async function openSessions(owner: Db, players: number): Promise<string[]> {
  const passwordHash = await hashPassword('goodpass1');
  const tokens = Array.from({ length: players }, () => newSessionToken());
  for (let start = 0; start < players; start += 1_000) {
    const index = Array.from({ length: Math.min(1_000, players - start) }, (_, i) => start + i);
    const { rows } = await sql<{ id: string; n: number }>`
      INSERT INTO players (mobile, password_hash, invite_code, adult_confirmed_at, terms_version)
      SELECT '0245' || lpad(n::text, 6, '0'), ${passwordHash}, 'R' || lpad(n::text, 7, '0'), now(), 'bench'
      FROM unnest(${index}::int[]) AS n
      RETURNING id, substr(mobile, 5)::int AS n`.execute(owner.db);
    const hashes = rows.map((r) => hashToken(tokens[r.n]!));
    await sql`INSERT INTO sessions (token_hash, player_id, expires_at)
              SELECT h, p, now() + interval '1 day'
              FROM unnest(${hashes}::bytea[], ${rows.map((r) => r.id)}::uuid[]) AS t(h, p)`.execute(owner.db);
  }
  return tokens;
}

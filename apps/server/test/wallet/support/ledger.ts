import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../src/db/pool.ts';
import { houseAccount, playerAccount, transfer } from '../../../src/modules/wallet/index.ts';

/** Players straight into the table: wallet tests need ids, not the registration flow (argon2 is slow). */
export async function createPlayers(db: Db, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => ({
    id: randomUUID(),
    mobile: `w${randomBytes(8).toString('hex')}`,
    password_hash: 'not-a-hash',
    invite_code: randomBytes(6).toString('hex'),
  }));
  await db.insertInto('players').values(rows).execute();
  return rows.map((r) => r.id);
}

export async function createPlayer(db: Db): Promise<string> {
  return (await createPlayers(db, 1))[0]!;
}

/** A credited deposit: locked cash until wagered (docs/decisions/004). */
export function deposit(db: Db, playerId: string, amountMinor: number, key = `deposit:${randomUUID()}`) {
  return transfer(db, {
    idempotencyKey: key,
    kind: 'deposit',
    reference: key,
    legs: [{ from: houseAccount('deposits', 'cash'), to: playerAccount.locked(playerId), amountMinor }],
  });
}

/** A game win: withdrawable at once. */
export function win(db: Db, playerId: string, amountMinor: number, key = `win:${randomUUID()}`) {
  return transfer(db, {
    idempotencyKey: key,
    kind: 'win',
    reference: key,
    legs: [{ from: houseAccount('games', 'cash'), to: playerAccount.withdrawable(playerId), amountMinor }],
  });
}

export function bet(db: Db, playerId: string, amountMinor: number, key = `bet:${randomUUID()}`) {
  return transfer(db, {
    idempotencyKey: key,
    kind: 'bet',
    reference: key,
    legs: [{ from: playerAccount.cash(playerId), to: houseAccount('games', 'cash'), amountMinor }],
  });
}

/** Tampering as an attacker or a bug would: straight SQL past the wallet, to prove the checks notice. */
export async function tamperBalance(db: Db, key: string, deltaMinor: number) {
  await sql`UPDATE wallet_accounts SET balance_minor = balance_minor + ${deltaMinor} WHERE key = ${key}`.execute(
    db,
  );
}

/** Settles a promise into { ok, value | error } so that parallel outcomes can be counted. */
export async function settle<T>(
  promise: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

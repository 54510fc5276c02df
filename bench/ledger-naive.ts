import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * The naive write path, for comparison only: the same transfer as wallet_transfer() (idempotency check,
 * accounts locked in id order, bounds, transfer + entries + balances), but one statement per round trip
 * from Node inside BEGIN … COMMIT, as an ORM-style repository would do it. Seven round trips.
 */
export async function naiveTransfer(
  pool: pg.Pool,
  key: string,
  kind: string,
  fromKey: string,
  toKey: string,
  amountMinor: number,
): Promise<'created' | 'replayed' | 'insufficient'> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const existing = await client.query('SELECT id FROM wallet_transfers WHERE idempotency_key = $1', [key]);
    if (existing.rowCount) return finish(client, 'COMMIT', 'replayed');
    const { rows } = await client.query(
      `SELECT id, key, balance_minor, version, allow_negative FROM wallet_accounts
       WHERE key = ANY($1) ORDER BY id FOR UPDATE`,
      [[fromKey, toKey]],
    );
    const from = rows.find((r) => r.key === fromKey);
    const to = rows.find((r) => r.key === toKey);
    if (!from || !to) throw new Error('bench accounts must exist');
    if (!from.allow_negative && from.balance_minor < amountMinor)
      return finish(client, 'ROLLBACK', 'insufficient');
    const hash = createHash('sha256')
      .update(JSON.stringify([kind, fromKey, toKey, amountMinor]))
      .digest();
    const inserted = await client.query(
      `INSERT INTO wallet_transfers (idempotency_key, request_hash, kind, phase) VALUES ($1, $2, $3, 'single')
       RETURNING id`,
      [key, hash, kind],
    );
    const transferId = inserted.rows[0].id;
    const fromAfter = from.balance_minor - amountMinor;
    const toAfter = to.balance_minor + amountMinor;
    await client.query(
      `INSERT INTO wallet_entries (transfer_id, seq, account_id, account_version, amount_minor, balance_after_minor)
       VALUES ($1, 0, $2, $3, $4, $5), ($1, 1, $6, $7, $8, $9)`,
      [
        transferId,
        from.id,
        from.version + 1,
        -amountMinor,
        fromAfter,
        to.id,
        to.version + 1,
        amountMinor,
        toAfter,
      ],
    );
    await client.query('UPDATE wallet_accounts SET balance_minor = $2, version = $3 WHERE id = $1', [
      from.id,
      fromAfter,
      from.version + 1,
    ]);
    await client.query('UPDATE wallet_accounts SET balance_minor = $2, version = $3 WHERE id = $1', [
      to.id,
      toAfter,
      to.version + 1,
    ]);
    return finish(client, 'COMMIT', 'created');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function finish<T>(client: pg.PoolClient, end: 'COMMIT' | 'ROLLBACK', result: T): Promise<T> {
  await client.query(end);
  return result;
}

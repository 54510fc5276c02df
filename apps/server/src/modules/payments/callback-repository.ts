import type { Db } from '../../db/pool.ts';

/**
 * The SQL of received provider callbacks: each one kept as it came (checklist M13), then its verdict.
 * Deposits log to `payment_callbacks`, payouts to `withdraw_callbacks`; the two tables have the same columns.
 */
export type CallbackTable = 'payment_callbacks' | 'withdraw_callbacks';

export interface StoredCallback {
  provider: string;
  method: string;
  path: string;
  headers: Record<string, unknown>;
  rawBody: string;
  receivedAt: Date;
}

export async function insertCallback(
  db: Db,
  table: CallbackTable,
  callback: StoredCallback,
): Promise<number> {
  // Same columns in both tables: typed through one of them.
  const row = await db
    .insertInto(table as 'payment_callbacks')
    .values({
      provider: callback.provider,
      method: callback.method,
      path: callback.path,
      headers: JSON.stringify(callback.headers),
      raw_body: callback.rawBody,
      received_at: callback.receivedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setCallbackVerdict(
  db: Db,
  table: CallbackTable,
  id: number,
  verdict: { orderId: string | null; verdict: string; claimedState: string | null },
): Promise<void> {
  await db
    .updateTable(table as 'payment_callbacks')
    .set({ order_id: verdict.orderId, verdict: verdict.verdict, claimed_state: verdict.claimedState })
    .where('id', '=', id)
    .execute();
}

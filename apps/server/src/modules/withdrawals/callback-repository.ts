import type { Db } from '../../db/pool.ts';

/** The SQL of received payout callbacks: each one kept as it came (checklist M13), then its verdict. */
export interface StoredCallback {
  provider: string;
  method: string;
  path: string;
  headers: Record<string, unknown>;
  rawBody: string;
  receivedAt: Date;
}

export async function insertCallback(db: Db, callback: StoredCallback): Promise<number> {
  const row = await db
    .insertInto('withdraw_callbacks')
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
  id: number,
  verdict: { orderId: string | null; verdict: string; claimedState: string | null },
): Promise<void> {
  await db
    .updateTable('withdraw_callbacks')
    .set({ order_id: verdict.orderId, verdict: verdict.verdict, claimed_state: verdict.claimedState })
    .where('id', '=', id)
    .execute();
}

export function countCallbacks(db: Db, orderId: string): Promise<number> {
  return db
    .selectFrom('withdraw_callbacks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

import { sql } from 'kysely';
import { MicroBatcher, type Pending } from '../../db/micro-batcher.ts';
import type { PreparedLegs } from './legs.ts';
import { callWallet, type Executor, type WalletResultRow, walletCall } from './write-path.ts';

/** One one-phase transfer, resolved and hashed, as the SQL functions take it. */
export interface BatchItem {
  key: string;
  hash: Buffer;
  kind: string;
  reference: string | null;
  metadata: Record<string, unknown> | null;
  legs: PreparedLegs;
}

/** At most this many transfers in one statement. */
const MAX_BATCH = 64;

/**
 * Coalesces the one-phase transfers made on one pool (not inside a caller's transaction) into one
 * `wallet_transfer_batch` statement: one round trip, one transaction and one WAL flush for all the
 * transfers that arrived while the previous batch was at the database (docs/ledger.md, Micro-batching).
 * One batch at a time per pool: the WAL flush is the bottleneck, and a second batch would mostly wait for
 * the first one's row locks on the house shards anyway.
 *
 * Each transfer keeps its own outcome: idempotency, bounds and `insufficient` are decided per item inside
 * the function. If the statement fails as a whole (a deadlock, an invalid account key, a twin that took a
 * key meanwhile, a lost connection), nothing of it committed, and every item runs again on its own through
 * `wallet_transfer` with the usual retries, so one bad transfer never fails the others.
 */
async function runBatch(db: Executor, batch: Pending<BatchItem, WalletResultRow>[]): Promise<void> {
  let rows: WalletResultRow[] | null = null;
  try {
    rows = (await batchCall(batch.map((w) => w.item)).execute(db)).rows;
  } catch {
    rows = null; // nothing of the statement committed: each item runs alone below
  }
  if (rows?.length === batch.length) {
    for (const [i, w] of batch.entries()) w.resolve(rows[i]!);
    return;
  }
  await Promise.all(batch.map((w) => callWallet(db, singleCall(w.item)).then(w.resolve, w.reject)));
}

/** The transfer alone: `wallet_transfer`, one statement. */
export function singleCall(item: BatchItem) {
  const { legs } = item;
  return walletCall('wallet_transfer', [
    item.key,
    item.hash,
    item.kind,
    legs.playerId,
    item.reference,
    item.metadata,
    legs.from,
    legs.fromAlt,
    legs.to,
    legs.amounts,
  ]);
}

/** Items as parallel arrays; item i's legs are the next `p_legs[i]` elements of the flattened leg arrays. */
export function batchCall(items: BatchItem[]) {
  const flat = <T>(pick: (legs: PreparedLegs) => T[]) => items.flatMap((i) => pick(i.legs));
  return sql<WalletResultRow>`SELECT * FROM wallet_transfer_batch(${sql.join([
    items.map((i) => i.key),
    items.map((i) => i.hash),
    items.map((i) => i.kind),
    items.map((i) => i.legs.playerId),
    items.map((i) => i.reference),
    items.map((i) => i.metadata),
    items.map((i) => i.legs.amounts.length),
    flat((l) => l.from),
    flat((l) => l.fromAlt),
    flat((l) => l.to),
    flat((l) => l.amounts),
  ])})`;
}

const batchers = new WeakMap<Executor, MicroBatcher<BatchItem, WalletResultRow>>();

/**
 * A one-phase transfer: on a pool, batched with its concurrent neighbours; inside a caller's transaction,
 * alone, so that it commits (or not) with the caller's business change.
 */
export function runTransfer(db: Executor, item: BatchItem): Promise<WalletResultRow> {
  if (db.isTransaction) return callWallet(db, singleCall(item));
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new MicroBatcher(MAX_BATCH, (batch) => runBatch(db, batch));
    batchers.set(db, batcher);
  }
  return batcher.submit(item);
}

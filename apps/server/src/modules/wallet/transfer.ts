import type { Tx } from '../../db/transaction.ts';
import { type BatchItem, batchCall, runTransfer } from './batcher.ts';
import { legsForHash, prepareLegs, type TransferRequest } from './legs.ts';
import {
  callWallet,
  type Executor,
  requestHash,
  type TransferOutcome,
  toOutcome,
  walletCall,
} from './write-path.ts';

/**
 * Moves money now, all legs or none, once per idempotency key. Inside a caller's transaction it commits
 * with the caller's business change. Errors: INSUFFICIENT_BALANCE (nothing moved), IDEMPOTENCY_MISMATCH
 * (the key was used for another request), AMOUNT_INVALID.
 */
export async function transfer(db: Executor, request: TransferRequest): Promise<TransferOutcome> {
  const legs = prepareLegs(request);
  const hash = requestHash(['transfer', request.kind, request.reference ?? null, legsForHash(legs)]);
  const row = await runTransfer(db, {
    key: request.idempotencyKey,
    hash,
    kind: request.kind,
    reference: request.reference ?? null,
    metadata: request.metadata ?? null,
    legs,
  });
  return toOutcome(row, request.kind);
}

/**
 * Several one-phase transfers inside a caller's transaction, in one `wallet_transfer_batch` statement (one
 * round trip; set-based writes): the set-based grants of a rush (docs/cash-rain.md, Rush). Each transfer
 * keeps its own key, hash and bounds; any transfer that does not come out created or replayed throws its
 * error (as `transfer` would), and the caller's transaction, which must then roll back, decides what to
 * retry. Errors: those of `transfer`.
 */
export async function transferMany(tx: Tx, requests: TransferRequest[]): Promise<TransferOutcome[]> {
  if (requests.length === 0) return [];
  const items: BatchItem[] = requests.map((request) => {
    const legs = prepareLegs(request);
    return {
      key: request.idempotencyKey,
      hash: requestHash(['transfer', request.kind, request.reference ?? null, legsForHash(legs)]),
      kind: request.kind,
      reference: request.reference ?? null,
      metadata: request.metadata ?? null,
      legs,
    };
  });
  const { rows } = await batchCall(items).execute(tx);
  if (rows.length !== requests.length) throw new Error('wallet_transfer_batch answered another count');
  return rows.map((row, i) => toOutcome(row, requests[i]!.kind));
}

export interface ReverseRequest {
  transferId: string;
  idempotencyKey: string;
  reference?: string | null;
  /** Why; kept with the correction (an operator's reason, a provider's rollback id). */
  metadata: Record<string, unknown>;
}

/**
 * The correction of a one-phase transfer: every leg moved back, at most once per transfer. Errors:
 * NOT_FOUND, TRANSFER_NOT_REVERSIBLE (a hold or settlement, or already reversed), INSUFFICIENT_BALANCE
 * (the player has spent what would go back), IDEMPOTENCY_MISMATCH.
 */
export async function reverseTransfer(db: Executor, request: ReverseRequest): Promise<TransferOutcome> {
  const hash = requestHash(['reverse', request.transferId, request.reference ?? null]);
  const row = await callWallet(
    db,
    walletCall('wallet_reverse', [
      request.idempotencyKey,
      hash,
      request.transferId,
      request.reference ?? null,
      request.metadata,
    ]),
  );
  return toOutcome(row, 'reversal');
}

import { createHash, randomInt } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/pool.ts';
import { AppError } from '../../http/errors.ts';
import { countTransfer } from '../../metrics/process-metrics.ts';
import { type Asset, assetOfKey } from './accounts.ts';

/** A pool or a caller's transaction: the wallet joins the caller's transaction when it is given one. */
export type Executor = Db;

export type Phase = 'single' | 'hold' | 'post' | 'void' | 'expire';

export interface Entry {
  /** The account key (docs/ledger.md). */
  account: string;
  asset: Asset;
  /** Negative out of the account, positive into it. */
  amountMinor: number;
  balanceAfterMinor: number;
}

export interface Transfer {
  id: string;
  phase: Phase;
  createdAt: Date;
  entries: Entry[];
}

/** `replayed`: the idempotency key had been used for this same request; `transfer` is the stored one. */
export interface TransferOutcome {
  transfer: Transfer;
  replayed: boolean;
}

/** The composite every wallet_* function returns (db/migrations/0101_wallet_functions.sql). */
export interface WalletResultRow {
  status:
    | 'created'
    | 'replayed'
    | 'mismatch'
    | 'insufficient'
    | 'not_found'
    | 'not_pending'
    | 'not_reversible';
  transfer_id: string | null;
  created_at: Date | null;
  detail: string | null;
  entry_keys: string[] | null;
  entry_amounts: (string | number)[] | null;
  entry_balances: (string | number)[] | null;
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const MAX_ATTEMPTS = 5;

/**
 * Runs one wallet function: one statement, so on a pool it is one round trip and its own transaction.
 * There a deadlock or serialization failure is retried here; inside a caller's transaction the error
 * aborts that transaction, and the caller's `inTransaction` retries the whole unit.
 */
export async function callWallet(db: Executor, query: RawBuilder<WalletResultRow>): Promise<WalletResultRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await query.execute(db);
      if (!rows[0]) throw new Error('wallet function returned no row');
      return rows[0];
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (db.isTransaction || !code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 3 + randomInt(7)));
    }
  }
}

/**
 * Turns a function's answer into the outcome (a new transfer is counted for /metrics under `kind`) or the catalogue error it stands for. Errors:
 * INSUFFICIENT_BALANCE, IDEMPOTENCY_MISMATCH, TRANSFER_NOT_PENDING, TRANSFER_NOT_REVERSIBLE, NOT_FOUND.
 */
export function toOutcome(row: WalletResultRow, kind: string): TransferOutcome {
  switch (row.status) {
    case 'created':
    case 'replayed': {
      const transfer = toTransfer(row);
      if (row.status === 'created') countTransfer(kind, transfer.phase, transfer.entries);
      return { transfer, replayed: row.status === 'replayed' };
    }
    case 'insufficient':
      throw new AppError('INSUFFICIENT_BALANCE', { internal: `short: ${row.detail}` });
    case 'mismatch':
      throw new AppError('IDEMPOTENCY_MISMATCH');
    case 'not_pending':
      throw new AppError('TRANSFER_NOT_PENDING', { data: { state: row.detail } });
    case 'not_reversible':
      throw new AppError('TRANSFER_NOT_REVERSIBLE', { internal: `phase ${row.detail} or already reversed` });
    case 'not_found':
      throw new AppError('NOT_FOUND', { internal: 'no such transfer or hold' });
  }
}

function toTransfer(row: WalletResultRow): Transfer {
  const keys = row.entry_keys ?? [];
  return {
    id: row.transfer_id!,
    phase: row.detail as Phase,
    createdAt: row.created_at!,
    entries: keys.map((account, i) => ({
      account,
      asset: assetOfKey(account),
      amountMinor: Number(row.entry_amounts![i]),
      balanceAfterMinor: Number(row.entry_balances![i]),
    })),
  };
}

/** sha256 of what makes a request itself: a replay must send the same, or it is a conflict (409). */
export function requestHash(parts: unknown[]): Buffer {
  return createHash('sha256').update(JSON.stringify(parts)).digest();
}

export function walletCall(name: 'wallet_transfer' | 'wallet_hold' | 'wallet_reverse', args: unknown[]) {
  return sql<WalletResultRow>`SELECT * FROM ${sql.raw(name)}(${sql.join(args)})`;
}

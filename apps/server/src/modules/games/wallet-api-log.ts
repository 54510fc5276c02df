import { createHash } from 'node:crypto';
import type { WalletResponse } from '@sika/contract';
import { sql } from 'kysely';
import type { Tx } from '../../db/transaction.ts';

export type WalletApiKind = 'bet' | 'win' | 'rollback' | 'tombstone';

/** What the provider gets back; stored per transaction so a duplicate gets the very same answer. */
export type WalletApiAnswer =
  | WalletResponse<'bet'>
  | WalletResponse<'win'>
  | WalletResponse<'rollback'>
  | WalletResponse<'roundEnd'>;

/** The operator's id for a provider call: its ledger transfer, else a stable id derived from the txId. */
export function walletTxIdOf(transferId: string | null, txId: string): string {
  return transferId ?? `nop-${createHash('sha256').update(txId).digest('hex').slice(0, 32)}`;
}

export interface LoggedCall {
  kind: WalletApiKind;
  roundId: string;
  playerId: string | null;
  amountMinor: number;
  requestHash: string;
  transferId: string | null;
  response: WalletApiAnswer;
  rolledBackAt: Date | null;
}

export function hashRequest(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Serialises every call about the same provider transaction ids (a duplicate arriving in parallel waits
 * for the first and then reads its stored answer). Keys are locked in sorted order: no deadlocks.
 */
export async function lockTransactionIds(tx: Tx, provider: string, txIds: string[]): Promise<void> {
  for (const id of [...new Set(txIds)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${provider}:${id}`}, 0))`.execute(tx);
  }
}

export async function findLoggedCall(
  tx: Tx,
  provider: string,
  txId: string,
): Promise<LoggedCall | undefined> {
  const row = await tx
    .selectFrom('wallet_api_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('tx_id', '=', txId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    kind: row.kind,
    roundId: row.round_id,
    playerId: row.player_id,
    amountMinor: row.amount_minor,
    requestHash: row.request_hash,
    transferId: row.transfer_id,
    response: JSON.parse(row.response) as WalletApiAnswer,
    rolledBackAt: row.rolled_back_at,
  };
}

export async function logCall(
  tx: Tx,
  provider: string,
  txId: string,
  call: Omit<LoggedCall, 'rolledBackAt'>,
  /** The server's clock (the test clock in tests): loss limits count stakes and wins by it. */
  at?: Date,
): Promise<void> {
  await tx
    .insertInto('wallet_api_transactions')
    .values({
      provider,
      tx_id: txId,
      kind: call.kind,
      round_id: call.roundId,
      player_id: call.playerId,
      amount_minor: call.amountMinor,
      request_hash: call.requestHash,
      transfer_id: call.transferId,
      response: JSON.stringify(call.response),
      ...(at ? { created_at: at } : {}),
    })
    .execute();
}

export async function markRolledBack(tx: Tx, provider: string, txId: string, now: Date): Promise<void> {
  await tx
    .updateTable('wallet_api_transactions')
    .set({ rolled_back_at: now })
    .where('provider', '=', provider)
    .where('tx_id', '=', txId)
    .execute();
}

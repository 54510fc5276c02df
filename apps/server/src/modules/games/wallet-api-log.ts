import { createHash } from 'node:crypto';
import type { WalletResponse } from '@sika/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Tx } from '../../db/transaction.ts';
import { countTransfer } from '../../metrics/process-metrics.ts';
import { moneyBalanceOf } from '../wallet/index.ts';

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

/**
 * The answer a settling function (migration 1893, decision 025) returned: the JSON text it sent and stored.
 * The transfer it made, if new, is counted for /metrics as `transfer` counts its own (`kind`, cash moved).
 */
export function answerOf(
  row: { response: string; created_minor: number | null; created_kind?: string | null },
  kind: string,
): WalletApiAnswer {
  if (row.created_minor !== null) {
    countTransfer(row.created_kind ?? kind, 'single', [{ asset: 'cash', amountMinor: row.created_minor }]);
  }
  return JSON.parse(row.response) as WalletApiAnswer;
}

export function hashRequest(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Serialises every call about the same provider transaction ids (a duplicate arriving in parallel waits
 * for the first and then reads its stored answer). Keys are locked in sorted order: no deadlocks. One
 * statement for all of them (unnest yields the sorted keys in order); what they protect must be read by a
 * later statement, whose snapshot is taken once the locks are held.
 */
export async function lockTransactionIds(tx: Tx, provider: string, txIds: string[]): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(${transactionLockKeys(provider, txIds)}::text[]) AS k`.execute(
    tx,
  );
}

/**
 * The advisory lock keys of `lockTransactionIds`, sorted, for the bet's, win's and rollback's reads that
 * take the locks and then do the whole call in one statement (migration 1893, `wallet_api_bet` and so on).
 */
export function transactionLockKeys(provider: string, txIds: string[]): string[] {
  return [...new Set(txIds)].sort().map((id) => `${provider}:${id}`);
}

/** The columns of a logged call, as `<prefix>_kind` and so on, for a statement that reads one along with more. */
export function loggedCallColumns(alias: string, prefix: string): RawBuilder<unknown> {
  const columns = [
    'kind',
    'round_id',
    'player_id',
    'amount_minor',
    'request_hash',
    'transfer_id',
    'response',
  ];
  return sql.raw([...columns, 'rolled_back_at'].map((c) => `${alias}.${c} AS ${prefix}_${c}`).join(', '));
}

/** The logged call read by `loggedCallColumns` (undefined when that row was absent). */
export function loggedCallOf(row: Record<string, unknown>, prefix: string): LoggedCall | undefined {
  const column = (name: string) => row[`${prefix}_${name}`];
  if (column('kind') == null) return undefined;
  return {
    kind: column('kind') as WalletApiKind,
    roundId: column('round_id') as string,
    playerId: column('player_id') as string | null,
    amountMinor: column('amount_minor') as number,
    requestHash: column('request_hash') as string,
    transferId: column('transfer_id') as string | null,
    response: JSON.parse(column('response') as string) as WalletApiAnswer,
    rolledBackAt: column('rolled_back_at') as Date | null,
  };
}

export async function findLoggedCall(
  tx: Tx,
  provider: string,
  txId: string,
): Promise<LoggedCall | undefined> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT ${loggedCallColumns('l', 'logged')} FROM wallet_api_transactions l
     WHERE l.provider = ${provider} AND l.tx_id = ${txId}`.execute(tx);
  return rows[0] && loggedCallOf(rows[0], 'logged');
}

/**
 * The log row of a call settled in TypeScript (a free round's win, free-rounds.ts), in one statement, whose
 * stored answer carries the player's money balance read by this same statement, after the transfer this
 * transaction made. Returns that answer. (Bets, wins and rollbacks write theirs inside their SQL function,
 * migration 1893.)
 *
 * `answer(balance)` builds the answer; the stored text is `JSON.stringify` of it, byte for byte what the
 * provider gets. Without a player the balance is 0.
 */
export async function recordCall(
  tx: Tx,
  call: {
    provider: string;
    txId: string;
    log: Omit<LoggedCall, 'rolledBackAt' | 'response'>;
    answer: (balance: number) => WalletApiAnswer;
    /** The server's clock (the test clock in tests): loss limits count stakes and wins by it. */
    at?: Date;
  },
): Promise<WalletApiAnswer> {
  const { provider, txId, log } = call;
  // The answer's JSON around its balance, which the statement reads and splices in as digits.
  const template = JSON.stringify(call.answer(BALANCE_MARK)).split(String(BALANCE_MARK));
  if (template.length !== 2) throw new Error('an answer to record carries its balance once');
  const [before, after] = template as [string, string];
  const balance = log.playerId ? moneyBalanceOf(log.playerId) : sql<number>`0::bigint`;
  const { rows } = await sql<{ balance: number }>`
    WITH balance AS (SELECT ${balance} AS balance),
    logged AS (
      INSERT INTO wallet_api_transactions
        (provider, tx_id, kind, round_id, player_id, amount_minor, request_hash, transfer_id, response,
         created_at)
      SELECT ${provider}, ${txId}, ${log.kind}, ${log.roundId}, ${log.playerId}, ${log.amountMinor},
             ${log.requestHash}, ${log.transferId}, ${before}::text || balance::text || ${after}::text,
             coalesce(${call.at ?? null}::timestamptz, now())
        FROM balance)
    SELECT balance FROM balance`.execute(tx);
  return call.answer(rows[0]!.balance);
}

/** Stands for the balance in an answer's template: no real balance is this number. */
const BALANCE_MARK = Number.MIN_SAFE_INTEGER;

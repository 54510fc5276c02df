import {
  type WalletCounterparty,
  type WalletLeg,
  type WalletRecord,
  type WalletRecordStatus,
  type WalletRecordsPage,
  type WalletRecordType,
  type WalletTransaction,
  walletLabels,
} from '@sika/contract';
import { sql } from 'kysely';
import { type Asset, assetOfKey } from './accounts.ts';
import type { Executor } from './write-path.ts';

/**
 * What a player reads of the ledger: their transfers by kind, with a status they understand. Holds
 * (withdrawals) take their status from the hold: pending, success when posted, failed when voided or
 * expired. Only one-phase and hold transfers are records; settlements show as the hold's status.
 */
const labels = walletLabels;

interface RecordRow {
  id: string;
  kind: WalletRecordType;
  phase: 'single' | 'hold';
  reference: string | null;
  created_at: Date;
  hold_state: 'pending' | 'posted' | 'voided' | 'expired' | null;
  settled_at: Date | null;
  reversed: boolean;
  cash: number;
  coins: number;
  diamonds: number;
}

function recordQuery(playerId: string) {
  return sql<RecordRow>`
    SELECT t.id, t.kind, t.phase, t.reference, t.created_at, h.state AS hold_state, h.settled_at,
           EXISTS (SELECT 1 FROM wallet_transfers r WHERE r.reverses_id = t.id) AS reversed,
           m.cash, m.coins, m.diamonds
    FROM wallet_transfers t
    LEFT JOIN wallet_holds h ON h.id = t.id
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(e.amount_minor) FILTER (WHERE a.asset = 'cash'), 0)::bigint AS cash,
             coalesce(sum(e.amount_minor) FILTER (WHERE a.asset = 'coins'), 0)::bigint AS coins,
             coalesce(sum(e.amount_minor) FILTER (WHERE a.asset = 'diamonds'), 0)::bigint AS diamonds
      FROM wallet_entries e JOIN wallet_accounts a ON a.id = e.account_id
      WHERE e.transfer_id = t.id AND a.player_id = ${playerId}::uuid
    ) m
    WHERE t.player_id = ${playerId}::uuid AND t.phase IN ('single', 'hold')`;
}

/** One page of the player's records of a kind, newest first. */
export async function listPlayerRecords(
  db: Executor,
  playerId: string,
  kind: WalletRecordType,
  paging: { page: number; size: number },
): Promise<WalletRecordsPage> {
  const offset = (paging.page - 1) * paging.size;
  const { rows } = await sql<RecordRow>`${recordQuery(playerId)} AND t.kind = ${kind}
    ORDER BY t.created_at DESC, t.id DESC LIMIT ${paging.size + 1} OFFSET ${offset}`.execute(db);
  return {
    page: paging.page,
    size: paging.size,
    hasMore: rows.length > paging.size,
    list: rows.slice(0, paging.size).map(toRecord),
  };
}

/** One of the player's transactions with its legs; undefined when it is not theirs (answer 404). */
export async function getPlayerTransaction(
  db: Executor,
  playerId: string,
  transferId: string,
): Promise<WalletTransaction | undefined> {
  const { rows } = await sql<RecordRow>`${recordQuery(playerId)} AND t.id = ${transferId}::uuid`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const legs = row.phase === 'hold' ? await holdLegs(db, row.id) : await transferLegs(db, row.id, playerId);
  return { ...toRecord(row), legs };
}

function toRecord(row: RecordRow): WalletRecord {
  const status = statusOf(row);
  return {
    id: row.id,
    type: row.kind,
    typeLabel: labels.type[row.kind],
    status,
    statusLabel: labels.status[status],
    reference: row.reference,
    cashMinor: row.cash,
    coins: row.coins,
    diamonds: row.diamonds,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

function statusOf(row: RecordRow): WalletRecordStatus {
  if (row.hold_state === 'pending') return 'pending';
  if (row.hold_state === 'voided' || row.hold_state === 'expired') return 'failed';
  return row.reversed ? 'reversed' : 'success';
}

/** A hold's legs as the player meant them: from their pocket to the final destination, not the escrow. */
async function holdLegs(db: Executor, holdId: string): Promise<WalletLeg[]> {
  const hold = await db
    .selectFrom('wallet_holds')
    .select(['leg_from', 'leg_to', 'leg_amount_minor'])
    .where('id', '=', holdId)
    .executeTakeFirstOrThrow();
  return hold.leg_from.map((from, i) => toLeg(from, hold.leg_to[i]!, -Number(hold.leg_amount_minor[i])));
}

/** Each leg (a debit entry and its credit) seen from the player's side. */
async function transferLegs(db: Executor, transferId: string, playerId: string): Promise<WalletLeg[]> {
  const entries = await db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .select(['e.seq', 'e.amount_minor', 'a.key', 'a.player_id'])
    .where('e.transfer_id', '=', transferId)
    .orderBy('e.seq')
    .execute();
  const legs: WalletLeg[] = [];
  for (let i = 0; i + 1 < entries.length; i += 2) {
    const debit = entries[i]!;
    const credit = entries[i + 1]!;
    if (credit.player_id === playerId) legs.push(toLeg(credit.key, debit.key, credit.amount_minor));
    if (debit.player_id === playerId) legs.push(toLeg(debit.key, credit.key, debit.amount_minor));
  }
  return legs;
}

function toLeg(playerKey: string, otherKey: string, amountMinor: number): WalletLeg {
  const asset: Asset = assetOfKey(playerKey);
  const pocket = playerKey.split(':')[2];
  const counterparty = counterpartyOf(otherKey);
  return {
    asset,
    assetLabel: labels.asset[asset],
    amountMinor,
    withdrawable: asset === 'cash' ? pocket === 'withdrawable' : null,
    counterparty,
    counterpartyLabel: labels.counterparty[counterparty],
  };
}

const PURPOSE_COUNTERPARTY: Record<string, WalletCounterparty> = {
  deposits: 'mobile_money',
  payouts: 'mobile_money',
  games: 'game',
  fees: 'fee',
  taxes: 'tax',
  adjustments: 'adjustment',
  exchange: 'exchange',
};

function counterpartyOf(key: string): WalletCounterparty {
  const [owner, purpose = ''] = key.split(':');
  if (owner === 'player') return 'balance';
  if (purpose.startsWith('promotion.')) return 'promotion';
  return PURPOSE_COUNTERPARTY[purpose] ?? 'adjustment';
}

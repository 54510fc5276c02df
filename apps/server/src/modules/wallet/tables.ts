import type { Generated } from 'kysely';

/** The wallet's tables as Kysely reads them (db/migrations/0100_wallet_ledger.sql). Writes go through SQL functions. */
export interface WalletAccountsTable {
  id: Generated<number>;
  key: string;
  asset: 'cash' | 'coins' | 'diamonds';
  player_id: string | null;
  pocket: string;
  shard: number | null;
  allow_negative: boolean;
  balance_minor: number;
  version: number;
  created_at: Generated<Date>;
}

export interface WalletTransfersTable {
  id: Generated<string>;
  idempotency_key: string;
  request_hash: Buffer;
  kind: string;
  phase: 'single' | 'hold' | 'post' | 'void' | 'expire';
  player_id: string | null;
  hold_id: string | null;
  reverses_id: string | null;
  reference: string | null;
  metadata: unknown;
  created_at: Generated<Date>;
}

export interface WalletEntriesTable {
  transfer_id: string;
  seq: number;
  account_id: number;
  account_version: number;
  amount_minor: number;
  balance_after_minor: number;
}

export interface WalletHoldsTable {
  id: string;
  state: 'pending' | 'posted' | 'voided' | 'expired';
  expires_at: Date | null;
  leg_from: string[];
  leg_escrow: string[];
  leg_to: string[];
  leg_amount_minor: string[];
  settled_by: string | null;
  settled_at: Date | null;
}

export interface WalletTables {
  wallet_accounts: WalletAccountsTable;
  wallet_transfers: WalletTransfersTable;
  wallet_entries: WalletEntriesTable;
  wallet_holds: WalletHoldsTable;
}

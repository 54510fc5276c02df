import type { ColumnType, Generated, Selectable } from 'kysely';

/** The withdrawal tables as Kysely reads them (db/migrations/0600_withdrawals.sql). */
type Json = ColumnType<unknown, string | null, string | null>;

export interface WithdrawChannelsTable {
  id: number;
  market: string;
  channel_code: string;
  fee_type: number;
  fee_value: number;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface WithdrawPlayersTable {
  player_id: string;
  last_success_channel: string | null;
  updated_at: Date;
}

/** 1 created · 2 processing · 3 success · 4 failed (docs/withdrawals.md). */
export type WithdrawStateCode = 1 | 2 | 3 | 4;

export interface WithdrawOrdersTable {
  id: string;
  order_no: string;
  player_id: string;
  market: string;
  currency: string;
  channel_id: number;
  channel_code: string;
  provider: string;
  bank_account: string;
  msisdn: string;
  bank_account_name: string;
  bank_name: string;
  coins: number;
  money_minor: number;
  fee_minor: number;
  tax_minor: number;
  net_minor: number;
  hold_id: string;
  state: Generated<WithdrawStateCode>;
  provider_ref: string;
  provider_status: string | null;
  provider_txn_id: string | null;
  paid_amount_minor: number | null;
  failure_code: string | null;
  failure_provider_code: string | null;
  failure_text: string | null;
  settlement_id: string | null;
  client_key: string;
  request_hash: string;
  send_count: Generated<number>;
  sent_at: Date | null;
  check_count: Generated<number>;
  next_check_at: Date | null;
  unknown_since: Date | null;
  escalate_at: Date;
  escalated_at: Date | null;
  review_reason: string | null;
  review_note: string | null;
  settled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface WithdrawEventsTable {
  id: Generated<number>;
  order_id: string;
  from_state: number;
  to_state: number;
  source: string;
  detail: Json;
  at: Date;
}

export interface WithdrawCallbacksTable {
  id: Generated<number>;
  provider: string;
  method: string;
  path: string;
  headers: Json;
  raw_body: string;
  order_id: string | null;
  verdict: string | null;
  claimed_state: string | null;
  received_at: Date;
}

export interface WithdrawalsTables {
  withdraw_channels: WithdrawChannelsTable;
  withdraw_players: WithdrawPlayersTable;
  withdraw_orders: WithdrawOrdersTable;
  withdraw_events: WithdrawEventsTable;
  withdraw_callbacks: WithdrawCallbacksTable;
}

export type WithdrawOrderRow = Selectable<WithdrawOrdersTable>;

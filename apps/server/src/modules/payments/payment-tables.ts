import type { ColumnType, Generated, Selectable } from 'kysely';

/** The payments tables as Kysely reads them (db/migrations/0200_payments.sql). */
type Json = ColumnType<unknown, string | null, string | null>;

export interface PaymentChannelsTable {
  id: number;
  market: string;
  channel_code: string;
  name: string;
  logo_url: string;
  memo: string;
  mobile_pattern: string;
  provider: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface DepositPackagesTable {
  id: number;
  market: string;
  pay_money_minor: number;
  bonus_coins: Generated<number>;
  hot: Generated<boolean>;
  img: string | null;
  first_deposit_only: Generated<boolean>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

/** 1 created · 2 pending · 3 success · 4 failed · 5 expired (packages/contract payments.ts). */
export type DepositStateCode = 1 | 2 | 3 | 4 | 5;

export interface DepositOrdersTable {
  id: string;
  trans_no: string;
  player_id: string;
  market: string;
  currency: string;
  channel_id: number;
  channel_code: string;
  provider: string;
  item_id: number | null;
  first_deposit_offer: Generated<boolean>;
  amount_minor: number;
  bonus_coins: Generated<number>;
  tax_minor: Generated<number>;
  payer_mobile: string;
  msisdn: string;
  state: Generated<DepositStateCode>;
  provider_status: string | null;
  provider_ref: string | null;
  provider_txn_id: string | null;
  paid_amount_minor: number | null;
  credited_minor: number | null;
  credited_bonus_coins: number | null;
  transfer_id: string | null;
  deposit_seq: number | null;
  failure_code: string | null;
  failure_provider_code: string | null;
  failure_text: string | null;
  client_key: string | null;
  request_hash: string | null;
  review_reason: string | null;
  review_note: string | null;
  check_count: Generated<number>;
  last_checked_at: Date | null;
  next_check_at: Date | null;
  initiated_at: Date | null;
  expires_at: Date;
  watch_until: Date;
  settled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface DepositEventsTable {
  id: Generated<number>;
  order_id: string;
  from_state: number;
  to_state: number;
  source: string;
  detail: Json;
  at: Date;
}

export interface PaymentCallbacksTable {
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

export interface PaymentsTables {
  payment_channels: PaymentChannelsTable;
  deposit_packages: DepositPackagesTable;
  deposit_orders: DepositOrdersTable;
  deposit_events: DepositEventsTable;
  payment_callbacks: PaymentCallbacksTable;
}

export type DepositOrderRow = Selectable<DepositOrdersTable>;

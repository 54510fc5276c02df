import type { Generated, Selectable } from 'kysely';

/** The appeals tables as Kysely reads them (db/migrations/0210_appeals.sql). */
export interface DepositAppealsTable {
  id: string;
  player_id: string;
  order_id: string;
  transaction_id: string;
  remark: string | null;
  receipt_file: string;
  receipt_bytes: number;
  receipt_width: number;
  receipt_height: number;
  status: Generated<number>;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface DepositAppealEventsTable {
  id: Generated<number>;
  appeal_id: string;
  status: number;
  reason: string | null;
  note: string | null;
  actor: string;
  at: Date;
}

export interface FeedbackTables {
  deposit_appeals: DepositAppealsTable;
  deposit_appeal_events: DepositAppealEventsTable;
}

export type AppealRow = Selectable<DepositAppealsTable>;
export type AppealEventRow = Selectable<DepositAppealEventsTable>;

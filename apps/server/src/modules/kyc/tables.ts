import type { ColumnType, Selectable } from 'kysely';

/** The KYC table as Kysely reads it (db/migrations/0610_kyc.sql). */
export type KycState = 'submitted' | 'approved' | 'rejected';

export interface KycRecordsTable {
  id: string;
  player_id: string;
  market: string;
  state: KycState;
  fields: ColumnType<Record<string, string>, string, string>;
  first_name: string;
  surname: string;
  date_of_birth: ColumnType<Date, string, string>;
  identity_key: string | null;
  flags: ColumnType<string[], string[] | undefined, string[]>;
  duplicate_of: ColumnType<string[], string[] | undefined, string[]>;
  decided_by: string | null;
  decision_reason: string | null;
  submitted_at: Date;
  decided_at: Date | null;
  ip: string | null;
}

export interface KycTables {
  kyc_records: KycRecordsTable;
}

export type KycRecordRow = Selectable<KycRecordsTable>;

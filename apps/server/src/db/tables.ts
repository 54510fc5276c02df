import type { ColumnType, Generated } from 'kysely';
import type { ContentTables } from '../modules/content/index.ts';
import type { FeedbackTables } from '../modules/feedback/index.ts';
import type { GamesTables } from '../modules/games/index.ts';
import type { KycTables } from '../modules/kyc/index.ts';
import type { MessagesTables } from '../modules/messages/index.ts';
import type { PaymentsTables } from '../modules/payments/index.ts';
import type { SelfExclusionTables } from '../modules/self-exclusion/index.ts';
import type { WalletTables } from '../modules/wallet/tables.ts';
import type { WithdrawalsTables } from '../modules/withdrawals/index.ts';

/**
 * The tables the server reads and writes through Kysely, one interface per module, merged below.
 * The SQL itself lives in db/migrations; keep both in step.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PlayersTable {
  id: Generated<string>;
  mobile: string;
  password_hash: string;
  invite_code: string;
  invited_by: string | null;
  guid: string | null;
  nick_name: string | null;
  img: string | null;
  date_of_birth: string | null;
  gender: string | null;
  region: string | null;
  state: string | null;
  address: string | null;
  first_name: string | null;
  last_name: string | null;
  level_id: Generated<number>;
  score: Generated<number>;
  pin_hash: string | null;
  mobile_changed_at: Date | null;
  status: Generated<'active' | 'disabled'>;
  self_excluded_until: Date | null;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  token_hash: Buffer;
  player_id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Date | null;
  device_id: string | null;
  platform: string | null;
  ip: string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code_hash: Buffer;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Date | null;
  created_at: Generated<Date>;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  body: string;
  created_at: Generated<Date>;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface AccountTables {
  players: PlayersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  rate_limits: RateLimitsTable;
}

// Each module adds its tables here: `export interface Database extends AccountTables, WalletTables {}`.
export interface Database
  extends AccountTables,
    WithdrawalsTables,
    KycTables,
    WalletTables,
    ContentTables,
    MessagesTables,
    PaymentsTables,
    FeedbackTables,
    SelfExclusionTables,
    GamesTables {}

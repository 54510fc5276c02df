import type { ColumnType, Generated } from 'kysely';
import type { TextColumn } from '../content/index.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface MemberMessagesTable {
  id: Generated<number>;
  player_id: string;
  title: TextColumn;
  content: TextColumn;
  url: string | null;
  created_at: Timestamp;
  read_at: Date | null;
}

export interface SystemMessagesTable {
  id: Generated<number>;
  market: string;
  title: TextColumn;
  content: TextColumn;
  url: string | null;
  audience: Generated<'all' | 'existing'>;
  published_at: Timestamp;
  expires_at: Date | null;
  created_at: Generated<Date>;
}

export interface MessageReadMarksTable {
  player_id: string;
  system_read_through: Timestamp;
}

export interface SystemMessageReadsTable {
  player_id: string;
  message_id: number;
  read_at: Timestamp;
}

export interface NoticePopupsTable {
  id: Generated<number>;
  market: string;
  player_id: string | null;
  type: Generated<number>;
  message: TextColumn;
  title: TextColumn;
  content: TextColumn;
  img: Generated<string>;
  url: Generated<string>;
  starts_at: Timestamp;
  ends_at: Date | null;
  created_at: Generated<Date>;
}

export interface NoticePopupDeliveriesTable {
  popup_id: number;
  player_id: string;
  delivered_at: Timestamp;
}

export interface MessagesTables {
  member_messages: MemberMessagesTable;
  system_messages: SystemMessagesTable;
  message_read_marks: MessageReadMarksTable;
  system_message_reads: SystemMessageReadsTable;
  notice_popups: NoticePopupsTable;
  notice_popup_deliveries: NoticePopupDeliveriesTable;
}

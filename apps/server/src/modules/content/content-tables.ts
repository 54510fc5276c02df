import type { ColumnType, Generated } from 'kysely';
import type { LocalizedText } from './localized-text.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb language map: read as an object, written as its JSON text. */
export type TextColumn = ColumnType<LocalizedText, string, string>;

export interface SystemOptionsTable {
  id: Generated<number>;
  market: string;
  type: number;
  name: string;
  content: TextColumn;
  updated_at: Generated<Date>;
}

export interface AdvertsTable {
  id: Generated<number>;
  market: string;
  position: string;
  type_id: Generated<number>;
  image: TextColumn;
  url: Generated<string>;
  content: TextColumn;
  sort: Generated<number>;
  starts_at: Timestamp;
  ends_at: Date | null;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface MenuItemsTable {
  id: Generated<number>;
  market: string;
  menu_id: number;
  sort: Generated<number>;
  title: TextColumn;
  url: Generated<string>;
  img: Generated<string>;
  content: TextColumn;
  actived: Generated<boolean>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface NoticesTable {
  id: Generated<number>;
  market: string;
  img: Generated<string>;
  title: TextColumn;
  content: TextColumn;
  url: Generated<string>;
  sort: Generated<number>;
  published_at: Timestamp;
  ends_at: Date | null;
  enabled: Generated<boolean>;
}

export interface H5PagesTable {
  market: string;
  type: number;
  title: TextColumn;
  body: TextColumn;
  updated_at: Generated<Date>;
}

export interface FaqEntriesTable {
  id: Generated<number>;
  market: string;
  sort: Generated<number>;
  question: TextColumn;
  answer: TextColumn;
  enabled: Generated<boolean>;
}

export interface RuleTextsTable {
  market: string;
  rule_type: string;
  title: TextColumn;
  content: TextColumn;
  updated_at: Generated<Date>;
}

export interface AppVersionsTable {
  id: Generated<number>;
  market: string;
  platform: string;
  version: string;
  version_code: number;
  apk_url: string;
  img_url: string;
  force: Generated<boolean>;
  notes: TextColumn;
  released_at: Timestamp;
}

export interface DemoSeedsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface ContentTables {
  system_options: SystemOptionsTable;
  adverts: AdvertsTable;
  menu_items: MenuItemsTable;
  notices: NoticesTable;
  h5_pages: H5PagesTable;
  faq_entries: FaqEntriesTable;
  rule_texts: RuleTextsTable;
  app_versions: AppVersionsTable;
  demo_seeds: DemoSeedsTable;
}

import type { ColumnType, Generated } from 'kysely';

export interface SelfExclusionsTable {
  id: Generated<number>;
  player_id: string;
  period: string;
  starts_at: ColumnType<Date, Date, never>;
  // 'infinity' when permanent, which pg reads back as the number Infinity: read it through SQL (isfinite).
  requested_until: ColumnType<Date | number, Date | string, never>;
  ip: string | null;
  created_at: Generated<Date>;
}

export interface SelfExclusionTables {
  self_exclusions: SelfExclusionsTable;
}

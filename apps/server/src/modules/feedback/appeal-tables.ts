import type { Selectable } from 'kysely';
import type { DepositAppealEvents, DepositAppeals } from '../../db/schema.gen.ts';

/** The appeals tables as Kysely sees them, generated from db/migrations/0210_appeals.sql (`npm run db:types`). */
export type { DepositAppeals as DepositAppealsTable };

export type AppealRow = Selectable<DepositAppeals>;
export type AppealEventRow = Selectable<DepositAppealEvents>;

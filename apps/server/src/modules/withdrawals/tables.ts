import type { Selectable } from 'kysely';
import type { WithdrawOrders } from '../../db/schema.gen.ts';

/** The withdraw tables as Kysely sees them, generated from db/migrations (`npm run db:types`). */
export type { WithdrawOrders as WithdrawOrdersTable };

export type WithdrawOrderRow = Selectable<WithdrawOrders>;
/** 1 created · 2 processing · 3 success · 4 failed (docs/withdrawals.md). */
export type WithdrawStateCode = WithdrawOrderRow['state'];

import type { Selectable } from 'kysely';
import type { DepositOrders, DepositPackages, PaymentChannels } from '../../db/schema.gen.ts';

/** The payments tables as Kysely sees them, generated from db/migrations (`npm run db:types`). */
export type {
  DepositOrders as DepositOrdersTable,
  DepositPackages as DepositPackagesTable,
  PaymentChannels as PaymentChannelsTable,
};

export type DepositOrderRow = Selectable<DepositOrders>;
/** 1 created · 2 pending · 3 success · 4 failed · 5 expired (packages/contract payments.ts). */
export type DepositStateCode = DepositOrderRow['state'];

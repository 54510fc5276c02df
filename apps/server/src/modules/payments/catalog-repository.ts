import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/pool.ts';
import type { DepositPackagesTable, PaymentChannelsTable } from './payment-tables.ts';

/** The SQL of what a market offers: channels and packages (operator data, seeded by seed-payments.ts). */
export type ChannelRow = Selectable<PaymentChannelsTable>;
export type PackageRow = Selectable<DepositPackagesTable>;

export function listChannels(db: Db, market: string): Promise<ChannelRow[]> {
  return db
    .selectFrom('payment_channels')
    .selectAll()
    .where('market', '=', market)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** A channel of the market by its code (`MTN_MM`) or id (`1`), enabled or not. */
export function findChannel(db: Db, market: string, ref: string): Promise<ChannelRow | undefined> {
  const query = db.selectFrom('payment_channels').selectAll().where('market', '=', market);
  return (
    /^\d{1,9}$/.test(ref) ? query.where('id', '=', Number(ref)) : query.where('channel_code', '=', ref)
  ).executeTakeFirst();
}

/** The grid's packages: enabled, not the first-deposit offer's. */
export function listGridPackages(db: Db, market: string): Promise<PackageRow[]> {
  return db
    .selectFrom('deposit_packages')
    .selectAll()
    .where('market', '=', market)
    .where('enabled', '=', true)
    .where('first_deposit_only', '=', false)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findPackage(db: Db, market: string, id: number): Promise<PackageRow | undefined> {
  return db
    .selectFrom('deposit_packages')
    .selectAll()
    .where('market', '=', market)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

/** Adds what is missing; an operator's later changes to a row are never overwritten. */
export async function insertMissingCatalog(
  db: Db,
  channels: Insertable<PaymentChannelsTable>[],
  packages: Insertable<DepositPackagesTable>[],
): Promise<void> {
  if (channels.length > 0) {
    await db
      .insertInto('payment_channels')
      .values(channels)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (packages.length > 0) {
    await db
      .insertInto('deposit_packages')
      .values(packages)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

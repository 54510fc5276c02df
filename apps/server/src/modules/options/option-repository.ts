import type { Language, SystemOption } from '@sika/contract';
import type { Db } from '../../db/pool.ts';
import { type LocalizedText, localized, textJson } from '../content/index.ts';

export function findOptions(
  db: Db,
  market: string,
  types: number[],
  lang: Language,
): Promise<SystemOption[]> {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('system_options')
    .select(['id', 'type', 'name', localized('content', lang).as('content')])
    .where('market', '=', market)
    .where('type', 'in', types)
    .orderBy('type')
    .execute();
}

export interface NewOption {
  type: number;
  name: string;
  content: LocalizedText | string;
}

/** Adds the options a market lacks; an option an operator has set is never overwritten. */
export async function insertMissingOptions(db: Db, market: string, options: NewOption[]): Promise<void> {
  if (options.length === 0) return;
  await db
    .insertInto('system_options')
    .values(options.map((o) => ({ market, type: o.type, name: o.name, content: textJson(o.content) })))
    .onConflict((oc) => oc.columns(['market', 'type']).doNothing())
    .execute();
}

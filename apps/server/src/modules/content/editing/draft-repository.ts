import { type ContentDraft, type ContentEdit, type ContentKind, contentItem } from '@sika/contract';
import type { Db } from '../../../db/pool.ts';
import type { Tx } from '../../../db/transaction.ts';

/** content_drafts (migration 1520): edits players do not see until they are published. */

interface DraftRow {
  id: string;
  kind: string;
  target_key: string | null;
  payload: unknown;
  updated_at: Date;
  updated_by: string | null;
}

/** A stored draft read back through the contract's schema, so a row from an older shape fails loudly. */
export function toDraft(row: DraftRow): ContentDraft {
  const item = contentItem.parse({ kind: row.kind, key: '', payload: row.payload });
  return {
    kind: item.kind,
    payload: item.payload,
    id: row.id,
    targetKey: row.target_key,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  } as ContentDraft;
}

function draftViews(db: Db | Tx, market: string) {
  return db
    .selectFrom('content_drafts as d')
    .leftJoin('staff_accounts as s', 's.id', 'd.updated_by')
    .select(['d.id', 'd.kind', 'd.target_key', 'd.payload', 'd.updated_at', 's.email as updated_by'])
    .where('d.market', '=', market);
}

/** The drafts of one kind, newest edit first; `updatedBy` is the editor's e-mail. */
export async function listDrafts(db: Db, market: string, kind: ContentKind): Promise<ContentDraft[]> {
  const rows = await draftViews(db, market)
    .where('d.kind', '=', kind)
    .orderBy('d.updated_at', 'desc')
    .execute();
  return rows.map(toDraft);
}

export async function readDraft(db: Db | Tx, market: string, id: string): Promise<ContentDraft> {
  return toDraft(await draftViews(db, market).where('d.id', '=', id).executeTakeFirstOrThrow());
}

/** The draft under a row lock (publish, discard and edit take turns on it). */
export function lockDraft(tx: Tx, market: string, id: string) {
  return tx
    .selectFrom('content_drafts')
    .select(['id', 'kind', 'target_key', 'payload', 'updated_at', 'updated_by'])
    .where('market', '=', market)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findDraftIdByTarget(db: Db | Tx, market: string, kind: ContentKind, targetKey: string) {
  return db
    .selectFrom('content_drafts')
    .select('id')
    .where('market', '=', market)
    .where('kind', '=', kind)
    .where('target_key', '=', targetKey)
    .executeTakeFirst();
}

export async function updateDraft(tx: Tx, id: string, item: ContentEdit, staffId: string, now: Date) {
  return tx
    .updateTable('content_drafts')
    .set({ payload: JSON.stringify(item.payload), updated_by: staffId, updated_at: now })
    .where('id', '=', id)
    .returning(['id', 'kind', 'target_key', 'payload', 'updated_at', 'updated_by'])
    .executeTakeFirstOrThrow();
}

/** Inserts a draft; undefined when another draft of the same live item won the race. */
export function insertDraft(
  tx: Tx,
  draft: {
    id: string;
    market: string;
    item: ContentEdit;
    targetKey: string | null;
    staffId: string;
  },
  now: Date,
) {
  return tx
    .insertInto('content_drafts')
    .values({
      id: draft.id,
      market: draft.market,
      kind: draft.item.kind,
      target_key: draft.targetKey,
      payload: JSON.stringify(draft.item.payload),
      updated_by: draft.staffId,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['market', 'kind', 'target_key']).doNothing())
    .returning(['id', 'kind', 'target_key', 'payload', 'updated_at', 'updated_by'])
    .executeTakeFirst();
}

export function deleteDraft(tx: Tx, id: string) {
  return tx.deleteFrom('content_drafts').where('id', '=', id).execute();
}

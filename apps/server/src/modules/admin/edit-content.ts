import { randomUUID } from 'node:crypto';
import type { ContentDraft, ContentEdit, ContentItem, ContentKind, SaveDraftBody } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import {
  deleteDraft,
  findDraftIdByTarget,
  insertDraft,
  listDrafts,
  lockDraft,
  naturalKey,
  readDraft,
  readLiveItems,
  toDraft,
  updateDraft,
  writeLiveItem,
} from '../content/index.ts';
import { type Actor, audited } from './audit.ts';

/**
 * Content in the back office (decision 016): an edit is saved as a draft that players do not see; publishing
 * writes it onto the live row and drops the draft, each step in one transaction with its audit row.
 * Players' reads are not cached on the server and every API answer is `no-store`, so a published item is
 * what the next request of any player reads.
 */

type Edit = ContentEdit;
type SaveDraftInput = SaveDraftBody;

export async function listContent(ctx: ServerContext, kind: ContentKind) {
  const [live, drafts] = await Promise.all([
    readLiveItems(ctx.db, ctx.market.code, kind),
    listDrafts(ctx.db, ctx.market.code, kind),
  ]);
  return { live, drafts };
}

/** An end at or before its start would break the live table's CHECK: refuse it in words. */
function assertWindow(item: Edit) {
  const window =
    item.kind === 'advert'
      ? [item.payload.startAt, item.payload.endAt]
      : item.kind === 'notice'
        ? [item.payload.publishedAt, item.payload.endAt]
        : null;
  if (window?.[1] && Date.parse(window[1]) <= Date.parse(window[0] as string)) {
    throw new AppError('CONTENT_WINDOW_INVALID');
  }
}

/**
 * Saves an edit as a draft: `draftId` changes that draft; else the draft of the live item (`targetKey`, or
 * the type of a page, rule or option) is created or changed; else a new item's draft is created.
 * Errors: CONTENT_DRAFT_NOT_FOUND, CONTENT_ITEM_NOT_FOUND, CONTENT_WINDOW_INVALID, ALREADY_DECIDED.
 */
export async function saveContentDraft(
  ctx: ServerContext,
  actor: Actor,
  input: SaveDraftInput,
): Promise<ContentDraft> {
  const item = { kind: input.kind, payload: input.payload } as Edit;
  assertWindow(item);
  const market = ctx.market.code;
  const targetKey = naturalKey(item) ?? input.targetKey ?? null;
  if (!input.draftId && targetKey !== null && naturalKey(item) === null) {
    const [live] = await readLiveItems(ctx.db, market, item.kind, targetKey);
    if (!live) throw new AppError('CONTENT_ITEM_NOT_FOUND');
  }
  // One draft per live item: an edit of an item that has a draft changes that draft.
  const existing =
    input.draftId ??
    (targetKey ? (await findDraftIdByTarget(ctx.db, market, item.kind, targetKey))?.id : undefined);
  const id = existing ?? randomUUID();
  return audited(
    ctx,
    actor,
    { action: 'content.save_draft', targetType: 'content_draft', targetId: id },
    async (tx) => {
      const now = ctx.now();
      if (existing) {
        const before = await lockDraft(tx, market, id);
        if (!before || before.kind !== item.kind) throw new AppError('CONTENT_DRAFT_NOT_FOUND');
        await updateDraft(tx, id, item, actor.staffId, now);
        const draft = await readDraft(tx, market, id);
        return { before: toDraft(before).payload, after: draftAudit(draft), result: draft };
      }
      const inserted = await insertDraft(tx, { id, market, item, targetKey, staffId: actor.staffId }, now);
      // Another editor created the draft of this item a split second ago: theirs stands; saving again edits it.
      if (!inserted) throw new AppError('ALREADY_DECIDED');
      const draft = await readDraft(tx, market, id);
      return { before: null, after: draftAudit(draft), result: draft };
    },
  );
}

function draftAudit(draft: ContentDraft) {
  return { kind: draft.kind, targetKey: draft.targetKey, payload: draft.payload };
}

/**
 * Publishes a draft: the live row is written (or created) and the draft deleted, under the draft's row
 * lock, so two clicks publish once. Errors: CONTENT_DRAFT_NOT_FOUND, CONTENT_ITEM_NOT_FOUND.
 */
export function publishContentDraft(ctx: ServerContext, actor: Actor, draftId: string): Promise<ContentItem> {
  const market = ctx.market.code;
  return audited(
    ctx,
    actor,
    { action: 'content.publish', targetType: 'content_draft', targetId: draftId },
    async (tx) => {
      const row = await lockDraft(tx, market, draftId);
      if (!row) throw new AppError('CONTENT_DRAFT_NOT_FOUND');
      const draft = toDraft(row);
      const [live] =
        draft.targetKey === null ? [] : await readLiveItems(tx, market, draft.kind, draft.targetKey);
      const key = await writeLiveItem(tx, market, draft, naturalKey(draft) ?? draft.targetKey, ctx.now());
      await deleteDraft(tx, draftId);
      const [published] = await readLiveItems(tx, market, draft.kind, key);
      if (!published) throw new Error(`published ${draft.kind} ${key} is not there`);
      return {
        before: live ? { key: live.key, payload: live.payload } : null,
        after: { kind: published.kind, key, payload: published.payload },
        result: published,
      };
    },
  );
}

/** Drops a draft. Errors: CONTENT_DRAFT_NOT_FOUND. */
export function discardContentDraft(ctx: ServerContext, actor: Actor, draftId: string): Promise<null> {
  const market = ctx.market.code;
  return audited(
    ctx,
    actor,
    { action: 'content.discard_draft', targetType: 'content_draft', targetId: draftId },
    async (tx) => {
      const row = await lockDraft(tx, market, draftId);
      if (!row) throw new AppError('CONTENT_DRAFT_NOT_FOUND');
      await deleteDraft(tx, draftId);
      const draft = toDraft(row);
      return { before: draftAudit(draft), after: null, result: null };
    },
  );
}

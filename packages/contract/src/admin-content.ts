import { z } from 'zod';
import { defineStaffCall } from './admin.ts';
import { advertPosition } from './content.ts';
import { isoDate, sitePicture } from './fields.ts';

/**
 * The content area of the back office (issue 18, decision 016): adverts, menus, notices, pages, FAQ, rules
 * and options, written in en/fr/pt. An edit is a draft (content_drafts) that players never read; publishing
 * copies it onto the live row, in one audited transaction. Messages and notice popups go to one player or
 * to every player of the market, once per idempotency key.
 */

export const contentKinds = ['advert', 'menu_item', 'notice', 'page', 'faq', 'rule', 'option'] as const;
export const contentKind = z.enum(contentKinds);
export type ContentKind = z.infer<typeof contentKind>;

/** A text in the three languages; English is what a player reads where a translation is blank. */
function localizedText(max: number, enRequired = true) {
  const other = z.string().trim().max(max).optional();
  return z.object({
    en: enRequired ? z.string().trim().min(1).max(max) : z.string().trim().max(max),
    fr: other,
    pt: other,
  });
}
export const localizedTitle = localizedText(200);
export type LocalizedInput = z.infer<typeof localizedTitle>;

const link = z.string().trim().max(500);
const sort = z.number().int().min(-100_000).max(100_000);
const instant = z.iso.datetime({ offset: true });

/** An icon or picture, served by Sika (a /content/… path), or none (''). */
const optionalPicture = sitePicture.or(z.literal(''));

export const advertPayload = z.object({
  position: advertPosition,
  /** 0 image only, 1 in-app route, 2 external page, 3 first-deposit offer (content.ts `advert`). */
  typeId: z.number().int().min(0).max(3),
  /** An image per language (images often carry text), each served by Sika (a /content/… path); blank: English's. */
  image: z.object({
    en: sitePicture,
    fr: optionalPicture.optional(),
    pt: optionalPicture.optional(),
  }),
  url: link,
  content: localizedText(2000, false),
  sort,
  startAt: instant,
  endAt: instant.nullable(),
  enabled: z.boolean(),
});
export const menuItemPayload = z.object({
  menuId: z.number().int().min(1).max(999_999),
  title: localizedTitle,
  url: link,
  img: optionalPicture,
  content: localizedText(2000, false),
  actived: z.boolean(),
  sort,
  enabled: z.boolean(),
});
export const noticePayload = z.object({
  title: localizedTitle,
  content: localizedText(5000),
  img: optionalPicture,
  url: link,
  sort,
  publishedAt: instant,
  endAt: instant.nullable(),
  enabled: z.boolean(),
});
export const pagePayload = z.object({
  type: z.number().int().min(1).max(999_999),
  title: localizedTitle,
  /** Operator-written HTML, as the pages have always been. */
  body: localizedText(100_000),
});
export const faqPayload = z.object({
  question: localizedText(500),
  answer: localizedText(5000),
  sort,
  enabled: z.boolean(),
});
export const rulePayload = z.object({
  ruleType: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  title: localizedTitle,
  content: localizedText(20_000),
});
export const optionPayload = z.object({
  type: z.number().int().min(1).max(999_999),
  name: z.string().trim().min(1).max(200),
  content: localizedText(20_000),
});

export type AdvertPayload = z.infer<typeof advertPayload>;
export type MenuItemPayload = z.infer<typeof menuItemPayload>;
export type NoticePayload = z.infer<typeof noticePayload>;
export type PagePayload = z.infer<typeof pagePayload>;
export type FaqPayload = z.infer<typeof faqPayload>;
export type RulePayload = z.infer<typeof rulePayload>;
export type OptionPayload = z.infer<typeof optionPayload>;

/** One shape per kind, with the fields every kind shares (`shared`). */
function byKind<S extends z.ZodRawShape>(shared: S) {
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('advert'), payload: advertPayload, ...shared }),
    z.object({ kind: z.literal('menu_item'), payload: menuItemPayload, ...shared }),
    z.object({ kind: z.literal('notice'), payload: noticePayload, ...shared }),
    z.object({ kind: z.literal('page'), payload: pagePayload, ...shared }),
    z.object({ kind: z.literal('faq'), payload: faqPayload, ...shared }),
    z.object({ kind: z.literal('rule'), payload: rulePayload, ...shared }),
    z.object({ kind: z.literal('option'), payload: optionPayload, ...shared }),
  ]);
}

/**
 * A live item as players are served it. `key` names the row: its id (adverts, menu items, notices, FAQ) or
 * its natural key (a page's type, a rule's type, an option's type).
 */
export const contentItem = byKind({ key: z.string() });
export type ContentItem = z.infer<typeof contentItem>;
/** What an edit is, whatever it edits: a kind and its payload. */
export type ContentEdit = {
  [K in ContentKind]: Pick<Extract<ContentItem, { kind: K }>, 'kind' | 'payload'>;
}[ContentKind];

/** An edit players do not see yet. `targetKey`: the live item it changes, null for a new one. */
export const contentDraft = byKind({
  id: z.string().uuid(),
  targetKey: z.string().nullable(),
  updatedAt: isoDate,
  updatedBy: z.string().nullable(),
});
export type ContentDraft = z.infer<typeof contentDraft>;

export const adminListContent = defineStaffCall({
  operationId: 'adminListContent',
  method: 'GET',
  path: '/api/admin/content',
  summary:
    'The live items of one kind (also the disabled ones, which players do not see) and the drafts waiting to be published.',
  permission: 'content.edit',
  query: z.object({ kind: contentKind }),
  data: z.object({ live: z.array(contentItem), drafts: z.array(contentDraft) }),
});

const saveDraftBody = byKind({
  draftId: z.string().uuid().optional(),
  targetKey: z
    .string()
    .regex(/^\d{1,18}$/)
    .nullable()
    .optional(),
});

export const adminSaveContentDraft = defineStaffCall({
  operationId: 'adminSaveContentDraft',
  method: 'POST',
  path: '/api/admin/content/drafts',
  summary:
    'Saves an edit as a draft, which players do not see: `draftId` updates that draft; else `targetKey` names the live advert, menu item, notice or FAQ entry it edits (null: a new one). Pages, rules and options are keyed by their type, so one draft per type. Errors 5620, 5621, 5622.',
  permission: 'content.edit',
  body: saveDraftBody,
  data: contentDraft,
});
export type SaveDraftBody = z.infer<typeof saveDraftBody>;

export const adminPublishContentDraft = defineStaffCall({
  operationId: 'adminPublishContentDraft',
  method: 'POST',
  path: '/api/admin/content/drafts/:id/publish',
  summary:
    'Publishes a draft: its live row is written (or created) and the draft is gone, in one audited transaction; players read it from their next request. Error 5620 (already published or discarded).',
  permission: 'content.edit',
  params: z.object({ id: z.string().uuid() }),
  data: contentItem,
});

export const adminDiscardContentDraft = defineStaffCall({
  operationId: 'adminDiscardContentDraft',
  method: 'POST',
  path: '/api/admin/content/drafts/:id/discard',
  summary: 'Drops a draft without publishing it. Error 5620.',
  permission: 'content.edit',
  params: z.object({ id: z.string().uuid() }),
  data: z.null(),
});

// ── Messages ─────────────────────────────────────────────────────────────────────────────────────────────

export const staffSend = z.object({
  idempotencyKey: z.string().uuid(),
  /** `message`: the inbox (a member or system message); `popup`: a notice popup on the 10-second poll. */
  channel: z.enum(['message', 'popup']),
  audience: z.enum(['player', 'all']),
  playerId: z.string().uuid().nullable(),
  mobile: z.string().nullable(),
  title: z.string(),
  messageId: z.number().int(),
  sentBy: z.string().nullable(),
  sentAt: isoDate,
});
export type StaffSend = z.infer<typeof staffSend>;

const sendMessageBody = z
  .object({
    idempotencyKey: z.string().uuid(),
    channel: z.enum(['message', 'popup']),
    audience: z.enum(['player', 'all']),
    to: z.string().trim().max(60).optional(),
    title: localizedTitle,
    content: localizedText(2000),
    url: link.optional(),
    /** A popup's window (default: from now, no end); an inbox broadcast expires at `endsAt`. */
    endsAt: instant.nullable().optional(),
  })
  .refine((b) => b.audience === 'all' || Boolean(b.to), {
    message: 'to: a player id or mobile',
    path: ['to'],
  });
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const adminSendMessage = defineStaffCall({
  operationId: 'adminSendMessage',
  method: 'POST',
  path: '/api/admin/messages',
  summary:
    'Sends an inbox message or a notice popup to one player (`to`: player id or mobile) or to every player of the market (one broadcast row, not a row per player). One send per `idempotencyKey`: the same key answers the first send again (2002 if the message differs). Errors 5622, 5623, 2002.',
  permission: 'content.edit',
  body: sendMessageBody,
  data: staffSend.extend({ replayed: z.boolean() }),
});

export const adminListSends = defineStaffCall({
  operationId: 'adminListSends',
  method: 'GET',
  path: '/api/admin/messages',
  summary: 'The messages and popups staff sent, newest first.',
  permission: 'content.edit',
  data: z.object({ list: z.array(staffSend) }),
});

import type { ContentEdit, ContentItem, ContentKind, LocalizedInput } from '@sika/contract';
import type { Generated, Insertable, Kysely } from 'kysely';
import type { Db } from '../../../db/pool.ts';
import type { DB } from '../../../db/schema.gen.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { type LocalizedText, textJson } from '../localized-text.ts';

/**
 * The live rows of the content tables (0400) as the back office edits them: every language of every text,
 * disabled rows too. The players' reads stay in content-repository.ts.
 */

/** The three languages of a stored text; other keys a hand-written row may hold are left out. */
function texts(stored: LocalizedText): LocalizedInput {
  const out: LocalizedInput = { en: stored.en ?? '' };
  if (stored.fr) out.fr = stored.fr;
  if (stored.pt) out.pt = stored.pt;
  return out;
}

/** A text to store: blank translations are dropped, so players read the English one instead. */
function stored(text: LocalizedInput): string {
  const out: LocalizedText = { en: text.en };
  if (text.fr?.trim()) out.fr = text.fr;
  if (text.pt?.trim()) out.pt = text.pt;
  return textJson(out);
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The live items of one kind, or the one with `key`. */
export function readLiveItems(
  db: Db | Tx,
  market: string,
  kind: ContentKind,
  key?: string,
): Promise<ContentItem[]> {
  switch (kind) {
    case 'advert':
      return readAdverts(db, market, key);
    case 'menu_item':
      return readMenuItems(db, market, key);
    case 'notice':
      return readNotices(db, market, key);
    case 'page':
      return readPages(db, market, key);
    case 'faq':
      return readFaq(db, market, key);
    case 'rule':
      return readRules(db, market, key);
    case 'option':
      return readOptions(db, market, key);
  }
}

async function readAdverts(db: Db | Tx, market: string, key: string | undefined): Promise<ContentItem[]> {
  let q = db.selectFrom('adverts').selectAll().where('market', '=', market);
  if (key !== undefined) q = q.where('id', '=', Number(key));
  const rows = await q.orderBy('position').orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    kind: 'advert' as const,
    key: String(r.id),
    payload: {
      position: r.position,
      typeId: r.type_id,
      image: texts(r.image),
      url: r.url,
      content: texts(r.content),
      sort: r.sort,
      startAt: iso(r.starts_at),
      endAt: isoOrNull(r.ends_at),
      enabled: r.enabled,
    },
  }));
}

async function readMenuItems(db: Db | Tx, market: string, key: string | undefined): Promise<ContentItem[]> {
  let q = db.selectFrom('menu_items').selectAll().where('market', '=', market);
  if (key !== undefined) q = q.where('id', '=', Number(key));
  const rows = await q.orderBy('menu_id').orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    kind: 'menu_item' as const,
    key: String(r.id),
    payload: {
      menuId: r.menu_id,
      title: texts(r.title),
      url: r.url,
      img: r.img,
      content: texts(r.content),
      actived: r.actived,
      sort: r.sort,
      enabled: r.enabled,
    },
  }));
}

async function readNotices(db: Db | Tx, market: string, key: string | undefined): Promise<ContentItem[]> {
  let q = db.selectFrom('notices').selectAll().where('market', '=', market);
  if (key !== undefined) q = q.where('id', '=', Number(key));
  const rows = await q.orderBy('sort').orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    kind: 'notice' as const,
    key: String(r.id),
    payload: {
      title: texts(r.title),
      content: texts(r.content),
      img: r.img,
      url: r.url,
      sort: r.sort,
      publishedAt: iso(r.published_at),
      endAt: isoOrNull(r.ends_at),
      enabled: r.enabled,
    },
  }));
}

async function readPages(db: Db | Tx, market: string, key: string | undefined): Promise<ContentItem[]> {
  let q = db.selectFrom('h5_pages').selectAll().where('market', '=', market);
  if (key !== undefined) q = q.where('type', '=', Number(key));
  const rows = await q.orderBy('type').execute();
  return rows.map((r) => ({
    kind: 'page' as const,
    key: String(r.type),
    payload: { type: r.type, title: texts(r.title), body: texts(r.body) },
  }));
}

async function readFaq(db: Db | Tx, market: string, key: string | undefined): Promise<ContentItem[]> {
  let q = db.selectFrom('faq_entries').selectAll().where('market', '=', market);
  if (key !== undefined) q = q.where('id', '=', Number(key));
  const rows = await q.orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    kind: 'faq' as const,
    key: String(r.id),
    payload: { question: texts(r.question), answer: texts(r.answer), sort: r.sort, enabled: r.enabled },
  }));
}

async function readRules(db: Db | Tx, market: string, key: string | undefined): Promise<ContentItem[]> {
  let q = db.selectFrom('rule_texts').selectAll().where('market', '=', market);
  if (key !== undefined) q = q.where('rule_type', '=', key);
  const rows = await q.orderBy('rule_type').execute();
  return rows.map((r) => ({
    kind: 'rule' as const,
    key: r.rule_type,
    payload: { ruleType: r.rule_type, title: texts(r.title), content: texts(r.content) },
  }));
}

async function readOptions(db: Db | Tx, market: string, key: string | undefined): Promise<ContentItem[]> {
  let q = db.selectFrom('system_options').selectAll().where('market', '=', market);
  if (key !== undefined) q = q.where('type', '=', Number(key));
  const rows = await q.orderBy('type').execute();
  return rows.map((r) => ({
    kind: 'option' as const,
    key: String(r.type),
    payload: { type: r.type, name: r.name, content: texts(r.content) },
  }));
}

/** The key a draft of `item` edits when the item has a natural key (page, rule and option types). */
export function naturalKey(item: ContentEdit): string | null {
  switch (item.kind) {
    case 'page':
    case 'option':
      return String(item.payload.type);
    case 'rule':
      return item.payload.ruleType;
    default:
      return null;
  }
}

type Edit = ContentEdit;

/**
 * Writes a published item onto its live row: `key` names the advert, menu item, notice or FAQ entry to
 * change (null: a new one); pages, rules and options are upserted by type. Answers the live key.
 * Errors: CONTENT_ITEM_NOT_FOUND (the row to change is gone).
 */
export async function writeLiveItem(
  tx: Tx,
  market: string,
  item: Edit,
  key: string | null,
  now: Date,
): Promise<string> {
  const id = await writeRow(tx, market, item, key, now);
  if (id === undefined) throw new AppError('CONTENT_ITEM_NOT_FOUND');
  return String(id);
}

function writeRow(tx: Tx, market: string, item: Edit, key: string | null, now: Date) {
  switch (item.kind) {
    case 'advert':
      return writeAdvert(tx, market, item.payload, key);
    case 'menu_item':
      return writeMenuItem(tx, market, item.payload, key);
    case 'notice':
      return writeNotice(tx, market, item.payload, key);
    case 'faq':
      return writeFaq(tx, market, item.payload, key);
    case 'page':
      return writePage(tx, market, item.payload, now);
    case 'rule':
      return writeRule(tx, market, item.payload, now);
    case 'option':
      return writeOption(tx, market, item.payload, now);
  }
}

/** The content tables whose rows are keyed by a serial id (the others by their type). */
type IdKeyedTable = 'adverts' | 'menu_items' | 'notices' | 'faq_entries';

/** Inserts `row` as a new item of the market (key null) or updates its item `key`: the id, or undefined when absent. */
async function writeById<T extends IdKeyedTable>(
  tx: Tx,
  table: T,
  market: string,
  row: Omit<Insertable<DB[T]>, 'market'>,
  key: string | null,
): Promise<number | undefined> {
  // Kysely cannot narrow a union of tables to one row type: the rows are typed per table by the signature, and
  // the query sees any of the four tables as one `item` with an id and a market.
  const db = tx as unknown as Kysely<{ item: { id: Generated<number>; market: string } }>;
  const item = table as unknown as 'item';
  const written =
    key === null
      ? await db
          .insertInto(item)
          .values({ ...row, market } as never)
          .returning('id')
          .executeTakeFirst()
      : await db
          .updateTable(item)
          .set(row as never)
          .where('market', '=', market)
          .where('id', '=', Number(key))
          .returning('id')
          .executeTakeFirst();
  return written?.id;
}

type PayloadOf<K extends ContentKind> = Extract<ContentEdit, { kind: K }>['payload'];

/** A new row (key null) or the row `key` of this market; undefined when that row is not there. */
async function writeAdvert(tx: Tx, market: string, p: PayloadOf<'advert'>, key: string | null) {
  const row = {
    position: p.position,
    type_id: p.typeId,
    image: stored(p.image),
    url: p.url,
    content: stored(p.content),
    sort: p.sort,
    starts_at: new Date(p.startAt),
    ends_at: p.endAt ? new Date(p.endAt) : null,
    enabled: p.enabled,
  };
  return writeById(tx, 'adverts', market, row, key);
}

async function writeMenuItem(tx: Tx, market: string, p: PayloadOf<'menu_item'>, key: string | null) {
  const row = {
    menu_id: p.menuId,
    title: stored(p.title),
    url: p.url,
    img: p.img,
    content: stored(p.content),
    actived: p.actived,
    sort: p.sort,
    enabled: p.enabled,
  };
  return writeById(tx, 'menu_items', market, row, key);
}

async function writeNotice(tx: Tx, market: string, p: PayloadOf<'notice'>, key: string | null) {
  const row = {
    title: stored(p.title),
    content: stored(p.content),
    img: p.img,
    url: p.url,
    sort: p.sort,
    published_at: new Date(p.publishedAt),
    ends_at: p.endAt ? new Date(p.endAt) : null,
    enabled: p.enabled,
  };
  return writeById(tx, 'notices', market, row, key);
}

async function writeFaq(tx: Tx, market: string, p: PayloadOf<'faq'>, key: string | null) {
  const row = { question: stored(p.question), answer: stored(p.answer), sort: p.sort, enabled: p.enabled };
  return writeById(tx, 'faq_entries', market, row, key);
}

/** Pages, rules and options are keyed by their type: publishing one creates it or replaces it. */
async function writePage(tx: Tx, market: string, p: PayloadOf<'page'>, now: Date) {
  const row = { title: stored(p.title), body: stored(p.body), updated_at: now };
  await tx
    .insertInto('h5_pages')
    .values({ ...row, market, type: p.type })
    .onConflict((oc) => oc.columns(['market', 'type']).doUpdateSet(row))
    .execute();
  return p.type;
}

async function writeRule(tx: Tx, market: string, p: PayloadOf<'rule'>, now: Date) {
  const row = { title: stored(p.title), content: stored(p.content), updated_at: now };
  await tx
    .insertInto('rule_texts')
    .values({ ...row, market, rule_type: p.ruleType })
    .onConflict((oc) => oc.columns(['market', 'rule_type']).doUpdateSet(row))
    .execute();
  return p.ruleType;
}

async function writeOption(tx: Tx, market: string, p: PayloadOf<'option'>, now: Date) {
  const row = { name: p.name, content: stored(p.content), updated_at: now };
  await tx
    .insertInto('system_options')
    .values({ ...row, market, type: p.type })
    .onConflict((oc) => oc.columns(['market', 'type']).doUpdateSet(row))
    .execute();
  return p.type;
}

import type { Db } from '../../db/pool.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { type LocalizedText, textJson } from './localized-text.ts';

/**
 * Runs `fill` once per database for the data set `name`: the claim row and the data commit together, and a
 * second server starting at the same moment waits on the claim and then skips. An operator who deletes
 * demo rows does not see them come back.
 */
export async function seedOnce(db: Db, name: string, fill: (tx: Tx) => Promise<void>): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .insertInto('demo_seeds')
      .values({ name })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    await fill(tx);
    return true;
  });
}

export interface NewAdvert {
  position: string;
  typeId: number;
  image: LocalizedText | string;
  url: string;
  content: LocalizedText | string;
  sort: number;
  startsAt: Date;
  endsAt?: Date | null;
}

export async function insertAdverts(tx: Tx, market: string, adverts: NewAdvert[]) {
  if (adverts.length === 0) return;
  await tx
    .insertInto('adverts')
    .values(
      adverts.map((a) => ({
        market,
        position: a.position,
        type_id: a.typeId,
        image: textJson(a.image),
        url: a.url,
        content: textJson(a.content),
        sort: a.sort,
        starts_at: a.startsAt,
        ends_at: a.endsAt ?? null,
      })),
    )
    .execute();
}

export interface NewMenuItem {
  title: LocalizedText;
  url: string;
  img: string;
  content?: LocalizedText;
  actived?: boolean;
}

/** Items are sorted in the order given, in steps of 10 so that an operator can slot one in between. */
export async function insertMenu(tx: Tx, market: string, menuId: number, items: NewMenuItem[]) {
  if (items.length === 0) return;
  await tx
    .insertInto('menu_items')
    .values(
      items.map((item, index) => ({
        market,
        menu_id: menuId,
        sort: (index + 1) * 10,
        title: textJson(item.title),
        url: item.url,
        img: item.img,
        content: textJson(item.content ?? ''),
        actived: item.actived ?? false,
      })),
    )
    .execute();
}

export interface NewNotice {
  img: string;
  title: LocalizedText;
  content: LocalizedText;
  url: string;
  publishedAt: Date;
}

export async function insertNotices(tx: Tx, market: string, notices: NewNotice[]) {
  if (notices.length === 0) return;
  await tx
    .insertInto('notices')
    .values(
      notices.map((n, index) => ({
        market,
        img: n.img,
        title: textJson(n.title),
        content: textJson(n.content),
        url: n.url,
        sort: (index + 1) * 10,
        published_at: n.publishedAt,
      })),
    )
    .execute();
}

export interface NewPage {
  type: number;
  title: LocalizedText;
  body: LocalizedText;
}

export async function insertPages(tx: Tx, market: string, pages: NewPage[]) {
  if (pages.length === 0) return;
  await tx
    .insertInto('h5_pages')
    .values(pages.map((p) => ({ market, type: p.type, title: textJson(p.title), body: textJson(p.body) })))
    .onConflict((oc) => oc.columns(['market', 'type']).doNothing())
    .execute();
}

export interface NewFaqEntry {
  question: LocalizedText;
  answer: LocalizedText;
}

export async function insertFaq(tx: Tx, market: string, entries: NewFaqEntry[]) {
  if (entries.length === 0) return;
  await tx
    .insertInto('faq_entries')
    .values(
      entries.map((e, index) => ({
        market,
        sort: (index + 1) * 10,
        question: textJson(e.question),
        answer: textJson(e.answer),
      })),
    )
    .execute();
}

export interface NewRule {
  ruleType: string;
  title: LocalizedText;
  content: LocalizedText;
}

export async function insertRules(tx: Tx, market: string, rules: NewRule[]) {
  if (rules.length === 0) return;
  await tx
    .insertInto('rule_texts')
    .values(
      rules.map((r) => ({
        market,
        rule_type: r.ruleType,
        title: textJson(r.title),
        content: textJson(r.content),
      })),
    )
    .onConflict((oc) => oc.columns(['market', 'rule_type']).doNothing())
    .execute();
}

export interface NewAppVersion {
  platform: string;
  version: string;
  versionCode: number;
  apkUrl: string;
  imgUrl: LocalizedText | string;
  force: boolean;
  notes: LocalizedText;
  releasedAt: Date;
}

export async function insertAppVersion(tx: Tx, market: string, v: NewAppVersion) {
  await tx
    .insertInto('app_versions')
    .values({
      market,
      platform: v.platform,
      version: v.version,
      version_code: v.versionCode,
      apk_url: v.apkUrl,
      img_url: textJson(v.imgUrl),
      force: v.force,
      notes: textJson(v.notes),
      released_at: v.releasedAt,
    })
    .onConflict((oc) => oc.columns(['market', 'platform', 'version_code']).doNothing())
    .execute();
}

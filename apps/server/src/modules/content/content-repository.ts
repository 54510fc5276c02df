import type { Language } from '@sika/contract';
import type { Db } from '../../db/pool.ts';
import { localized } from './localized-text.ts';

/** Reads of the operator's content for one market, each text in `lang` with the English fallback. */

export function findLiveAdverts(db: Db, market: string, positions: string[], lang: Language, now: Date) {
  return db
    .selectFrom('adverts')
    .select([
      'id',
      'position',
      'type_id as typeId',
      localized('image', lang).as('image'),
      'url',
      localized('content', lang).as('content'),
      'sort',
      'starts_at as startAt',
      'ends_at as endAt',
    ])
    .where('market', '=', market)
    .where('position', 'in', positions)
    .where('enabled', '=', true)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('position')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findMenuItems(db: Db, market: string, menuId: number, lang: Language) {
  return db
    .selectFrom('menu_items')
    .select([
      'id',
      localized('title', lang).as('title'),
      'url',
      'img',
      localized('content', lang).as('content'),
      'actived',
    ])
    .where('market', '=', market)
    .where('menu_id', '=', menuId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findLiveNotices(db: Db, market: string, lang: Language, now: Date) {
  return db
    .selectFrom('notices')
    .select([
      'id',
      'img',
      localized('title', lang).as('title'),
      'published_at as time',
      localized('content', lang).as('content'),
      'url',
    ])
    .where('market', '=', market)
    .where('enabled', '=', true)
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findH5Page(db: Db, market: string, type: number, lang: Language) {
  return db
    .selectFrom('h5_pages')
    .select([
      'type',
      localized('title', lang).as('title'),
      localized('body', lang).as('content'),
      'updated_at',
    ])
    .where('market', '=', market)
    .where('type', '=', type)
    .executeTakeFirst();
}

export function findFaqEntries(db: Db, market: string, lang: Language) {
  return db
    .selectFrom('faq_entries')
    .select(['id', localized('question', lang).as('question'), localized('answer', lang).as('answer')])
    .where('market', '=', market)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findRuleText(db: Db, market: string, ruleType: string, lang: Language) {
  return db
    .selectFrom('rule_texts')
    .select([
      'rule_type as ruleType',
      localized('title', lang).as('title'),
      localized('content', lang).as('content'),
    ])
    .where('market', '=', market)
    .where('rule_type', '=', ruleType)
    .executeTakeFirst();
}

/** The released version with the highest code; a version dated in the future is not released yet. */
export function findLatestAppVersion(db: Db, market: string, platform: string, lang: Language, now: Date) {
  return db
    .selectFrom('app_versions')
    .select([
      'version',
      'version_code as versionCode',
      'apk_url as apkUrl',
      localized('img_url', lang).as('imgUrl'),
      'force',
      localized('notes', lang).as('notes'),
      'released_at as releasedAt',
    ])
    .where('market', '=', market)
    .where('platform', '=', platform)
    .where('released_at', '<=', now)
    .orderBy('version_code', 'desc')
    .limit(1)
    .executeTakeFirst();
}

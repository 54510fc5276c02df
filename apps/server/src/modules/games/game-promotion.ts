import type { AdminGamePromotion, CallData, getGamePromotion, Language } from '@sika/contract';
import type { LocalizedText } from '../../db/column-types.ts';

/**
 * A game's promotion as `games.promotion` holds it: its title and terms in the languages the operator wrote
 * them in (a plain string is English), and an optional picture and link.
 */
export interface StoredGamePromotion {
  title?: LocalizedText | string;
  content?: LocalizedText | string;
  image?: string | null;
  url?: string | null;
}

/** The promotion a player sees, in their language, falling back to English; null without a title. */
export function gamePromotionOf(
  gameId: number,
  stored: StoredGamePromotion | null,
  lang: Language,
): CallData<typeof getGamePromotion> {
  const title = inLanguage(stored?.title, lang);
  if (!stored || !title) return null;
  return {
    gameId,
    title,
    content: inLanguage(stored.content, lang),
    image: stored.image ?? null,
    url: stored.url ?? null,
  };
}

function inLanguage(text: LocalizedText | string | undefined, lang: Language): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en;
}

/** The promotion as the back office edits it: every language written, English for a plain string. */
export function promotionForStaff(stored: StoredGamePromotion | null): AdminGamePromotion | null {
  if (!stored || !inLanguage(stored.title, 'en')) return null;
  return {
    title: textsOf(stored.title),
    content: textsOf(stored.content),
    image: stored.image ?? null,
    url: stored.url ?? null,
  };
}

/** What `games.promotion` stores of an operator's edit: the translations left blank are left out. */
export function storedPromotion(promotion: AdminGamePromotion): StoredGamePromotion {
  return {
    title: written(promotion.title),
    content: written(promotion.content),
    image: promotion.image,
    url: promotion.url,
  };
}

function textsOf(text: LocalizedText | string | undefined): LocalizedText {
  if (text === undefined) return { en: '' };
  return typeof text === 'string' ? { en: text } : text;
}

function written(texts: AdminGamePromotion['title']): LocalizedText {
  const out: LocalizedText = { en: texts.en };
  if (texts.fr) out.fr = texts.fr;
  if (texts.pt) out.pt = texts.pt;
  return out;
}

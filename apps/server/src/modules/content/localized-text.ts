import type { Language } from '@sika/contract';
import { type RawBuilder, sql } from 'kysely';

/** A text in the languages an operator wrote it in; English is required, the others fall back to it. */
export type LocalizedText = { en: string } & Partial<Record<Language, string>>;

/** The JSON a jsonb text column is written with. */
export function textJson(text: LocalizedText | string): string {
  return JSON.stringify(typeof text === 'string' ? { en: text } : text);
}

/**
 * Reads a jsonb language map in `lang`, falling back to English, in SQL: the row comes back as plain
 * text and the other translations never leave the database.
 */
export function localized(column: string, lang: Language): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(column)} ->> ${lang}, ${sql.ref(column)} ->> 'en')`;
}

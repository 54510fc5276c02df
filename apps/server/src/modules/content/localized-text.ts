import type { Language } from '@sika/contract';
import { type RawBuilder, sql } from 'kysely';
import type { LocalizedText } from '../../db/column-types.ts';

/** A text in the languages an operator wrote it in (the type of every jsonb text column). */
export type { LocalizedText };

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

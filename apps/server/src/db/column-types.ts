import type { Language } from '@sika/contract';
import type { ColumnType } from 'kysely';

/**
 * Column types that the SQL alone does not say, named in kysely-codegen.json's overrides and imported by
 * the generated schema.gen.ts.
 */

/** A text in the languages an operator wrote it in; English is required, the others fall back to it. */
export type LocalizedText = { en: string } & Partial<Record<Language, string>>;

/** A jsonb language map: read as an object, written as its JSON text. */
export type TextColumn = ColumnType<LocalizedText, string, string>;

/** A jsonb column written as JSON text and read without a shape (provider payloads, headers). */
export type JsonColumn = ColumnType<unknown, string | null, string | null>;

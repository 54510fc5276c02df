import { languages } from '@sika/contract';
import { AppError } from '../../http/errors.ts';
import type { LocalizedText } from '../content/index.ts';

/** Limits on what an operator writes: a title fits one line on a phone, a body a screen or two. */
export const TITLE_MAX_CHARS = 120;
export const CONTENT_MAX_CHARS = 4000;

/** Checks an operator's text in every language it is given in. Errors: BAD_REQUEST with what is wrong. */
export function assertText(field: string, text: LocalizedText, maxChars: number): void {
  for (const lang of languages) {
    const value = text[lang];
    if (value === undefined) continue;
    if (value.trim() === '' && lang === 'en') throw invalid(`${field}.en is required`);
    if (value.length > maxChars) throw invalid(`${field}.${lang} is longer than ${maxChars} characters`);
  }
  const unknown = Object.keys(text).filter((key) => !(languages as readonly string[]).includes(key));
  if (unknown.length > 0) throw invalid(`${field} has unknown languages: ${unknown.join(', ')}`);
}

/** A message leads to an in-app path or an https page; nothing else (no javascript:, no http). */
export function assertLink(url: string | null): void {
  if (url === null || url === '') return;
  if (url.startsWith('/') && !url.startsWith('//')) return;
  if (/^https:\/\/[^\s]+$/.test(url)) return;
  throw invalid('url must be an in-app path (/…) or an https address');
}

function invalid(message: string) {
  return new AppError('BAD_REQUEST', { message });
}

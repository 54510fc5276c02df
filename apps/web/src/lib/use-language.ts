import { useT } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';

/** The app's language, as the content calls take it (`lang`); part of their query keys. */
export function useLanguage(): Language {
  return useT().language;
}

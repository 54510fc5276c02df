import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../i18n/languages.ts';

/** The app's language, as the content calls take it (`lang`); part of their query keys. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

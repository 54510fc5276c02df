import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, storageKeys, writeStored } from '../lib/storage.ts';
import { type Language, pickLanguage } from './languages.ts';
import type { MessageKey } from './messages.ts';

type Messages = Record<string, unknown>;

/** Only the active language is downloaded: each JSON is its own chunk (the phone's data is expensive). */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  pt: () => import('./locales/pt.json'),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const messages = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', messages.default, true, true);
}

function reflect(language: Language) {
  document.documentElement.lang = language;
}

export async function initI18n(search: string): Promise<Language> {
  const language = pickLanguage(
    new URLSearchParams(search).get('lang'),
    readStored(storageKeys.language),
    navigator.languages ?? [navigator.language],
  );
  const messages = await loaders[language]();
  await i18next.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: messages.default } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  reflect(language);
  return language;
}

/** Switches and remembers the player's language. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  writeStored(storageKeys.language, language);
  reflect(language);
}

/** A failure's text: ours for a known code (translated), else the server's `msg`. */
export function describeError(code: number, msg: string): string {
  const key = knownKey(`errors.${code}`);
  if (key) return i18next.t(key);
  return msg || i18next.t('errors.unknown');
}

/**
 * The key of a code the server sends (an error code, a failure reason) when English words it, else null:
 * the one place a key is made from data, checked against the loaded messages instead of the type.
 */
export function knownKey(key: string): MessageKey | null {
  return i18next.exists(key) ? (key as MessageKey) : null;
}

export { i18next };

export const languages = ['en', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];

/** Names shown in the language picker, each in its own language. */
export const languageNames: Record<Language, string> = { en: 'English', fr: 'Français', pt: 'Português' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** `?lang=` for this visit, then the stored choice, then the phone's languages, then English. */
export function pickLanguage(
  queryValue: string | null,
  storedValue: string | null,
  preferred: readonly string[],
): Language {
  if (isLanguage(queryValue)) return queryValue;
  if (isLanguage(storedValue)) return storedValue;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

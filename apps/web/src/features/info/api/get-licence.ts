import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** System option 4006: the licence text (spec core §3 System option). */
const LICENCE_OPTION = 4006;

/** The licence text, or null when the operator has not configured one. */
export async function getLicence(lang: Language, signal?: AbortSignal): Promise<string | null> {
  const options = await api(
    calls.getOptions,
    { types: String(LICENCE_OPTION), lang },
    { silent: true, signal },
  );
  return options.find((option) => option.type === LICENCE_OPTION)?.content || null;
}

export function licenceQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'options', LICENCE_OPTION, lang],
    queryFn: ({ signal }) => getLicence(lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLicence() {
  return useQuery(licenceQueryOptions(useLanguage()));
}

import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type Notices = CallData<typeof contract.getNotices>;

const cacheKey = (lang: Language) => `sika.notices.${lang}`;

/** The last notices seen, kept on the phone (spec core §4: "cached locally"): shown at once next time. */
function cachedNotices(lang: Language): Notices | undefined {
  const raw = readStored(cacheKey(lang));
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Notices;
    return Array.isArray(value?.list) && typeof value.rotationMs === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function getNotices(lang: Language, signal?: AbortSignal): Promise<Notices> {
  const notices = await api(calls.getNotices, { lang }, { silent: true, signal });
  writeStored(cacheKey(lang), JSON.stringify(notices));
  return notices;
}

/** The scrolling notices of home with their rotation period (5 s). The cached copy shows until fresh. */
export function noticesQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'notices', lang],
    queryFn: ({ signal }) => getNotices(lang, signal),
    initialData: () => cachedNotices(lang),
    // The cached copy is shown at once and refreshed behind it.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

export function useNotices() {
  return useQuery(noticesQueryOptions(useLanguage()));
}

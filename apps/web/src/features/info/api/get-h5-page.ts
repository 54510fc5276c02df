import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type H5Page = CallData<typeof contract.getH5Page>;

export function getH5Page(type: number, lang: Language, signal?: AbortSignal): Promise<H5Page> {
  return api(calls.getH5Page, { type, lang }, { silent: true, signal });
}

/** An h5 page by type (3002 about us, 3003 how to play, 3004 terms, 3005 privacy, 3006 responsible gaming…). */
export function h5PageQueryOptions(type: number, lang: Language) {
  return queryOptions({
    queryKey: ['content', 'h5-page', type, lang],
    queryFn: ({ signal }) => getH5Page(type, lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useH5Page(type: number | null) {
  const lang = useLanguage();
  return useQuery({ ...h5PageQueryOptions(type ?? 0, lang), enabled: type !== null });
}

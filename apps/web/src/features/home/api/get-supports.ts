import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type Supports = CallData<typeof contract.getSupports>;

/** The footer's contacts (hotline, e-mail, social links, licence); the same cache as the /supports page. */
export function supportsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'supports', lang],
    queryFn: ({ signal }) => api(calls.getSupports, { lang }, { silent: true, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSupports() {
  return useQuery(supportsQueryOptions(useLanguage()));
}

import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type FaqEntry = CallData<typeof contract.getFaq>[number];

export function getFaq(lang: Language, signal?: AbortSignal): Promise<FaqEntry[]> {
  return api(calls.getFaq, { lang }, { silent: true, signal });
}

export function faqQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'faq', lang],
    queryFn: ({ signal }) => getFaq(lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useFaq() {
  return useQuery(faqQueryOptions(useLanguage()));
}

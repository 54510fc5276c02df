import type { CallData, getSupports as getSupportsCall } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../i18n/languages.ts';
import { api, calls } from '../api/index.ts';
import { useLanguage } from '../use-language.ts';

export type Supports = CallData<typeof getSupportsCall>;

export function getSupports(lang: Language, signal?: AbortSignal): Promise<Supports> {
  return api(calls.getSupports, { lang }, { silent: true, signal });
}

/**
 * The support contacts in one call: WhatsApp (option 4003), hotline (4002), e-mail (4007), social links
 * (4004), licence, USSD, address. One cache for every screen that shows them: the home footer, the /supports
 * page, and the contacts under the deposit and withdraw forms.
 */
export function supportsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'supports', lang],
    queryFn: ({ signal }) => getSupports(lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSupports() {
  return useQuery(supportsQueryOptions(useLanguage()));
}

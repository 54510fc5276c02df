import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type Supports = CallData<typeof contract.getSupports>;

export function getSupports(lang: Language, signal?: AbortSignal): Promise<Supports> {
  return api(calls.getSupports, { lang }, { silent: true, signal });
}

/** Contact us in one call: WhatsApp (4003), hotline (4002), e-mail (4007), social (4004), licence, USSD, address. */
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

import type { CallData, getSupports as getSupportsCall } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type Supports = CallData<typeof getSupportsCall>;

export function getSupports(lang: string, signal?: AbortSignal): Promise<Supports> {
  return api(calls.getSupports, { lang }, { silent: true, signal });
}

/** Support contacts under the deposit form (spec core §2 Deposit page). */
export function supportsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['supports', lang],
    queryFn: ({ signal }) => getSupports(lang, signal),
    staleTime: 10 * 60_000,
  });
}

export function useSupports() {
  return useQuery(supportsQueryOptions(useLanguage()));
}

import type { Advert } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../i18n/languages.ts';
import { api, calls } from '../api/index.ts';
import { useLanguage } from '../use-language.ts';

export type { Advert };

export function getAdverts(positions: readonly string[], lang: Language, signal?: AbortSignal) {
  return api(calls.getAdverts, { position: positions.join(','), lang }, { silent: true, signal });
}

/**
 * Live adverts of one or more positions (activities §7), sorted by position then `sort`. Several positions
 * of one screen are asked in one request (the phone pays for every round trip); `pick` splits them.
 */
export function advertsQueryOptions(positions: readonly string[], lang: Language) {
  return queryOptions({
    queryKey: ['content', 'adverts', positions.join(','), lang],
    queryFn: ({ signal }) => getAdverts(positions, lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useAdverts(positions: readonly string[], enabled = true) {
  return useQuery({ ...advertsQueryOptions(positions, useLanguage()), enabled });
}

/** The adverts of one position, in operator order (`sort` ascending). */
export function pickAdverts(adverts: readonly Advert[] | undefined, position: string): Advert[] {
  return (adverts ?? []).filter((a) => a.position === position).sort((a, b) => a.sort - b.sort);
}

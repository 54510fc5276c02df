import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import type { CasinoMode } from '../../../lib/casino-launch.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type GameLaunch = CallData<typeof contract.launchGame>;

/**
 * The frame's URL (spec core §2 /casino/{mode}/{id}). Real play issues a one-time launch token, so every
 * visit of the frame asks for a fresh one: nothing is kept once the frame is left (gcTime 0), and nothing
 * reloads the game under the player while they play (no refetch on reconnect or focus, never stale).
 */
export function launchGame(gameId: number, mode: CasinoMode, lang: Language, signal?: AbortSignal) {
  return api(calls.launchGame, { gameId, mode, lang }, { silent: true, signal });
}

export function launchGameQueryOptions(gameId: number, mode: CasinoMode, lang: Language) {
  return queryOptions({
    queryKey: ['casino', 'launch', mode, gameId, lang],
    queryFn: ({ signal }) => launchGame(gameId, mode, lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}

export function useLaunchGame(gameId: number, mode: CasinoMode) {
  return useQuery(launchGameQueryOptions(gameId, mode, useLanguage()));
}

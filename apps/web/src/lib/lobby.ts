import type * as contract from '@sika/contract';
import type { CallData, Game } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../i18n/languages.ts';
import { api, calls } from './api/index.ts';
import { useLanguage } from './use-language.ts';

export type Lobby = CallData<typeof contract.getLobby>;

export function getLobby(lang: Language, signal?: AbortSignal): Promise<Lobby> {
  return api(calls.getLobby, { lang }, { silent: true, signal });
}

/**
 * The lobby's categories and games (spec core §3 Game, Category), in the app's language. Shared by the
 * screens that need a game's name or the list of games; it changes when an operator edits the lobby.
 */
export function lobbyQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['lobby', lang],
    queryFn: ({ signal }) => getLobby(lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLobby() {
  return useQuery(lobbyQueryOptions(useLanguage()));
}

/** One game of the lobby, or undefined while loading or when it is not (or no longer) in the lobby. */
export function useLobbyGame(gameId: number): Game | undefined {
  return useLobby().data?.games.find((game) => game.id === gameId);
}

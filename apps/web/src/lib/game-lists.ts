import type * as contract from '@sika/contract';
import type { CallData, Game } from '@sika/contract';
import { GAME_LIST_PAGE_SIZE } from '@sika/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Language } from '../i18n/languages.ts';
import { api, calls } from './api/index.ts';
import { PLAYER_KEY } from './query-client.ts';
import { useToken } from './session/index.ts';
import { isStoreBuild } from './store-build.ts';

export type CategoryGamesPage = CallData<typeof contract.getCategoryGames>;

/**
 * One category's games in pages of 20 (spec core §9 Game list page size): the More page of a category
 * (/categories/{id}/games) and the category tabs of home.
 */
export function categoryGamesQueryOptions(categoryId: number, lang: Language) {
  return infiniteQueryOptions({
    queryKey: ['games', 'category', categoryId, lang],
    queryFn: ({ pageParam, signal }) =>
      api(
        calls.getCategoryGames,
        { id: categoryId, page: pageParam, size: GAME_LIST_PAGE_SIZE, lang, store: isStoreBuild() ? 1 : 0 },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: CategoryGamesPage) =>
      last.page * last.size < last.total ? last.page + 1 : undefined,
    staleTime: 60_000,
  });
}

export const myGamesKey = [PLAYER_KEY, 'games', 'mine'] as const;

/** The player's My Games (login required: nothing is asked for a visitor). */
export function myGamesQueryOptions() {
  return queryOptions({
    queryKey: myGamesKey,
    queryFn: ({ signal }) => api(calls.getMyGames, undefined, { silent: true, signal }),
  });
}

export function useMyGames(enabled = true) {
  const loggedIn = useToken() !== null;
  return useQuery({ ...myGamesQueryOptions(), enabled: loggedIn && enabled });
}

/** The games the player played last (at most 20), shown under My Games. */
export function useRecentGames(enabled = true) {
  const loggedIn = useToken() !== null;
  return useQuery({
    queryKey: [PLAYER_KEY, 'games', 'recent'],
    queryFn: ({ signal }) => api(calls.getRecentGames, undefined, { silent: true, signal }),
    enabled: loggedIn && enabled,
  });
}

/** Adds a game to My Games or takes it out; the list is asked again afterwards. */
export function useSetMyGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, mine }: { game: Game; mine: boolean }) =>
      api(calls.setMyGame, { gameId: game.id, mine: mine ? 1 : 0 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myGamesKey }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { api, calls } from './api/index.ts';
import { useLanguage } from './use-language.ts';

/** The promotion a game runs, in the app's language (null when none): the launch popup's and its own page's. */
export function useGamePromotion(gameId: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['games', 'promotion', gameId, lang],
    queryFn: ({ signal }) => api(calls.getGamePromotion, { id: gameId, lang }, { silent: true, signal }),
    staleTime: 5 * 60_000,
  });
}

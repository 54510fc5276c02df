import { QueryClient } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR } from './api/index.ts';

/**
 * One cache for the app. Query keys of anything that belongs to the logged-in player start with 'player',
 * so a logout or a failed token login drops all of it at once (spec core §4 Session).
 */
export const PLAYER_KEY = 'player' as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      // Only a lost connection is worth retrying; a business answer will not change on its own.
      retry: (failures, error) => failures < 2 && isApiError(error) && error.code === NETWORK_ERROR,
    },
    mutations: { retry: false },
  },
});

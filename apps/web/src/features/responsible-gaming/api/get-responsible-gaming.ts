import type { ResponsibleGamingSettings } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { useToken } from '../../../lib/session/index.ts';

export const responsibleGamingKey = [PLAYER_KEY, 'responsible-gaming'] as const;

export function getResponsibleGaming(signal?: AbortSignal): Promise<ResponsibleGamingSettings> {
  return api(calls.getResponsibleGaming, undefined, { silent: true, signal });
}

export function responsibleGamingQueryOptions() {
  return queryOptions({
    queryKey: responsibleGamingKey,
    queryFn: ({ signal }) => getResponsibleGaming(signal),
  });
}

/** Limits (in force, pending raises, used), reality-check interval and any pause; open while paused. */
export function useResponsibleGaming() {
  const loggedIn = useToken() !== null;
  return useQuery({ ...responsibleGamingQueryOptions(), enabled: loggedIn });
}

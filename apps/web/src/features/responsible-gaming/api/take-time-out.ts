import type { ResponsibleGamingSettings, TimeOutPeriod } from '@sika/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { profileKey } from '../../../lib/session/index.ts';
import { responsibleGamingKey } from './get-responsible-gaming.ts';

/**
 * A time-out takes effect at once (decision 017): the session stays, paused, so the profile is asked again
 * to learn the pause (the banner and the closed pages read it). Errors: 1101 wrong password, 1006 too many
 * tries (shown by the API client).
 */
export function takeTimeOut(input: {
  period: TimeOutPeriod;
  password: string;
}): Promise<ResponsibleGamingSettings> {
  return api(calls.takeTimeOut, input);
}

export function useTakeTimeOut(onTaken: (settings: ResponsibleGamingSettings) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeTimeOut,
    onSuccess: (settings) => {
      queryClient.setQueryData(responsibleGamingKey, settings);
      onTaken(settings);
      void queryClient.invalidateQueries({ queryKey: profileKey, refetchType: 'all' });
    },
  });
}

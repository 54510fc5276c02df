import type { ResponsibleGamingSettings } from '@sika/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { responsibleGamingKey } from './get-responsible-gaming.ts';

/** Minutes between reality checks (5–240); undefined goes back to the market default. Errors: 1000. */
export function setRealityCheck(minutes: number | undefined): Promise<ResponsibleGamingSettings> {
  return api(calls.setRealityCheck, minutes === undefined ? {} : { minutes });
}

export function useSetRealityCheck(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (settings) => {
      queryClient.setQueryData(responsibleGamingKey, settings);
      onSaved?.();
    },
  });
}

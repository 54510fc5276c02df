import type { LimitKind, LimitPeriod, ResponsibleGamingSettings } from '@sika/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { responsibleGamingKey } from './get-responsible-gaming.ts';

export interface LimitInput {
  kind: LimitKind;
  period: LimitPeriod;
  /** Minor units (deposit, loss) or minutes (session); absent removes the limit (after 24 hours). */
  value?: number;
}

/**
 * Lower or new: in force at once; higher or removed: pending for 24 hours (the answer says until when).
 * Errors: 1000 invalid input (shown by the API client as its catalogue message).
 */
export function setLimit(input: LimitInput): Promise<ResponsibleGamingSettings> {
  return api(calls.setLimit, input);
}

export function useSetLimit(onSaved?: (settings: ResponsibleGamingSettings) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: (settings) => {
      queryClient.setQueryData(responsibleGamingKey, settings);
      onSaved?.(settings);
    },
  });
}

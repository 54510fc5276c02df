import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { rewardCalls } from '../../../lib/api/reward-calls.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The coins-event popup's pictures and title/content items, in the app's language. */
export function useCoinsEvent() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['coins-event', lang],
    queryFn: ({ signal }) => api(rewardCalls.getCoinsEvent, { lang }, { silent: true, signal }),
  });
}

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { rewardCalls } from '../../../lib/api/reward-calls.ts';
import { getDeviceId } from '../../../lib/device.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

/** Store-installed app: the rating goes to Google Play (spec activities §7 bind-device). */
const DEVICE_TYPE_ANDROID = 1;
const UTM_SOURCE = 'google_play';

export function ratingQueryOptions() {
  const deviceId = getDeviceId();
  return queryOptions({
    queryKey: [PLAYER_KEY, 'rating', deviceId],
    queryFn: ({ signal }) => api(rewardCalls.getBindDevice, { deviceId }, { silent: true, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRating() {
  return useQuery(ratingQueryOptions());
}

/** Send the stars; a failure is not shown (spec activities §4: the popup simply closes). */
export function useRate() {
  return useMutation({
    mutationFn: (ratingScore: number) =>
      api(
        rewardCalls.bindDevice,
        { deviceId: getDeviceId(), deviceType: DEVICE_TYPE_ANDROID, utmSource: UTM_SOURCE, ratingScore },
        { silent: true },
      ),
  });
}

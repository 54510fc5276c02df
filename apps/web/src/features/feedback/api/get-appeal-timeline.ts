import type { Appeal } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';
import { getToken } from '../../../lib/session/index.ts';

export function getAppealTimeline(id: string, signal?: AbortSignal): Promise<Appeal> {
  return api(calls.getAppealTimeline, { id }, { silent: true, signal });
}

export function appealTimelineQueryOptions(id: string) {
  return queryOptions({
    queryKey: [PLAYER_KEY, 'appeal', id],
    queryFn: ({ signal }) => getAppealTimeline(id, signal),
    staleTime: 0,
  });
}

export function useAppealTimeline(id: string) {
  return useQuery(appealTimelineQueryOptions(id));
}

/**
 * The stored receipt (an image answer, not an envelope), fetched with the session token and shown from a
 * blob: URL, so it works whether or not the browser holds the session cookie.
 */
export async function getReceiptBlob(receiptUrl: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(receiptUrl, {
    headers: token ? { token } : {},
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(`receipt ${response.status}`);
  return response.blob();
}

export function receiptQueryOptions(receiptUrl: string) {
  return queryOptions({
    queryKey: [PLAYER_KEY, 'appeal-receipt', receiptUrl],
    queryFn: ({ signal }) => getReceiptBlob(receiptUrl, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type AppVersion = CallData<typeof contract.getLatestAppVersion>;

export function getLatestAppVersion(lang: Language, signal?: AbortSignal): Promise<AppVersion> {
  return api(calls.getLatestAppVersion, { platform: 'android', lang }, { silent: true, signal });
}

/** The latest released app (apkUrl, imgUrl) for the app-download banner; null when none. */
export function latestAppVersionQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'app-version', lang],
    queryFn: ({ signal }) => getLatestAppVersion(lang, signal),
    staleTime: 30 * 60_000,
  });
}

export function useLatestAppVersion(enabled: boolean) {
  return useQuery({ ...latestAppVersionQueryOptions(useLanguage()), enabled });
}

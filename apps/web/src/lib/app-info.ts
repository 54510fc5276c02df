import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { isMarketCode, isValidMobile, type Market, markets, toE164Mobile } from '@sika/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from './api/index.ts';
import { queryClient } from './query-client.ts';

export type AppInfo = CallData<typeof contract.appInfo>;

export function getAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  return api(calls.appInfo, undefined, { silent: true, signal });
}

/** The market and client settings of this deployment; fetched once per visit. */
export function appInfoQueryOptions() {
  return queryOptions({
    queryKey: ['app-info'],
    queryFn: ({ signal }) => getAppInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppInfo() {
  return useQuery(appInfoQueryOptions());
}

/** The domain's market rules for what the server says it serves, with the server's own mobile pattern. */
export function marketOf(info: AppInfo): Market {
  const base = isMarketCode(info.market) ? markets[info.market] : markets.GH;
  return {
    ...base,
    currencySymbol: info.currencySymbol,
    mobileLength: info.mobileLength,
    coinDecimals: info.coinDecimals,
    mobilePattern: safePattern(info.mobilePattern) ?? base.mobilePattern,
  };
}

function safePattern(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

export function useMarket(): Market | undefined {
  const { data } = useAppInfo();
  return data ? marketOf(data) : undefined;
}

/**
 * A player's local number as the wire carries it: E.164 (+233244123456), in the market the server serves
 * (issue 20). Before the app info has arrived the local number goes as it is: the server takes both.
 */
export function wireMobile(localMobile: string): string {
  const info = queryClient.getQueryData<AppInfo>(appInfoQueryOptions().queryKey);
  if (!info) return localMobile;
  const market = marketOf(info);
  return isValidMobile(market, localMobile) ? toE164Mobile(market, localMobile) : localMobile;
}

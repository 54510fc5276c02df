import type * as contract from '@sika/contract';
import type { CallData } from '@sika/contract';
import { isMarketCode, type Market, markets } from '@sika/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from './api/index.ts';

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

import type { OPTION_TYPE, SystemOption } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Spec core §3 System option: 4011 the minimum deposit (minor units), 1002 the top-up tips. */
const MIN_DEPOSIT: (typeof OPTION_TYPE)['MIN_DEPOSIT'] = 4011;
const TOP_UP_TIPS: (typeof OPTION_TYPE)['TOP_UP_TIPS'] = 1002;

export interface DepositOptions {
  /** Null when the option is not configured: the deposit config's minimum applies. */
  minAmountMinor: number | null;
  tips: string | null;
}

export async function getDepositOptions(lang: string, signal?: AbortSignal): Promise<DepositOptions> {
  const options: SystemOption[] = await api(
    calls.getOptions,
    { types: `${MIN_DEPOSIT},${TOP_UP_TIPS}`, lang },
    { silent: true, signal },
  );
  const content = (type: number) => options.find((option) => option.type === type)?.content.trim() || null;
  const min = Number(content(MIN_DEPOSIT));
  return { minAmountMinor: Number.isSafeInteger(min) && min > 0 ? min : null, tips: content(TOP_UP_TIPS) };
}

export function depositOptionsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['options', 'deposit', lang],
    queryFn: ({ signal }) => getDepositOptions(lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useDepositOptions() {
  return useQuery(depositOptionsQueryOptions(useLanguage()));
}

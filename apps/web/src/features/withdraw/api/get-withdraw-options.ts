import type { OPTION_TYPE, SystemOption } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Spec core §3 System option: 6001 the withdraw tips, 4065 the tax explanation. */
const WITHDRAW_TIPS: (typeof OPTION_TYPE)['WITHDRAW_TIPS'] = 6001;
const TAX_EXPLANATION: (typeof OPTION_TYPE)['TAX_EXPLANATION'] = 4065;

export interface WithdrawTexts {
  tips: string | null;
  taxExplanation: string | null;
}

export async function getWithdrawTexts(lang: string, signal?: AbortSignal): Promise<WithdrawTexts> {
  const options: SystemOption[] = await api(
    calls.getOptions,
    { types: `${WITHDRAW_TIPS},${TAX_EXPLANATION}`, lang },
    { silent: true, signal },
  );
  const content = (type: number) => options.find((option) => option.type === type)?.content.trim() || null;
  return { tips: content(WITHDRAW_TIPS), taxExplanation: content(TAX_EXPLANATION) };
}

export function withdrawTextsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['options', 'withdraw', lang],
    queryFn: ({ signal }) => getWithdrawTexts(lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useWithdrawTexts() {
  return useQuery(withdrawTextsQueryOptions(useLanguage()));
}

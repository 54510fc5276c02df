import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls } from '../../../lib/api/index.ts';
import { OPTION_TYPE } from '../../../lib/content/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** System option 1001, the registration tips of the footer; null when the operator set none. */
export function registerTipsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['content', 'options', OPTION_TYPE.REGISTER_TIPS, lang],
    queryFn: async ({ signal }) => {
      const options = await api(
        calls.getOptions,
        { types: String(OPTION_TYPE.REGISTER_TIPS), lang },
        { silent: true, signal },
      );
      return options.find((option) => option.type === OPTION_TYPE.REGISTER_TIPS)?.content ?? null;
    },
    staleTime: 5 * 60_000,
  });
}

export function useRegisterTips() {
  return useQuery(registerTipsQueryOptions(useLanguage()));
}

import type { BonusOffer, PlayerBonus } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../i18n/languages.ts';
import { bonusCalls } from './api/bonus-calls.ts';
import { api } from './api/index.ts';
import { PLAYER_KEY } from './query-client.ts';
import { useToken } from './session/index.ts';
import { useLanguage } from './use-language.ts';

/** The player's bonuses with wagering progress; fresh on every visit (bets move it). */
export function myBonusesQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [PLAYER_KEY, 'bonuses', lang],
    queryFn: ({ signal }): Promise<{ bonuses: PlayerBonus[]; activeMinor: number }> =>
      api(bonusCalls.getMyBonuses, { lang }, { silent: true, signal }),
    staleTime: 0,
  });
}

export function useMyBonuses() {
  const token = useToken();
  return useQuery({
    ...myBonusesQueryOptions(useLanguage()),
    enabled: Boolean(token),
    refetchOnMount: 'always',
  });
}

/** The market's live offers; `available` says whether the player's next deposit would earn one. */
export function useBonusOffers() {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: [PLAYER_KEY, 'bonus-offers', lang, Boolean(token)],
    queryFn: ({ signal }): Promise<{ offers: BonusOffer[] }> =>
      api(bonusCalls.getBonusOffers, { lang }, { silent: true, signal }),
    staleTime: 60_000,
  });
}

/** "6d 23h", "5h 12m", "9m": the time left of a bonus, coarse enough not to need a ticking clock. */
export function timeLeftParts(seconds: number): { days: number; hours: number; minutes: number } {
  const s = Math.max(0, seconds);
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3_600),
    minutes: Math.floor((s % 3_600) / 60),
  };
}

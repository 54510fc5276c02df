import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

export function getWithdrawTax(coins: number, signal?: AbortSignal): Promise<number> {
  return api(calls.getWithdrawTax, { coins }, { silent: true, signal });
}

/**
 * Spec core §3 Tax response: the tax in minor units on the money of `coins`. It depends on the player's
 * deposits and withdrawals (Ghana taxes the winnings part only), so it is asked again on every visit.
 */
export function withdrawTaxQueryOptions(coins: number) {
  return queryOptions({
    queryKey: [PLAYER_KEY, 'withdraw', 'tax', coins],
    queryFn: ({ signal }) => getWithdrawTax(coins, signal),
    staleTime: 0,
  });
}

/** Fetched when the coins change and tax is on (spec core §5); nothing is asked for 0 coins. */
export function useWithdrawTax(coins: number, taxEnabled: boolean) {
  return useQuery({
    ...withdrawTaxQueryOptions(coins),
    enabled: taxEnabled && coins > 0,
    placeholderData: keepPreviousData,
  });
}

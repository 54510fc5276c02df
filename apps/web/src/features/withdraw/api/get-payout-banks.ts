import type { PayoutBank } from '@sika/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { PLAYER_KEY } from '../../../lib/query-client.ts';

/** A bank of the list with its name prepared for search, so typing filters without work per key. */
export interface SearchableBank extends PayoutBank {
  folded: string;
}

export async function getPayoutBanks(signal?: AbortSignal): Promise<SearchableBank[]> {
  const { list } = await api(calls.getPayoutBanks, undefined, { silent: true, signal });
  return list.map((bank) => ({ ...bank, folded: foldBankName(bank.name) }));
}

/** Lower case, no accents or punctuation: "Guaranty Trust Bank" and "gtb" meet on "guaranty trust bank". */
export function foldBankName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The banks a withdrawal can be paid to (Nigeria: Paystack's list, cached by the server an hour). About
 * 200 names, a few kilobytes, asked once a session: banks rarely change.
 */
export function payoutBanksQueryOptions() {
  return queryOptions({
    queryKey: [PLAYER_KEY, 'withdraw', 'banks'],
    queryFn: ({ signal }) => getPayoutBanks(signal),
    staleTime: 60 * 60_000,
  });
}

export function usePayoutBanks(enabled = true) {
  return useQuery({ ...payoutBanksQueryOptions(), enabled });
}

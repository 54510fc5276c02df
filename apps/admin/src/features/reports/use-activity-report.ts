import { adminActivityReport, adminLedgerCheck } from '@sika/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** The activity report of a range of local dates; without one, the server's last 30 days. */
export function useActivityReport(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['adminActivityReport', range?.from ?? null, range?.to ?? null],
    queryFn: () => call(adminActivityReport, range ?? {}),
    placeholderData: (previous) => previous,
  });
}

/** The last recorded ledger audit. */
export function useLedgerCheck() {
  return useQuery({ queryKey: ['adminLedgerCheck'], queryFn: () => call(adminLedgerCheck) });
}

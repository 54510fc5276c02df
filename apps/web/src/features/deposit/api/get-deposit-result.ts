import type { CallData, getDepositResult as getDepositResultCall } from '@sika/contract';
import { api, calls } from '../../../lib/api/index.ts';

export type DepositResult = CallData<typeof getDepositResultCall>;

/** The poller's query (no toast: a failed poll is only logged, spec activities §8). */
export function getDepositResult(transNo: string, signal?: AbortSignal): Promise<DepositResult> {
  return api(calls.getDepositResult, { transNo }, { silent: true, signal });
}

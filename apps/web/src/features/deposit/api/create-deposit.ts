import type { CallData, createDeposit as createDepositCall } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { randomHex } from '../../../lib/storage.ts';

export type CreatedDeposit = CallData<typeof createDepositCall>;

export interface DepositRequest {
  /** A package; or else a free amount in minor units. */
  itemId?: number;
  payMoney?: number;
  payChannel: string;
}

/**
 * Pay: makes the order and sends the prompt to the player's phone. One idempotency key per tap, so a
 * repeated request (a flaky network retrying) answers the same order instead of a second prompt.
 */
export function createDeposit(request: DepositRequest): Promise<CreatedDeposit> {
  return api(calls.createDeposit, { ...request, idempotencyKey: randomHex(16) });
}

export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}

import type { CallData, createPayOrder as createPayOrderCall } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls } from '../../../lib/api/index.ts';
import { randomHex } from '../../../lib/storage.ts';

export type PayOrder = CallData<typeof createPayOrderCall>;

/** The first-deposit offer's top-up {itemId, payChannel, payMoney}; the answer's redirectUrl is followed. */
export function createPayOrder(input: {
  itemId: number;
  payChannel: string;
  payMoney: number;
}): Promise<PayOrder> {
  return api(calls.createPayOrder, { ...input, idempotencyKey: randomHex(16) });
}

export function useCreatePayOrder() {
  return useMutation({ mutationFn: createPayOrder });
}

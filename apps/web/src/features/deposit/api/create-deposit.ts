import type { CallData, createDeposit as createDepositCall } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, calls, errorCodes, isApiError, NETWORK_ERROR } from '../../../lib/api/index.ts';
import { randomHex } from '../../../lib/storage.ts';

export type CreatedDeposit = CallData<typeof createDepositCall>;

export interface DepositRequest {
  /** A package; or else a free amount in minor units. */
  itemId?: number;
  payMoney?: number;
  payChannel: string;
}

/**
 * Pay: makes the order and sends the prompt to the player's phone; the key names the order. A deposit over
 * the player's deposit limit (5401) is refused before any prompt; the form words it with the room left.
 */
export function createDeposit(request: DepositRequest, idempotencyKey: string): Promise<CreatedDeposit> {
  return api(
    calls.createDeposit,
    { ...request, idempotencyKey },
    { handledCodes: [errorCodes.DEPOSIT_LIMIT_REACHED] },
  );
}

/** What a 5401 refusal says (decision 017): the rolling window that binds and the room left in it. */
export interface DepositLimitRefusal {
  period: 'day' | 'week' | 'month';
  limitMinor: number;
  remainingMinor: number;
}

/** The refusal's details when the error is a deposit-limit refusal, else null. */
export function depositLimitRefusal(error: unknown): DepositLimitRefusal | null {
  if (!isApiError(error) || error.code !== errorCodes.DEPOSIT_LIMIT_REACHED) return null;
  const data = error.data as Partial<DepositLimitRefusal> | null;
  const period = data?.period;
  if (period !== 'day' && period !== 'week' && period !== 'month') return null;
  const remainingMinor = Number.isSafeInteger(data?.remainingMinor) ? Number(data?.remainingMinor) : 0;
  return { period, limitMinor: Number(data?.limitMinor ?? 0), remainingMinor: Math.max(0, remainingMinor) };
}

/**
 * Whether the server gave the order an answer: the order, or a refusal from the catalogue. A lost
 * connection, a timeout or a 5xx says nothing about whether the order was made (the withdrawal
 * confirmation draws the same line).
 */
function wasAnswered(error: unknown): boolean {
  return isApiError(error) && error.code !== NETWORK_ERROR && error.status > 0 && error.status < 500;
}

/**
 * Pay with one idempotency key per order until the server answers it: a second tap after a lost answer
 * sends the same key, so the server answers the order it already made instead of prompting the phone a
 * second time. A different amount or channel is a different order and gets a key of its own.
 */
export function useCreateDeposit() {
  const unanswered = useRef<{ request: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (request: DepositRequest) => {
      const signature = JSON.stringify([request.itemId, request.payMoney, request.payChannel]);
      if (unanswered.current?.request !== signature) {
        unanswered.current = { request: signature, key: randomHex(16) };
      }
      return createDeposit(request, unanswered.current.key);
    },
    onSuccess: () => {
      unanswered.current = null;
    },
    onError: (error) => {
      if (wasAnswered(error)) unanswered.current = null;
    },
  });
}

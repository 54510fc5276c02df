import { DEPOSIT_FINISH_DELAY_MS, DEPOSIT_POLL_MAX_TIMES } from '@sika/domain';
import { useEffect, useRef, useState } from 'react';
import { PLAYER_KEY, queryClient } from '../../../lib/query-client.ts';
import { profileKey } from '../../../lib/session/index.ts';
import { abortableSleep, type PolledState, pollDepositResult } from '../deposit-poll.ts';

export type WaitPhase = 'polling' | 'finishing';

export interface DepositWait<T> {
  phase: WaitPhase;
  attempts: number;
  maxAttempts: number;
  /** The order as last seen (amount, channel, payer), null until the first answer when nothing was known. */
  last: T | null;
  success: boolean;
  startedAt: number;
}

/**
 * The wait after Pay (spec core §4 Deposit result polling): the result is polled every 5 s, at most 30
 * times, until the state is 3 or more; then the balance refreshes and, 3 s later, `onFinish` fires with
 * the last answer. Leaving the screen stops the poll (the order goes on on the server).
 */
export function useDepositWait<T extends PolledState>(options: {
  /** Restarts the wait when it changes (the order number). */
  key: string;
  query(signal: AbortSignal): Promise<T>;
  initial?: T | null;
  onFinish(outcome: { last: T | null; success: boolean }): void;
}): DepositWait<T> {
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<DepositWait<T>>(() => initialState(options.initial ?? null));

  const { key } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the wait restarts for another order only; the callbacks are read through a ref
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const initial = latest.current.initial ?? null;
    setState(initialState(initial));
    void (async () => {
      const outcome = await pollDepositResult<T>({
        query: (s) => latest.current.query(s),
        initial,
        signal,
        onAttempt(attempts, result) {
          setState((prev) => ({ ...prev, attempts, last: result ?? prev.last }));
        },
      });
      // The balance refreshes before the result shows (spec core §4): the profile is fetched now even if
      // no screen shows it at this moment; whatever else of the player's is on screen refreshes too.
      void queryClient.invalidateQueries({ queryKey: profileKey, refetchType: 'all' });
      void queryClient.invalidateQueries({ queryKey: [PLAYER_KEY] });
      setState((prev) => ({ ...prev, phase: 'finishing', last: outcome.last, success: outcome.success }));
      await abortableSleep(DEPOSIT_FINISH_DELAY_MS, signal);
      latest.current.onFinish({ last: outcome.last, success: outcome.success });
    })().catch(() => {
      // Aborted: the player left the wait screen.
    });
    return () => controller.abort();
  }, [key]);

  return state;
}

function initialState<T extends PolledState>(initial: T | null): DepositWait<T> {
  return {
    phase: 'polling',
    attempts: 0,
    maxAttempts: DEPOSIT_POLL_MAX_TIMES,
    last: initial,
    success: false,
    startedAt: Date.now(),
  };
}

/** Seconds since `since`, ticking once a second while mounted. */
export function useElapsedSeconds(since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - since) / 1_000));
}

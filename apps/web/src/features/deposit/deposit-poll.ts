import { DEPOSIT_POLL_INTERVAL_MS, DEPOSIT_POLL_MAX_TIMES } from '@sika/domain';

/** Spec core §4: the deposit is settled once its state reaches 3 (3 credited, 4 failed, 5 expired). */
export const SETTLED_STATE = 3;
export const SUCCESS_STATE = 3;

export interface PolledState {
  state: number;
}

export interface PollOptions<T extends PolledState> {
  /** One query of the result. A failed query is only logged (spec activities §8) and counts as an attempt. */
  query(signal: AbortSignal): Promise<T>;
  /** What is already known (the order as Pay answered it): a settled one needs no poll at all. */
  initial?: T | null;
  intervalMs?: number;
  maxTimes?: number;
  signal: AbortSignal;
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  onAttempt?(attempt: number, result: T | null): void;
}

export interface PollOutcome<T> {
  last: T | null;
  attempts: number;
  success: boolean;
}

/**
 * Spec core §4 Deposit result polling: the result is queried every 5 s, at most 30 times, until the state
 * is 3 or more; the outcome is success when the last state is 3. Without a known state (a reload of the
 * wait screen) the first query goes at once. Rejects only when `signal` aborts.
 */
export async function pollDepositResult<T extends PolledState>(
  options: PollOptions<T>,
): Promise<PollOutcome<T>> {
  const interval = options.intervalMs ?? DEPOSIT_POLL_INTERVAL_MS;
  const maxTimes = options.maxTimes ?? DEPOSIT_POLL_MAX_TIMES;
  const sleep = options.sleep ?? abortableSleep;
  let last = options.initial ?? null;
  let attempts = 0;
  while (!(last && last.state >= SETTLED_STATE) && attempts < maxTimes) {
    if (attempts > 0 || last) await sleep(interval, options.signal);
    options.signal.throwIfAborted();
    attempts += 1;
    let result: T | null = null;
    try {
      result = await options.query(options.signal);
      last = result;
    } catch (error) {
      options.signal.throwIfAborted();
      console.info('[deposit] result query failed', error);
    }
    options.onAttempt?.(attempts, result);
  }
  return { last, attempts, success: last?.state === SUCCESS_STATE };
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

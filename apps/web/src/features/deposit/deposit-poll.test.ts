import { describe, expect, it, vi } from 'vitest';
import { pollDepositResult } from './deposit-poll.ts';

function script(states: (number | Error)[]) {
  let index = 0;
  return vi.fn(async () => {
    const next = states[Math.min(index++, states.length - 1)];
    if (next instanceof Error) throw next;
    return { state: next as number };
  });
}

const noSleep = vi.fn(async () => {});

describe('deposit result polling (spec core §4, activities §9)', () => {
  it('queries until the state reaches 3 and calls it a success', async () => {
    const query = script([2, 2, 3]);
    const sleep = vi.fn(async () => {});
    const outcome = await pollDepositResult({ query, sleep, signal: new AbortController().signal });
    expect(outcome).toEqual({ last: { state: 3 }, attempts: 3, success: true });
    // The first query goes at once when nothing is known; then every 5 s.
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(5_000, expect.anything());
  });

  it('waits 5 s before the first query when the order is known and pending', async () => {
    const sleep = vi.fn(async () => {});
    await pollDepositResult({
      query: script([4]),
      initial: { state: 2 },
      sleep,
      signal: new AbortController().signal,
    });
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('stops at a failure (4) or an expiry (5): settled, not a success', async () => {
    for (const state of [4, 5]) {
      const outcome = await pollDepositResult({
        query: script([2, state]),
        sleep: noSleep,
        signal: new AbortController().signal,
      });
      expect(outcome.success).toBe(false);
      expect(outcome.last?.state).toBe(state);
      expect(outcome.attempts).toBe(2);
    }
  });

  it('gives up after 30 queries', async () => {
    const query = script([2]);
    const outcome = await pollDepositResult({ query, sleep: noSleep, signal: new AbortController().signal });
    expect(query).toHaveBeenCalledTimes(30);
    expect(outcome).toMatchObject({ attempts: 30, success: false, last: { state: 2 } });
  });

  it('does not poll an order that Pay already answered as settled', async () => {
    const query = script([3]);
    const outcome = await pollDepositResult({
      query,
      initial: { state: 4 },
      sleep: noSleep,
      signal: new AbortController().signal,
    });
    expect(query).not.toHaveBeenCalled();
    expect(outcome).toEqual({ last: { state: 4 }, attempts: 0, success: false });
  });

  it('counts a failed query as an attempt and keeps going', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const outcome = await pollDepositResult({
      query: script([new Error('offline'), 3]),
      sleep: noSleep,
      signal: new AbortController().signal,
    });
    expect(outcome).toMatchObject({ attempts: 2, success: true });
    expect(info).toHaveBeenCalledOnce();
    info.mockRestore();
  });

  it('stops when the player leaves (abort)', async () => {
    const controller = new AbortController();
    const query = vi.fn(async () => {
      controller.abort();
      return { state: 2 };
    });
    await expect(
      pollDepositResult({ query, sleep: noSleep, signal: controller.signal }),
    ).rejects.toBeDefined();
    expect(query).toHaveBeenCalledOnce();
  });
});

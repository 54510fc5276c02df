import { describe, expect, it } from 'vitest';
import { orderHash } from './last-deposit.ts';
import { isStillWaiting, readResult, resultOf, resultSearch } from './result-query.ts';

describe('the deposit result page query (spec core §2)', () => {
  it('round-trips status, no, bonus, isBonus and msg', () => {
    const view = resultOf({ state: 3, transNo: 'D261121ABCDEFGH', bonus: 500, message: '', reason: null });
    expect(view).toMatchObject({ status: 1, no: 'D261121ABCDEFGH', bonus: 500, isBonus: 1, msg: '' });
    expect(readResult(new URLSearchParams(resultSearch(view)))).toEqual(view);
  });

  it('carries a failure’s reason and message', () => {
    const view = resultOf({
      state: 4,
      transNo: 'D1234567890',
      bonus: 500,
      message: 'You declined or cancelled the payment prompt.',
      reason: 'DECLINED',
    });
    expect(view).toMatchObject({ status: 0, isBonus: 0, reason: 'DECLINED' });
    const read = readResult(new URLSearchParams(resultSearch(view)));
    expect(read.msg).toBe('You declined or cancelled the payment prompt.');
    expect(isStillWaiting(read)).toBe(false);
  });

  it('tells a deposit still waiting from a failed one', () => {
    const view = resultOf({ state: 2, transNo: 'D1234567890', bonus: 0, message: '', reason: null });
    expect(isStillWaiting(view)).toBe(true);
  });

  it('reads a hand-made link defensively', () => {
    const read = readResult(new URLSearchParams('status=1&bonus=-5&isBonus=yes&reason=<b>&state=77'));
    expect(read).toMatchObject({ status: 1, bonus: 0, isBonus: 0, reason: null, state: null, no: '' });
  });
});

describe('the last-deposit marker', () => {
  it('hashes an order number to a short stable key', () => {
    expect(orderHash('D261121JTSSCL3X54')).toMatch(/^[0-9a-f]{8}$/);
    expect(orderHash('D261121JTSSCL3X54')).toBe(orderHash('D261121JTSSCL3X54'));
    expect(orderHash('D261121JTSSCL3X54')).not.toBe(orderHash('D261121JTSSCL3X55'));
  });
});

import { describe, expect, it } from 'vitest';
import { decidePayout, nextCheckAt, type PayoutReading, reasonOf, STATE, statusOf } from './payout-states.ts';

const reading = (state: PayoutReading['state'], extra: Partial<PayoutReading> = {}): PayoutReading => ({
  state,
  failure: null,
  amountMinor: null,
  currency: null,
  providerTxnId: null,
  ...extra,
});
const open = { state: STATE.PROCESSING, netMinor: 890, currency: 'GHS' } as const;

describe('decidePayout', () => {
  it('posts on SUCCESSFUL, flagging an amount that is not the net', () => {
    expect(decidePayout(open, reading('SUCCESSFUL', { amountMinor: 890 }))).toEqual({
      kind: 'post',
      review: null,
    });
    expect(decidePayout(open, reading('SUCCESSFUL'))).toEqual({ kind: 'post', review: null });
    expect(decidePayout(open, reading('SUCCESSFUL', { amountMinor: 800 }))).toEqual({
      kind: 'post',
      review: 'amount_mismatch',
    });
  });

  it('keeps the hold of a payout made in another currency for a person, neither posted nor given back', () => {
    expect(decidePayout(open, reading('SUCCESSFUL', { amountMinor: 890, currency: 'GHS' }))).toEqual({
      kind: 'post',
      review: null,
    });
    expect(decidePayout(open, reading('SUCCESSFUL', { amountMinor: 890, currency: 'EUR' }))).toEqual({
      kind: 'review',
      reason: 'currency_mismatch',
    });
  });

  it('voids only on a definitive FAILED', () => {
    const failure = {
      code: 'ACCOUNT_NOT_FOUND',
      providerCode: 'PAYEE_NOT_FOUND',
      providerText: 'x',
    } as const;
    expect(decidePayout(open, reading('FAILED', { failure }))).toEqual({ kind: 'void', failure });
    expect(
      decidePayout({ state: STATE.CREATED, netMinor: 1, currency: 'GHS' }, reading('FAILED')),
    ).toMatchObject({
      kind: 'void',
    });
  });

  it('never moves money on PENDING or UNKNOWN', () => {
    expect(decidePayout(open, reading('PENDING'))).toEqual({ kind: 'wait', unknown: false });
    expect(decidePayout(open, reading('UNKNOWN'))).toEqual({ kind: 'wait', unknown: true });
  });

  it('never moves a settled order backwards; contradictions go to review', () => {
    const success = { state: STATE.SUCCESS, netMinor: 890, currency: 'GHS' } as const;
    const failed = { state: STATE.FAILED, netMinor: 890, currency: 'GHS' } as const;
    expect(decidePayout(success, reading('FAILED'))).toEqual({
      kind: 'review',
      reason: 'failed_after_success',
    });
    expect(decidePayout(success, reading('SUCCESSFUL'))).toEqual({ kind: 'none' });
    expect(decidePayout(success, reading('UNKNOWN'))).toEqual({ kind: 'none' });
    expect(decidePayout(failed, reading('SUCCESSFUL'))).toEqual({
      kind: 'review',
      reason: 'success_after_failed',
    });
    expect(decidePayout(failed, reading('FAILED'))).toEqual({ kind: 'none' });
    expect(decidePayout(failed, reading('PENDING'))).toEqual({ kind: 'none' });
  });

  it('refunds a paid payout only when the provider confirms it came back (Paystack reversed)', () => {
    const success = { state: STATE.SUCCESS, netMinor: 890, currency: 'NGN' } as const;
    const failure = {
      code: 'DECLINED' as const,
      providerCode: 'reversed',
      providerText: 'Transfer reversed',
    };
    expect(decidePayout(success, { ...reading('FAILED'), failure, reversed: true })).toEqual({
      kind: 'refund',
      failure,
    });
    // A FAILED without the provider's word that it came back is still a contradiction for a person.
    expect(decidePayout(success, { ...reading('FAILED'), reversed: false })).toMatchObject({
      kind: 'review',
    });
    // An open order that the provider reads as reversed simply failed: its hold is voided.
    const open = { state: STATE.PROCESSING, netMinor: 890, currency: 'NGN' } as const;
    expect(decidePayout(open, { ...reading('FAILED'), failure, reversed: true })).toEqual({
      kind: 'void',
      failure,
    });
  });
});

describe('schedule and words', () => {
  it('backs off from 15 s to every 10 minutes', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const delays = [0, 1, 2, 5, 6, 50].map((n) => nextCheckAt(n, now).getTime() - now.getTime());
    expect(delays).toEqual([15_000, 30_000, 60_000, 480_000, 600_000, 600_000]);
  });

  it('reads states as the wallet records do, and failures as reasons a player understands', () => {
    expect([1, 2, 3, 4].map(statusOf)).toEqual(['pending', 'pending', 'success', 'failed']);
    expect(reasonOf('ACCOUNT_NOT_FOUND')).toBe('ACCOUNT_NOT_FOUND');
    expect(reasonOf('INSUFFICIENT_FUNDS')).toBe('PROVIDER_ERROR');
    expect(reasonOf('WRONG_PIN')).toBe('OTHER');
    expect(reasonOf(null)).toBeNull();
  });
});

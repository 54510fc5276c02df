import { describe, expect, it } from 'vitest';
import {
  decide,
  NOT_FOUND_GRACE_MS,
  nextCheckAt,
  type ProviderReading,
  reasonOf,
  STATE,
  type StateCode,
} from './deposit-states.ts';

const now = new Date('2026-01-01T12:00:00Z');
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 60_000);

const reading = (state: ProviderReading['state'], extra: Partial<ProviderReading> = {}): ProviderReading => ({
  state,
  notFound: false,
  failure:
    state === 'FAILED' ? { code: 'DECLINED', providerCode: 'APPROVAL_REJECTED', providerText: 'no' } : null,
  amountMinor: null,
  currency: null,
  providerTxnId: null,
  ...extra,
});
const order = (state: StateCode, expiresAt = later, initiatedAt: Date | null = earlier) => ({
  state,
  currency: 'GHS',
  expiresAt,
  initiatedAt,
});

describe('the deposit state machine', () => {
  it('credits a confirmed success from every state but success itself', () => {
    for (const state of [1, 2, 5] as const) {
      expect(decide(order(state), reading('SUCCESSFUL'), now)).toEqual({ kind: 'credit', review: null });
    }
    expect(decide(order(STATE.FAILED), reading('SUCCESSFUL'), now)).toEqual({
      kind: 'credit',
      review: 'success_after_failed',
    });
    expect(decide(order(STATE.SUCCESS), reading('SUCCESSFUL'), now)).toEqual({ kind: 'none', review: null });
  });

  it('credits nothing paid in another currency, and flags it for a person', () => {
    expect(decide(order(STATE.PENDING), reading('SUCCESSFUL', { currency: 'GHS' }), now)).toEqual({
      kind: 'credit',
      review: null,
    });
    for (const state of [1, 2, 4, 5] as const) {
      expect(decide(order(state), reading('SUCCESSFUL', { currency: 'USD', amountMinor: 500 }), now)).toEqual(
        {
          kind: 'none',
          review: 'currency_mismatch',
        },
      );
    }
  });

  it('never moves a success backwards: FAILED after SUCCESSFUL is only flagged', () => {
    expect(decide(order(STATE.SUCCESS), reading('FAILED'), now)).toEqual({
      kind: 'none',
      review: 'failed_after_success',
    });
    expect(decide(order(STATE.SUCCESS, earlier), reading('PENDING'), now)).toEqual({
      kind: 'none',
      review: null,
    });
  });

  it('fails only an open order, with the provider’s reason', () => {
    expect(decide(order(STATE.PENDING), reading('FAILED'), now)).toMatchObject({
      kind: 'fail',
      failure: { code: 'DECLINED' },
    });
    expect(decide(order(STATE.EXPIRED), reading('FAILED'), now).kind).toBe('none');
    expect(decide(order(STATE.FAILED), reading('FAILED'), now).kind).toBe('none');
  });

  it('waits while the provider is pending or silent, then expires the order', () => {
    expect(decide(order(STATE.CREATED), reading('PENDING'), now).kind).toBe('pending');
    expect(decide(order(STATE.PENDING), reading('UNKNOWN'), now).kind).toBe('none');
    expect(decide(order(STATE.PENDING, earlier), reading('PENDING'), now).kind).toBe('expire');
    expect(decide(order(STATE.CREATED, earlier, null), reading('UNKNOWN'), now).kind).toBe('expire');
  });

  it('fails a started order the provider never received, after a grace period', () => {
    const lost = reading('UNKNOWN', { notFound: true });
    expect(decide(order(STATE.CREATED, later, new Date(now.getTime() - 1_000)), lost, now).kind).toBe('none');
    const old = new Date(now.getTime() - NOT_FOUND_GRACE_MS);
    expect(decide(order(STATE.CREATED, later, old), lost, now)).toMatchObject({
      kind: 'fail',
      failure: { code: 'PROVIDER_UNAVAILABLE' },
    });
    expect(decide(order(STATE.PENDING, later, old), lost, now).kind).toBe('none');
  });

  it('backs off while waiting and watches an expired order until its watch ends', () => {
    const watch = new Date(now.getTime() + 3_600_000);
    const delays = [0, 1, 2, 3, 4, 5, 6, 20].map(
      (n) => (nextCheckAt(STATE.PENDING, n, now, watch)!.getTime() - now.getTime()) / 1000,
    );
    expect(delays).toEqual([15, 30, 60, 120, 240, 480, 600, 600]);
    expect(nextCheckAt(STATE.EXPIRED, 0, now, watch)!.getTime() - now.getTime()).toBe(30 * 60_000);
    expect(nextCheckAt(STATE.EXPIRED, 0, now, now)).toBeNull();
    expect(nextCheckAt(STATE.SUCCESS, 0, now, watch)).toBeNull();
    expect(nextCheckAt(STATE.FAILED, 0, now, watch)).toBeNull();
  });

  it('tells the player a reason they understand', () => {
    expect(reasonOf('INVALID_REQUEST')).toBe('PROVIDER_UNAVAILABLE');
    expect(reasonOf('WRONG_PIN')).toBe('WRONG_PIN');
    expect(reasonOf('SOMETHING_NEW')).toBe('OTHER');
    expect(reasonOf(null)).toBeNull();
  });
});

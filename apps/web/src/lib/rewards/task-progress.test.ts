import { describe, expect, it } from 'vitest';
import { formatPercent, taskAction, taskPercent } from './task-progress.ts';

describe('task button', () => {
  it('says Go below the target, Receive at or above it, Received once collected', () => {
    expect(taskAction({ current: 0, target: 1, collect: false })).toBe('go');
    expect(taskAction({ current: 9_999, target: 10_000, collect: false })).toBe('go');
    expect(taskAction({ current: 10_000, target: 10_000, collect: false })).toBe('receive');
    expect(taskAction({ current: 12_000, target: 10_000, collect: false })).toBe('receive');
    expect(taskAction({ current: 12_000, target: 10_000, collect: true })).toBe('received');
  });
});

describe('task progress', () => {
  it('is 100 % only when the target is reached, else capped at 99.99 %', () => {
    expect(taskPercent(0, 1)).toBe(0);
    expect(taskPercent(1, 1)).toBe(100);
    expect(taskPercent(2_500, 10_000)).toBe(25);
    expect(taskPercent(99_999, 100_000)).toBe(99.99);
    expect(taskPercent(9_999_999, 10_000_000)).toBe(99.99);
    expect(taskPercent(15, 10)).toBe(100);
  });

  it('prints at most two decimals', () => {
    expect(formatPercent(99.99, 'en-GH')).toBe('99.99%');
    expect(formatPercent(100, 'en-GH')).toBe('100%');
    expect(formatPercent(33.33, 'fr')).toBe('33,33%');
  });
});

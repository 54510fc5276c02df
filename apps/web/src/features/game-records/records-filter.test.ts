import { describe, expect, it } from 'vitest';
import { readRecordsFilter, writeRecordsFilter } from './records-filter.ts';

const read = (query: string) => readRecordsFilter(new URLSearchParams(query));

describe('the game records filter in the address', () => {
  it('starts on bets, newest first, every game', () => {
    expect(read('')).toEqual({ kind: 'bet', order: 'desc', gameId: null });
  });

  it('reads the wins tab, the oldest-first order and one game', () => {
    expect(read('tab=win&order=asc&game=102')).toEqual({ kind: 'win', order: 'asc', gameId: 102 });
  });

  it('ignores what it cannot read', () => {
    expect(read('tab=jackpot&order=random&game=1e3')).toEqual({ kind: 'bet', order: 'desc', gameId: null });
    expect(read('game=0').gameId).toBeNull();
    expect(read('game=-4').gameId).toBeNull();
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeRecordsFilter({ kind: 'bet', order: 'desc', gameId: null }).toString()).toBe('');
    const filter = { kind: 'win', order: 'asc', gameId: 106 } as const;
    expect(readRecordsFilter(writeRecordsFilter(filter))).toEqual(filter);
  });
});

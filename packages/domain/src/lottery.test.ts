import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLotteryPick,
  lotteryCostMinor,
  lotteryLines,
  lotteryTier,
  lotteryWins,
  nextLotteryDrawTime,
  parseLotteryPick,
  DEFAULT_LOTTERY_RULES as RULES,
} from './lottery.ts';

function combinations<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

const distinct = (pool: number, min: number, max: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: pool }), { minLength: min, maxLength: max });

describe('lottery 6+1 rules', () => {
  it('reads picks and refuses what is not 6+ red in 1..33 and 1+ blue in 1..16', () => {
    expect(parseLotteryPick('31 3,8 12 19 27+7', RULES)).toEqual({ red: [3, 8, 12, 19, 27, 31], blue: [7] });
    for (const bad of [
      '1 2 3 4 5+6',
      '1 2 3 4 5 34+1',
      '1 2 3 4 5 6+17',
      '1 2 3 4 5 5+1',
      '1 2 3 4 5 6',
      '1 2 3 4 5 6+',
    ])
      expect(parseLotteryPick(bad, RULES)).toBeNull();
    expect(formatLotteryPick({ red: [3, 8, 12, 19, 27, 31], blue: [7] })).toBe('03 08 12 19 27 31+07');
  });

  it('draws Wednesday and Saturday 21:00 and daily 07:30, market time', () => {
    const next = (iso: string, zone = 'Africa/Accra') =>
      nextLotteryDrawTime(new Date(iso), zone).toISOString();
    expect(next('2026-11-23T08:00:00Z')).toBe('2026-11-24T07:30:00.000Z'); // Monday after 07:30
    expect(next('2026-11-25T08:00:00Z')).toBe('2026-11-25T21:00:00.000Z'); // Wednesday
    expect(next('2026-11-25T21:00:00Z')).toBe('2026-11-26T07:30:00.000Z'); // strictly after
    expect(next('2026-11-28T12:00:00Z', 'America/Sao_Paulo')).toBe('2026-11-29T00:00:00.000Z'); // Sat 21:00 −03
  });

  it('prices a system ticket as C(reds, 6) × blues lines', () => {
    const pick = parseLotteryPick('1 2 3 4 5 6 7 8+1 2', RULES)!;
    expect(lotteryLines(pick, RULES)).toBe(28 * 2);
    expect(lotteryCostMinor(pick, RULES)).toBe(56 * RULES.priceMinor);
  });

  it('counts a system ticket’s winning lines exactly as listing every line would', () => {
    fc.assert(
      fc.property(
        distinct(33, 6, 9),
        distinct(16, 1, 3),
        distinct(33, 6, 6),
        fc.integer({ min: 1, max: 16 }),
        (red, blue, drawnRed, drawnBlue) => {
          const pick = { red: red.sort((a, b) => a - b), blue };
          const expected: Record<string, number> = {};
          for (const line of combinations(pick.red, 6))
            for (const b of blue) {
              const tier = lotteryTier(line.filter((n) => drawnRed.includes(n)).length, b === drawnBlue);
              if (tier > 0) expected[tier] = (expected[tier] ?? 0) + 1;
            }
          expect(lotteryWins(pick, { red: drawnRed, blue: drawnBlue }, RULES)).toEqual(expected);
        },
      ),
    );
  });
});

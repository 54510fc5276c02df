import { TWO_POW_32 } from '@sika/fairness';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueEntry } from '../catalogue.ts';
import {
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  diceMultiplier,
  diceWinningRolls,
  diceWins,
} from './dice.ts';
import { LIMBO_MAX_TARGET_HUNDREDTHS, limboResult } from './limbo.ts';
import { MINES_MAX, MINES_MAX_MULTIPLIER, MINES_MIN, minesMaxSafeReveals, minesMultiplier } from './mines.ts';
import { PLINKO_RISKS, PLINKO_ROWS, plinkoTable } from './plinko.ts';
import { fractionValue, slotRtpExact } from './slot-math.ts';
import { slotMaxRoundWinLineBets } from './slot-max-win.ts';
import { WHEEL_RISKS, WHEEL_SEGMENTS, WHEEL_TABLES } from './wheel.ts';

const binomial = (n: number, k: number): bigint => {
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
};

describe('every declared RTP is exact by construction', () => {
  it('dice returns exactly 99% for every target: multiplier × W / 10,001 = 99 / 100', () => {
    for (let w = DICE_MIN_WINNING_ROLLS; w <= DICE_MAX_WINNING_ROLLS; w++) {
      for (const direction of ['over', 'under'] as const) {
        const params = { targetHundredths: direction === 'over' ? 10_000 - w : w, direction };
        expect(diceWinningRolls(params)).toBe(w);
        const { num, den } = diceMultiplier(params);
        expect(BigInt(num) * BigInt(w) * 100n).toBe(99n * BigInt(den) * 10_001n);
      }
    }
  }, 60_000);

  it('dice wins on exactly W of the 10,001 rolls', () => {
    for (const params of [
      { targetHundredths: 5000, direction: 'over' as const },
      { targetHundredths: 1234, direction: 'under' as const },
      { targetHundredths: 9999, direction: 'over' as const },
    ]) {
      let wins = 0;
      for (let roll = 0; roll <= 10_000; roll++) if (diceWins(roll, params)) wins++;
      expect(wins).toBe(diceWinningRolls(params));
    }
  });

  it('limbo returns 99% for every target, within the 2^-32 grain of its float', () => {
    // The result falls as the uint32 rises, so the winning draws are u = 0 … last; find last by bisection.
    const resultAt = (u: number) => limboResult({ nextUint32: () => u });
    for (const target of [101, 150, 200, 333, 1000, 10_000, 123_456, LIMBO_MAX_TARGET_HUNDREDTHS]) {
      let low = 0;
      let high = TWO_POW_32 - 1;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (resultAt(mid) >= target) low = mid;
        else high = mid - 1;
      }
      const rtp = ((target / 100) * (low + 1)) / TWO_POW_32;
      // One draw more or less at the boundary moves the RTP by target / 2^32 at most.
      expect(Math.abs(rtp - 0.99)).toBeLessThanOrEqual(target / 100 / TWO_POW_32);
    }
  });

  it('every wheel table adds up to exactly 0.99 × 20 segments', () => {
    for (const risk of WHEEL_RISKS) {
      expect(WHEEL_TABLES[risk]).toHaveLength(WHEEL_SEGMENTS);
      expect(WHEEL_TABLES[risk].reduce((a, b) => a + b, 0)).toBe(99 * WHEEL_SEGMENTS);
    }
    expect(Math.max(...WHEEL_RISKS.flatMap((risk) => WHEEL_TABLES[risk])) / 100).toBe(
      catalogueEntry('wheel').maxWinMultiplier,
    );
  });

  it('every plinko table has Σ C(n,k) × multiplier(k) = 0.99 × 2^n exactly', () => {
    let maxHundredths = 0;
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoTable({ rows, risk });
        expect(table).toHaveLength(rows + 1);
        expect(table).toEqual([...table].reverse());
        const total = table.reduce((sum, hundredths, k) => sum + binomial(rows, k) * BigInt(hundredths), 0n);
        expect(total).toBe(99n * 2n ** BigInt(rows));
        maxHundredths = Math.max(maxHundredths, ...table);
      }
    }
    expect(maxHundredths / 100).toBe(catalogueEntry('plinko').maxWinMultiplier);
  });

  it('mines is a fair martingale from 0.99×: each step pays exactly the current multiplier in expectation', () => {
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
      expect(minesMultiplier(mines, 0)).toEqual({ num: 99, den: 100 });
      for (let k = 0; k < 25 - mines; k++) {
        // P(next safe) = (25 − m − k) / (25 − k); P × mult(k+1) must equal mult(k).
        const now = minesMultiplier(mines, k);
        const next = minesMultiplier(mines, k + 1);
        const lhs = BigInt(25 - mines - k) * BigInt(next.num) * BigInt(now.den);
        const rhs = BigInt(25 - k) * BigInt(next.den) * BigInt(now.num);
        expect(lhs).toBe(rhs);
        expect(Number.isSafeInteger(next.num) && Number.isSafeInteger(next.den)).toBe(true);
      }
    }
  });

  it('mines never offers a step beyond the cap; its declared max win is the best step allowed', () => {
    let best = 0;
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
      const reveals = minesMaxSafeReveals(mines);
      const top = minesMultiplier(mines, reveals);
      expect(top.num / top.den).toBeLessThanOrEqual(MINES_MAX_MULTIPLIER);
      best = Math.max(best, top.num / top.den);
    }
    expect(best).toBe(catalogueEntry('mines').maxWinMultiplier);
  });

  it('the slot RTP declared is its exact theoretical value (to 6 decimals)', () => {
    const exact = fractionValue(slotRtpExact());
    expect(exact).toBeCloseTo(0.96107221877651, 13);
    expect(Math.abs(exact - catalogueEntry('kente-gold').rtp)).toBeLessThan(5e-7);
  });

  it('the slot max win is the largest round the reels allow', () => {
    // Cross-checked once by brute force over all 37,675,044 stop combinations: best spin 3,034 line bets,
    // best five-scatter spin 2,153; 2,153 + 25 free spins × 3 × 3,034 = 229,703 line bets.
    expect(slotMaxRoundWinLineBets()).toBe(229_703);
    expect(229_703 / 20).toBe(catalogueEntry('kente-gold').maxWinMultiplier);
  }, 60_000);

  it('declares every game once, with a demo', () => {
    expect(new Set(CATALOGUE.map((game) => game.code)).size).toBe(6);
    expect(new Set(CATALOGUE.map((game) => game.id)).size).toBe(6);
    expect(CATALOGUE.every((game) => game.hasDemo && game.rtp > 0.95 && game.rtp < 1)).toBe(true);
  });
});

import { createFairStream } from '@sika/fairness';
import { describe, expect, it } from 'vitest';
import { playRound } from './index.ts';
import { payoutMinorFor } from './ratio.ts';
import { playSlot } from './slot.ts';
import { REEL_STRIPS, SCATTER, WILD } from './slot-paytable.ts';

const seeds = (nonce: number) => ({
  serverSeed: '2f1b8c4a9e7d6f5a3c2b1e0d9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a',
  clientSeed: 'sika-client',
  nonce,
});

describe('payouts', () => {
  it('floors to the minor unit and never turns 1.1× into 1.0999…', () => {
    expect(payoutMinorFor(29, { num: 110, den: 100 })).toBe(31);
    expect(payoutMinorFor(100, { num: 990_099, den: 500_000 })).toBe(198);
    expect(payoutMinorFor(100_000, { num: 99 * 5_200_300, den: 100 * 11_440 })).toBe(45_002_596);
  });
});

describe('engines', () => {
  it('give the known-answer outcomes for seed pair (sika-client, nonce 0)', () => {
    expect(
      playRound('dice', createFairStream(seeds(0)), { targetHundredths: 5000, direction: 'under' }),
    ).toEqual({
      outcome: { rollHundredths: 4249, win: true },
      multiplier: { num: 990_099, den: 500_000 },
    });
    expect(playRound('limbo', createFairStream(seeds(0)), { targetHundredths: 200 }).outcome).toEqual({
      resultHundredths: 233,
      win: true,
    });
    const plinko = playRound('plinko', createFairStream(seeds(0)), { rows: 8, risk: 'low' });
    expect(plinko.outcome.path).toHaveLength(8);
    expect(plinko.outcome.bucket).toBe(plinko.outcome.path.filter((step) => step === 1).length);
  });

  it('mines pays the cash-out multiplier for safe picks and nothing once a mine is hit', () => {
    const layout = playRound('mines', createFairStream(seeds(3)), { mines: 3, picks: [] }).outcome
      .minePositions;
    const safe = [...Array(25).keys()].filter((tile) => !layout.includes(tile));
    const cashedOut = playRound('mines', createFairStream(seeds(3)), { mines: 3, picks: safe.slice(0, 2) });
    expect(cashedOut.outcome.hitMine).toBeNull();
    expect(cashedOut.multiplier).toEqual({ num: 99 * 300, den: 100 * 231 });
    const blown = playRound('mines', createFairStream(seeds(3)), { mines: 3, picks: [safe[0]!, layout[1]!] });
    expect(blown.outcome).toMatchObject({ hitMine: layout[1], safeReveals: 1 });
    expect(blown.multiplier.num).toBe(0);
  });

  it('refuses parameters outside the rules', () => {
    const source = createFairStream(seeds(0));
    expect(() => playRound('dice', source, { targetHundredths: 0, direction: 'under' })).toThrow(RangeError);
    expect(() => playRound('limbo', source, { targetHundredths: 100 })).toThrow(RangeError);
    expect(() => playRound('mines', source, { mines: 3, picks: [1, 1] })).toThrow(RangeError);
    expect(() => playRound('plinko', source, { rows: 10 as 8, risk: 'low' })).toThrow(RangeError);
  });

  it('slot rounds add every free spin at three times its win, and the multiplier is in line bets / 20', () => {
    let triggered = 0;
    for (let nonce = 0; nonce < 3000; nonce++) {
      const { outcome, multiplier } = playSlot(createFairStream(seeds(nonce)));
      const lines = outcome.base.lineWins.reduce((sum, win) => sum + win.payLineBets, 0);
      expect(outcome.base.winLineBets).toBe(
        lines + ({ 3: 2, 4: 10, 5: 100 }[outcome.base.scatters] ?? 0) * 20,
      );
      expect(outcome.freeSpins.length).toBe({ 3: 10, 4: 15, 5: 25 }[outcome.base.scatters] ?? 0);
      if (outcome.freeSpins.length > 0) triggered++;
      expect(multiplier).toEqual({ num: outcome.totalWinLineBets, den: 20 });
    }
    expect(triggered).toBeGreaterThan(10);
  }, 60_000);

  it('slot strips keep the wild off reel 1 and scatters at least 3 apart', () => {
    expect(REEL_STRIPS[0]).not.toContain(WILD);
    for (const strip of REEL_STRIPS) {
      const at = [...strip].flatMap((symbol, i) => (symbol === SCATTER ? [i] : []));
      for (const a of at)
        for (const b of at)
          if (a !== b)
            expect(
              Math.min((a - b + strip.length) % strip.length, (b - a + strip.length) % strip.length),
            ).toBeGreaterThanOrEqual(3);
    }
  });
});

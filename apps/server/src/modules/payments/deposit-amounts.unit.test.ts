import { describe, expect, it } from 'vitest';
import { amountRules, newTransNo, planCredit } from './deposit-amounts.ts';

const player = '6f1c2a40-1111-4222-8333-944455556666';
const base = { playerId: player, amountMinor: 10_000, bonusCoins: 1_500, taxBp: 0, firstDepositOffer: false };
const sum = (legs: { amountMinor: number }[]) => legs.reduce((total, leg) => total + leg.amountMinor, 0);

describe('deposit amounts', () => {
  it('reads option 4011 and falls back to ₵1.00; Kenya moves whole shillings and shows the 5% tax', () => {
    expect(amountRules('GH', '500')).toMatchObject({ minMinor: 500, stepMinor: 1, taxBp: 0 });
    expect(amountRules('GH', undefined).minMinor).toBe(100);
    expect(amountRules('GH', 'abc').minMinor).toBe(100);
    expect(amountRules('KE', '100')).toMatchObject({ stepMinor: 100, taxBp: 500 });
  });

  it('credits the paid amount to locked cash and the package extra as coins', () => {
    const plan = planCredit(base, 10_000, 1);
    expect(plan).toMatchObject({ creditedMinor: 10_000, bonusCoins: 1_500, taxMinor: 0, review: null });
    expect(plan.legs).toHaveLength(2);
  });

  it('records the Kenya tax and its refund so the player nets 100%', () => {
    const plan = planCredit({ ...base, bonusCoins: 0, taxBp: 500 }, null, 1);
    expect(plan.taxMinor).toBe(500);
    const toPlayer = plan.legs.filter((l) => 'player' in l.to);
    const fromPlayer = plan.legs.filter((l) => 'player' in l.from);
    expect(sum(toPlayer) - sum(fromPlayer)).toBe(10_000);
  });

  it('credits the smaller amount and no extra when the provider confirms a different amount, and flags it', () => {
    expect(planCredit(base, 9_000, 1)).toMatchObject({
      creditedMinor: 9_000,
      bonusCoins: 0,
      review: 'amount_mismatch',
    });
    expect(planCredit(base, 12_000, 1)).toMatchObject({
      creditedMinor: 10_000,
      bonusCoins: 1_500,
      review: 'amount_mismatch',
    });
  });

  it('gives the first-deposit offer’s extra only with the first credited deposit', () => {
    const offer = { ...base, firstDepositOffer: true };
    expect(planCredit(offer, null, 1).bonusCoins).toBe(1_500);
    expect(planCredit(offer, null, 2).bonusCoins).toBe(0);
  });

  it('makes order numbers the contract accepts, never twice', () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newTransNo(new Date('2026-03-04T00:00:00Z'))));
    expect(numbers.size).toBe(1000);
    for (const n of numbers) expect(n).toMatch(/^D260304[0-9A-Z]{10}$/);
  });
});

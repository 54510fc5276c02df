import { addDays, localDate, localInstant } from './calendar.ts';

/**
 * Lottery 6 + 1 (core §1, activities §5, §9): the double-colour format. A line is 6 red numbers from
 * 1..33 and 1 blue from 1..16; a system ticket picks more reds and/or blues and plays every line they
 * make. Pure rules, shared by the server (validation, settlement) and the web (cost before confirming).
 */
export interface LotteryRuleSet {
  redPool: number;
  redPicks: number;
  bluePool: number;
  maxRed: number;
  maxBlue: number;
  priceMinor: number;
  /** Share of every ticket's price (basis points) that feeds the pari-mutuel jackpot. */
  jackpotShareBp: number;
  /** Tier → fixed amount per winning line; tier 1 (6+1) is the jackpot. */
  fixedPrizesMinor: Record<'2' | '3' | '4' | '5' | '6', number>;
}

export const LOTTERY_TIER_MATCHES: Record<number, string[]> = {
  1: ['6+1'],
  2: ['6+0'],
  3: ['5+1'],
  4: ['5+0', '4+1'],
  5: ['4+0', '3+1'],
  6: ['2+1', '1+1', '0+1'],
};

export const DEFAULT_LOTTERY_RULES: LotteryRuleSet = {
  redPool: 33,
  redPicks: 6,
  bluePool: 16,
  maxRed: 16,
  maxBlue: 16,
  priceMinor: 200,
  jackpotShareBp: 3000,
  fixedPrizesMinor: { '2': 500_000, '3': 300_000, '4': 20_000, '5': 1_000, '6': 500 },
};

/** Draw times, market time: Wednesday and Saturday 21:00, and every day 07:30 (activities §9). */
export const LOTTERY_DRAW_TIMES: { weekdays: number[] | 'daily'; hour: number; minute: number }[] = [
  { weekdays: [3, 6], hour: 21, minute: 0 },
  { weekdays: 'daily', hour: 7, minute: 30 },
];

export interface LotteryPick {
  red: number[];
  blue: number[];
}

/**
 * Reads `3,8,12,19,27,31+7` (spaces or commas between numbers; several blues after `+`). Returns null when
 * it is not a valid pick for the rules: numbers outside the pools, duplicates, fewer than 6 reds or 1 blue,
 * more than the system limits.
 */
export function parseLotteryPick(text: string, rules: LotteryRuleSet): LotteryPick | null {
  const parts = text.trim().split('+');
  if (parts.length !== 2) return null;
  const red = numbersOf(parts[0]!, rules.redPool);
  const blue = numbersOf(parts[1]!, rules.bluePool);
  if (!red || !blue) return null;
  if (red.length < rules.redPicks || red.length > rules.maxRed) return null;
  if (blue.length < 1 || blue.length > rules.maxBlue) return null;
  return { red, blue };
}

function numbersOf(text: string, pool: number): number[] | null {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '');
  const numbers: number[] = [];
  for (const token of tokens) {
    if (!/^\d{1,2}$/.test(token)) return null;
    const n = Number(token);
    if (n < 1 || n > pool || numbers.includes(n)) return null;
    numbers.push(n);
  }
  return numbers.sort((a, b) => a - b);
}

/** The canonical text of a pick, as the tickets hash covers it: `03 08 12 19 27 31+07`. */
export function formatLotteryPick(pick: LotteryPick): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${pick.red.map(two).join(' ')}+${pick.blue.map(two).join(' ')}`;
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** How many 6+1 lines a pick plays: C(reds, 6) × blues. */
export function lotteryLines(pick: LotteryPick, rules: LotteryRuleSet): number {
  return binomial(pick.red.length, rules.redPicks) * pick.blue.length;
}

export function lotteryCostMinor(pick: LotteryPick, rules: LotteryRuleSet): number {
  return lotteryLines(pick, rules) * rules.priceMinor;
}

/** The tier of a line with `reds` red matches and the blue matched or not; 0 = no prize. */
export function lotteryTier(reds: number, blue: boolean): number {
  if (reds === 6) return blue ? 1 : 2;
  if (reds === 5) return blue ? 3 : 4;
  if (reds === 4) return blue ? 4 : 5;
  if (reds === 3) return blue ? 5 : 0;
  return blue ? 6 : 0;
}

/**
 * Winning lines per tier of a (system) pick against the drawn numbers, counted without listing the lines:
 * of the C(r, 6) red combinations, C(h, k)·C(r − h, 6 − k) have exactly k of the h red hits; of the b blues
 * at most one matches.
 */
export function lotteryWins(
  pick: LotteryPick,
  drawn: { red: number[]; blue: number },
  rules: LotteryRuleSet,
): Record<string, number> {
  const hits = pick.red.filter((n) => drawn.red.includes(n)).length;
  const blueHit = pick.blue.includes(drawn.blue);
  const wins: Record<string, number> = {};
  for (let k = 0; k <= rules.redPicks; k++) {
    const redLines = binomial(hits, k) * binomial(pick.red.length - hits, rules.redPicks - k);
    if (redLines === 0) continue;
    const add = (blue: boolean, count: number) => {
      const tier = lotteryTier(k, blue);
      if (tier > 0 && count > 0) wins[tier] = (wins[tier] ?? 0) + redLines * count;
    };
    add(true, blueHit ? 1 : 0);
    add(false, pick.blue.length - (blueHit ? 1 : 0));
  }
  return wins;
}

/** The fixed part of a ticket's prize (tiers 2–6); the jackpot (tier 1) is shared at settlement. */
export function lotteryFixedPrizeMinor(wins: Record<string, number>, rules: LotteryRuleSet): number {
  let total = 0;
  for (const [tier, lines] of Object.entries(wins)) {
    if (tier === '1') continue;
    total += (rules.fixedPrizesMinor[tier as keyof LotteryRuleSet['fixedPrizesMinor']] ?? 0) * lines;
  }
  return total;
}

/** The first scheduled draw strictly after `at`, in the market's time zone. */
export function nextLotteryDrawTime(at: Date, timeZone: string): Date {
  const today = localDate(at, timeZone);
  let best: Date | null = null;
  for (let day = 0; day <= 7; day++) {
    const date = addDays(today, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const slot of LOTTERY_DRAW_TIMES) {
      if (slot.weekdays !== 'daily' && !slot.weekdays.includes(weekday)) continue;
      const instant = localInstant(date, slot.hour, slot.minute, timeZone);
      if (instant > at && (!best || instant < best)) best = instant;
    }
    if (best) return best;
  }
  throw new Error('no lottery draw within a week');
}

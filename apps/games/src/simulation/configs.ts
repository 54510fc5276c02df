/**
 * What the RTP simulation plays: for each game, a set of bet configurations played in turn (every
 * configuration declares the same RTP, so their mix must meet it too), each reduced to "payout
 * multiplier of one round" on any random source.
 */
import type { RandomSource } from '@sika/fairness';
import type { GameCode } from '../engines/index.ts';
import {
  type DiceParams,
  LINE_COUNT,
  type LimboParams,
  minesMultiplier,
  minesPicksSafe,
  PLINKO_RISKS,
  PLINKO_ROWS,
  playDice,
  playLimbo,
  playWheel,
  plinkoRoundHundredths,
  ratioValue,
  slotRoundWinLineBets,
  tilesMask,
  WHEEL_RISKS,
} from '../engines/index.ts';

export interface SimConfig {
  label: string;
  /** The payout multiplier of one round (0 for a loss). */
  play(source: RandomSource): number;
}

const dice = (params: DiceParams): SimConfig => ({
  label: `${params.direction} ${params.targetHundredths / 100}`,
  play: (source) => ratioValue(playDice(source, params).multiplier),
});

const limbo = (params: LimboParams): SimConfig => ({
  label: `target ${params.targetHundredths / 100}×`,
  play: (source) => ratioValue(playLimbo(source, params).multiplier),
});

/** The player reveals `reveals` tiles then cashes out; tile choice doesn't matter as mines are uniform. */
const mines = (count: number, reveals: number): SimConfig => {
  // playMines(source, { mines: count, picks }) pays this or 0; minesPicksSafe draws the same layout.
  const picks = tilesMask(Array.from({ length: reveals }, (_, i) => i));
  const cashOut = ratioValue(minesMultiplier(count, reveals));
  return {
    label: `${count} mines, ${reveals} reveals`,
    play: (source) => (minesPicksSafe(source, count, picks) ? cashOut : 0),
  };
};

export const SIM_CONFIGS: Record<GameCode, SimConfig[]> = {
  'kente-gold': [{ label: '20 lines', play: (source) => slotRoundWinLineBets(source) / LINE_COUNT }],
  dice: [
    dice({ targetHundredths: 5000, direction: 'over' }),
    dice({ targetHundredths: 2500, direction: 'under' }),
    dice({ targetHundredths: 9000, direction: 'under' }),
  ],
  mines: [mines(3, 5), mines(1, 10), mines(10, 2), mines(20, 1)],
  plinko: PLINKO_ROWS.flatMap((rows) =>
    PLINKO_RISKS.map((risk) => ({
      label: `${rows} rows ${risk}`,
      play: (source: RandomSource) => plinkoRoundHundredths(source, { rows, risk }) / 100,
    })),
  ),
  wheel: WHEEL_RISKS.map((risk) => ({
    label: risk,
    play: (source: RandomSource) => ratioValue(playWheel(source, { risk }).multiplier),
  })),
  limbo: [
    limbo({ targetHundredths: 200 }),
    limbo({ targetHundredths: 150 }),
    limbo({ targetHundredths: 500 }),
  ],
};

/**
 * One entry point to every game's math: `playRound(game, source, params)` → outcome + multiplier. The
 * provider settles rounds with it, the verify page replays them with it, the RTP bench measures it.
 */
import type { RandomSource } from '@sika/fairness';
import { type DiceOutcome, type DiceParams, isValidDiceParams, playDice } from './dice.ts';
import { isValidLimboParams, type LimboOutcome, type LimboParams, playLimbo } from './limbo.ts';
import { isValidMinesParams, type MinesOutcome, type MinesParams, playMines } from './mines.ts';
import { isValidPlinkoParams, type PlinkoOutcome, type PlinkoParams, playPlinko } from './plinko.ts';
import type { Ratio } from './ratio.ts';
import { playSlot, type SlotOutcome } from './slot.ts';
import { isValidWheelParams, playWheel, type WheelOutcome, type WheelParams } from './wheel.ts';

export const GAME_CODES = ['kente-gold', 'dice', 'mines', 'plinko', 'wheel', 'limbo'] as const;
export type GameCode = (typeof GAME_CODES)[number];

/** The slot has fixed lines and no choices: the stake is the total bet. */
export type SlotParams = Record<string, never>;

export interface GameParams {
  'kente-gold': SlotParams;
  dice: DiceParams;
  mines: MinesParams;
  plinko: PlinkoParams;
  wheel: WheelParams;
  limbo: LimboParams;
}

export interface GameOutcomes {
  'kente-gold': SlotOutcome;
  dice: DiceOutcome;
  mines: MinesOutcome;
  plinko: PlinkoOutcome;
  wheel: WheelOutcome;
  limbo: LimboOutcome;
}

export interface RoundResult<G extends GameCode = GameCode> {
  outcome: GameOutcomes[G];
  multiplier: Ratio;
}

type Engine<G extends GameCode> = {
  isValid(params: GameParams[G]): boolean;
  play(source: RandomSource, params: GameParams[G]): RoundResult<G>;
};

const ENGINES: { [G in GameCode]: Engine<G> } = {
  'kente-gold': { isValid: () => true, play: (source) => playSlot(source) },
  dice: { isValid: isValidDiceParams, play: playDice },
  mines: { isValid: isValidMinesParams, play: playMines },
  plinko: { isValid: isValidPlinkoParams, play: playPlinko },
  wheel: { isValid: isValidWheelParams, play: playWheel },
  limbo: { isValid: isValidLimboParams, play: playLimbo },
};

export function isGameCode(value: string): value is GameCode {
  return (GAME_CODES as readonly string[]).includes(value);
}

/** Whether the parameters are within the game's rules (shapes are checked at the HTTP edge). */
export function areValidParams<G extends GameCode>(game: G, params: GameParams[G]): boolean {
  return ENGINES[game].isValid(params);
}

export function playRound<G extends GameCode>(
  game: G,
  source: RandomSource,
  params: GameParams[G],
): RoundResult<G> {
  if (!ENGINES[game].isValid(params)) throw new RangeError(`invalid ${game} parameters`);
  return ENGINES[game].play(source, params);
}

export * from './dice.ts';
export * from './limbo.ts';
export * from './mines.ts';
export * from './plinko.ts';
export * from './ratio.ts';
export * from './slot.ts';
export * from './slot-paytable.ts';
export * from './wheel.ts';

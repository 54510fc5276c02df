import { createFairStream, weightedSegment } from '@sika/fairness';
import type { Prize } from './cash-rain-repository.ts';

/** The message of a player's draw: fixed per player, slot and day, so the gift is too (docs/cash-rain.md). */
export const drawMessage = (playerId: string, slotId: number, localDate: string) =>
  `${playerId}:${slotId}:${localDate}`;

/** The prize a player draws in a round: weightedSegment over HMAC_SHA256(seed, `{message}:0:0`). */
export function drawPrize(serverSeed: string, message: string, prizes: Prize[]): Prize | null {
  if (prizes.length === 0 || prizes.every((p) => p.weight === 0)) return null;
  const stream = createFairStream({ serverSeed, clientSeed: message, nonce: 0 });
  return prizes[
    weightedSegment(
      stream,
      prizes.map((p) => p.weight),
    )
  ]!;
}

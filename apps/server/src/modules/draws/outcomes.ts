import { type DrawInput, drawDigest, type LotteryRules, lotteryOutcome, raffleOutcome } from '@sika/fairness';
import type { DrawRow } from './draw-repository.ts';

/**
 * The outcome of a draw from its public inputs, per game (docs/draws.md). `digest` (the stream's first
 * block) is stored with it, so a verifier can tell a wrong input from a wrong mapping.
 */
export function outcomeOf(
  draw: Pick<DrawRow, 'game' | 'rules' | 'ticket_count'>,
  input: DrawInput,
): Record<string, unknown> {
  const digest = drawDigest(input);
  if (draw.game === 'lottery') {
    const { red, blue } = lotteryOutcome(input, draw.rules as unknown as LotteryRules);
    return { red, blue, digest };
  }
  const winners = Number((draw.rules as { winners?: number }).winners ?? 1);
  return { ...raffleOutcome(input, draw.ticket_count, winners) };
}

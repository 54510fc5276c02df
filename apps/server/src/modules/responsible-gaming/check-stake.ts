import type { Tx } from '../../db/transaction.ts';
import { effectiveValue, windowStart } from './limits.ts';
import { lockStakeChecks } from './rg-repository.ts';
import type { RgUsage } from './usage.ts';

const MINUTE_MS = 60_000;

export type StakeRefusal = 'paused' | 'loss-limit' | 'session-limit';

/**
 * Whether a seamless-wallet stake may be taken, in the caller's transaction, before the money moves:
 * refused for a paused player, after the session time limit (counted from the last login), or when the
 * stake, lost whole, would take the player's net loss (stakes less wins) over a loss limit in force. A
 * stake exactly filling the room passes. The player's row lock serialises stakes of a limited player, so
 * two stakes cannot together pass a loss limit. Wins and refunds are never checked: they always land.
 */
export async function stakeRefusal(
  tx: Tx,
  usage: Pick<RgUsage, 'lostSince'>,
  stake: { playerId: string; amountMinor: number; now: Date },
): Promise<StakeRefusal | null> {
  const { playerId, amountMinor, now } = stake;
  const { pause, rg, limits } = await lockStakeChecks(tx, playerId, now);
  if (pause) return 'paused';
  if (!rg) return null;
  for (const limit of limits ?? []) {
    const value = effectiveValue(limit, now);
    if (value === null || limit.kind === 'deposit') continue;
    if (limit.period === 'session') {
      if (rg.sessionStartedAt && now.getTime() >= rg.sessionStartedAt.getTime() + value * MINUTE_MS) {
        return 'session-limit';
      }
      continue;
    }
    const lost = await usage.lostSince(tx, playerId, windowStart(limit.period, now));
    if (lost + amountMinor > value) return 'loss-limit';
  }
  return null;
}

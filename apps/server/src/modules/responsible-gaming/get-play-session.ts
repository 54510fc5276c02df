import type { ServerContext } from '../../context.ts';
import { REALITY_CHECK_DEFAULT_MINUTES } from './market-defaults.ts';
import { findRgPlayer } from './rg-repository.ts';
import type { RgUsage } from './usage.ts';

const MINUTE_MS = 60_000;

/**
 * What a reality check shows (issue 19): how long this session has lasted (since the last login), the net
 * result since (wins less stakes: negative is a loss), and the interval between checks. No errors.
 */
export async function getPlaySession(ctx: ServerContext, usage: RgUsage, playerId: string) {
  const now = ctx.now();
  const rg = await findRgPlayer(ctx.db, playerId);
  const startedAt = rg?.sessionStartedAt ?? now;
  const lost = await usage.lostSince(ctx.db, playerId, startedAt);
  return {
    startedAt: startedAt.toISOString(),
    playedMinutes: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / MINUTE_MS)),
    netResultMinor: -lost,
    realityCheckMinutes: rg?.realityCheckMinutes ?? REALITY_CHECK_DEFAULT_MINUTES[ctx.market.code],
  };
}

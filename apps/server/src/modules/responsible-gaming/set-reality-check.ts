import type { ResponsibleGamingSettings } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { getResponsibleGaming } from './get-responsible-gaming.ts';
import { ensureRgPlayer, setRealityCheckMinutes } from './rg-repository.ts';
import type { RgUsage } from './usage.ts';

/** The player's reality-check interval in minutes; undefined goes back to the market default. No errors. */
export async function setRealityCheck(
  ctx: ServerContext,
  usage: RgUsage,
  playerId: string,
  minutes: number | undefined,
): Promise<ResponsibleGamingSettings> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (tx) => {
    await ensureRgPlayer(tx, playerId, now);
    await setRealityCheckMinutes(tx, playerId, minutes ?? null, now);
  });
  return getResponsibleGaming(ctx, usage, playerId);
}

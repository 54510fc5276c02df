import type { ResponsibleGamingSettings, TimeOutPeriod } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import type { ClientInfo } from '../../http/request-context.ts';
import { getResponsibleGaming } from './get-responsible-gaming.ts';
import { extendTimeOut, insertTimeOut } from './rg-repository.ts';
import type { RgUsage } from './usage.ts';

const HOUR_MS = 3_600_000;
const TIME_OUT_MS: Record<TimeOutPeriod, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};
/** As for self-exclusion: the step-up must not become a way to guess the password. */
const PASSWORD_TRIES = { limit: 5, windowMs: 15 * 60_000 };

/**
 * A time-out (cool-off) of 24 hours, 7 or 30 days, from now (docs/decisions/017). At once and in one
 * statement: deposits, stakes (open games included: the wallet API refuses them), rewards and every call
 * not marked open answer PLAY_PAUSED; the session stays for withdrawals and messages. It ends by itself,
 * can be extended by a longer one, never shortened. The player is told by SMS.
 * Errors: RATE_LIMITED, INVALID_CREDENTIALS.
 */
export async function takeTimeOut(
  ctx: ServerContext,
  usage: RgUsage,
  player: { playerId: string; mobile: string },
  input: { period: TimeOutPeriod; password: string },
  client: ClientInfo,
): Promise<ResponsibleGamingSettings> {
  const now = ctx.now();
  await hitRateLimit(ctx.db, { bucket: `time-out:player:${player.playerId}`, ...PASSWORD_TRIES }, now);
  if (!(await usage.checkPassword(player.playerId, input.password))) {
    throw new AppError('INVALID_CREDENTIALS', { message: 'Incorrect password.' });
  }
  const until = new Date(now.getTime() + TIME_OUT_MS[input.period]);
  await inTransaction(ctx.db, async (tx) => {
    await extendTimeOut(tx, player.playerId, until);
    await insertTimeOut(tx, {
      playerId: player.playerId,
      period: input.period,
      startsAt: now,
      until,
      ip: client.ip,
    });
  });
  ctx.log.info({ playerId: player.playerId, period: input.period }, 'time-out taken');
  const settings = await getResponsibleGaming(ctx, usage, player.playerId);
  const end = settings.pause?.until ?? until.toISOString();
  try {
    await ctx.sms.send(
      player.mobile,
      `Sika: you are taking a break from play until ${end.slice(0, 16).replace('T', ' ')} GMT. You can still log in to withdraw and read messages.`,
    );
  } catch (error) {
    ctx.log.warn({ err: error }, 'time-out SMS not sent');
  }
  return settings;
}

import type { SelfExclusionPeriod } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import type { ClientInfo } from '../../http/request-context.ts';
import { periodEnd } from './periods.ts';
import { extendExclusion, insertExclusionRecord } from './self-exclusion-repository.ts';
import type { RgUsage } from './usage.ts';

/** Five wrong passwords per 15 minutes: the step-up must not become a way to guess the password. */
const PASSWORD_TRIES = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Excludes the player for a period or permanently (docs/decisions/005-self-exclusion.md, 017). Takes effect
 * in one statement: the end is set (never earlier than an existing one), and from then on the player's
 * sessions, this one included, are paused: only withdrawals, messages and these settings answer, and the
 * wallet API refuses every stake (an open game stops taking bets; its wins and refunds still land). The
 * player is told by SMS. Errors: RATE_LIMITED, INVALID_CREDENTIALS (wrong password).
 */
export async function setSelfExclusion(
  ctx: ServerContext,
  usage: RgUsage,
  player: { playerId: string; mobile: string },
  input: { period: SelfExclusionPeriod; password: string },
  client: ClientInfo,
) {
  const { playerId } = player;
  const now = ctx.now();
  await hitRateLimit(ctx.db, { bucket: `self-exclusion:player:${playerId}`, ...PASSWORD_TRIES }, now);
  if (!(await usage.checkPassword(playerId, input.password))) {
    throw new AppError('INVALID_CREDENTIALS', { message: 'Incorrect password.' });
  }
  const requested = periodEnd(input.period, now);
  const end = await inTransaction(ctx.db, async (tx) => {
    const effective = await extendExclusion(tx, playerId, requested);
    await insertExclusionRecord(tx, {
      playerId,
      period: input.period,
      startsAt: now,
      until: requested,
      ip: client.ip,
    });
    return effective;
  });
  ctx.log.info({ playerId, period: input.period, permanent: end.permanent }, 'player self-excluded');
  await notifyBySms(ctx, player.mobile, end.until);
  return {
    period: input.period,
    startsAt: now.toISOString(),
    until: end.until ? end.until.toISOString() : null,
    permanent: end.permanent,
  };
}

/** A confirmation outside the app, which the player can no longer open. A failed SMS does not undo anything. */
async function notifyBySms(ctx: ServerContext, mobile: string, until: Date | null) {
  // Ghana is on GMT all year, so the UTC time is the local time.
  const when = until ? `until ${until.toISOString().slice(0, 16).replace('T', ' ')} GMT` : 'permanently';
  const body = `Sika: you have excluded yourself ${when}. You can still log in to withdraw and read messages, and cannot play. Support cannot lift it early.`;
  try {
    await ctx.sms.send(mobile, body);
  } catch (error) {
    ctx.log.warn({ err: error }, 'self-exclusion SMS not sent');
  }
}

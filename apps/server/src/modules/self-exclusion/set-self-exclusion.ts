import type { SelfExclusionPeriod } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import type { ClientInfo } from '../../http/request-context.ts';
import { revokePlayerSessions, verifyPassword } from '../auth/index.ts';
import { endGameSessions } from '../games/index.ts';
import { findPlayerById } from '../players/index.ts';
import { periodEnd } from './periods.ts';
import { extendExclusion, insertExclusionRecord } from './self-exclusion-repository.ts';

/** Five wrong passwords per 15 minutes: the step-up must not become a way to guess the password. */
const PASSWORD_TRIES = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Excludes the player for a period or permanently (docs/decisions/005-self-exclusion.md). Takes effect in
 * the same transaction: the end is set (never earlier than an existing one) and every session ends, so the
 * token of this very request answers 401 from now on. The player is told by SMS.
 * Errors: UNAUTHORIZED (player gone), RATE_LIMITED, INVALID_CREDENTIALS (wrong password).
 */
export async function setSelfExclusion(
  ctx: ServerContext,
  playerId: string,
  input: { period: SelfExclusionPeriod; password: string },
  client: ClientInfo,
) {
  const now = ctx.now();
  await hitRateLimit(ctx.db, { bucket: `self-exclusion:player:${playerId}`, ...PASSWORD_TRIES }, now);
  const player = await findPlayerById(ctx.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(player.password_hash, input.password))) {
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
    await revokePlayerSessions(tx, playerId, now);
    // A game open on any device stops taking bets at once (its wins and refunds still land).
    await endGameSessions(tx, playerId, now, 'self-excluded');
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
  const body = `Sika: you have excluded yourself ${when}. You cannot log in or play during this time. Support can help but cannot lift it early.`;
  try {
    await ctx.sms.send(mobile, body);
  } catch (error) {
    ctx.log.warn({ err: error }, 'self-exclusion SMS not sent');
  }
}

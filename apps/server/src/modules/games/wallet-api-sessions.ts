import type { WalletRequest, WalletResponse } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { getPlayerBalances } from '../wallet/index.ts';
import { lookupGameSession, openGameSession } from './game-sessions.ts';
import { changeRound, findRound, providerOfGame, touchRound } from './rounds-repository.ts';

/** The provider exchanges the iframe's one-time launch token for a game session. */
export async function authenticateLaunch(
  ctx: ServerContext,
  provider: string,
  request: WalletRequest<'authenticate'>,
): Promise<WalletResponse<'authenticate'>> {
  const opened = await openGameSession(ctx, provider, request.launchToken, request.gameCode);
  if (opened.state !== 'opened') {
    return opened.state === 'blocked'
      ? { status: 'PLAYER_BLOCKED', message: 'the player may not play now' }
      : { status: 'INVALID_SESSION', message: 'unknown, used or expired launch token' };
  }
  const { session } = opened;
  return {
    status: 'OK',
    sessionToken: opened.sessionToken,
    playerId: session.playerId,
    currency: ctx.market.currency,
    balance: (await getPlayerBalances(ctx.db, session.playerId)).money,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/**
 * The cash balance behind a live session; a kicked session is told so, to show the one-device notice.
 * With a round id it is also the provider's word that the round is still in play (a mines round between
 * reveals): the abandoned-round refund measures from it.
 */
export async function sessionBalance(
  ctx: ServerContext,
  provider: string,
  request: WalletRequest<'balance'>,
): Promise<WalletResponse<'balance'>> {
  const lookup = await lookupGameSession(ctx.db, request.sessionToken, ctx.now());
  if (lookup.state === 'unknown') return { status: 'INVALID_SESSION', message: 'unknown session' };
  if (lookup.state !== 'active') {
    return {
      status: lookup.state === 'expired' ? 'SESSION_EXPIRED' : 'INVALID_SESSION',
      message: lookup.state,
    };
  }
  if (lookup.session.playerId !== request.playerId)
    return { status: 'INVALID_SESSION', message: 'another player' };
  if ((await providerOfGame(ctx.db, lookup.session.gameId)) !== provider)
    return { status: 'INVALID_SESSION', message: 'a session of another provider' };
  if (request.roundId) {
    await touchRound(ctx.db, {
      provider,
      roundId: request.roundId,
      playerId: request.playerId,
      now: ctx.now(),
    });
  }
  const { money } = await getPlayerBalances(ctx.db, lookup.session.playerId);
  return { status: 'OK', balance: money, currency: ctx.market.currency };
}

/** Marks a round finished (the provider's round/end); idempotent, and OK for a round never seen. */
export async function endRound(
  ctx: ServerContext,
  provider: string,
  request: WalletRequest<'roundEnd'>,
): Promise<WalletResponse<'roundEnd'>> {
  return inTransaction(ctx.db, async (tx) => {
    const round = await findRound(tx, provider, request.roundId);
    if (round && round.player_id === request.playerId && round.status !== 'closed') {
      await changeRound(tx, provider, request.roundId, { close: true, now: ctx.now() });
    }
    const balance = round ? (await getPlayerBalances(tx, round.player_id)).money : 0;
    return { status: 'OK', balance, currency: ctx.market.currency };
  });
}

import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { getPlayerBalances } from '../wallet/index.ts';
import { lookupGameSession, openGameSession } from './game-sessions.ts';
import { changeRound, findRound } from './rounds-repository.ts';
import type { WalletApiAnswer } from './wallet-api-log.ts';

/** The provider exchanges the iframe's one-time launch token for a game session. */
export async function authenticateLaunch(ctx: ServerContext, launchToken: string) {
  const opened = await openGameSession(ctx, launchToken);
  if (!opened)
    return { status: 'INVALID_SESSION', message: 'unknown, used or expired launch token' } as const;
  const { session } = opened;
  return {
    status: 'OK',
    sessionToken: opened.sessionToken,
    playerId: session.playerId,
    gameId: session.gameId,
    currency: ctx.market.currency,
    balance: (await getPlayerBalances(ctx.db, session.playerId)).money,
    expiresAt: session.expiresAt.toISOString(),
  } as const;
}

/** The cash balance behind a live session; a kicked session is told so, to show the one-device notice. */
export async function sessionBalance(ctx: ServerContext, sessionToken: string): Promise<WalletApiAnswer> {
  const lookup = await lookupGameSession(ctx.db, sessionToken, ctx.now());
  if (lookup.state === 'unknown') return { status: 'INVALID_SESSION', message: 'unknown session' };
  if (lookup.state !== 'active') {
    return {
      status: lookup.state === 'expired' ? 'SESSION_EXPIRED' : 'INVALID_SESSION',
      message: lookup.state,
    };
  }
  const { money } = await getPlayerBalances(ctx.db, lookup.session.playerId);
  return { status: 'OK', balance: money, currency: ctx.market.currency };
}

/** Marks a round finished (the provider's round/end); idempotent. */
export async function endRound(ctx: ServerContext, roundId: string): Promise<WalletApiAnswer> {
  return inTransaction(ctx.db, async (tx) => {
    const round = await findRound(tx, roundId);
    if (!round) return { status: 'TX_NOT_FOUND', message: 'unknown round' };
    if (round.status !== 'closed') await changeRound(tx, roundId, { close: true, now: ctx.now() });
    return { status: 'OK' };
  });
}

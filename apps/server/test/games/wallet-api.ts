import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signWalletRequest } from '../../src/modules/games/index.ts';
import { getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { body, type TestApp } from '../support/app.ts';
import { fundPlayer } from '../support/money.ts';
import { registerPlayer } from '../support/players.ts';

export type Answer = { status: string; balance?: number; sessionToken?: string; message?: string };

/** Seamless-wallet calls as a provider makes them, signed with its secret at the app's clock. */
export function walletApi(app: () => TestApp, secret: string) {
  async function call(
    path: string,
    payload: Record<string, unknown>,
    options: { secret?: string; skewMs?: number } = {},
  ) {
    const t = app();
    const raw = JSON.stringify(payload);
    const timestamp = String(t.clock.now.getTime() + (options.skewMs ?? 0));
    const response = await t.app.inject({
      method: 'POST',
      url: `/wallet-api/v1${path}`,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signWalletRequest(options.secret ?? secret, timestamp, raw),
      },
      payload: raw,
    });
    return { statusCode: response.statusCode, answer: response.json() as Answer, raw: response.body };
  }

  /** A one-time launch token of a registered player for a game. */
  async function launch(playerToken: string, gameId: number) {
    const launched = await app().app.inject({
      method: 'POST',
      url: '/api/game-service/launch',
      headers: { token: playerToken },
      payload: { gameId, mode: 'launch' },
    });
    return new URL(body<{ url: string }>(launched).data.url).searchParams.get('launch')!;
  }

  /** A player with `fundsMinor` of cash in a live game session of a game. */
  async function playerInGame(fundsMinor = 2000, game = { id: 102, code: 'dice' }) {
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.playerId, fundsMinor);
    const launchToken = await launch(player.token, game.id);
    const auth = await call('/authenticate', { launchToken, gameCode: game.code });
    expect(auth.answer).toMatchObject({ status: 'OK', balance: fundsMinor });
    return { ...player, gameCode: game.code, sessionToken: auth.answer.sessionToken!, launchToken };
  }

  type InGame = { sessionToken: string; playerId: string; gameCode?: string };
  const bet = (p: InGame, roundId: string, amount: number, txId = randomUUID()) =>
    call('/bet', {
      txId,
      roundId,
      sessionToken: p.sessionToken,
      playerId: p.playerId,
      gameCode: p.gameCode ?? 'dice',
      amount,
      currency: 'GHS',
    });
  const win = (
    p: InGame,
    roundId: string,
    betTxId: string,
    amount: number,
    txId: string = randomUUID(),
    roundClosed = true,
  ) =>
    call('/win', {
      txId,
      roundId,
      betTxId,
      playerId: p.playerId,
      gameCode: p.gameCode ?? 'dice',
      amount,
      currency: 'GHS',
      roundClosed,
    });
  const rollback = (p: InGame, roundId: string, originalTxId: string, txId: string = randomUUID()) =>
    call('/rollback', { txId, roundId, originalTxId, playerId: p.playerId, gameCode: p.gameCode ?? 'dice' });
  const cash = async (playerId: string) => (await getPlayerBalances(app().ctx.db, playerId)).money;

  return { call, launch, playerInGame, bet, win, rollback, cash };
}

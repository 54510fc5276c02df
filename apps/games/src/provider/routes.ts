/**
 * The page API, `/api/v1/*`, called only by this provider's own game pages (same origin).
 * Auth: `authorization: Bearer <token>` from POST /sessions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isGameCode } from '../engines/index.ts';
import { ProviderError } from './errors.ts';
import { offeredAward, playFreeRound } from './free-rounds.ts';
import { walletBalance } from './game-wallet.ts';
import {
  betBodySchema,
  betParamsSchemas,
  launchBodySchema,
  minesMoveSchema,
  rotateBodySchema,
} from './params.ts';
import { HISTORY_LIMIT, type Session } from './player-state.ts';
import { moveMines, openMinesRound, placeBet, roundHistory } from './rounds.ts';
import type { ProviderStore } from './store.ts';
import { finishedRoundView, freeRoundsOffer, roundView, sessionView } from './views.ts';

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ProviderError('INVALID_REQUEST', parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}

const bearer = (request: FastifyRequest) => request.headers.authorization?.replace(/^Bearer\s+/i, '');

export function registerApiRoutes(app: FastifyInstance, store: ProviderStore): void {
  const { wallets } = store;
  /** Runs a wallet call for a session, ending the session when the wallet says the player is gone. */
  const withSession = async <T>(session: Session, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'SESSION_KICKED') await store.markKicked(session);
      throw error;
    }
  };
  const view = async (session: Session, balanceMinor: number) =>
    sessionView(
      session,
      balanceMinor,
      await store.fairness(session.playerKey),
      session.gameCode === 'mines' ? await openMinesRound(wallets, session.playerKey) : null,
      await offeredAward(wallets.db, session),
    );

  app.post('/api/v1/sessions', async (request) => {
    const body = parse(launchBodySchema, request.body);
    if (!isGameCode(body.gameCode)) throw new ProviderError('INVALID_REQUEST', 'unknown game');
    const launched =
      body.mode === 'real'
        ? await store.launchReal(body.gameCode, body.launchToken)
        : await store.launchDemo(body.gameCode);
    return view(launched.session, launched.balanceMinor);
  });

  app.get('/api/v1/session', async (request) => {
    const session = await store.session(bearer(request));
    return view(session, await withSession(session, () => walletBalance(wallets, session)));
  });

  app.post('/api/v1/rounds', async (request) => {
    const session = await store.session(bearer(request));
    const body = parse(betBodySchema, request.body);
    const params = parse(betParamsSchemas[session.gameCode], body.params);
    if (body.freeRoundAwardId) {
      const awardId = body.freeRoundAwardId;
      const played = await withSession(session, () =>
        playFreeRound(wallets, session, awardId, body.stake, params),
      );
      return { ...roundView(played.record), freeRounds: freeRoundsOffer(played.award) };
    }
    return roundView(await withSession(session, () => placeBet(wallets, session, body.stake, params)));
  });

  app.post<{ Params: { roundId: string } }>('/api/v1/rounds/:roundId/actions', async (request) => {
    const session = await store.session(bearer(request));
    const move = parse(minesMoveSchema, request.body);
    return roundView(await moveMines(wallets, session, request.params.roundId, move));
  });

  app.get('/api/v1/rounds', async (request) => {
    const session = await store.session(bearer(request));
    return { rounds: (await roundHistory(wallets, session.playerKey, HISTORY_LIMIT)).map(finishedRoundView) };
  });

  app.get('/api/v1/fairness', async (request) => {
    const session = await store.session(bearer(request));
    return store.fairness(session.playerKey);
  });

  app.post('/api/v1/fairness/rotate', async (request) => {
    const session = await store.session(bearer(request));
    const body = parse(rotateBodySchema, request.body ?? {});
    await store.rotateSeeds(session.playerKey, body.clientSeed);
    return store.fairness(session.playerKey);
  });
}

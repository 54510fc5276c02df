/**
 * The page API, `/api/v1/*`, called only by this provider's own game pages (same origin).
 * Auth: `authorization: Bearer <token>` from POST /sessions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isGameCode } from '../engines/index.ts';
import { ProviderError } from './errors.ts';
import {
  betBodySchema,
  betParamsSchemas,
  launchBodySchema,
  minesMoveSchema,
  rotateBodySchema,
} from './params.ts';
import { moveMines, placeBet } from './rounds.ts';
import { fairnessView } from './seed-pair.ts';
import type { ProviderStore } from './store.ts';
import { finishedRoundView, roundView, sessionView } from './views.ts';

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ProviderError('INVALID_REQUEST', parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}

const bearer = (request: FastifyRequest) => request.headers.authorization?.replace(/^Bearer\s+/i, '');

export function registerApiRoutes(app: FastifyInstance, store: ProviderStore): void {
  app.post('/api/v1/sessions', async (request) => {
    const body = parse(launchBodySchema, request.body);
    if (!isGameCode(body.gameCode)) throw new ProviderError('INVALID_REQUEST', 'unknown game');
    const launched =
      body.mode === 'real'
        ? await store.launchReal(body.gameCode, body.launchToken)
        : store.launchDemo(body.gameCode);
    return sessionView(launched.session, launched.balanceMinor);
  });

  app.get('/api/v1/session', async (request) => {
    const session = store.session(bearer(request));
    try {
      return sessionView(session, await session.wallet.balance());
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'SESSION_KICKED') session.kicked = true;
      throw error;
    }
  });

  app.post('/api/v1/rounds', async (request) => {
    const session = store.session(bearer(request));
    const body = parse(betBodySchema, request.body);
    const params = parse(betParamsSchemas[session.gameCode], body.params);
    return roundView(await placeBet(session, body.stake, params));
  });

  app.post<{ Params: { roundId: string } }>('/api/v1/rounds/:roundId/actions', async (request) => {
    const session = store.session(bearer(request));
    const move = parse(minesMoveSchema, request.body);
    return roundView(await moveMines(session, request.params.roundId, move));
  });

  app.get('/api/v1/rounds', async (request) => {
    const session = store.session(bearer(request));
    return { rounds: session.player.history.slice(0, 50).map(finishedRoundView) };
  });

  app.get('/api/v1/fairness', async (request) => {
    const { player } = store.session(bearer(request));
    return fairnessView(player.seeds, player.previousSeeds);
  });

  app.post('/api/v1/fairness/rotate', async (request) => {
    const { player } = store.session(bearer(request));
    const body = parse(rotateBodySchema, request.body ?? {});
    await store.rotateSeeds(player, body.clientSeed);
    return fairnessView(player.seeds, player.previousSeeds);
  });
}

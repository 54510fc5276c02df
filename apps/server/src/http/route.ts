import {
  type CallBody,
  type CallData,
  type CallDef,
  type CallParams,
  type CallQuery,
  envelope,
} from '@sika/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from './envelope.ts';
import { AppError } from './errors.ts';
import type { SessionPlayer } from './request-context.ts';

export interface CallContext<D extends CallDef> {
  body: CallBody<D>;
  query: CallQuery<D>;
  params: CallParams<D>;
  player: D['auth'] extends 'player' ? SessionPlayer : SessionPlayer | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one call of packages/contract: validation, the OpenAPI operation and the serialisation of the
 * answer all come from the same zod schemas, so the wire is written once and internal columns never leak.
 */
export function registerCall<D extends CallDef>(
  app: FastifyInstance,
  def: D,
  handler: (ctx: CallContext<D>) => Promise<CallData<D>>,
  options: {
    bodyLimit?: number;
    /** Runs before the input is validated: who may call is answered before what was sent is judged. */
    preValidation?: (request: FastifyRequest) => Promise<void>;
  } = {},
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    // What needs no session is the same for every phone: it may be kept and revalidated (revalidation.ts).
    config: { revalidate: def.method === 'GET' && def.auth === 'none' },
    schema: {
      operationId: def.operationId,
      summary: def.summary,
      tags: def.tags,
      ...(def.auth === 'player' ? { security: [{ token: [] }] } : {}),
      ...(def.auth === 'staff' ? { security: [{ staff: [] }] } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      response: { 200: envelope(def.data) },
    },
    handler: async (request, reply) => {
      const player =
        def.auth === 'player' || def.auth === 'optional'
          ? await request.server.resolveSession(request)
          : null;
      if (def.auth === 'player' && !player) throw new AppError('UNAUTHORIZED');
      // Default closed: a paused player (time-out, self-exclusion) reaches only the calls marked open.
      if (player?.pause && !def.whileRestricted) {
        throw new AppError('PLAY_PAUSED', {
          data: { reason: player.pause.reason, until: player.pause.until?.toISOString() ?? null },
        });
      }
      const data = await handler({
        body: request.body as CallBody<D>,
        query: request.query as CallQuery<D>,
        params: request.params as CallParams<D>,
        player: player as CallContext<D>['player'],
        request,
        reply,
      });
      return ok(data);
    },
  });
}

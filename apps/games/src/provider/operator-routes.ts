/**
 * The operator's calls to the provider, `/operator-api/v1/free-rounds/*` (packages/contract free-rounds.ts):
 * server to server, signed like the wallet calls the provider makes the other way (`x-timestamp`,
 * `x-signature` = hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the shared secret). The body is kept as
 * text and parsed only once its signature checks out.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  FREE_ROUNDS_API_BASE_PATH,
  type FreeRoundsResponse,
  freeRoundsAwardRefSchema,
  freeRoundsHttpStatus,
  freeRoundsIssueRequestSchema,
  WALLET_SIGNATURE_HEADER,
  WALLET_SIGNATURE_WINDOW_MS,
  WALLET_TIMESTAMP_HEADER,
  walletSignaturePayload,
} from '@sika/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Pool } from '../db/database.ts';
import { awardStatus, cancelAward, issueAward } from './free-rounds.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operatorRawBody?: string;
  }
}

function signatureOk(secret: string, request: FastifyRequest, rawBody: string): boolean {
  const timestamp = request.headers[WALLET_TIMESTAMP_HEADER];
  const signature = request.headers[WALLET_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (!/^\d{10,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(Date.now() - Number(timestamp)) > WALLET_SIGNATURE_WINDOW_MS) return false;
  const expected = createHmac('sha256', secret).update(walletSignaturePayload(timestamp, rawBody)).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export async function registerOperatorRoutes(app: FastifyInstance, db: Pool, secret: string): Promise<void> {
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (request, body, done) => {
        request.operatorRawBody = body as string;
        done(null, undefined);
      });
      scope.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
        const status = error.statusCode ?? 500;
        if (status >= 400 && status < 500)
          return reply.code(400).send({ status: 'INVALID_REQUEST', message: error.message });
        request.log.error(error);
        return reply.code(500).send({ status: 'INTERNAL', message: 'temporary failure, retry' });
      });
      scope.addHook('preHandler', async (request, reply) => {
        const raw = request.operatorRawBody ?? '';
        if (!signatureOk(secret, request, raw))
          return reply.code(401).send({ status: 'INVALID_SIGNATURE', message: 'bad or stale signature' });
        try {
          request.body = JSON.parse(raw);
        } catch {
          return reply.code(400).send({ status: 'INVALID_REQUEST', message: 'the body is not JSON' });
        }
      });
      const route = <S extends z.ZodType>(
        path: string,
        schema: S,
        handle: (body: z.infer<S>) => Promise<FreeRoundsResponse>,
      ) =>
        scope.post(path, async (request: FastifyRequest, reply: FastifyReply) => {
          const parsed = schema.safeParse(request.body);
          if (!parsed.success)
            return reply
              .code(400)
              .send({ status: 'INVALID_REQUEST', message: parsed.error.issues[0]?.message });
          const answer = await handle(parsed.data);
          return reply.code(freeRoundsHttpStatus[answer.status]).send(answer);
        });
      route('/issue', freeRoundsIssueRequestSchema, (body) => issueAward(db, body));
      route('/cancel', freeRoundsAwardRefSchema, (body) => cancelAward(db, body.awardId));
      route('/status', freeRoundsAwardRefSchema, (body) => awardStatus(db, body.awardId));
    },
    { prefix: FREE_ROUNDS_API_BASE_PATH },
  );
}

import {
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
  type WalletStatus,
  walletHttpStatus,
  walletRequestSchemas,
} from '@sika/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { settleBet } from './settle-bet.ts';
import { settleRollback } from './settle-rollback.ts';
import { settleWin } from './settle-win.ts';
import { authenticateLaunch, endRound, sessionBalance } from './wallet-api-sessions.ts';
import { checkWalletSignature } from './wallet-api-signature.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The seamless-wallet API the game provider calls, server to server (ARCHITECTURE.md, Games; reference
 * integration-contracts §5.7): JSON, HMAC-signed over timestamp and raw body, business outcomes as
 * `status` in a 200 answer; 401 for a bad signature, 400 for a malformed request, 500 (retry) otherwise.
 */
export async function walletApiRoutes(app: FastifyInstance, ctx: ServerContext) {
  await app.register(
    async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        request.rawBody = body as string;
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, undefined);
        }
      });
      scope.setErrorHandler((error, request, reply) => {
        request.log.error({ err: error }, 'wallet api failure');
        return reply
          .code(500)
          .send({ status: 'INTERNAL', message: 'temporary failure, retry with the same txId' });
      });
      scope.addHook('preHandler', async (request, reply) => {
        const check = checkWalletSignature(
          ctx.config.WALLET_API_SECRET,
          {
            timestamp: header(request, WALLET_TIMESTAMP_HEADER),
            signature: header(request, WALLET_SIGNATURE_HEADER),
          },
          request.rawBody ?? '',
          ctx.now(),
        );
        if (check !== 'ok') {
          request.log.warn({ check, url: request.url }, 'wallet api signature refused');
          return reply.code(401).send({ status: 'INVALID_SIGNATURE', message: check });
        }
      });

      const route = <S extends z.ZodType>(
        path: string,
        schema: S,
        handle: (body: z.infer<S>) => Promise<{ status: WalletStatus }>,
      ) =>
        scope.post(path, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
          const parsed = schema.safeParse(request.body);
          if (!parsed.success) {
            return reply
              .code(400)
              .send({ status: 'INVALID_REQUEST', message: parsed.error.issues[0]?.message });
          }
          const answer = await handle(parsed.data);
          return reply.code(walletHttpStatus[answer.status]).send(answer);
        });

      route('/authenticate', walletRequestSchemas.authenticate, (body) => authenticateLaunch(ctx, body));
      route('/balance', walletRequestSchemas.balance, (body) => sessionBalance(ctx, body));
      route('/bet', walletRequestSchemas.bet, (body) => settleBet(ctx, body));
      route('/win', walletRequestSchemas.win, (body) => settleWin(ctx, body));
      route('/rollback', walletRequestSchemas.rollback, (body) => settleRollback(ctx, body));
      route('/round/end', walletRequestSchemas.roundEnd, (body) => endRound(ctx, body));
    },
    { prefix: '/wallet-api/v1' },
  );
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

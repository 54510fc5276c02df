import {
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
  type WalletStatus,
  walletHttpStatus,
  walletRequestSchemas,
} from '@sika/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { settleFreeRoundWin } from './free-rounds.ts';
import { settleBet } from './settle-bet.ts';
import { settleRollback } from './settle-rollback.ts';
import { settleWin } from './settle-win.ts';
import { identifyProvider, walletProviders } from './wallet-api-providers.ts';
import { authenticateLaunch, endRound, sessionBalance } from './wallet-api-sessions.ts';

/** The largest wallet request is a few hundred bytes; this leaves room and refuses anything else. */
const WALLET_BODY_LIMIT = 16 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
    /** The provider whose secret signed the call (wallet-api-providers.ts). */
    walletProvider?: string;
  }
}

/**
 * The seamless-wallet API the game provider calls, server to server (ARCHITECTURE.md, Games; reference
 * integration-contracts §5.7): JSON, HMAC-signed over timestamp and raw body, business outcomes as
 * `status` in a 200 answer; 401 for a bad signature, 400/413/415 for a malformed, oversized or non-JSON
 * request, 500 (retry) only for our own failures.
 */
export async function walletApiRoutes(app: FastifyInstance, ctx: ServerContext) {
  const providers = walletProviders(ctx.config);
  await app.register(
    async (scope) => {
      // The body is kept as text, whatever its type, and parsed only once its signature is checked: an
      // unsigned body is never parsed, and nothing large is buffered (issue 10).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'string', bodyLimit: WALLET_BODY_LIMIT },
        (request, body, done) => {
          request.rawBody = body as string;
          done(null, undefined);
        },
      );
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const status = error.statusCode ?? 500;
        // What the caller sent wrong is said with a 4xx: retrying the same request would not help.
        if (status >= 400 && status < 500) {
          request.log.info({ err: error.message, url: request.url }, 'wallet api request refused');
          return reply
            .code(status === 413 ? 413 : 400)
            .send({ status: 'INVALID_REQUEST', message: error.message });
        }
        request.log.error({ err: error }, 'wallet api failure');
        return reply
          .code(500)
          .send({ status: 'INTERNAL', message: 'temporary failure, retry with the same txId' });
      });
      scope.addHook('preHandler', async (request, reply) => {
        const signer = identifyProvider(
          providers,
          {
            timestamp: header(request, WALLET_TIMESTAMP_HEADER),
            signature: header(request, WALLET_SIGNATURE_HEADER),
          },
          request.rawBody ?? '',
          ctx.wireNow(),
        );
        if ('refused' in signer) {
          request.log.warn({ check: signer.refused, url: request.url }, 'wallet api signature refused');
          return reply.code(401).send({ status: 'INVALID_SIGNATURE', message: signer.refused });
        }
        request.walletProvider = signer.provider;
        if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
          return reply
            .code(415)
            .send({ status: 'INVALID_REQUEST', message: 'the body must be application/json' });
        }
        try {
          request.body = JSON.parse(request.rawBody ?? '');
        } catch {
          return reply.code(400).send({ status: 'INVALID_REQUEST', message: 'the body is not JSON' });
        }
      });

      const route = <S extends z.ZodType>(
        path: string,
        schema: S,
        handle: (body: z.infer<S>, provider: string) => Promise<{ status: WalletStatus }>,
      ) =>
        scope.post(path, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
          const parsed = schema.safeParse(request.body);
          if (!parsed.success) {
            return reply
              .code(400)
              .send({ status: 'INVALID_REQUEST', message: parsed.error.issues[0]?.message });
          }
          const answer = await handle(parsed.data, request.walletProvider!);
          return reply.code(walletHttpStatus[answer.status]).send(answer);
        });

      const { authenticate, balance, bet, win, rollback, roundEnd } = walletRequestSchemas;
      route('/authenticate', authenticate, (body, provider) => authenticateLaunch(ctx, provider, body));
      route('/balance', balance, (body, provider) => sessionBalance(ctx, provider, body));
      route('/bet', bet, (body, provider) => settleBet(ctx, provider, body));
      route('/win', win, (body, provider) =>
        body.freeRoundAwardId === undefined
          ? settleWin(ctx, provider, { ...body, betTxId: body.betTxId ?? '' })
          : settleFreeRoundWin(ctx, provider, body),
      );
      route('/rollback', rollback, (body, provider) => settleRollback(ctx, provider, body));
      route('/round/end', roundEnd, (body, provider) => endRound(ctx, provider, body));
    },
    { prefix: '/wallet-api/v1' },
  );
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

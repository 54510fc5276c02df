import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { settleBet } from './settle-bet.ts';
import { settleRollback } from './settle-rollback.ts';
import { settleWin } from './settle-win.ts';
import { authenticateLaunch, endRound, sessionBalance } from './wallet-api-sessions.ts';
import { checkWalletSignature } from './wallet-api-signature.ts';

const id = z.string().min(1).max(100);
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const schemas = {
  authenticate: z.object({ launchToken: z.string().min(1).max(200) }),
  balance: z.object({ sessionToken: z.string().min(1).max(200) }),
  bet: z.object({
    txId: id,
    roundId: id,
    sessionToken: z.string().min(1).max(200),
    amount: amount.refine((v) => v > 0, 'a stake is positive'),
    currency: z.string().length(3),
  }),
  win: z.object({ txId: id, roundId: id, amount, roundClosed: z.boolean().optional().default(true) }),
  rollback: z.object({ txId: id, roundId: id, originalTxId: id }),
  roundEnd: z.object({ roundId: id }),
};

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
          { timestamp: header(request, 'x-timestamp'), signature: header(request, 'x-signature') },
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
        handle: (body: z.infer<S>) => Promise<unknown>,
      ) =>
        scope.post(path, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
          const parsed = schema.safeParse(request.body);
          if (!parsed.success) {
            return reply
              .code(400)
              .send({ status: 'INVALID_REQUEST', message: parsed.error.issues[0]?.message });
          }
          return reply.send(await handle(parsed.data));
        });

      route('/authenticate', schemas.authenticate, (body) => authenticateLaunch(ctx, body.launchToken));
      route('/balance', schemas.balance, (body) => sessionBalance(ctx, body.sessionToken));
      route('/bet', schemas.bet, (body) => settleBet(ctx, body));
      route('/win', schemas.win, (body) => settleWin(ctx, body));
      route('/rollback', schemas.rollback, (body) => settleRollback(ctx, body));
      route('/round/end', schemas.roundEnd, (body) => endRound(ctx, body.roundId));
    },
    { prefix: '/wallet-api/v1' },
  );
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

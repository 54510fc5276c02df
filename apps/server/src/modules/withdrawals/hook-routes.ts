import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { hasPaystackSignature, type ProviderCode, paystackWebhookKind } from '../mobile-money/index.ts';
import { receiveCallback } from '../payments/index.ts';
import { receivePayoutCallback } from './receive-payout-callback.ts';

/** Callbacks are small; anything bigger is not a provider's. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * The providers' payout callbacks at the URLs the adapters sign (mobile-money/callback-urls.ts),
 * next to the deposits' /hooks/{provider}/{orderId}/deposit and in the same style:
 * PUT or POST /hooks/mtn-momo/{orderId}/payout?t=…, and POST /hooks/mpesa-daraja/{orderId}/payout,
 * …/payout-timeout, …/payout-status?t=…. The body is kept as raw text, whatever its content type.
 */
export async function payoutHookRoutes(app: FastifyInstance, ctx: ServerContext) {
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    const routes: { provider: ProviderCode; event: string; methods: ('PUT' | 'POST')[] }[] = [
      // MTN: "Allow PUT & POST on your callback listener host".
      { provider: 'mtn-momo', event: 'payout', methods: ['PUT', 'POST'] },
      { provider: 'mpesa-daraja', event: 'payout', methods: ['POST'] },
      { provider: 'mpesa-daraja', event: 'payout-timeout', methods: ['POST'] },
      { provider: 'mpesa-daraja', event: 'payout-status', methods: ['POST'] },
      { provider: 'orange-money', event: 'payout', methods: ['POST'] },
    ];
    // Paystack calls the one webhook URL of the account (set it on its dashboard to {PUBLIC_URL}/hooks/paystack)
    // for deposits (charge.success) and payouts (transfer.*) alike; the signed body says which.
    hooks.post('/hooks/paystack', { schema: { hide: true } }, async (request, reply) => {
      const input = {
        provider: 'paystack' as const,
        method: request.method,
        url: request.url,
        headers: request.headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
        ip: request.ip,
      };
      const kind = paystackWebhookKind(input.rawBody);
      if (kind === 'unused') {
        const signed = hasPaystackSignature(ctx.config, input);
        return reply.code(signed ? 200 : 403).send(signed ? { ignored: true } : { error: 'bad signature' });
      }
      const answer =
        kind === 'payout' ? await receivePayoutCallback(ctx, input) : await receiveCallback(ctx, input);
      return reply.code(answer.status).send(answer.body);
    });
    for (const { provider, event, methods } of routes) {
      hooks.route({
        method: methods,
        url: `/hooks/${provider}/:orderId/${event}`,
        schema: { hide: true },
        handler: async (request, reply) => {
          const answer = await receivePayoutCallback(ctx, {
            provider,
            method: request.method,
            url: request.url,
            headers: request.headers,
            rawBody: typeof request.body === 'string' ? request.body : '',
            ip: request.ip,
          });
          return reply.code(answer.status).send(answer.body);
        },
      });
    }
  });
}

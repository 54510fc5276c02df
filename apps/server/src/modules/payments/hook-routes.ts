import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import type { ProviderCode } from '../mobile-money/index.ts';
import { callbacksSettled, receiveCallback } from './receive-callback.ts';

/** Callbacks are small; anything bigger is not a provider's. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * The providers' deposit callbacks, at the URLs the adapters sign (mobile-money/callback-urls.ts):
 * PUT or POST /hooks/mtn-momo/{orderId}/deposit?t=… and POST /hooks/mpesa-daraja/{orderId}/deposit?t=…;
 * Airtel's one application URL, POST /hooks/airtel-money/callback (set it in Airtel's portal).
 * The body is kept as raw text, whatever its content type, so what is stored is exactly what came.
 * Payout callbacks (…/payout, …/payout-timeout, …/payout-status) belong to withdrawals.
 */
export async function hookRoutes(app: FastifyInstance, ctx: ServerContext) {
  await app.register(async (hooks) => {
    // Status checks started by callbacks finish before the database closes.
    hooks.addHook('onClose', () => callbacksSettled());
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    const routes: { provider: ProviderCode; methods: ('PUT' | 'POST')[] }[] = [
      // MTN: "Allow PUT & POST on your callback listener host".
      { provider: 'mtn-momo', methods: ['PUT', 'POST'] },
      { provider: 'mpesa-daraja', methods: ['POST'] },
      // Orange Money Cameroon posts {payToken, status, message} to the notifUrl we give.
      { provider: 'orange-money', methods: ['POST'] },
    ];
    const fixedUrls: { provider: ProviderCode; url: string }[] = [
      // Airtel calls back the one URL set in its portal; the body names the payment (market-payments.md §1.6).
      { provider: 'airtel-money', url: '/hooks/airtel-money/callback' },
    ];
    const all = [
      ...routes.map((r) => ({ ...r, url: `/hooks/${r.provider}/:orderId/deposit` })),
      ...fixedUrls.map((r) => ({ ...r, methods: ['POST' as const] })),
    ];
    for (const { provider, methods, url } of all) {
      hooks.route({
        method: methods,
        url,
        schema: { hide: true },
        handler: async (request, reply) => {
          const answer = await receiveCallback(ctx, {
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

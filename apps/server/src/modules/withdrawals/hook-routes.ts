import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import {
  hasEfiWebhookSecret,
  hasPaystackSignature,
  isEfiTestNotification,
  type ProviderCode,
  paystackWebhookKind,
  splitEfiWebhook,
} from '../mobile-money/index.ts';
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
    // Efí posts every Pix event of our key to the one URL registered for it: {PUBLIC_URL}/hooks/efi-pix?hmac=…
    // &ignorar= (Efí then appends "/pix" inside the ignored parameter), or …/hooks/efi-pix/pix when the
    // registration had no "ignorar". The body is a `pix` array that may batch several Pix: each item goes
    // through the deposit or payout flow on its own (a hint there, confirmed by a status query), an item
    // repeated in the batch once. A wrong secret is 403; a refund notice (devolucoes) is answered 200.
    for (const url of ['/hooks/efi-pix', '/hooks/efi-pix/pix']) {
      hooks.post(url, { schema: { hide: true } }, async (request, reply) => {
        if (!hasEfiWebhookSecret(ctx.config, request.url)) {
          return reply.code(403).send({ nome: 'acesso_negado', mensagem: 'bad webhook secret' });
        }
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const items = splitEfiWebhook(rawBody);
        if (items === null) {
          // Efí's test notification when the URL is registered must be answered 2xx, or Efí refuses it.
          if (isEfiTestNotification(rawBody)) return reply.code(200).send({});
          return reply.code(400).send({ nome: 'json_invalido' });
        }
        let status = 200;
        for (const item of items) {
          if (item.kind === 'unused') continue;
          const input = {
            provider: 'efi-pix' as const,
            method: request.method,
            url: request.url,
            headers: request.headers,
            rawBody: item.rawBody,
            ip: request.ip,
          };
          const answer =
            item.kind === 'payout'
              ? await receivePayoutCallback(ctx, input)
              : await receiveCallback(ctx, input);
          // An item about no order of ours is recorded and answered 2xx: Efí would retry the whole batch.
          if (answer.status >= 500) status = answer.status;
        }
        return reply.code(status).send({});
      });
    }
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

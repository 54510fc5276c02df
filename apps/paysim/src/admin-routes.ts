import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Engine } from './engine.ts';
import { applySettingsPatch, type Settings, settingsPatchSchema } from './settings.ts';
import type { TokenStore } from './tokens.ts';
import type { ActionResult, SimPayment } from './types.ts';

/**
 * The simulator's own control surface under /_sim: settings and fault knobs, the payer's answers,
 * inspection of payments and their callback deliveries, replays and a reset. Not a provider contract.
 */

const resendBody = z.object({ copies: z.number().int().min(1).max(500).default(1) }).default({ copies: 1 });

export function registerAdminRoutes(
  app: FastifyInstance,
  engine: Engine,
  tokens: TokenStore,
  initialSettings: Settings,
): void {
  app.get('/_sim/config', async () => engine.settings);

  app.post('/_sim/config', async (request, reply) => {
    const parsed = settingsPatchSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    engine.settings = applySettingsPatch(engine.settings, parsed.data);
    return engine.settings;
  });

  app.post('/_sim/reset', async () => {
    engine.reset(structuredClone(initialSettings));
    tokens.expireAll();
    return engine.settings;
  });

  app.post('/_sim/tokens/expire', async () => {
    tokens.expireAll();
    return { ok: true };
  });

  app.get('/_sim/prompts', async () => engine.prompts().map(promptView));

  app.get('/_sim/payments', async (request) => {
    const { msisdn, externalId } = request.query as { msisdn?: string; externalId?: string };
    return engine
      .list()
      .filter(
        (p) =>
          (msisdn === undefined || p.msisdn === msisdn) &&
          (externalId === undefined || p.externalId === externalId),
      )
      .map((p) => paymentView(engine, p));
  });

  app.get('/_sim/payments/:id', async (request, reply) => {
    const payment = engine.lookup((request.params as { id: string }).id);
    return payment ? paymentView(engine, payment) : reply.code(404).send({ error: 'NOT_FOUND' });
  });

  // Approve / decline, for prompts (the payer) and for payouts (the payee side) alike.
  for (const base of ['/_sim/prompts', '/_sim/payments']) {
    app.post(`${base}/:id/approve`, async (request, reply) =>
      answer(reply, engine.approve((request.params as { id: string }).id)),
    );
    app.post(`${base}/:id/decline`, async (request, reply) =>
      answer(reply, engine.decline((request.params as { id: string }).id)),
    );
  }

  // A paid payout returned by the beneficiary's bank (Paystack `reversed`): status and webhooks follow.
  app.post('/_sim/payments/:id/reverse', async (request, reply) => {
    const parsed = resendBody.safeParse(request.body ?? undefined);
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    return answer(reply, engine.reverse((request.params as { id: string }).id, parsed.data.copies));
  });

  app.post('/_sim/payments/:id/callbacks', async (request, reply) => {
    const parsed = resendBody.safeParse(request.body ?? undefined);
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    return answer(reply, await engine.resend((request.params as { id: string }).id, parsed.data.copies));
  });
}

function answer(reply: FastifyReply, result: ActionResult) {
  if (result === 'not-found') return reply.code(404).send({ error: 'NOT_FOUND' });
  if (result === 'not-pending') return reply.code(409).send({ error: 'NOT_PENDING' });
  return reply.send({ ok: true });
}

function promptView(p: SimPayment) {
  return {
    id: p.id,
    product: p.product,
    ref: p.ref,
    msisdn: p.msisdn,
    amount: p.amount,
    currency: p.currency,
    message: p.wire.payerMessage ?? p.wire.transactionDesc ?? '',
    scenario: p.scenario,
    createdAtMs: p.createdAtMs,
  };
}

function paymentView(engine: Engine, p: SimPayment) {
  return {
    id: p.id,
    product: p.product,
    ref: p.ref,
    msisdn: p.msisdn,
    amount: p.amount,
    currency: p.currency,
    externalId: p.externalId,
    scenario: p.scenario,
    status: p.status,
    failure: p.failure,
    transactionId: p.transactionId,
    createdAtMs: p.createdAtMs,
    finalAtMs: p.finalAtMs,
    faults: engine.faultsOf(p),
    deliveries: p.deliveries,
    /** Whether the request came signed (Airtel's x-signature / x-key). */
    signed: p.wire.signed === true,
  };
}

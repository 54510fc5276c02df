import type { FastifyReply, FastifyRequest } from 'fastify';
import { injectFaults } from '../http-util.ts';
import { gateway } from './gateway.ts';
import { type AirtelContext, envelope, serverError, statusEnvelope } from './wire.ts';

/** The enquiries `GET /standard/v1/payments/{id}` and `GET /standard/v1|v3/disbursements/{id}`. */
export async function enquire(
  ctx: AirtelContext,
  product: 'airtel-collection' | 'airtel-disbursement',
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!gateway(ctx, request, reply)) return reply;
  const { id } = request.params as { id: string };
  const payment = ctx.engine.find(product, id);
  if (!payment) {
    const code = product === 'airtel-collection' ? 'DP00800001025' : 'DP00900001015';
    return reply.send(envelope(null, '404', 'Transaction not found', 'ESB000045', code, false));
  }
  if (await injectFaults(ctx.engine, ctx.engine.faultsOf(payment), 'status', reply, serverError()))
    return reply;
  const kind = product === 'airtel-collection' ? 'collection' : 'disbursement';
  return reply.send(statusEnvelope(payment, ctx.engine.view(payment), kind));
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { gateway } from './gateway.ts';
import { signatureAccepted } from './message-signing.ts';
import { type AirtelContext, envelope, wholeAmountProblem } from './wire.ts';

/**
 * What a collection or a disbursement passes before anything is created, in Airtel's order: the gateway
 * (token, country, currency), the message signature when the call is a signed version, then the body —
 * a malformed one, or an amount with decimals the currency does not have, is 400 ESB000008 with the
 * product's own code. Answers and returns null when refused.
 */
export function admitMoneyCall<Body extends { transaction: { amount: number } }>(
  ctx: AirtelContext,
  request: FastifyRequest,
  reply: FastifyReply,
  call: {
    kind: 'collection' | 'disbursement';
    signed: boolean;
    schema: z.ZodType<Body>;
    /** Airtel's code for an invalid request of this product. */
    invalidCode: string;
  },
): { currency: string; body: Body } | null {
  const gate = gateway(ctx, request, reply);
  if (!gate) return null;
  if (call.signed && !signatureAccepted(ctx, request, reply, call.kind)) return null;
  const parsed = call.schema.safeParse(request.body);
  if (!parsed.success || wholeAmountProblem(gate.currency, parsed.data.transaction.amount)) {
    const text = parsed.success ? 'Invalid amount' : z.prettifyError(parsed.error);
    void reply.code(400).send(envelope(null, '400', text, 'ESB000008', call.invalidCode));
    return null;
  }
  return { currency: gate.currency, body: parsed.data };
}

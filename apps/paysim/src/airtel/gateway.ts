import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken, header, injectFaults, sameSecret } from '../http-util.ts';
import { type AirtelContext, envelope, serverError } from './wire.ts';

/**
 * The door of every call: `POST /auth/oauth2/token` (client credentials; the token lives at most 180 s and
 * `expires_in` is a string), then on each business call the bearer token and X-Country / X-Currency.
 */

/** The op-cos the simulator serves and their currencies. */
const COUNTRY_CURRENCY: Record<string, string> = {
  UG: 'UGX',
  ZM: 'ZMW',
  KE: 'KES',
  TZ: 'TZS',
  RW: 'RWF',
  MW: 'MWK',
};

const tokenBody = z.object({
  client_id: z.string(),
  client_secret: z.string(),
  grant_type: z.literal('client_credentials'),
});

export async function issueToken(ctx: AirtelContext, request: FastifyRequest, reply: FastifyReply) {
  const parsed = tokenBody.safeParse(request.body);
  const valid =
    parsed.success &&
    sameSecret(parsed.data.client_id, ctx.credentials.clientId) &&
    sameSecret(parsed.data.client_secret, ctx.credentials.clientSecret);
  if (!valid) {
    return reply
      .code(400)
      .send({ error: 'invalid_client', error_description: 'Invalid client authentication' });
  }
  if (await injectFaults(ctx.engine, ctx.engine.settings.faults, 'token', reply, serverError())) return reply;
  const ttlS = Math.min(ctx.engine.settings.behaviour.tokenTtlS, 180);
  return reply.send({
    access_token: ctx.tokens.issue('airtel', ttlS),
    expires_in: String(ttlS),
    token_type: 'bearer',
  });
}

/** Bearer token, then X-Country / X-Currency (ROUTER006 / ROUTER112). Answers and returns null when refused. */
export function gateway(
  ctx: AirtelContext,
  request: FastifyRequest,
  reply: FastifyReply,
): { currency: string } | null {
  if (!ctx.tokens.isValid(bearerToken(request), 'airtel')) {
    void reply.code(401).send(envelope(null, '401', 'Authorization failed', 'ESB000001', 'DP00800001026'));
    return null;
  }
  const country = header(request, 'x-country') ?? '';
  const expected = COUNTRY_CURRENCY[country];
  if (!expected) {
    void reply.code(400).send(envelope(null, '400', 'Invalid country', 'ROUTER006', 'ROUTER006'));
    return null;
  }
  if (header(request, 'x-currency') !== expected) {
    void reply.code(400).send(envelope(null, '400', 'Invalid currency', 'ROUTER112', 'ROUTER112'));
    return null;
  }
  return { currency: expected };
}

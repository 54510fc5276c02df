import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DarajaCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { basicCredentials, bearerToken, injectFaults, sameSecret } from '../http-util.ts';
import { darajaRequestId } from '../ids.ts';
import type { TokenStore } from '../tokens.ts';

/** Daraja's OAuth, its error envelope and the STK password rule (integration-contracts.md §2.1, §2.2). */

export interface DarajaCtx {
  engine: Engine;
  tokens: TokenStore;
  credentials: DarajaCredentials;
}

export function darajaError(errorCode: string, errorMessage: string) {
  return { requestId: darajaRequestId(), errorCode, errorMessage };
}

export const SERVER_ERROR = () => darajaError('500.003.1001', 'Internal Server Error');

export function registerDarajaOAuth(app: FastifyInstance, ctx: DarajaCtx): void {
  app.get('/oauth/v1/generate', async (request, reply) => {
    const { grant_type: grantType } = request.query as { grant_type?: string };
    if (grantType !== 'client_credentials') {
      return reply.code(400).send(darajaError('400.008.02', 'Invalid grant type passed'));
    }
    const creds = basicCredentials(request);
    const valid =
      creds !== null &&
      sameSecret(creds[0], ctx.credentials.consumerKey) &&
      sameSecret(creds[1], ctx.credentials.consumerSecret);
    if (!valid) return reply.code(400).send(darajaError('400.008.01', 'Invalid Authentication passed'));
    if (await injectFaults(ctx.engine, ctx.engine.settings.faults, 'token', reply, SERVER_ERROR()))
      return reply;
    const ttlS = ctx.engine.settings.behaviour.tokenTtlS;
    // Daraja sends expires_in as a string, one second short of the hour.
    return reply.send({
      access_token: ctx.tokens.issue('daraja', ttlS),
      expires_in: String(Math.max(ttlS - 1, 1)),
    });
  });
}

export function refuseBadToken(ctx: DarajaCtx, request: FastifyRequest, reply: FastifyReply): boolean {
  if (ctx.tokens.isValid(bearerToken(request), 'daraja')) return false;
  void reply.code(404).send(darajaError('404.001.03', 'Invalid Access Token'));
  return true;
}

/** Password = base64(BusinessShortCode + Passkey + Timestamp). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

export function passwordMatches(
  ctx: DarajaCtx,
  shortcode: string,
  password: string,
  timestamp: string,
): boolean {
  if (shortcode !== ctx.credentials.shortcode) return false;
  const expected = stkPassword(shortcode, ctx.credentials.passkey, timestamp);
  // Compare digests so that lengths never leak through the comparison.
  return sameSecret(sha256(password), sha256(expected));
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** "YYYYMMDDHHmmss" in Africa/Nairobi time (UTC+3, no daylight saving). */
export function nairobiTimestamp(ms: number): string {
  return new Date(ms + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Numbers Daraja accepts as numbers or numeric strings. */
export const digits = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String);
export const wholeAmount = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .refine((n) => Number.isInteger(n) && n >= 1, 'Amount must be a whole number of shillings');
export const kenyanMsisdn = digits.pipe(z.string().regex(/^254\d{9}$/));
export const httpUrl = z.url({ protocol: /^https?$/ });

/** First failing field → Daraja's "Bad Request - Invalid <Field>". */
export function invalidField(error: z.ZodError) {
  const field = String(error.issues[0]?.path[0] ?? 'Request');
  return darajaError('400.002.02', `Bad Request - Invalid ${field}`);
}

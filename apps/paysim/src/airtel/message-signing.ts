import { createPublicKey } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { header } from '../http-util.ts';
import { gateway } from './gateway.ts';
import { type AirtelContext, envelope, type RawBodyRequest } from './wire.ts';

/**
 * Message signing and PIN decryption at the door (market-payments.md §1.3; the cryptography is signing.ts):
 * the raw JSON text kept beside the parsed body, since a signature covers the exact bytes received; a
 * signed call refused 403 when its body is not what `x-signature` / `x-key` sealed; a disbursement's `pin`
 * refused when it is not our wallet's PIN encrypted with our key; and `GET /v1/rsa/encryption-keys`.
 */

/** Parses JSON bodies of `scope` as usual, keeping the text received in `rawBody`. */
export function keepRawJsonBody(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const raw = String(text);
    (request as RawBodyRequest).rawBody = raw;
    try {
      done(null, raw.length === 0 ? undefined : JSON.parse(raw));
    } catch (error) {
      Object.assign(error as Error, { statusCode: 400 });
      done(error as Error, undefined);
    }
  });
}

/** The application's encryption key as the portal's key endpoint answers it (§1.3). */
export function encryptionKeys(ctx: AirtelContext, request: FastifyRequest, reply: FastifyReply) {
  if (!gateway(ctx, request, reply)) return reply;
  const validUpto = new Date(ctx.engine.now() + 365 * 24 * 3600_000);
  return reply.send({
    data: { key_id: 1, key: publicKeyOf(ctx.credentials.privateKey), valid_upto: airtelDate(validUpto) },
    status: {
      code: '200',
      message: 'Success',
      result_code: 'ESB000010',
      response_code: 'DP02010001001',
      success: true,
    },
  });
}

/**
 * A signed call's check (§1.3): without both headers ROUTER003; a body that is not what they sealed 403
 * "X-signature and payload did not match". Answers and returns false when refused.
 */
export function signatureAccepted(
  ctx: AirtelContext,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'collection' | 'disbursement',
): boolean {
  const verdict = ctx.keys.verifyBody(
    (request as RawBodyRequest).rawBody ?? '',
    header(request, 'x-signature'),
    header(request, 'x-key'),
  );
  if (verdict === 'valid') return true;
  if (verdict === 'missing') {
    void reply
      .code(400)
      .send(envelope(null, '400', 'Missing header/body params', 'ROUTER003', 'ROUTER003', false));
    return false;
  }
  const code = kind === 'collection' ? 'DP00800001026' : 'DP00900001016';
  void reply
    .code(403)
    .send(
      envelope(null, '403', 'Forbidden. X-signature and payload did not match.', 'ESB000008', code, false),
    );
  return false;
}

/**
 * A disbursement's `pin`: ROUTER116 when it is not a PIN encrypted with our key, ROUTER115 when it is the
 * wrong PIN. Answers and returns false when refused.
 */
export function pinAccepted(ctx: AirtelContext, encryptedPin: string, reply: FastifyReply): boolean {
  const pin = ctx.keys.verifyPin(encryptedPin);
  if (pin === 'valid') return true;
  const [code, text] =
    pin === 'wrong' ? ['ROUTER115', 'Incorrect Pin'] : ['ROUTER116', 'Incorrect Encrypted Pin'];
  void reply.code(400).send(envelope(null, '400', text, code, code, false));
  return false;
}

function publicKeyOf(privateKeyPem: string): string {
  return createPublicKey(privateKeyPem).export({ type: 'spki', format: 'der' }).toString('base64');
}

/** dd-MM-yyyy HH:mm:ss, as `valid_upto` is written. */
function airtelDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}-${two(date.getUTCMonth() + 1)}-${date.getUTCFullYear()} ${two(
    date.getUTCHours(),
  )}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}

import { IDEMPOTENCY_KEY_PATTERN } from '@sika/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const RULE = 'idempotency-key: 8 to 64 letters, digits, - or _';

/**
 * The key of a money-moving request: the `idempotency-key` header (Stripe's name) or the body's
 * `idempotencyKey` (already checked by the contract's `idempotencyKeyField`), under the same rule. A header
 * that breaks the rule is refused (BAD_REQUEST), never cut to fit: two long keys cut to the same 64
 * characters would answer each other's result. Header and field given together must be the same key.
 */
export function idempotencyKey(request: FastifyRequest, bodyKey: string | undefined): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined || header === '') return bodyKey;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError('BAD_REQUEST', { data: { fields: RULE } });
  }
  if (bodyKey !== undefined && bodyKey !== header) {
    throw new AppError('BAD_REQUEST', {
      data: { fields: 'idempotency-key: the header and the field differ' },
    });
  }
  return header;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/* What every Paystack resource of the simulator shares. */

/** Answers 401 and false unless the request carries the account's secret key as its bearer. */
export type Authorised = (request: FastifyRequest, reply: FastifyReply) => boolean;

export const SERVER_ERROR = { status: false, message: 'An error occurred' };

export const REFERENCE = /^[A-Za-z0-9.=_-]{1,100}$/;
export const amountField = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request';
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { randomDigits } from '../ids.ts';

/* What every Efí resource of the simulator shares. */

/** Answers 401 and false unless the request carries a valid Efí bearer token. */
export type Authorised = (request: FastifyRequest, reply: FastifyReply) => boolean;

export const SERVER_ERROR = { nome: 'erro_interno_servidor', mensagem: 'Erro interno do servidor' };

export const AMOUNT = /^\d{1,10}\.\d{2}$/;

const EFI_ISPB = '09089356';

/** E + the PSP's ISPB + yyyyMMddHHmm + 11 letters and digits: 32 characters (BCB). */
export function endToEndId(nowMs: number): string {
  const stamp = new Date(nowMs).toISOString().replace(/\D/g, '').slice(0, 12);
  return `E${EFI_ISPB}${stamp}${randomDigits(11)}`;
}

/** Efí's 400 for a body that does not parse, naming the first field at fault. */
export function answerInvalid(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ nome: 'valor_invalido', mensagem: firstIssue(error) });
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Requisição inválida';
}

import { errorCatalogue } from '@sika/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { failure } from './envelope.ts';
import { isAppError } from './errors.ts';

/**
 * One place turns every failure into the envelope with an honest status (ARCHITECTURE.md, The wire).
 * Server errors are logged in full and answered with a generic message: no stack, no SQL, no internals.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.status >= 500) request.log.error({ err: error, cause: error.cause }, 'service failure');
      else request.log.info({ code: error.code, cause: error.cause }, error.message);
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(failure(error.code, error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => describeIssue(v.instancePath, v.message)).join('; ');
      const entry = errorCatalogue.BAD_REQUEST;
      return reply.code(entry.status).send(failure(entry.code, entry.message, { fields }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendInternal(reply);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, errorCatalogue.PAYLOAD_TOO_LARGE);
    if (status === 415) return send(reply, errorCatalogue.UNSUPPORTED_MEDIA);
    if (status === 429) return send(reply, errorCatalogue.RATE_LIMITED);
    if (status >= 400 && status < 500) {
      request.log.info({ err: error.message }, 'bad request');
      return send(reply, errorCatalogue.BAD_REQUEST);
    }
    if (status === 503) return send(reply, errorCatalogue.UNAVAILABLE);
    request.log.error({ err: error }, 'unhandled error');
    return sendInternal(reply);
  });

  app.setNotFoundHandler((request, reply) => {
    request.log.info({ url: request.url }, 'no such route');
    return send(reply, errorCatalogue.NOT_FOUND);
  });
}

type Reply = Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2];

function send(reply: Reply, entry: { code: number; status: number; message: string }) {
  return reply.code(entry.status).send(failure(entry.code, entry.message));
}

function sendInternal(reply: Reply) {
  return send(reply, errorCatalogue.INTERNAL);
}

function describeIssue(instancePath: string, message: string | undefined) {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
  return `${field}: ${message ?? 'invalid'}`;
}

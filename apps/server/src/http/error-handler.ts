import { errorCatalogue } from '@sika/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    // The catalogue's texts for 413 and 415 speak of files; most routes take none.
    const upload = request.isMultipart?.() === true;
    if (status === 413) {
      return send(reply, errorCatalogue.PAYLOAD_TOO_LARGE, upload ? undefined : 'The request is too large.');
    }
    if (status === 415) {
      return send(
        reply,
        errorCatalogue.UNSUPPORTED_MEDIA,
        upload ? undefined : 'This content type is not accepted here.',
      );
    }
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

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a path that is not valid
 * percent-encoding, a path parameter longer than maxParamLength) answers the envelope, not Fastify's JSON.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code, url: request.url }, 'refused by the router');
  const entry = errorCatalogue.BAD_REQUEST;
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(failure(entry.code, entry.message));
}

type Reply = Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2];

function send(reply: Reply, entry: { code: number; status: number; message: string }, message?: string) {
  return reply.code(entry.status).send(failure(entry.code, message ?? entry.message));
}

function sendInternal(reply: Reply) {
  return send(reply, errorCatalogue.INTERNAL);
}

function describeIssue(instancePath: string, message: string | undefined) {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
  return `${field}: ${message ?? 'invalid'}`;
}

import multipart from '@fastify/multipart';
import { FILE_MAX_BYTES } from '@sika/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** An upload route's body limit: one file and a few short fields. */
export const UPLOAD_BODY_LIMIT = FILE_MAX_BYTES + 64 * 1024;

/**
 * Makes the routes of one encapsulated scope take multipart/form-data; every other route refuses it with
 * 415 (issue 10: registered for the whole app, any POST buffered up to 30 MB and a malformed body answered 500).
 * The caller's session is checked before a byte of the body is read, a malformed body is BAD_REQUEST, and the
 * fields land in `request.body` as plain values (files as Buffers) for the route's schema to validate.
 */
export async function acceptUploads(scope: FastifyInstance) {
  await scope.register(multipart, {
    limits: {
      fileSize: FILE_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 4 * 1024,
      parts: 11,
      headerPairs: 20,
    },
  });
  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    if (!(await request.server.resolveSession(request))) throw new AppError('UNAUTHORIZED');
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        if (Object.hasOwn(body, part.fieldname))
          throw new AppError('BAD_REQUEST', { internal: 'repeated field' });
        body[part.fieldname] = part.type === 'file' ? await part.toBuffer() : part.value;
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const status = (error as FastifyError).statusCode;
      if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE');
      throw new AppError('BAD_REQUEST', { internal: (error as Error).message });
    }
    request.body = body;
  });
}

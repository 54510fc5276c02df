import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const CONTENT_IMAGES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../public/content',
);

/**
 * The demo images of adverts, menus and notices, served by the API itself (no third-party image host on
 * the phone's critical path). A file is never changed in place: new art gets a new name (…-v2.svg), so
 * every answer can be cached for a year.
 */
export async function serveContentImages(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: CONTENT_IMAGES_DIR,
    prefix: '/content/',
    decorateReply: false,
    wildcard: true,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

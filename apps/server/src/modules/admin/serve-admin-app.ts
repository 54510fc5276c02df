import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the back office's own bundle (apps/admin) under /admin: hashed assets cached for a year, the shell
 * revalidated, and any other GET under /admin answered with the shell so client routes survive a reload.
 * Registered before the player app, whose catch-all would otherwise answer /admin with the PWA.
 */
export async function serveAdminApp(app: FastifyInstance, distDir: string) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'back office not built: run `npm run build -w @sika/admin`');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/admin/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const html = readFileSync(path.join(distDir, 'index.html'));
  const shell = (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get('/admin', { schema: { hide: true } }, shell);
  app.get('/admin/*', { schema: { hide: true } }, shell);
}

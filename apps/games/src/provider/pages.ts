/**
 * Serves the built game pages (apps/games/dist, from `npm run build -w @sika/games`): `/play/{game}`
 * and `/verify` are HTML, `/assets/*` the hashed scripts and styles. Only the operator's origins may
 * frame the pages (`frame-ancestors`): another site cannot wrap a real-money game in its own page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GAME_CODES, isGameCode } from '../engines/index.ts';

function pageHeaders(operatorOrigins: readonly string[]) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    // The launch token sits in the URL: never send it on as a referrer.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' ${operatorOrigins.join(' ')}`,
  };
}

export async function registerPages(
  app: FastifyInstance,
  distDir: string,
  operatorOrigins: readonly string[],
): Promise<void> {
  const headers = pageHeaders(operatorOrigins);
  const pageFile = (name: string) => join(distDir, 'web', `${name}.html`);
  const pages = new Map<string, string>();
  for (const name of [...GAME_CODES, 'verify']) {
    if (existsSync(pageFile(name))) pages.set(name, readFileSync(pageFile(name), 'utf8'));
  }
  const send = (reply: FastifyReply, name: string) => {
    const html = pages.get(name);
    if (!html)
      return reply
        .code(503)
        .type('text/plain')
        .send('game pages are not built: npm run build -w @sika/games');
    return reply.headers(headers).send(html);
  };

  app.get<{ Params: { gameCode: string } }>('/play/:gameCode', (request, reply) =>
    isGameCode(request.params.gameCode)
      ? send(reply, request.params.gameCode)
      : reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'no such game' } }),
  );
  app.get('/verify', (_request, reply) => send(reply, 'verify'));

  const assets = join(distDir, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
    });
  }
}

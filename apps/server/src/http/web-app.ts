import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { getLobby, type Language } from '@sika/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.ts';
import {
  FIRST_SCREEN_BODY_SLOT,
  FIRST_SCREEN_HEAD_SLOT,
  firstSection,
  type Lobby,
  renderFirstScreen,
} from './first-screen.ts';

/** What the server needs to write home's first screen: the lobby call's own read and language rule. */
export interface FirstScreenSource {
  /** The answer's data of `GET /api/game-service/v2/lobby?lang=<lang>` (no `store`), as the app asks it. */
  lobby(lang: Language): Promise<Lobby>;
  /** `?lang=`, else Accept-Language, else English: the rule the app's pickLanguage applies at a first visit. */
  language(request: FastifyRequest): Language;
}

/** The address the app's client asks the lobby at (apps/web/src/lib/api/lobby-call.ts lobbyUrl). */
const lobbyUrl = (lang: Language) => `${getLobby.path}?${new URLSearchParams({ lang })}`;

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and service worker always revalidated,
 * and any other GET outside the APIs answered with the shell so client-side routes survive a reload.
 * `/` and `/home` get home's first screen written in (issue 21): the template the build made for it
 * (first-screen.html) with the lobby's first section; the plain shell when that cannot be written.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string, source?: FirstScreenSource) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build -w @sika/web`');
    return;
  }
  const templateFile = path.join(distDir, 'first-screen.html');
  const template = source && existsSync(templateFile) ? readFileSync(templateFile, 'utf8') : null;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // `/` is home's, below: the static index would answer it with the plain shell.
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shell = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  const home = async (request: FastifyRequest, reply: FastifyReply) => {
    // The page differs by these headers: a cache between us and the phone must not give one's to another.
    reply.header('vary', 'Accept-Language, Save-Data');
    const html = template && source ? await homeHtml(template, source, request) : null;
    if (html === null) return shell(reply);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/', { schema: { hide: true } }, home);
  app.get('/home', { schema: { hide: true } }, home);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url;
    if (/^\/(api|wallet-api|hooks|admin-api)(\/|$)/.test(url)) {
      return reply.callNotFound();
    }
    return shell(reply);
  });
}

/**
 * The template with home's first screen, or null for the plain shell: when the phone asks to save data (the
 * app may then show the small covers), when the lobby cannot be read, or when its first section is not
 * known for sure (firstSection).
 */
async function homeHtml(template: string, source: FirstScreenSource, request: FastifyRequest) {
  if (String(request.headers['save-data'] ?? '').toLowerCase() === 'on') return null;
  const query = request.query as Record<string, string | undefined>;
  const lang = source.language(request);
  let lobby: Lobby;
  try {
    lobby = await source.lobby(lang);
  } catch (error) {
    request.log.warn({ err: error }, 'first screen: lobby not read, plain shell served');
    return null;
  }
  const section = firstSection(lobby, query.store === '1');
  if (!section) return null;
  const { head, body } = renderFirstScreen(section, lang, lobbyUrl(lang), ok(lobby));
  const theme = query.theme === 'winslots' ? 'winslots' : 'sika';
  return template
    .replace('<html lang="en" data-theme="sika">', `<html lang="${lang}" data-theme="${theme}">`)
    .replace(FIRST_SCREEN_HEAD_SLOT, head)
    .replace(FIRST_SCREEN_BODY_SLOT, body);
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from '../../src/http/web-app.ts';
import { seedGames } from '../../src/modules/games/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { addStoreHiddenGame } from '../support/games.ts';

// A built web app as the server sees it: the plain shell and the template for home's first screen, with
// the slots the build leaves in it (apps/web/vite/first-screen.ts).
const PLAIN =
  '<!doctype html><html lang="en" data-theme="sika"><head><title>Sika</title></head><body><div id="root"></div></body></html>';
const TEMPLATE =
  '<!doctype html>\n<html lang="en" data-theme="sika"><head><title>Sika</title><!--sika-first-screen-head--></head><body><div id="root"></div><!--sika-first-screen--></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sika-first-screen-dist-'));
  writeFileSync(path.join(dist, 'index.html'), PLAIN);
  writeFileSync(path.join(dist, 'first-screen.html'), TEMPLATE);
  t = await createTestApp({ WEB_DIST_DIR: dist, GAMES_PUBLIC_URL: 'http://games.test:8091' });
  await seedGames(t.ctx);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The lobby answer written into the page, and the address the app's client will ask it at. */
function writtenLobby(html: string): { url: string; answer: unknown } | null {
  const match =
    /<script type="application\/json" id="first-screen-lobby" data-url="([^"]+)">(.*?)<\/script>/s.exec(html);
  return match ? { url: (match[1] ?? '').replace(/&amp;/g, '&'), answer: JSON.parse(match[2] ?? '') } : null;
}

describe("home's first screen written by the server", () => {
  it('writes the lobby’s first section in the language Accept-Language asks for', async () => {
    const response = await page('/home', { 'accept-language': 'fr-CM,fr;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Language, Save-Data');
    const html = response.body;
    expect(html).toContain('<html lang="fr" data-theme="sika">');
    expect(html).toContain('<div id="first-screen" hidden data-lang="fr">');
    expect(html).toContain('<h2>Populaires<span>4</span></h2>');
    // The first section's games in the lobby's order, the first two fetched first, wide covers wide.
    const covers = [
      ...html.matchAll(
        /<li( class="wide")?><img src="([^"]+)" alt="([^"]+)" width="(\d+)" height="240" (\w+)=/g,
      ),
    ];
    expect(covers.map((m) => [m[3], m[2], m[4], m[5]])).toEqual([
      ['Kente Gold', '/content/games/kente-gold-large.svg', '600', 'fetchpriority'],
      ['Dice', '/content/games/dice.svg', '300', 'fetchpriority'],
      ['Limbo', '/content/games/limbo.svg', '300', 'loading'],
      ['Mines', '/content/games/mines.svg', '300', 'loading'],
    ]);
    expect(html).toContain('#first-screen{position:fixed');
  });

  it('carries the very answer the lobby call gives, for the app to take instead of asking again', async () => {
    for (const lang of ['en', 'fr', 'pt']) {
      const written = writtenLobby((await page(`/home?lang=${lang}`)).body);
      expect(written?.url).toBe(`/api/game-service/v2/lobby?lang=${lang}`);
      const called = await t.app.inject({ method: 'GET', url: written?.url ?? '' });
      expect(written?.answer).toEqual(body(called));
    }
  });

  it('takes ?lang= over Accept-Language, and English when neither is ours', async () => {
    const pt = (await page('/home?lang=pt', { 'accept-language': 'fr' })).body;
    expect(pt).toContain('<html lang="pt"');
    expect(pt).toContain('<h2>Em alta<span>4</span></h2>');
    const en = (await page('/', { 'accept-language': 'de-DE,de;q=0.9' })).body;
    expect(en).toContain('<html lang="en"');
    expect(en).toContain('<h2>Hot<span>4</span></h2>');
    expect((await page('/home?lang=xx')).body).toContain('data-lang="en"');
  });

  it('serves the plain shell when the phone asks to save data (the app may show the small covers)', async () => {
    const response = await page('/home', { 'save-data': 'on' });
    expect(response.statusCode).toBe(200);
    // The static shell adds its own `accept-encoding`.
    expect(response.headers.vary).toMatch(/^Accept-Language, Save-Data\b/);
    expect(response.body).toBe(PLAIN);
  });

  it('serves the plain shell on other routes and at /index.html (the service worker’s copy)', async () => {
    expect((await page('/me')).body).toBe(PLAIN);
    expect((await page('/index.html')).body).toBe(PLAIN);
  });

  it('leaves a first section holding a store-build game to the app, and leaves it out with ?store=1', async () => {
    const remove = await addStoreHiddenGame(t, 1);
    try {
      expect((await page('/home')).body).toBe(PLAIN);
      const store = (await page('/home?store=1')).body;
      expect(store).toContain('<h2>Hot<span>4</span></h2>');
      // The covers leave it out; the lobby answer is the app's call's, which the app filters itself.
      expect(/<ul>.*<\/ul>/.exec(store)?.[0]).not.toContain('/x.svg');
    } finally {
      await remove();
    }
  });

  it('serves the plain shell when the lobby cannot be read', async () => {
    // The server's own wiring, with a lobby read that fails (the database down, a statement timed out).
    const bare = Fastify({ logger: false });
    await serveWebApp(bare, dist, {
      lobby: () => Promise.reject(new Error('connection terminated')),
      language: () => 'en',
    });
    const response = await bare.inject({ method: 'GET', url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PLAIN);
    await bare.close();
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerPages } from './pages.ts';

const dist = mkdtempSync(join(tmpdir(), 'games-dist-'));
mkdirSync(join(dist, 'web'));
writeFileSync(join(dist, 'web', 'dice.html'), '<!doctype html><title>dice</title>');
writeFileSync(join(dist, 'web', 'verify.html'), '<!doctype html><title>verify</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('who may frame the game pages', () => {
  it("names only the operator's origins in frame-ancestors", async () => {
    const config = loadConfig({ OPERATOR_ORIGINS: 'https://sika.example/lobby, https://m.sika.example' });
    expect(config.operatorOrigins).toEqual(['https://sika.example', 'https://m.sika.example']);
    const app = Fastify();
    await registerPages(app, dist, config.operatorOrigins);
    for (const url of ['/play/dice', '/verify']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(
        /(^|;\s*)frame-ancestors 'self' https:\/\/sika\.example https:\/\/m\.sika\.example$/,
      );
    }
    await app.close();
  });

  it('takes the one OPERATOR_ORIGIN scripts/start.ts sets, and refuses to guess in production', () => {
    expect(loadConfig({ OPERATOR_ORIGIN: 'http://localhost:8110' }).operatorOrigins).toEqual([
      'http://localhost:8110',
    ]);
    expect(() => loadConfig({ OPERATOR_ORIGINS: '*' })).toThrow(/not an http\(s\) origin/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        WALLET_API_SECRET: 'a-real-secret-0123456789',
        GAMES_DATABASE_URL: 'postgres://games@db.example/sika_games',
      }),
    ).toThrow(/OPERATOR_ORIGINS/);
  });
});

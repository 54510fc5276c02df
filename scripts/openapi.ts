import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/pool.ts';

/**
 * `npm run openapi`: writes docs/openapi.json, the players' API as the server registers it (the contract's
 * calls through http/route.ts, @fastify/swagger), so every change of the wire shows in review.
 * `npm run openapi -- --check` (part of `npm run lint`) writes nothing and fails when the committed document
 * differs from what the server registers: run `npm run openapi` and commit it.
 *
 * The app is built as production serves it (no test-support clock), on a database it never connects to:
 * registering routes reads no rows.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_FILE = path.join(ROOT, 'docs/openapi.json');

async function main() {
  const check = process.argv.includes('--check');
  const config = loadConfig({
    NODE_ENV: 'development',
    API_DOCS: '1',
    LOG_LEVEL: 'silent',
    TEST_CLOCK: '0',
    // No web build: the document is the API's, not the PWA's.
    WEB_DIST_DIR: path.join(ROOT, 'node_modules/.openapi-no-web'),
  });
  const handle = createDb('postgres://openapi@127.0.0.1:9/never-connected', 1);
  const { app } = await buildApp({ config, db: handle.db });
  try {
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    const relative = path.relative(ROOT, OUT_FILE);
    if (check) {
      if (readOrEmpty(OUT_FILE) !== text) {
        console.error(
          `${relative} does not match the server's routes: run \`npm run openapi\` and commit it.`,
        );
        process.exitCode = 1;
      } else {
        console.log(`${relative} matches the server's routes`);
      }
    } else {
      writeFileSync(OUT_FILE, text);
      console.log(`wrote ${relative}`);
    }
  } finally {
    await app.close();
    await handle.close();
  }
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

await main();

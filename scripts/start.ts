/**
 * `npm start`: Sika on its embedded defaults. Builds the web app and the game pages when they are missing,
 * then runs the three services side by side — the API server (embedded PostgreSQL, seeded demo content),
 * the in-house game provider (its own origin) and the payment simulator — and stops them together.
 * PORT (default 8090) and DATA_DIR (default ./.data) are respected; the provider and the simulator take
 * the next two ports unless GAMES_PORT / PAYSIM_PORT say otherwise.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8090);
const gamesPort = Number(process.env.GAMES_PORT ?? port + 1);
const paysimPort = Number(process.env.PAYSIM_PORT ?? port + 2);
const host = process.env.PUBLIC_HOST ?? 'localhost';

const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(root, '.data')),
  GAMES_PORT: String(gamesPort),
  GAMES_PUBLIC_URL: process.env.GAMES_PUBLIC_URL ?? `http://${host}:${gamesPort}`,
  WALLET_API_URL: process.env.WALLET_API_URL ?? `http://127.0.0.1:${port}/wallet-api/v1`,
  PAYSIM_PORT: String(paysimPort),
  PAYSIM_URL: process.env.PAYSIM_URL ?? `http://127.0.0.1:${paysimPort}`,
  OPERATOR_ORIGIN: process.env.OPERATOR_ORIGIN ?? `http://${host}:${port}`,
};

function buildIfMissing(workspace: string, dist: string) {
  if (existsSync(path.join(root, dist))) return;
  console.log(`[start] building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfMissing('@sika/web', 'apps/web/dist/index.html');
if (existsSync(path.join(root, 'apps/games/vite.config.ts')))
  buildIfMissing('@sika/games', 'apps/games/dist');

const services: { name: string; entry: string }[] = [
  { name: 'paysim', entry: 'apps/paysim/src/main.ts' },
  { name: 'games', entry: 'apps/games/src/main.ts' },
  { name: 'server', entry: 'apps/server/src/main.ts' },
].filter((s) => existsSync(path.join(root, s.entry)));

const children: ChildProcess[] = services.map(({ name, entry }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping the others`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  let running = children.filter((c) => c.exitCode === null && c.signalCode === null).length;
  if (running === 0) process.exit(exitCode);
  for (const child of children) {
    child.once('exit', () => {
      running -= 1;
      if (running <= 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/**
 * End-to-end check of launch and the postMessage bridge in Chromium, with a fake operator: a lobby page
 * on another origin frames a real-money game, plays a round, then the same player launches in a second
 * browser and the first game gets kicked. Prints what the lobby received; exits non-zero on a mismatch.
 * Run after a build:  npx tsx apps/games/scripts/check-bridge.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startFakeOperatorWallet } from '../src/testing/fake-operator-wallet.ts';
import { createWalletClient } from '../src/wallet-client.ts';
import { temporaryProviderDatabase } from './temp-database.ts';

const SECRET = 'bridge-check-secret-0123456789';
const operator = await startFakeOperatorWallet(SECRET);

// The lobby runs on "localhost" so that it is another origin (and another site) than the games.
const lobby = createServer((request, response) => {
  const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('t');
  const lobbyOrigin = `http://localhost:${(lobby.address() as AddressInfo).port}`;
  const src = `${games}/play/dice?launch=${token}&mode=real&lang=fr&lobby=${encodeURIComponent(lobbyOrigin)}`;
  response.setHeader('content-type', 'text/html');
  response.end(
    `<body style="margin:0"><iframe id="game" style="width:360px;height:740px;border:0" src="${src}"></iframe>` +
      `<script>window.received=[];addEventListener('message',(e)=>{if(e.origin===${JSON.stringify(games)})received.push(e.data)})</script></body>`,
  );
});
await new Promise<void>((done) => lobby.listen(0, '127.0.0.1', done));
const lobbyUrl = `http://localhost:${(lobby.address() as AddressInfo).port}`;
// The games may be framed by this lobby only (frame-ancestors).
const config = loadConfig({
  WALLET_API_URL: operator.url,
  WALLET_API_SECRET: SECRET,
  OPERATOR_ORIGINS: lobbyUrl,
});
const database = await temporaryProviderDatabase();
const app = await buildApp({
  config,
  db: database.db,
  wallet: createWalletClient({ baseUrl: operator.url, secret: SECRET }),
});
const games = await app.listen({ host: '127.0.0.1', port: 0 });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);
let failed = false;
const expectEqual = (label: string, actual: unknown, expected: unknown) => {
  const ok = JSON.stringify(actual) === JSON.stringify(expected);
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${JSON.stringify(actual)}`);
};
try {
  const first = await (await browser.newContext()).newPage();
  await first.goto(`${lobbyUrl}/?t=${operator.issueLaunchToken('bridge-player', 5000)}`);
  const game = first.frameLocator('#game');
  await game.locator('.primary:not(:disabled)').click();
  await first.waitForFunction(() => (window as unknown as { received: unknown[] }).received.length >= 3);
  const balance = operator.balanceOf('bridge-player');
  expectEqual('lobby got ready and balances', await received(first), [
    { type: 'sika:ready' },
    { type: 'sika:balance', balance: 5000 },
    { type: 'sika:balance', balance },
  ]);
  expectEqual('launch token removed from the frame URL', first.frames()[1]?.url().includes('launch='), false);

  const second = await (await browser.newContext()).newPage();
  await second.goto(`${lobbyUrl}/?t=${operator.issueLaunchToken('bridge-player')}`);
  await second.frameLocator('#game').locator('.primary').waitFor();
  await game.locator('.primary:not(:disabled)').click();
  await game.locator('.fatal').waitFor();
  expectEqual('first game kicked', (await received(first)).slice(-1), [{ type: 'sika:kicked' }]);
  await first.screenshot({
    path: resolve(import.meta.dirname, '../../../artifacts/screenshots/games/kicked.png'),
    clip: { x: 0, y: 0, width: 360, height: 740 },
  });
} finally {
  await browser.close();
  await app.close();
  await database.close();
  await operator.close();
  lobby.close();
}
process.exit(failed ? 1 : 0);

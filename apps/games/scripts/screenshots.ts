/**
 * Screenshots of every game page at a phone viewport (360×740) in demo mode, after one round, into
 * artifacts/screenshots/games/. Run after `npm run build -w @sika/games`:
 *   npx tsx apps/games/scripts/screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { GAME_CODES } from '../src/engines/index.ts';
import { temporaryProviderDatabase } from './temp-database.ts';

const outDir = resolve(import.meta.dirname, '../../../artifacts/screenshots/games');
const SETTLE_MS: Record<string, number> = {
  wheel: 3800,
  plinko: 3200,
  'kente-gold': 3500,
  limbo: 1800,
  dice: 900,
  mines: 600,
};

mkdirSync(outDir, { recursive: true });
const database = await temporaryProviderDatabase();
const app = await buildApp({ config: loadConfig({ GAMES_PORT: '0' }), db: database.db });
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  for (const game of GAME_CODES) {
    const page = await context.newPage();
    await page.goto(
      `${origin}/play/${game}?mode=demo&lang=en&lobby=${encodeURIComponent('http://127.0.0.1:5173')}`,
    );
    await page.waitForSelector('.primary');
    await page.screenshot({ path: `${outDir}/${game}-idle.png` });
    await page.click('.primary');
    if (game === 'mines') {
      await page.waitForSelector('.tile:not(:disabled)');
      for (const tile of [6, 12, 18]) {
        const enabled = await page.$(`.tile:nth-child(${tile + 1}):not(:disabled)`);
        if (enabled) {
          await enabled.click();
          await page.waitForTimeout(400);
        }
      }
    }
    await page.waitForTimeout(SETTLE_MS[game] ?? 1500);
    await page.screenshot({ path: `${outDir}/${game}-played.png` });
    if (game === 'kente-gold') {
      // Spin on until a line pays, to see the win highlight (demo money).
      for (let spin = 0; spin < 12 && !(await page.$('.result-line.win')); spin++) {
        await page.waitForSelector('.primary:not(:disabled)', { timeout: 120_000 });
        await page.click('.primary');
        await page.waitForTimeout(SETTLE_MS[game]!);
      }
      await page.screenshot({ path: `${outDir}/${game}-win.png` });
      await page.waitForSelector('.primary:not(:disabled)', { timeout: 120_000 });
      await page.click('.slot-lines');
      await page.waitForSelector('.paytable');
      await page.screenshot({ path: `${outDir}/${game}-paytable.png` });
    }
    if (game === 'dice') {
      await page.click('.icon-button');
      await page.waitForSelector('.rounds li');
      await page.fill('.sheet .text-input', 'my lucky seed');
      await page.click('.sheet .primary');
      await page.waitForSelector('.rounds a');
      await page.screenshot({ path: `${outDir}/fairness-sheet.png` });
      const href = await page.getAttribute('.rounds a', 'href');
      await page.goto(`${origin}${href}`);
      await page.waitForSelector('.verify-output .field');
      await page.screenshot({ path: `${outDir}/verify.png`, fullPage: true });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await app.close();
  await database.close();
}
console.log(`screenshots in ${outDir}`);

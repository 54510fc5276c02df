import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newPhone, type PhoneOptions, seedStorage } from './browser.ts';
import { stackClocks } from './clocks.ts';
import { adjustBalance, registerByApi } from './players.ts';
import { uniqueGhanaMobile } from './sms.ts';

/**
 * The set-up every draw journey shares: the stack's clocks on real time before and after the file (draws move
 * them to a beacon round), a browser, a player with ₵100.00 to spend, and a phone signed in as them.
 */
export function drawJourney(fundingReason: string) {
  const baseUrl = inject('baseUrl');
  const databaseUrl = inject('databaseUrl');
  const clocks = stackClocks(baseUrl, inject('serviceUrls').beacon!);
  const player = { mobile: uniqueGhanaMobile(), password: 'Akwaaba-2024', token: '' };
  let browser: Browser;

  beforeAll(async () => {
    await clocks.reset();
    browser = await launchBrowser();
    player.token = await registerByApi(baseUrl, databaseUrl, player.mobile, player.password);
    adjustBalance(databaseUrl, player.mobile, 'withdrawable', 10_000, fundingReason);
  });
  afterAll(async () => {
    await clocks.reset();
    await browser?.close();
  });

  async function phone(options: PhoneOptions = {}): Promise<Page> {
    const context = await newPhone(browser, baseUrl, options);
    await seedStorage(context, { token: player.token });
    return context.newPage();
  }

  return { baseUrl, clocks, player, phone };
}

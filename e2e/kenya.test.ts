import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByApi } from './support/api.ts';
import { closePhone, launchBrowser, newPhone, screenshot, seedStorage, settled } from './support/browser.ts';
import {
  freshMobile,
  type MarketJourney,
  runMarketJourney,
  startMarketStack,
} from './support/market-journey.ts';
import type { Stack } from './support/stack.ts';

/**
 * MARKET=KE out of the box (issue 20): a Kenyan deployment on a fresh data directory, with the payment
 * simulator (M-Pesa Daraja) and the game provider. A player registers with a Safaricom number typed in
 * Kenya's national format, sees a Kenyan lobby, deposits by M-Pesa (the 5% excise shown and refunded),
 * plays a round of dice and withdraws to M-Pesa (2% fee, 5% tax). Then the data saver: on with Save-Data.
 * The journey's steps are every market's (support/market-journey.ts); Kenya checks its excise, fee and tax.
 */
let browser: Browser;
let kenya: Stack;
beforeAll(async () => {
  browser = await launchBrowser();
  kenya = await startMarketStack('KE');
}, 240_000);
afterAll(async () => {
  await kenya?.stop();
  await browser?.close();
});

const PASSWORD = 'Karibu-2026';

async function phone(path: string, setUp?: (context: BrowserContext) => Promise<void>): Promise<Page> {
  const context = await newPhone(browser, kenya.baseUrl, { theme: 'sika', language: 'en' });
  await setUp?.(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function text(page: Page, testId: string): Promise<string> {
  const locator = page.getByTestId(testId);
  await locator.waitFor();
  return (await locator.textContent()) ?? '';
}

describe('a Kenyan deployment in the browser (360×740)', () => {
  // A Safaricom number (07 1x).
  const mobile = freshMobile('071', 10);
  const journey: MarketJourney = {
    market: 'KE',
    language: 'en',
    mobile,
    password: PASSWORD,
    foreign: /₵|MoMo|cedi/,
    // KSh 100 by M-Pesa: the 5% excise is shown and refunded, the whole amount credited.
    deposit: {
      channel: 'MPESA',
      packageId: 111,
      amountMinor: 10_000,
      async check(page) {
        const tax = await text(page, 'deposit-tax');
        expect(tax).toContain('KSh5.00');
        expect(tax).toContain('KSh100.00');
      },
    },
    winningsMinor: 50_000,
    kyc: { firstName: 'Wanjiru', surname: 'Kamau', idNumber: '123456789' },
    // KSh 100 to M-Pesa: 2% fee and 5% tax on the money.
    withdraw: {
      channelName: /M-Pesa/,
      coins: 10_000,
      netMinor: 9_300,
      async check(page) {
        expect(await text(page, 'withdraw-fee')).toBe('−KSh2.00');
        expect(await text(page, 'withdraw-tax')).toBe('−KSh5.00');
      },
    },
  };

  it('registers with a number in Kenya’s format, deposits by M-Pesa, plays a round and withdraws to M-Pesa', async () => {
    expect(mobile).toMatch(/^071\d{7}$/);
    await runMarketJourney(browser, kenya, journey);
  }, 240_000);

  it('turns the data saver on by itself for a phone that sends Save-Data, and the player can turn it off', async () => {
    const token = await loginByApi(kenya.baseUrl, mobile, PASSWORD);
    const page = await phone('/home', async (context) => {
      await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
      await seedStorage(context, { token });
    });
    await expect.poll(() => page.evaluate('document.documentElement.dataset.dataSaver ?? null')).toBe('on');
    // The home carousel keeps only the slide on screen: no picture of the others is loaded.
    const carousel = page.getByRole('region', { name: 'Offers' }).first();
    await carousel.waitFor();
    await settled(page);
    expect(await carousel.locator('[aria-roledescription="slide"] img').count()).toBe(1);
    await screenshot(page, 'kenya-home-data-saver-sika-en');

    await page.goto('/me/settings');
    const saver = page.getByTestId('data-saver');
    await saver.getByText('Data saver is on.').waitFor();
    await saver.getByText('Off', { exact: true }).click();
    await saver.getByText('Data saver is off.').waitFor();
    expect(await page.evaluate('document.documentElement.dataset.dataSaver ?? null')).toBeNull();
    await screenshot(page, 'kenya-settings-data-saver-sika-en');
    await closePhone(page);

    // The setting in the other languages and theme, looked at.
    for (const [theme, language] of [
      ['winslots', 'fr'],
      ['sika', 'pt'],
      ['winslots', 'en'],
    ] as const) {
      const context = await newPhone(browser, kenya.baseUrl, { theme, language });
      await seedStorage(context, { token });
      const settings = await context.newPage();
      await settings.goto('/me/settings');
      await settings.getByTestId('data-saver').waitFor();
      await settled(settings);
      await screenshot(settings, `kenya-settings-data-saver-${theme}-${language}`);
      await closePhone(settings);
    }
  }, 180_000);
});

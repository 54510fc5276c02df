import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closePhone, launchBrowser, newPhone, screenshot, settled } from './support/browser.ts';

/**
 * Home's first screen written by the server into /home's HTML (issue 21, decision 026): painted before the
 * app's scripts run, in the visitor's language and theme, then taken over by home with no layout shift, in
 * Chromium at 360×740.
 */
const baseUrl = inject('baseUrl');
const languages = ['en', 'fr', 'pt'] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("home's first screen from the server (360×740)", () => {
  it("paints the server's first screen before the app, then home takes over without a shift", async () => {
    for (const language of languages) {
      // Before the app: its entry script held back, the page is what the server wrote (and the boot script).
      const context = await newPhone(browser, baseUrl, {});
      await context.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
      const before = await context.newPage();
      // `?lang=`: the server and the app both take it over the phone's languages.
      await before.goto(`/home?lang=${language}`);
      const screen = before.locator('#first-screen');
      await screen.waitFor();
      const title = { en: 'Hot', fr: 'Populaires', pt: 'Em alta' }[language];
      await expect.poll(() => screen.getByRole('heading').textContent()).toBe(`${title}4`);
      expect(await screen.getByRole('img', { name: 'Kente Gold' }).getAttribute('src')).toBe(
        '/content/games/kente-gold-large.svg',
      );
      await settled(before);
      await screenshot(before, `home-first-screen-${language}`);
      await context.close();
    }
    // The other theme: the server writes `?theme=`, the block takes the theme's colours from the stylesheet.
    const themed = await newPhone(browser, baseUrl, {});
    await themed.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    const winslots = await themed.newPage();
    await winslots.goto('/home?theme=winslots');
    await winslots.locator('#first-screen').waitFor();
    expect(await winslots.evaluate('document.documentElement.dataset.theme')).toBe('winslots');
    await settled(winslots);
    await screenshot(winslots, 'home-first-screen-winslots-en');
    await themed.close();

    const context = await newPhone(browser, baseUrl, {});
    const lobbyCalls: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/api/game-service/v2/lobby')) lobbyCalls.push(request.url());
    });
    // What the phone saw: the layout shifts, and whether the largest paint was the server's cover.
    await context.addInitScript({
      content: `window.seen = { shift: 0, largest: '' };
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.seen.shift += e.value; })
          .observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          const element = list.getEntries().at(-1).element;
          window.seen.largest = element?.closest('#first-screen') ? 'first-screen' : (element?.tagName ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });`,
    });
    const page = await context.newPage();
    await page.goto('/home');
    await page.getByTestId('game-area').getByTestId('game-card').first().waitFor();
    await page.locator('#first-screen').waitFor({ state: 'detached' });
    await settled(page);
    const seen = await page.evaluate('window.seen');
    // The largest paint stays the server's cover: home shows the same picture, not a larger one.
    expect(seen).toEqual({ shift: 0, largest: 'first-screen' });
    // The lobby came inside the page: the app took that answer instead of asking the API again.
    expect(lobbyCalls).toEqual([]);
    await closePhone(page);
  });
});

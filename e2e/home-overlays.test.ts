import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closePhone, launchBrowser, type PhoneOptions, screenshot, settled } from './support/browser.ts';
import { closeAdvertPopup, lobbyPhone } from './support/lobby.ts';

/**
 * The lobby's overlays and a category page (issue 7, spec core §2 Home, Other overlays): the advert popup,
 * a WinSlots category page with the launch popup, the rule dialog, the store-policy banner, the offline
 * notice and the install prompt, in Chromium at 360×740.
 */
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const phone = (path: string, options: PhoneOptions & { token?: string; fakeClock?: boolean } = {}) =>
  lobbyPhone(browser, baseUrl, path, options);

describe('the lobby overlays in the browser (360×740)', () => {
  it('shows the advert popup once per visit, over the page, leading where the advert points', async () => {
    const page = await phone('/home', { theme: 'winslots', language: 'fr', fakeClock: true });
    const popup = page.locator('dialog[open][data-testid=advert-popup]');
    await popup.waitFor();
    expect(await popup.getByRole('group', { includeHidden: true }).count()).toBe(2);
    await screenshot(page, 'advert-popup-winslots-fr');
    // The first advert is the first-deposit offer: the deposit page opens it from the same query.
    await popup.getByRole('group', { name: '1 / 2' }).getByRole('button').click();
    await page.waitForURL(/\/deposit\?payChannel=MTN_MM&payItem1=/);
    // Back home, with the page's clock run past the popup's opening delay: it does not come again.
    await page.goBack();
    await page.getByTestId('game-area').waitFor();
    await page.clock.runFor(2_000);
    await settled(page);
    expect(await popup.count()).toBe(0);
    await closePhone(page);
  });

  it('opens a WinSlots category page from More, 20 games a page, with the launch popup', async () => {
    const page = await phone('/home', { theme: 'winslots', language: 'pt' });
    await closeAdvertPopup(page);
    const originals = page.getByTestId('game-area').locator('section', { hasText: 'Originais' });
    await originals.getByRole('link', { name: 'Ver mais' }).click();
    await page.waitForURL('**/categories/3/games');
    await page.getByRole('heading', { name: 'Originais' }).waitFor();
    await page.getByText('5 jogos').waitFor();
    expect(await page.getByTestId('game-card').count()).toBe(5);
    await screenshot(page, 'category-winslots-pt');
    await page.getByRole('button', { name: 'Plinko' }).click();
    await page.getByTestId('game-launch-popup').getByRole('button', { name: 'Jogar' }).waitFor();
    await closePhone(page);

    // The page belongs to WinSlots: in Sika the address goes home.
    const sika = await phone('/categories/3/games');
    await sika.waitForURL('**/home');
    await closePhone(sika);
  });

  it('shows the rule dialog ("rule missing" when none), the store-policy banner and the offline notice', async () => {
    const page = await phone('/promotion?rule=cash-back');
    await page
      .getByTestId('rule-text')
      .getByText(/Cash back is a share of your net losses/)
      .waitFor();
    await page.getByRole('dialog').getByRole('heading', { name: 'Weekly cash back' }).waitFor();
    await screenshot(page, 'rule-dialog-sika-en');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/promotion$/);
    await page.goto('/promotion?rule=no-such-rule');
    await page.getByTestId('rule-text').getByText('rule missing', { exact: true }).waitFor();
    await closePhone(page);

    // The store build: its policy banner over the app until tapped, remembered.
    const store = await phone('/home?store=1');
    const banner = store.getByTestId('store-policy-banner');
    await banner.getByText('Real-money games, 18+ only').waitFor();
    await screenshot(store, 'store-policy-banner-sika-en');
    await banner.click();
    await banner.waitFor({ state: 'detached' });
    await store.reload();
    await store.getByTestId('game-area').waitFor();
    expect(await store.getByTestId('store-policy-banner').count()).toBe(0);

    // The app notification banner at the top: losing the connection is told.
    await closeAdvertPopup(store);
    await store.context().setOffline(true);
    await store.getByTestId('app-notification').getByText('You are offline').waitFor();
    await screenshot(store, 'app-notification-offline-sika-en');
    await store.context().setOffline(false);
    await store.getByTestId('app-notification').getByText('Back online').waitFor();
    await closePhone(store);
  });

  it('offers the install prompt when the browser allows it, until "not now" for this session', async () => {
    const page = await phone('/home');
    await closeAdvertPopup(page);
    await page.evaluate(`(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      event.prompt = () => { window.__prompted = true; return Promise.resolve(); };
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    })()`);
    const prompt = page.getByTestId('install-prompt');
    await prompt.getByText('Add Sika to your home screen').waitFor();
    await screenshot(page, 'home-install-prompt-sika-en');
    await prompt.getByRole('button', { name: 'Install' }).click();
    await expect.poll(() => page.evaluate('window.__prompted === true')).toBe(true);
    await prompt.waitFor({ state: 'detached' });
    expect(await page.evaluate('sessionStorage.getItem("sika.installDismissed")')).toBe('1');
    await closePhone(page);
  });
});

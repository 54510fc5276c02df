import type { Browser, Page } from 'playwright-core';
import { newPhone, type PhoneOptions, seedStorage } from './browser.ts';

/** A phone opened on `path` as a player opening the app meets it: with the advert popup (800103). */
export async function lobbyPhone(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: PhoneOptions & { token?: string; fakeClock?: boolean } = {},
): Promise<Page> {
  const context = await newPhone(browser, baseUrl, { advertPopup: true, ...options });
  if (options.token) await seedStorage(context, { token: options.token });
  const page = await context.newPage();
  // A page clock the test can run forward (it flows as usual until then), to show what does not happen.
  if (options.fakeClock) await page.clock.install();
  await page.goto(path);
  return page;
}

/** The advert popup (800103) opens on home after 300 ms; closes it and checks it does not come back. */
export async function closeAdvertPopup(page: Page): Promise<void> {
  const popup = page.locator('dialog[open][data-testid=advert-popup]');
  await popup.waitFor();
  await popup.getByRole('button', { name: /Close|Fermer|Fechar/ }).click();
  await popup.waitFor({ state: 'detached' }).catch(() => popup.waitFor({ state: 'hidden' }));
}

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consoleErrors, launchBrowser, newPhone } from './support/browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the installable app', () => {
  it('serves precompressed, immutable assets and a web manifest', async () => {
    const html = await (await fetch(`${baseUrl}/login`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { start_url: string };
    expect(manifest.start_url).toBe('/home');
  });

  it('keeps the shell working offline once the service worker has cached it', async () => {
    const context = await newPhone(browser, baseUrl, { serviceWorker: true });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.waitForFunction('navigator.serviceWorker.ready.then(() => true)');
    await page.reload(); // now controlled by the worker, which also caches what the page loads
    await page.getByRole('heading', { name: 'Log in' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await context.setOffline(false);
    await context.close();
    expect(consoleErrors(context).filter((e) => !/net::|fetch/i.test(e))).toEqual([]);
  });
});

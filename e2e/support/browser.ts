import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { repoRoot } from './stack.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const PHONE_VIEWPORT = { width: 360, height: 740 } as const;
const SCREENSHOT_DIR = path.join(repoRoot, 'artifacts/screenshots');

/** Debian's Chromium, headless, without background traffic (ARCHITECTURE.md, Tests). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
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
}

interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface PhoneOptions {
  theme?: 'sika' | 'winslots';
  language?: 'en' | 'fr' | 'pt';
}

/** A fresh phone at 360×740 (no cookies, no storage), optionally with a stored theme and language. */
export async function newPhone(
  browser: Browser,
  baseUrl: string,
  options: PhoneOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GH',
    serviceWorkers: 'block',
  });
  const stored: Record<string, string> = {};
  if (options.theme) stored.theme = options.theme;
  if (options.language) stored.lang = options.language;
  if (Object.keys(stored).length > 0) {
    // Runs in the page (before the app): set the stored choice once, so a switch in the app sticks.
    await context.addInitScript((values: Record<string, string>) => {
      const storage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
      for (const [key, value] of Object.entries(values)) {
        if (storage.getItem(key) === null) storage.setItem(key, value);
      }
    }, stored);
  }
  return context;
}

/** Saves a full-page PNG to artifacts/screenshots/<name>.png (kept by CI, ignored by git). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  return file;
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
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

export interface PhoneOptions {
  theme?: 'sika' | 'winslots';
  language?: 'en' | 'fr' | 'pt';
  /** Let the app install its service worker (off by default: every journey starts from the network). */
  serviceWorker?: boolean;
  /**
   * Let home's advert popup (800103) open on arrival. Off by default: the phone starts as a player who
   * closed it earlier this session, so journeys passing through home are not covered by it.
   */
  advertPopup?: boolean;
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
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  const errors: string[] = [];
  pageErrors.set(context, errors);
  context.on('console', (message) => {
    // A failed request is logged by the browser too; the app shows those itself (4xx answers are expected).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  context.on('weberror', (error) => errors.push(String(error.error())));
  if (!options.advertPopup) {
    await context.addInitScript({
      content: `if (location.protocol.startsWith('http')) {
        const closed = (sessionStorage.getItem('sika.advertPopupClosed') || '').split(',').filter(Boolean);
        if (!closed.includes('800103')) sessionStorage.setItem('sika.advertPopupClosed', [...closed, '800103'].join(','));
      }`,
    });
  }
  const stored: Record<string, string> = {};
  if (options.theme) stored.theme = options.theme;
  if (options.language) stored.lang = options.language;
  await seedStorage(context, stored);
  return context;
}

const pageErrors = new WeakMap<BrowserContext, string[]>();

/** Script errors and console errors (a CSP violation, an uncaught exception) seen in a phone so far. */
export function consoleErrors(context: BrowserContext): string[] {
  return pageErrors.get(context) ?? [];
}

/** Closes a phone, failing the test if the page logged an error (CSP violation, uncaught exception). */
export async function closePhone(page: Page): Promise<void> {
  const context = page.context();
  await context.close();
  expect(consoleErrors(context)).toEqual([]);
}

/**
 * Waits until the page has nothing left to draw: every picture on the screen loaded (or failed; a lazy one
 * below the fold is not asked for), every running animation or transition that ends finished, and two frames painted
 * after that. Used before a screenshot or a layout read instead
 * of a fixed pause, which is either too short on a loaded machine or wasted time on an idle one.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    const onScreen = (img) => { const r = img.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; };
    await Promise.all([...document.images].map((img) =>
      img.complete || (img.loading === 'lazy' && !onScreen(img)) ? null : new Promise((done) => { img.addEventListener('load', done, { once: true }); img.addEventListener('error', done, { once: true }); })));
    const ends = (a) => a.effect?.getComputedTiming().endTime !== Infinity; // not a spinner or a ticker
    await Promise.all(document.getAnimations().filter(ends).map((a) => a.finished.catch(() => null)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  })()`);
}

/** Scrolls through the whole page a screen at a time, so lazy pictures are there for a full-page screenshot. */
export async function loadWholePage(page: Page): Promise<void> {
  for (let y = 0; ; ) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await settled(page);
    const { height, screen } = (await page.evaluate(
      '({ height: document.documentElement.scrollHeight, screen: innerHeight })',
    )) as { height: number; screen: number };
    if (y + screen >= height) break;
    y += screen;
  }
  await page.evaluate('window.scrollTo(0, 0)');
  await settled(page);
}

/**
 * Saves a PNG to artifacts/screenshots/<name>.png (kept by CI, ignored by git): the full page, or with
 * `fullPage: false` the phone's screen as seen (an overlay or a sheet over the page).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({
    path: file,
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
    caret: 'hide',
  });
  return file;
}

/**
 * Puts values in the page's localStorage before the app starts, once per tab (a reload keeps what the
 * app changed since). Page scripts are strings: this project's Node typecheck has no DOM types.
 */
export async function seedStorage(context: BrowserContext, values: Record<string, string>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  const marker = `seeded:${Object.keys(values).sort().join(',')}`;
  await context.addInitScript({
    // about:blank (a new tab's first document) has no storage: only the app's origin is seeded.
    content: `if (location.protocol.startsWith('http') && !sessionStorage.getItem(${JSON.stringify(marker)})) {
      sessionStorage.setItem(${JSON.stringify(marker)}, '1');
      for (const [k, v] of Object.entries(${JSON.stringify(values)})) localStorage.setItem(k, v);
    }`,
  });
}

export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate(`localStorage.getItem(${JSON.stringify(key)})`) as Promise<string | null>;
}

/** The language and theme the app put on <html>. */
export function htmlLanguageAndTheme(page: Page): Promise<{ lang: string; theme: string }> {
  return page.evaluate(
    '({ lang: document.documentElement.lang, theme: document.documentElement.dataset.theme })',
  ) as Promise<{
    lang: string;
    theme: string;
  }>;
}

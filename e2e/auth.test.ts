import { formatMobile, markets } from '@sika/domain';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginByApi } from './support/api.ts';
import {
  closePhone,
  htmlLanguageAndTheme,
  launchBrowser,
  newPhone,
  type PhoneOptions,
  readStorage,
  screenshot,
  seedStorage,
} from './support/browser.ts';
import { stackClocks } from './support/clocks.ts';
import { latestSmsCode, uniqueGhanaMobile } from './support/sms.ts';

/** A number as Ghana writes it on screen (issue 20): 024 412 3456. */
const national = (mobile: string) => formatMobile(markets.GH, mobile);

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const player = { mobile: uniqueGhanaMobile(), password: 'Akwaaba-2024' };
/** The server's clock (with the beacon's), moved past the one-SMS-a-minute limit instead of waiting. */
const clocks = stackClocks(baseUrl, inject('serviceUrls').beacon!);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await clocks.reset();
});

async function openPhone(path: string, options: PhoneOptions = {}): Promise<Page> {
  const context = await newPhone(browser, baseUrl, options);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function logIn(page: Page, mobile: string, password: string) {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

async function text(page: Page, testId: string): Promise<string> {
  const locator = page.getByTestId(testId);
  await locator.waitFor();
  return (await locator.textContent()) ?? '';
}

describe('accounts in the browser (360×740)', () => {
  it('registers with an SMS code, logs out, logs in again and shows the mobile and zero balances', async () => {
    const page = await openPhone('/register?guid=partner-ph');
    const register = page.getByRole('button', { name: 'Register' });
    expect(await register.isDisabled()).toBe(true);

    await page.getByLabel('Mobile number').fill(player.mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.getByLabel('Verification code').fill(await latestSmsCode(databaseUrl, player.mobile));
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByLabel('Confirm password').fill(player.password);
    // Off until the player confirms being 18 or older and accepts the terms (docs/decisions/017).
    expect(await register.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    expect(await register.isEnabled()).toBe(true);
    await register.click();
    await page.waitForURL('**/home');

    // The referral guid of the landing link was kept (cookie, 1 day) and sent with the registration.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{
      guid: string | null;
      terms_version: string | null;
      adult_confirmed_at: Date | null;
    }>('SELECT guid, terms_version, adult_confirmed_at FROM players WHERE mobile = $1', [player.mobile]);
    await db.end();
    expect(rows[0]?.guid).toBe('partner-ph');
    // The tick was stored with the version of the terms the page accepted (seeded option 4092).
    expect(rows[0]?.terms_version).toBe('2026-11-23');
    expect(rows[0]?.adult_confirmed_at).toBeInstanceOf(Date);

    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('link', { name: 'Me', exact: true })
      .click();
    expect(await text(page, 'me-name')).toBe(national(player.mobile));

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/home');
    expect(await readStorage(page, 'token')).toBeNull();

    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('link', { name: 'Me', exact: true })
      .click();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login?r=**');
    const submit = page.getByRole('button', { name: 'Log in' });
    expect(await submit.isDisabled()).toBe(true);
    await logIn(page, player.mobile, player.password);
    await page.waitForURL('**/me');

    expect(await text(page, 'me-name')).toBe(national(player.mobile));
    expect(await text(page, 'me-cash')).toBe('₵0.00');
    expect(await text(page, 'me-coins')).toBe('0.00');
    expect(await text(page, 'me-diamonds')).toBe('0');
    await closePhone(page);
  });

  it('asks a visitor at an auth route to log in and brings them back to it', async () => {
    const page = await openPhone('/password/modify');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('You have not logged in yet, please login !').waitFor();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/login?r=%2Fpassword%2Fmodify');

    await logIn(page, player.mobile, player.password);
    await page.waitForURL('**/password/modify');
    await page.getByLabel('Current password').waitFor();
    await closePhone(page);
  });

  it('replaces the navigation with login when the visitor declines', async () => {
    const page = await openPhone('/me/settings');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await logIn(page, player.mobile, player.password);
    await page.waitForURL('**/home');
    await closePhone(page);
  });

  it('resumes a stored session at start (token login) and drops a token the server rejects', async () => {
    const token = await loginByApi(baseUrl, player.mobile, player.password);
    const context = await newPhone(browser, baseUrl);
    await seedStorage(context, { token });
    const page = await context.newPage();
    await page.goto('/me');
    expect(await text(page, 'me-name')).toBe(national(player.mobile));
    await closePhone(page);

    const stale = await newPhone(browser, baseUrl);
    await seedStorage(stale, { token: 'not-a-valid-token' });
    const visitor = await stale.newPage();
    await visitor.goto('/me');
    await visitor.getByText('You are not logged in').waitFor();
    expect(await readStorage(visitor, 'token')).toBeNull();
    await closePhone(visitor);
  });

  it('sends the root and unknown paths home, follows ?r= on a shell page, and forwards the routes that are another page’s door', async () => {
    const page = await openPhone('/');
    await page.waitForURL('**/home');
    await page.goto('/no/such/page');
    await page.waitForURL('**/home');
    await page.getByTestId('game-area').waitFor();
    // No market has a PayPay channel, so its route leads to the market's deposit page.
    await page.goto('/pay/deposit/paypay');
    await page.waitForURL((url) => url.pathname === '/deposit');
    // The authentication branch is an auth route: a visitor is asked to log in, a player lands in settings.
    await page.goto('/authentication/branch');
    await page.getByRole('dialog').getByText('You have not logged in yet, please login !').waitFor();
    const token = await loginByApi(baseUrl, player.mobile, player.password);
    const context = await newPhone(browser, baseUrl);
    await seedStorage(context, { token });
    const signedIn = await context.newPage();
    await signedIn.goto('/authentication/branch');
    await signedIn.waitForURL((url) => url.pathname === '/me/settings');
    await signedIn.getByTestId('settings-mobile').waitFor();
    await closePhone(signedIn);
    await page.goto('/promotion?r=/deposit');
    await page.waitForURL((url) => url.pathname === '/deposit');
    await page.goto('/home?r=https://evil.example/');
    await page.waitForURL((url) => url.pathname === '/home');
    await closePhone(page);
  });

  it('screenshots login, register and me in both themes, in English and French, and in Portuguese', async () => {
    const token = await loginByApi(baseUrl, player.mobile, player.password);
    const looks: PhoneOptions[] = [
      { theme: 'sika', language: 'en' },
      { theme: 'sika', language: 'fr' },
      { theme: 'winslots', language: 'en' },
      { theme: 'winslots', language: 'fr' },
      { theme: 'sika', language: 'pt' },
      { theme: 'winslots', language: 'pt' },
    ];
    const loginButton = { en: 'Log in', fr: 'Se connecter', pt: 'Entrar' } as const;
    for (const look of looks) {
      const suffix = `${look.theme}-${look.language}`;
      const visitor = await openPhone('/login', look);
      await visitor.getByRole('button', { name: loginButton[look.language ?? 'en'] }).waitFor();
      expect(await htmlLanguageAndTheme(visitor)).toEqual({ lang: look.language, theme: look.theme });
      await screenshot(visitor, `login-${suffix}`);
      await visitor.goto('/register');
      await visitor.locator('form button[type=submit]').waitFor();
      await screenshot(visitor, `register-${suffix}`);
      await closePhone(visitor);

      const context = await newPhone(browser, baseUrl, look);
      await seedStorage(context, { token });
      const me = await context.newPage();
      await me.goto('/me');
      await me.getByTestId('me-cash').waitFor();
      await screenshot(me, `me-${suffix}`);
      await closePhone(me);
    }
  });

  it('logs in with a code sent by SMS from the login page', async () => {
    const page = await openPhone('/login?r=/me');
    await page.getByLabel('Mobile number').fill(player.mobile);
    await page.getByRole('link', { name: 'Log in with an SMS code' }).click();
    await page.waitForURL(`**/authentication/sms/${player.mobile}?r=%2Fme`);
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(national(player.mobile));
    // The server sends one SMS per number a minute, and registration sent the last one: a minute passes.
    await clocks.move(61_000);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.getByLabel('Verification code').fill(await latestSmsCode(databaseUrl, player.mobile));
    await page.getByLabel('Verification code').press('Enter');
    await page.waitForURL('**/me');
    expect(await text(page, 'me-name')).toBe(national(player.mobile));
    await closePhone(page);
  });
});

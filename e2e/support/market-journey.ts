import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatMobile, formatMoney, type MarketCode, markets } from '@sika/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorWebhookUrls } from '../../apps/server/src/simulator-settings.ts';
import { loginByApi } from './api.ts';
import { closePhone, launchBrowser, newPhone, screenshot, seedStorage, settled } from './browser.ts';
import { adjustBalance } from './players.ts';
import { latestSmsCode } from './sms.ts';
import { companionServices, repoRoot, type Stack, startStack } from './stack.ts';

/**
 * A market's first visit in the browser (issue 20), as `MARKET=XX npm start` serves it on a fresh data
 * directory with the payment simulator and the game provider: register with a number in the market's
 * format, see the market's lobby, deposit through the simulator (the payer approves the prompt), play one
 * round of dice, and withdraw after identity details. Each market's test says what differs (channel,
 * amounts, tax, language) and may check more at the hooks.
 */
export interface MarketJourney {
  market: MarketCode;
  language: 'en' | 'fr' | 'pt';
  /** The player's number in the market's national format, on the deposit channel's network. */
  mobile: string;
  password: string;
  /** What the lobby must not say (another market's money or wallets). */
  foreign: RegExp;
  deposit: {
    /** Channel code (deposit-channel-<code>). */
    channel: string;
    /** A deposit package of the market (payments seed-payments.ts) and what it charges, minor units. */
    packageId: number;
    amountMinor: number;
    /** More checks on the filled deposit form, before paying. */
    check?(page: Page): Promise<void>;
    /** How the payer pays (the simulator's answer); by default they approve the prompt on their phone. */
    pay?(stack: Stack, page: Page): Promise<{ amount: string }>;
  };
  /** Credited to the withdrawable pocket by an operator before the withdrawal (winnings, whatever the dice). */
  winningsMinor: number;
  kyc: {
    firstName: string;
    surname: string;
    idNumber: string;
    /** The ID number's label key where the market names it (Brazil: the CPF). */
    idLabel?: string;
    /** More fields the market asks for (Brazil: the Pix key). */
    more?(page: Page, t: (key: string) => string): Promise<void>;
  };
  withdraw: {
    /** The withdraw channel's name on its radio button. */
    channelName: RegExp;
    /** Coins asked for (option 100 is 100 coins per 100 minor units everywhere: coins are minor units). */
    coins: number;
    /** What is paid out after fee and tax, minor units. */
    netMinor: number;
    /** More checks on the filled withdrawal form, before submitting. */
    check?(page: Page): Promise<void>;
    /** Where the money goes, before the amount (Nigeria: the player's bank account, resolved and confirmed). */
    account?(page: Page, t: (key: string) => string): Promise<void>;
  };
}

const DICE = 102;

/** The web app's words in a language (apps/web locales), by key: the test reads what a player reads. */
export function words(language: MarketJourney['language']): (key: string) => string {
  const file = path.join(repoRoot, `apps/web/src/i18n/locales/${language}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
    if (typeof value !== 'string') throw new Error(`no ${language} text for ${key}`);
    return value;
  };
}

/** A number with `prefix` and random digits up to `length`, away from the simulator's scenario endings. */
export function freshMobile(prefix: string, length: number): string {
  const tail = String(Math.floor(Math.random() * 10 ** (length - prefix.length))).padStart(
    length - prefix.length,
    '0',
  );
  const mobile = `${prefix}${tail}`;
  return /31234[56]\d$/.test(mobile) ? freshMobile(prefix, length) : mobile;
}

/** The market's stack on a fresh data directory; identity details approved at once so the journey can withdraw. */
export function startMarketStack(market: MarketCode): Promise<Stack> {
  return startStack(
    companionServices.map((spec) => ({
      ...spec,
      env:
        spec.name === 'paysim'
          ? // Airtel, Paystack and Efí call the one URL the merchant configured (the server's), not one per
            // payment.
            ({ serverUrl }) => ({
              ...(typeof spec.env === 'object' ? spec.env : {}),
              ...simulatorWebhookUrls(serverUrl),
            })
          : spec.env,
      serverEnv: (service) => ({
        ...spec.serverEnv?.(service),
        MARKET: market,
        KYC_AUTO_APPROVE_MARKETS: market,
      }),
    })),
  );
}

/** The payer approves the prompt the simulator shows for their number (whatever the wallet writes it as). */
export async function approvePayerPrompt(stack: Stack, market: MarketCode, mobile: string) {
  const m = markets[market];
  const national = m.trunkPrefix && mobile.startsWith(m.trunkPrefix) ? mobile.slice(1) : mobile;
  const paysim = stack.services.paysim!.url;
  let approved: { amount: string } | undefined;
  await expect
    .poll(
      async () => {
        const prompts = (await (await fetch(`${paysim}/_sim/prompts`)).json()) as {
          id: string;
          msisdn: string;
          amount: string;
        }[];
        const prompt = prompts.find((p) => p.msisdn.endsWith(national));
        if (!prompt) return false;
        const answer = await fetch(`${paysim}/_sim/prompts/${prompt.id}/approve`, { method: 'POST' });
        if (answer.ok) approved = prompt;
        return answer.ok;
      },
      { timeout: 20_000, interval: 250, message: `a payer prompt for ${mobile}` },
    )
    .toBe(true);
  return approved!;
}

async function text(page: Page, testId: string): Promise<string> {
  const locator = page.getByTestId(testId);
  await locator.waitFor();
  return (await locator.textContent()) ?? '';
}

/**
 * Register → lobby → deposit → one round → withdraw, in the sika theme, screenshots named
 * `<market>-<step>-sika-<language>`. Leaves the withdrawal paid.
 */
export async function runMarketJourney(browser: Browser, stack: Stack, j: MarketJourney): Promise<void> {
  const t = words(j.language);
  const m = markets[j.market];
  const money = (minor: number) => formatMoney(m, minor);
  const shot = (page: Page, step: string, options?: { fullPage?: boolean }) =>
    screenshot(page, `${j.market.toLowerCase()}-${step}-sika-${j.language}`, options);

  const context = await newPhone(browser, stack.baseUrl, { theme: 'sika', language: j.language });
  const page = await context.newPage();
  await page.goto('/register');

  // Register: the number shown as the market writes it.
  const field = page.getByLabel(t('auth.mobile'));
  await field.fill(j.mobile);
  expect(await field.inputValue()).toBe(formatMobile(m, j.mobile));
  await page.getByRole('button', { name: t('auth.sendCode') }).click();
  await page.getByLabel(t('auth.smsCode')).fill(await latestSmsCode(stack.databaseUrl, j.mobile));
  await page.getByLabel(t('auth.password'), { exact: true }).fill(j.password);
  await page.getByLabel(t('auth.confirmPassword')).fill(j.password);
  await page.getByRole('checkbox', { name: t('auth.consent').replace(/<\/?terms>/g, '') }).check();
  await shot(page, 'register');
  await page.getByRole('button', { name: t('auth.registerButton'), exact: true }).click();
  await page.waitForURL('**/home');

  // The market's lobby: its adverts and notices, nothing of another market.
  await page
    .getByRole('region', { name: t('home.adverts') })
    .first()
    .waitFor();
  await settled(page);
  expect((await page.locator('body').textContent()) ?? '').not.toMatch(j.foreign);
  await shot(page, 'home');

  // Deposit through the simulator: the payer approves the prompt on their phone.
  await page.goto('/deposit');
  const channel = page.getByTestId(`deposit-channel-${j.deposit.channel}`);
  await channel.waitFor();
  if ((await channel.getAttribute('aria-checked')) !== 'true') await channel.click();
  await page.getByTestId(`deposit-package-${j.deposit.packageId}`).click();
  await j.deposit.check?.(page);
  await shot(page, 'deposit');
  await page.getByTestId('deposit-pay').click();
  const prompt = await (j.deposit.pay?.(stack, page) ?? approvePayerPrompt(stack, j.market, j.mobile));
  // On the wire in the currency's major unit: whole francs and shillings stay whole.
  expect(Number(prompt.amount)).toBe(j.deposit.amountMinor / m.minorScale);
  await page.waitForURL('**/deposit/result?**', { timeout: 30_000 });
  await page.getByRole('heading', { name: t('deposit.result.success') }).waitFor();
  await page.getByTestId('deposit-balance').getByText(money(j.deposit.amountMinor)).waitFor();
  await shot(page, 'deposit-success');

  // One real round of dice with the deposit.
  await page.goto(`/casino/launch/${DICE}`);
  const balance = page.getByTestId('frame-balance');
  await balance.waitFor();
  expect(await balance.textContent()).toBe(money(j.deposit.amountMinor));
  const frame = page.frameLocator('[data-testid=game-iframe]');
  await frame.getByRole('button', { name: /^(Roll|Lancer|Rolar)$/ }).click();
  await frame
    .locator('.result-line')
    .filter({
      hasText: /^(You won|Returned|No win|Vous gagnez|Récupéré|Pas de gain|Você ganhou|Retorno|Sem prêmio)/,
    })
    .waitFor({ timeout: 60_000 });
  await expect.poll(() => balance.textContent()).not.toBe(money(j.deposit.amountMinor));
  await shot(page, 'dice');

  adjustBalance(stack.databaseUrl, j.mobile, 'withdrawable', j.winningsMinor, `e2e: winnings in ${j.market}`);

  // Withdraw: identity details first (the date typed day first), then the form.
  await page.goto('/withdraw');
  const popup = page.getByRole('dialog', { name: t('kyc.title') });
  await popup.waitFor();
  await page.getByLabel(t('kyc.fields.firstName'), { exact: true }).fill(j.kyc.firstName);
  await page.getByLabel(t('kyc.fields.surname'), { exact: true }).fill(j.kyc.surname);
  const born = page.getByLabel(t('kyc.fields.dateOfBirth'), { exact: true });
  await born.fill('06031994');
  expect(await born.inputValue()).toBe('06/03/1994');
  await page.getByLabel(t(j.kyc.idLabel ?? 'kyc.fields.IdCardNumber'), { exact: true }).fill(j.kyc.idNumber);
  await j.kyc.more?.(page, t);
  await shot(page, 'kyc', { fullPage: false });
  await popup.getByRole('button', { name: t('kyc.submit') }).click();
  await popup.waitFor({ state: 'hidden' });

  const radio = page.getByRole('radio', { name: j.withdraw.channelName });
  if (!(await radio.isChecked())) await radio.check();
  await j.withdraw.account?.(page, t);
  await page.getByTestId('withdraw-coins').fill(String(j.withdraw.coins));
  await expect.poll(() => text(page, 'withdraw-net')).toBe(money(j.withdraw.netMinor));
  expect(await text(page, 'withdraw-money')).toBe(money(j.withdraw.coins));
  await j.withdraw.check?.(page);
  await shot(page, 'withdraw');
  await page.getByTestId('withdraw-next').click();
  const confirmation = page.getByTestId('withdraw-confirmation');
  await confirmation.getByRole('heading', { name: t('withdraw.preview.successTitle') }).waitFor();
  await confirmation.getByRole('link', { name: t('withdraw.records') }).click();
  await page.waitForURL('**/account/records/withdraw');
  const record = page.getByTestId('withdraw-record').first();
  await record.getByText(j.withdraw.channelName).waitFor();
  await record
    .getByTestId('withdraw-status')
    .getByText(t('withdraw.status.success'))
    .waitFor({ timeout: 30_000 });
  await shot(page, 'withdraw-records');
  await closePhone(page);
}

/** The lobby, deposit and withdraw pages of the signed-in player in the other theme, to look at. */
export async function screenshotOtherTheme(browser: Browser, stack: Stack, j: MarketJourney, token: string) {
  const context = await newPhone(browser, stack.baseUrl, { theme: 'winslots', language: j.language });
  await seedStorage(context, { token });
  const page = await context.newPage();
  for (const [step, route, ready] of [
    ['home', '/home', 'region'],
    ['deposit', '/deposit', 'deposit-pay'],
    ['withdraw', '/withdraw', 'withdraw-coins'],
  ] as const) {
    await page.goto(route);
    if (ready === 'region') await page.getByRole('region').first().waitFor();
    else await page.getByTestId(ready).waitFor();
    await settled(page);
    await screenshot(page, `${j.market.toLowerCase()}-${step}-winslots-${j.language}`);
  }
  await closePhone(page);
}

/**
 * The whole test file of a market: its stack, the journey in the sika theme, then the pages in the
 * winslots theme. Each market's file gives its journey (e2e/uganda.test.ts, zambia, cameroon).
 */
export function describeMarketJourney(title: string, journey: MarketJourney): void {
  let browser: Browser;
  let stack: Stack;
  beforeAll(async () => {
    browser = await launchBrowser();
    stack = await startMarketStack(journey.market);
  }, 240_000);
  afterAll(async () => {
    await stack?.stop();
    await browser?.close();
  });

  describe(`${title} (360×740)`, () => {
    it('registers, deposits through the simulator, plays a round and withdraws; both themes looked at', async () => {
      await runMarketJourney(browser, stack, journey);
      const token = await loginByApi(stack.baseUrl, journey.mobile, journey.password);
      await screenshotOtherTheme(browser, stack, journey, token);
    }, 240_000);
  });
}

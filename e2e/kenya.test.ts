import { formatMobile, markets } from '@sika/domain';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByApi } from './support/api.ts';
import { closePhone, launchBrowser, newPhone, screenshot, seedStorage, settled } from './support/browser.ts';
import { adjustBalance } from './support/players.ts';
import { latestSmsCode } from './support/sms.ts';
import { companionServices, type Stack, startStack } from './support/stack.ts';

/**
 * MARKET=KE out of the box (issue 20): a Kenyan deployment on a fresh data directory, with the payment
 * simulator (M-Pesa Daraja) and the game provider. A player registers with a Safaricom number typed in
 * Kenya's national format, sees a Kenyan lobby, deposits by M-Pesa (the 5% excise shown and refunded),
 * plays a round of dice and withdraws to M-Pesa (2% fee, 5% tax). Then the data saver: on with Save-Data.
 */
let browser: Browser;
let kenya: Stack;
beforeAll(async () => {
  browser = await launchBrowser();
  kenya = await startStack(
    companionServices.map((spec) => ({
      ...spec,
      serverEnv: (service) => ({
        ...spec.serverEnv?.(service),
        MARKET: 'KE',
        // This operator approves identity details at once (Ghana's default), so the journey can withdraw.
        KYC_AUTO_APPROVE_MARKETS: 'KE',
      }),
    })),
  );
}, 240_000);
afterAll(async () => {
  await kenya?.stop();
  await browser?.close();
});

const DICE = 102;
const PASSWORD = 'Karibu-2026';

/** A Safaricom number (07 1x) away from the simulator's scenario endings (…3123450 to …3123464). */
function safaricomMobile(): string {
  const tail = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return /^31234[56]\d$/.test(tail) ? safaricomMobile() : `071${tail}`;
}

async function phone(path: string, setUp?: (context: BrowserContext) => Promise<void>): Promise<Page> {
  const context = await newPhone(browser, kenya.baseUrl, { theme: 'sika', language: 'en' });
  await setUp?.(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The payer approves the M-Pesa prompt on the Kenyan simulator (STK push to 254…). */
async function approveMpesaPrompt(mobile: string): Promise<{ amount: string }> {
  const msisdn = `254${mobile.slice(1)}`;
  const paysim = kenya.services.paysim!.url;
  let approved: { amount: string } | undefined;
  await expect
    .poll(
      async () => {
        const prompts = (await (await fetch(`${paysim}/_sim/prompts`)).json()) as {
          id: string;
          msisdn: string;
          amount: string;
        }[];
        const prompt = prompts.find((p) => p.msisdn === msisdn);
        if (!prompt) return false;
        const answer = await fetch(`${paysim}/_sim/prompts/${prompt.id}/approve`, { method: 'POST' });
        if (answer.ok) approved = prompt;
        return answer.ok;
      },
      { timeout: 20_000, interval: 250, message: `an M-Pesa prompt for ${msisdn}` },
    )
    .toBe(true);
  return approved!;
}

function game(page: Page): FrameLocator {
  return page.frameLocator('[data-testid=game-iframe]');
}

async function text(page: Page, testId: string): Promise<string> {
  const locator = page.getByTestId(testId);
  await locator.waitFor();
  return (await locator.textContent()) ?? '';
}

describe('a Kenyan deployment in the browser (360×740)', () => {
  const mobile = safaricomMobile();

  it('registers with a number in Kenya’s format, deposits by M-Pesa, plays a round and withdraws to M-Pesa', async () => {
    // Register: the number is shown as Kenya writes it and sent in E.164.
    const page = await phone('/register');
    const field = page.getByLabel('Mobile number');
    await field.fill(mobile);
    expect(await field.inputValue()).toBe(formatMobile(markets.KE, mobile));
    expect(await field.inputValue()).toMatch(/^07\d\d \d{3} \d{3}$/);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await latestSmsCode(kenya.databaseUrl, mobile));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await screenshot(page, 'kenya-register-sika-en');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/home');

    // A Kenyan lobby: adverts and notices, in shillings, nothing of Ghana's.
    await page.getByRole('region', { name: 'Offers' }).first().waitFor();
    await settled(page);
    const lobby = (await page.locator('body').textContent()) ?? '';
    expect(lobby).not.toMatch(/₵|MoMo|cedi/);
    await screenshot(page, 'kenya-home-sika-en');

    // Deposit KSh 100 by M-Pesa: the 5% excise is shown and refunded, the whole amount credited.
    await page.goto('/deposit');
    const mpesa = page.getByTestId('deposit-channel-MPESA');
    await mpesa.waitFor();
    expect(await mpesa.getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('deposit-package-111').click();
    const tax = await text(page, 'deposit-tax');
    expect(tax).toContain('KSh5.00');
    expect(tax).toContain('KSh100.00');
    await screenshot(page, 'kenya-deposit-sika-en');
    await page.getByTestId('deposit-pay').click();
    const prompt = await approveMpesaPrompt(mobile);
    expect(Number(prompt.amount)).toBe(100);
    await page.waitForURL('**/deposit/result?**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await page.getByTestId('deposit-balance').getByText('KSh100.00').waitFor();
    await screenshot(page, 'kenya-deposit-success-sika-en');

    // One real round of dice with the deposit.
    await page.goto(`/casino/launch/${DICE}`);
    const balance = page.getByTestId('frame-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toBe('KSh100.00');
    const frame = game(page);
    await frame.getByRole('button', { name: 'Roll', exact: true }).click();
    await frame
      .locator('.result-line')
      .filter({ hasText: /^(You won|Returned|No win)/ })
      .waitFor({ timeout: 60_000 });
    await expect.poll(() => balance.textContent()).not.toBe('KSh100.00');
    await screenshot(page, 'kenya-dice-sika-en');

    // Winnings to take out whatever the dice said: an operator's credit to the withdrawable pocket.
    adjustBalance(kenya.databaseUrl, mobile, 'withdrawable', 50_000, 'e2e: winnings of a Kenyan jackpot');

    // Withdraw KSh 100 to M-Pesa: identity details first, then 2% fee and 5% tax on the money.
    await page.goto('/withdraw');
    const popup = page.getByRole('dialog', { name: 'Identity details' });
    await popup.waitFor();
    await page.getByLabel('First name').fill('Wanjiru');
    await page.getByLabel('Surname').fill('Kamau');
    // Kenya writes dates day first: the field asks DD/MM/YYYY, whatever the browser's language.
    const born = page.getByLabel('Date of birth');
    expect(await born.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    await born.fill('06031994');
    expect(await born.inputValue()).toBe('06/03/1994');
    await page.getByLabel('ID card number').fill('123456789');
    await screenshot(page, 'kenya-kyc-sika-en', { fullPage: false });
    await popup.getByRole('button', { name: 'Submit' }).click();
    await popup.waitFor({ state: 'hidden' });

    expect(await page.getByRole('radio', { name: /M-Pesa/ }).isChecked()).toBe(true);
    await page.getByTestId('withdraw-coins').fill('10000');
    await expect.poll(() => page.getByTestId('withdraw-tax').locator('[aria-hidden="true"]').count()).toBe(0);
    expect(await text(page, 'withdraw-money')).toBe('KSh100.00');
    expect(await text(page, 'withdraw-fee')).toBe('−KSh2.00');
    expect(await text(page, 'withdraw-tax')).toBe('−KSh5.00');
    expect(await text(page, 'withdraw-net')).toBe('KSh93.00');
    await screenshot(page, 'kenya-withdraw-sika-en');
    await page.getByTestId('withdraw-next').click();
    const confirmation = page.getByTestId('withdraw-confirmation');
    await confirmation.getByRole('heading', { name: 'Withdrawal submitted' }).waitFor();
    await confirmation.getByRole('link', { name: 'Withdrawal records' }).click();
    await page.waitForURL('**/account/records/withdraw');
    const record = page.getByTestId('withdraw-record').first();
    await record.getByText('M-Pesa').waitFor();
    await record.getByTestId('withdraw-status').getByText('Success').waitFor({ timeout: 30_000 });
    await screenshot(page, 'kenya-withdraw-records-sika-en');
    await closePhone(page);
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

import { formatMoney, markets } from '@sika/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByApi } from './support/api.ts';
import { closePhone, launchBrowser, newPhone, screenshot, seedStorage, settled } from './support/browser.ts';
import {
  freshMobile,
  type MarketJourney,
  runMarketJourney,
  screenshotOtherTheme,
  startMarketStack,
} from './support/market-journey.ts';
import type { Stack } from './support/stack.ts';

const naira = (kobo: number) => formatMoney(markets.NG, kobo);
const mobile = freshMobile('0803', 11);
const national = mobile.slice(1);

/** The simulator's Paystack knows this GTBank account (apps/paysim paystack scenarios): OKAFOR CHINEDU. */
const GTBANK = '058';
const ACCOUNT = '0123456789';
/** …and knows no account with this number at any bank. */
const UNKNOWN_ACCOUNT = '0003123461';

/**
 * The payer on Paystack's checkout: the app has left for the checkout page (the simulator's payer page
 * stands in for it), the payer pays there, and Paystack sends the tab back to our callback URL with only its
 * `reference` and `trxref`; the app then waits for the order it remembered (docs/payments.md, Nigeria).
 */
async function payOnCheckout(stack: Stack, page: Page): Promise<{ amount: string }> {
  const paysim = stack.services.paysim!.url;
  await page.waitForURL((url) => url.href.startsWith(paysim), { timeout: 20_000 });
  await screenshot(page, 'ng-deposit-checkout-sika-en', { fullPage: false });
  let charge: { id: string; ref: string; amount: string; currency: string } | undefined;
  await expect
    .poll(
      async () => {
        const prompts = (await (await fetch(`${paysim}/_sim/prompts`)).json()) as {
          id: string;
          product: string;
          ref: string;
          msisdn: string;
          amount: string;
          currency: string;
        }[];
        charge = prompts.find((p) => p.product === 'paystack-charge' && p.msisdn.endsWith(national));
        return charge !== undefined;
      },
      { timeout: 20_000, interval: 250, message: `a Paystack charge for ${mobile}` },
    )
    .toBe(true);
  const paid = charge!;
  // Paystack takes kobo: ₦1,000.00 is 100000.
  expect(paid).toMatchObject({ amount: '100000', currency: 'NGN' });
  const answer = await fetch(`${paysim}/_sim/prompts/${paid.id}/approve`, { method: 'POST' });
  expect(answer.status).toBe(200);
  await page.goto(`/deposit/result?trxref=${paid.ref}&reference=${paid.ref}`);
  return { amount: String(Number(paid.amount) / markets.NG.minorScale) };
}

/**
 * The bank account on the withdraw page: search the bank, type a number the bank does not know (the
 * catalogue's message), then the player's own; the bank gives the holder's name and the player confirms it.
 */
async function confirmBankAccount(page: Page, t: (key: string) => string): Promise<void> {
  const step = page.getByTestId('withdraw-bank-step');
  await step.waitFor();
  await page.getByTestId('withdraw-bank-search').fill('guaranty');
  await settled(page);
  await screenshot(page, 'ng-withdraw-bank-search-sika-en', { fullPage: false });
  await page.getByTestId(`withdraw-bank-option-${GTBANK}`).click();
  const number = page.getByTestId('withdraw-bank-number');
  await number.fill(UNKNOWN_ACCOUNT);
  await step.getByText(t('errors.5756')).waitFor();
  await screenshot(page, 'ng-withdraw-bank-not-found-sika-en', { fullPage: false });
  await number.fill(ACCOUNT);
  await expect.poll(() => page.getByTestId('withdraw-bank-holder').textContent()).toBe('OKAFOR CHINEDU');
  await settled(page);
  await screenshot(page, 'ng-withdraw-bank-resolved-sika-en');
  await page.getByTestId('withdraw-bank-confirm').click();
  const card = page.getByTestId('withdraw-bank-account');
  await card.waitFor();
  expect(await card.textContent()).toContain(`Guaranty Trust Bank · ${ACCOUNT}`);
}

/**
 * MARKET=NG out of the box (issue 20): a deposit of ₦1,000 on Paystack's checkout, a round of dice, KYC with
 * the BVN, and a withdrawal by Paystack transfer to the player's GTBank account, resolved with the bank and
 * confirmed, with 5% withheld on the winnings part only (₦3,000 out after ₦1,000 in: ₦100 tax).
 */
const journey: MarketJourney = {
  market: 'NG',
  language: 'en',
  mobile,
  password: 'Nagode-2026',
  foreign: /₵|cedi|M-Pesa|KSh|USh|FCFA|Telecel|AirtelTigo|MTN MoMo/,
  deposit: { channel: 'PAYSTACK', packageId: 512, amountMinor: 100_000, pay: payOnCheckout },
  winningsMinor: 500_000,
  kyc: { firstName: 'Chinedu', surname: 'Okafor', idNumber: '22212345678', idLabel: 'kyc.fields.BVN' },
  withdraw: {
    channelName: /Paystack/,
    coins: 300_000,
    netMinor: 290_000,
    account: confirmBankAccount,
    async check(page) {
      const tax = page.getByTestId('withdraw-tax');
      await expect.poll(() => tax.textContent()).toBe(`−${naira(10_000)}`);
    },
  },
};

let browser: Browser;
let stack: Stack;
beforeAll(async () => {
  browser = await launchBrowser();
  stack = await startMarketStack('NG');
}, 240_000);
afterAll(async () => {
  await stack?.stop();
  await browser?.close();
});

describe('a Nigerian deployment in the browser (360×740)', () => {
  it('registers, deposits on Paystack’s checkout, plays a round, confirms a bank account and is paid; both themes looked at', async () => {
    await runMarketJourney(browser, stack, journey);
    const token = await loginByApi(stack.baseUrl, journey.mobile, journey.password);
    await screenshotOtherTheme(browser, stack, journey, token);

    // Next time the confirmed account is offered; changing it opens the bank step (the winslots theme).
    const context = await newPhone(browser, stack.baseUrl, { theme: 'winslots', language: 'en' });
    await seedStorage(context, { token });
    const page = await context.newPage();
    await page.goto('/withdraw');
    await page.getByTestId('withdraw-bank-change').click();
    await page.getByTestId('withdraw-bank-search').fill('bank');
    await settled(page);
    await screenshot(page, 'ng-withdraw-bank-change-winslots-en', { fullPage: false });
    await closePhone(page);
  }, 240_000);
});

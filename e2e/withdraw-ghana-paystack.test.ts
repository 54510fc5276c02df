import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { simulatorWebhookUrls } from '../apps/server/src/simulator-settings.ts';
import { closePhone, type PhoneOptions, screenshot } from './support/browser.ts';
import { playerJourney } from './support/player-journey.ts';
import { adjustBalance } from './support/players.ts';

/**
 * Withdrawals to AirtelTigo Money and Telecel Cash in the browser, paid through Paystack Transfers to a
 * `mobile_money` recipient (issue 20, docs/payments.md "Ghana"): the player's number picks the channel, the
 * identity details go with the first withdrawal, and the simulator's Paystack pays the transfer; once in
 * each theme.
 */
const journey = playerJourney();
const { baseUrl, databaseUrl, sql } = journey;

/** Paystack posts `transfer.success` to the account's one webhook URL, as set on its dashboard: the server's. */
async function paystackWebhookUrl(url: string | null) {
  const paysim = inject('serviceUrls').paysim as string;
  const answer = await fetch(`${paysim}/_sim/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ behaviour: { paystackWebhookUrl: url } }),
  });
  expect(answer.status).toBe(200);
}
beforeAll(() => paystackWebhookUrl(simulatorWebhookUrls(baseUrl).PAYSIM_PAYSTACK_WEBHOOK_URL));
afterAll(() => paystackWebhookUrl(null));

function mobileOn(prefix: '027' | '026' | '020' | '050'): string {
  // Away from the simulator's scenario endings (…3123450 to …3123464).
  const tail = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return /^31234[56]\d$/.test(tail) ? mobileOn(prefix) : `${prefix}${tail}`;
}

async function fillKyc(page: Page) {
  await page.getByLabel('First name').fill('Kwabena');
  await page.getByLabel('Surname').fill('Mensah');
  await page.getByLabel('Date of birth').fill('21/09/1990');
  await page.getByLabel('Residential address').fill('3 Ring Road East, Accra');
  await page.getByLabel('ID type').selectOption('GHANA_CARD');
  const digits = String(Math.floor(Math.random() * 1_000_000_000)).padStart(9, '0');
  await page.getByLabel('Ghana Card number, nine digits').fill(digits);
  await page.getByLabel('Ghana Card number, last digit').fill(String(Math.floor(Math.random() * 10)));
}

/** "₵17.80" → 1780 pesewas. */
function pesewas(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
}

async function simPayouts(): Promise<{ product: string; amount: string; status: string; msisdn: string }[]> {
  const paysim = inject('serviceUrls').paysim as string;
  return (await (await fetch(`${paysim}/_sim/payments`)).json()) as {
    product: string;
    amount: string;
    status: string;
    msisdn: string;
  }[];
}

describe('Ghana withdrawals through Paystack mobile money (360×740)', () => {
  it.each([
    ['AirtelTigo Money', '027', /AirtelTigo/, 'AIRTELTIGO_MM', { theme: 'sika' }],
    ['Telecel Cash', '020', /Telecel/, 'VODA_MM', { theme: 'winslots' }],
  ] as const)(
    'pays %s once through a Paystack transfer',
    async (_name, prefix, channelName, code, options) => {
      const mobile = mobileOn(prefix);
      const player = await journey.register(mobile);
      adjustBalance(databaseUrl, mobile, 'withdrawable', 10_000, 'e2e: winnings to withdraw');
      const page = await journey.phone(player.token, '/withdraw', options as PhoneOptions);
      const popup = page.getByRole('dialog', { name: 'Identity details' });
      await popup.waitFor();
      await fillKyc(page);
      await popup.getByRole('button', { name: 'Submit' }).click();
      await popup.waitFor({ state: 'hidden' });

      // The player's own network is preselected.
      expect(await page.getByRole('radio', { name: channelName }).isChecked()).toBe(true);
      await page.getByTestId('withdraw-coins').fill('2000');
      const pending = page.getByTestId('withdraw-tax').locator('[aria-hidden="true"]');
      await expect.poll(() => pending.count()).toBe(0);
      const net = pesewas(await page.getByTestId('withdraw-net').textContent());
      expect(net).toBeGreaterThan(0);
      await screenshot(page, `withdraw-${code.toLowerCase()}-form-${options.theme}-en`, { fullPage: false });
      await page.getByTestId('withdraw-next').click();
      const confirmation = page.getByTestId('withdraw-confirmation');
      await confirmation.waitFor();
      await screenshot(page, `withdraw-${code.toLowerCase()}-submitted-${options.theme}-en`, {
        fullPage: false,
      });

      // Paystack's transfer to the wallet is paid by the simulator; the order settles as paid, once.
      const { rows } = await sql<{ id: string }>('SELECT id FROM players WHERE mobile = $1', [mobile]);
      await expect
        .poll(
          async () =>
            (
              await sql<{ state: number; channel_code: string; provider: string }>(
                'SELECT state, channel_code, provider FROM withdraw_orders WHERE player_id = $1',
                [rows[0]!.id],
              )
            ).rows,
          { timeout: 30_000, interval: 500 },
        )
        .toEqual([{ state: 3, channel_code: code, provider: 'paystack' }]);
      const transfers = (await simPayouts()).filter(
        (p) => p.msisdn.endsWith(mobile.slice(1)) && p.product.includes('transfer'),
      );
      expect(transfers.map((t) => [t.amount, t.status])).toEqual([[String(net), 'SUCCESSFUL']]);
      await closePhone(page);
    },
  );
});

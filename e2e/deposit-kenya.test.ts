import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePhone, launchBrowser, newPhone, screenshot } from './support/browser.ts';
import { companionServices, startStack } from './support/stack.ts';

/**
 * The Kenya variant of the deposit page (spec core §2 Deposit): its own server (MARKET=KE) beside the
 * run's stack, with the payment simulator alone as companion.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a Kenyan deployment (spec core §2 Deposit: the Kenya variant)', () => {
  it('shows the 5% tax line on a deposit, refunded, so the player receives 100%', async () => {
    const paysimOnly = companionServices.filter((spec) => spec.name === 'paysim');
    const kenya = await startStack(
      paysimOnly.map((spec) => ({
        ...spec,
        serverEnv: (service) => ({ ...spec.serverEnv?.(service), MARKET: 'KE' }),
      })),
    );
    try {
      const context = await newPhone(browser, kenya.baseUrl, { theme: 'sika', language: 'en' });
      const page = await context.newPage();
      await page.goto('/deposit');
      // M-Pesa, the market's only channel, is chosen already.
      const mpesa = page.getByTestId('deposit-channel-MPESA');
      await mpesa.waitFor();
      expect(await mpesa.getAttribute('aria-checked')).toBe('true');
      const tax = page.getByTestId('deposit-tax');
      await tax.waitFor();
      expect(await tax.textContent()).toContain('Tax (5%)');
      expect(await tax.textContent()).toContain('You receive (100%)');
      await page.getByTestId('deposit-amount').fill('1000');
      await page.getByTestId('deposit-amount').blur();
      expect(await tax.textContent()).toContain('KSh50.00');
      expect(await tax.textContent()).toContain('KSh1,000.00');
      expect(await page.getByTestId('deposit-pay').isEnabled()).toBe(true);
      await screenshot(page, 'deposit-page-kenya-sika-en');
      await closePhone(page);
    } finally {
      await kenya.stop();
    }
  }, 240_000);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePhone, screenshot } from './support/browser.ts';
import { approvePrompt } from './support/paysim.ts';
import { playerJourney } from './support/player-journey.ts';
import { postForm, submitGhanaCardKyc } from './support/players.ts';

/**
 * The welcome bonus in the browser (issue 22): tap the home banner, deposit ₵20.00 with MTN MoMo (the
 * simulator's prompt approved as the payer would), see the ₵20.00 bonus and its progress, play dice until
 * the ₵200.00 requirement converts it, withdraw. Screenshots of the bonus in both themes and three languages.
 */
const { baseUrl, newPlayer, phone } = playerJourney();
const DICE = 102;

/** Presses Roll in the dice frame and waits for the round's result line. */
async function roll(page: Page) {
  const frame = page.frameLocator('[data-testid=game-iframe]');
  await frame.locator('.result-line').evaluate((line) => {
    line.textContent = '';
  });
  await frame.getByRole('button', { name: 'Roll', exact: true }).click();
  await frame
    .locator('.result-line')
    .filter({ hasText: /^(You won|Returned|No win)/ })
    .waitFor({ timeout: 60_000 });
}

describe('the welcome bonus (360×740)', () => {
  it('banner, deposit, progress, play until it converts, withdraw', async () => {
    // Cash to play with besides the deposit (an operator adjustment: no deposit, so the ₵20.00 is the first).
    const player = await newPlayer({ locked: 30_000 }, 'e2e: cash to wager the welcome bonus');
    await submitGhanaCardKyc(baseUrl, player.token, `GHA-${player.mobile.slice(1)}-1`);

    const page = await phone(player.token, '/home');
    await page.locator('img[src*="welcome-bonus"]').first().click();
    await page.waitForURL('**/deposit');
    const offer = page.getByTestId('bonus-offer');
    await offer.getByText('100% Welcome Bonus').waitFor();
    await screenshot(page, 'bonus-offer-deposit-sika-en');

    await page.getByTestId('deposit-amount').fill('20');
    await page.getByTestId('deposit-amount').blur();
    await page.getByTestId('deposit-pay').click();
    await page.getByText('Approve the payment on your phone').waitFor();
    await approvePrompt(player.mobile);
    await page.waitForURL('**/deposit/result?**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();

    await page.goto('/me');
    const panel = page.getByTestId('bonus-panel');
    await expect
      .poll(
        async () => (await panel.count()) > 0 && (await panel.getByTestId('bonus-amount').textContent()),
        {
          timeout: 20_000,
        },
      )
      .toBe('₵20.00');
    expect(await panel.getByTestId('bonus-progress').textContent()).toBe('Wagered ₵0.00 of ₵200.00');
    expect(await panel.getByTestId('bonus-time-left').textContent()).toMatch(
      /^6 d 23 h left$|^7 d 0 h left$/,
    );
    await screenshot(page, 'bonus-me-active-sika-en');

    // Dice at ₵100.00 a roll: two rolls wager the ₵200.00.
    await page.goto(`/casino/launch/${DICE}`);
    await page.getByTestId('frame-balance').waitFor();
    const stake = page.frameLocator('[data-testid=game-iframe]').getByLabel('Bet', { exact: true });
    await stake.fill('100');
    await stake.press('Tab');
    await roll(page);
    await roll(page);

    await page.goto('/me');
    await expect.poll(async () => page.getByTestId('bonus-panel').count(), { timeout: 20_000 }).toBe(0);
    await screenshot(page, 'bonus-me-converted-sika-en');

    // The converted ₵20.00 is withdrawable: withdraw it.
    await page.goto('/withdraw');
    await page.getByTestId('withdraw-coins').fill('2000');
    await page.getByTestId('withdraw-next').click();
    await page
      .getByTestId('withdraw-confirmation')
      .getByRole('heading', { name: 'Withdrawal submitted' })
      .waitFor({
        timeout: 30_000,
      });
    await screenshot(page, 'bonus-withdrawn-sika-en');
    await closePhone(page);
  });

  it('shows an active bonus in both themes and three languages', async () => {
    const player = await newPlayer();
    const created = await postForm<{ transNo: string }>(
      baseUrl,
      '/api/account-service/pan-pay/deposit',
      { payMoney: '5000', payChannel: 'MTN_MM' },
      player.token,
    );
    expect(created.transNo).toMatch(/^D/);
    await approvePrompt(player.mobile);
    for (const theme of ['sika', 'winslots'] as const) {
      for (const language of ['en', 'fr', 'pt'] as const) {
        const page = await phone(player.token, '/me', { theme, language });
        await expect
          .poll(async () => page.getByTestId('bonus-amount').count(), { timeout: 30_000, interval: 500 })
          .toBeGreaterThan(0);
        await page.getByTestId('bonus-panel').locator('summary').click();
        await page.getByTestId('bonus-panel').scrollIntoViewIfNeeded();
        await screenshot(page, `bonus-me-${theme}-${language}`);
        await closePhone(page);
      }
    }
  });
  it('a withdrawal before the wagering is met says what it forfeits, and nothing is lost on Cancel', async () => {
    const player = await newPlayer({ withdrawable: 5_000 }, 'e2e: winnings to withdraw');
    await submitGhanaCardKyc(baseUrl, player.token, `GHA-${player.mobile.slice(1)}-2`);
    await postForm(
      baseUrl,
      '/api/account-service/pan-pay/deposit',
      { payMoney: '2000', payChannel: 'MTN_MM' },
      player.token,
    );
    await approvePrompt(player.mobile);
    const page = await phone(player.token, '/me');
    await expect
      .poll(async () => page.getByTestId('bonus-amount').count(), { timeout: 30_000, interval: 500 })
      .toBeGreaterThan(0);

    await page.goto('/withdraw');
    await page.getByTestId('withdraw-coins').fill('2000');
    await page.getByTestId('withdraw-next').click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw and lose your bonus?' });
    await dialog.getByText('Your bonus of ₵20.00 is not wagered yet. Withdrawing now forfeits it.').waitFor({
      timeout: 30_000,
    });
    await screenshot(page, 'bonus-forfeit-confirm-sika-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/me');
    await page.getByTestId('bonus-amount').waitFor();
    expect(await page.getByTestId('bonus-amount').textContent()).toBe('₵20.00');
    await closePhone(page);
  });
});

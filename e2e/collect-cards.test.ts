import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePhone, type PhoneOptions, screenshot, settled } from './support/browser.ts';
import { approvePrompt } from './support/paysim.ts';
import { PLAYER_PASSWORD, playerJourney } from './support/player-journey.ts';
import { latestSmsCode, uniqueGhanaMobile } from './support/sms.ts';

/**
 * Collect cards, the Christmas page and the giveaway in the browser (issue 16; spec activities §2–§4):
 * the real server with the seeded Christmas event and giveaway 1, the payment simulator, the built app.
 */
const { baseUrl, databaseUrl, register, phone } = playerJourney();

const looks: PhoneOptions[] = [
  { theme: 'sika', language: 'en' },
  { theme: 'sika', language: 'fr' },
  { theme: 'sika', language: 'pt' },
  { theme: 'winslots', language: 'en' },
  { theme: 'winslots', language: 'fr' },
  { theme: 'winslots', language: 'pt' },
];

async function post(to: string, form: Record<string, string>, token: string) {
  const response = await fetch(`${baseUrl}${to}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', platform: 'h5', token },
    body: new URLSearchParams(form).toString(),
  });
  return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

/** Closes the dialog that is open (its one button, or the named one). */
async function answerDialog(page: Page, name?: string) {
  const dialog = page.getByRole('dialog');
  await (name ? dialog.getByRole('button', { name }) : dialog.getByRole('button').last()).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('collect cards, the Christmas page and the giveaway (360×740)', () => {
  it('a deposit opens the gift box, which leads to the cards, and a spin draws a card', async () => {
    const player = await register();
    const page = await phone(player.token, '/deposit');
    await page.getByTestId('deposit-channel-MTN_MM').waitFor();
    await page.getByTestId('deposit-package-13').click();
    await page.getByTestId('deposit-pay').click();
    await page.getByText('Approve the payment on your phone').waitFor();
    await approvePrompt(player.mobile);
    await page.waitForURL('**/deposit/result?**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();

    // The first-deposit gift-coins notice comes first, then the rewards gift box.
    const dialog = page.getByRole('dialog');
    const coins = dialog.getByText('You received 5.00 bonus coins with your deposit.');
    await coins.waitFor();
    // Not answerDialog: when the chance is already there, the gift box opens in the same dialog at once.
    await dialog.getByRole('button', { name: 'Great' }).click();
    await coins.waitFor({ state: 'hidden' });
    await dialog
      .getByText('Your deposit gave you 1 chance to collect Christmas cards.')
      .waitFor({ timeout: 20_000 });
    await settled(page);
    await screenshot(page, 'collect-cards-gift-box', { fullPage: false });
    await dialog.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL('**/activities/collect-cards');
    await page.getByTestId('chances').getByText('1 chance').waitFor();
    await page.getByTestId('spin-cell').click();

    // The light runs, rests on the drawn card, and only then says which.
    await dialog.getByText(/You got the .+ card\./).waitFor({ timeout: 15_000 });
    await settled(page);
    await screenshot(page, 'collect-cards-drawn', { fullPage: false });
    await answerDialog(page);
    await page.getByTestId('cards-held').getByText('1/8').waitFor();
    await page.getByTestId('chances').getByText('0 chances').waitFor();
    const counts = await page
      .locator('[data-testid^="card-"][data-count]')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-count'))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    await closePhone(page);
  });

  it('registers a new player on the giveaway page and gives the gift once per phone', async () => {
    const page = await phone(null, '/activities/giveaway/1');
    const mobile = uniqueGhanaMobile();
    await page.getByTestId('giveaway-gift').waitFor();
    await page.locator('input[name="mobile"]').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await latestSmsCode(databaseUrl, mobile);
    await page.locator('input[name="smsCode"]').fill(code);
    await page.locator('input[name="password"]').fill(PLAYER_PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PLAYER_PASSWORD);
    await page.locator('input[name="consent"]').check();
    await screenshot(page, 'giveaway-filled', { fullPage: false });
    await page.getByRole('button', { name: 'Register and get my gift' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('5.00 coins is in your account.').waitFor();
    await answerDialog(page);
    await page.waitForURL('**/home');

    // The same phone again, with another number: refused before any code is sent.
    await page.goto('/activities/giveaway/1');
    await page.locator('input[name="mobile"]').fill(uniqueGhanaMobile());
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('This number or this device has already received this gift.').waitFor();
    await closePhone(page);
  });

  it('looks right in both themes and three languages', async () => {
    const player = await register();
    expect((await post('/api/activity-service/collect-cards/free', {}, player.token)).code).toBe(0);
    expect(
      (await post('/api/activity-service/collect-cards/chances', { action: 'spin' }, player.token)).code,
    ).toBe(0);
    for (const look of looks) {
      const suffix = `${look.theme}-${look.language}`;
      const cards = await phone(player.token, '/activities/collect-cards', look);
      await cards.getByTestId('card-ring').waitFor();
      await cards.getByTestId('cards-held').waitFor();
      await settled(cards);
      await screenshot(cards, `collect-cards-${suffix}`);
      await closePhone(cards);

      const christmas = await phone(null, '/publicize/christmas', look);
      await christmas.getByTestId('christmas-cta').waitFor();
      await settled(christmas);
      await screenshot(christmas, `christmas-${suffix}`);
      await closePhone(christmas);

      const giveaway = await phone(null, '/activities/giveaway/1', look);
      await giveaway.getByTestId('giveaway-gift').waitFor();
      await settled(giveaway);
      await screenshot(giveaway, `giveaway-${suffix}`);
      await closePhone(giveaway);
    }
  });
});

import { describe, expect, inject, it } from 'vitest';
import { loginByApi } from './support/api.ts';
import { closePhone, screenshot } from './support/browser.ts';
import { drawJourney } from './support/draw-journey.ts';
import { answerLastRoundPopup, freshLuckyRefundRound } from './support/lucky-refund.ts';
import { adjustBalance, getJson, postForm, registerByApi } from './support/players.ts';
import { uniqueGhanaMobile } from './support/sms.ts';

const THEMES = ['sika', 'winslots'] as const;
const LANGUAGES = ['en', 'fr', 'pt'] as const;

const { baseUrl, clocks, phone, player } = drawJourney('e2e: cash for the lottery journey');

let drawId = '';

/** A player with ₵10.00 who is not the journey's. */
async function otherPlayer(): Promise<{ mobile: string; token: string }> {
  const databaseUrl = inject('databaseUrl');
  const mobile = uniqueGhanaMobile();
  const token = await registerByApi(baseUrl, databaseUrl, mobile, 'Akwaaba-2024');
  adjustBalance(databaseUrl, mobile, 'withdrawable', 1_000, 'e2e: another player of the lucky refund round');
  return { mobile, token };
}

describe('lottery 6+1: buy, draw, verify', () => {
  it('buys a picked ticket after confirming its cost, and a quick pick', async () => {
    const page = await phone();
    await page.goto('/lottery');
    await page.getByText('Jackpot').first().waitFor();
    const reds = page.getByRole('group', { name: /red numbers/ });
    for (const n of ['03', '08', '12', '19', '27', '31']) await reds.getByRole('button', { name: n }).click();
    await page
      .getByRole('group', { name: /blue number/ })
      .getByRole('button', { name: '07' })
      .click();
    await page.getByRole('button', { name: /^Buy · ₵2\.00$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your ticket' });
    await confirm.getByText('₵2.00').first().waitFor();
    await screenshot(page, 'draws-lottery-confirm-sika-en');
    await confirm.getByRole('button', { name: 'Pay ₵2.00' }).click();
    await page.getByText('Ticket bought. Good luck!').waitFor();

    await page.getByRole('button', { name: 'Quick pick' }).click();
    await page.getByRole('button', { name: /^Buy · ₵2\.00$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay ₵2.00' }).click();
    await page.getByText('Ticket bought. Good luck!').waitFor();

    await page.getByRole('tab', { name: 'My tickets' }).click();
    const tickets = page.getByRole('list', { name: 'My tickets' }).getByRole('listitem');
    await expect.poll(() => tickets.count()).toBe(2);
    await tickets.first().getByText('On sale').waitFor();
    await screenshot(page, 'draws-lottery-tickets-sika-en');
    await closePhone(page);

    const current = await getJson<{ draw: { id: string; ticketCount: number } }>(
      baseUrl,
      '/api/lottery/current',
    );
    drawId = current.draw.id;
    expect(current.draw.ticketCount).toBeGreaterThanOrEqual(2);
  });

  it('after the draw time shows the result and verifies it in the browser', async () => {
    const draw = await getJson<{ beacon: { roundAt: string } }>(baseUrl, `/api/draws/${drawId}`);
    // Past the close and the beacon round (the server's clock runs from real time: offset 0 here).
    await clocks.move(Date.parse(draw.beacon.roundAt) + 5_000 - Date.now());
    await expect
      .poll(async () => (await getJson<{ status: string }>(baseUrl, `/api/draws/${drawId}`)).status, {
        timeout: 30_000,
      })
      .toBe('settled');

    const page = await phone();
    await page.goto('/lottery');
    await page.getByRole('tab', { name: 'Results' }).click();
    const result = page
      .getByRole('list', { name: 'Results' })
      .getByRole('listitem')
      .filter({ hasText: drawId });
    await result.waitFor();
    await screenshot(page, 'draws-lottery-results-sika-en');
    await page.getByRole('tab', { name: 'My tickets' }).click();
    await page
      .getByRole('list', { name: 'My tickets' })
      .getByText(/Won|No win/)
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'Results' }).click();
    await result.getByRole('link', { name: 'Verify' }).click();
    await page.waitForURL(`**/draws/${drawId}/verify`);
    const checks = page.getByRole('list', { name: 'Verify a draw' }).getByRole('listitem');
    await expect.poll(() => checks.count()).toBe(4);
    for (const text of await checks.allTextContents()) expect(text.startsWith('✓')).toBe(true);
    await screenshot(page, 'draws-verify-sika-en');
    await closePhone(page);
  });

  it('buys lucky refund codes, and after the round redeems the prizes they won', async () => {
    // Other journeys of the run may have put codes in the round on sale; so does another player here, so that
    // this journey always starts the way it must: from a round of its own (its three codes win the three places).
    const other = await otherPlayer();
    const onSale = await getJson<{ current: { id: string } }>(
      baseUrl,
      '/api/activity-service/lucky-refund/active',
    );
    await postForm(
      baseUrl,
      '/api/activity-service/lucky-refund/buy',
      { refundId: onSale.current.id, quantity: '1', idempotencyKey: `e2e-other-${other.mobile}` },
      other.token,
    );
    await freshLuckyRefundRound(baseUrl, clocks);
    const page = await phone();
    await page.goto('/activities/lucky-refund/index');
    await page.getByText('Selling').waitFor();
    await answerLastRoundPopup(page, baseUrl);
    await page.getByRole('button', { name: '+' }).click();
    await page.getByRole('button', { name: '+' }).click();
    await page.getByRole('button', { name: 'Buy for ₵3.00' }).click();
    await page.getByText('3 codes bought').waitFor();
    const codes = page.getByRole('region', { name: 'My codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(3);
    await screenshot(page, 'draws-lucky-refund-sika-en');

    const active = await getJson<{ current: { id: string } }>(
      baseUrl,
      '/api/activity-service/lucky-refund/active',
    );
    const round = await getJson<{ beacon: { roundAt: string } }>(baseUrl, `/api/draws/${active.current.id}`);
    await clocks.move(Date.parse(round.beacon.roundAt) + 5_000 - (await clocks.serverNow()));
    await expect
      .poll(
        async () => (await getJson<{ status: string }>(baseUrl, `/api/draws/${active.current.id}`)).status,
        {
          timeout: 30_000,
        },
      )
      .toBe('settled');

    // The round was drawn more than a week after the phone signed in (the fresh round above opened days ahead):
    // its session has ended, as a player's would, and the player signs in again to see what they won.
    const token = await loginByApi(baseUrl, player.mobile, player.password);
    await page.evaluate(`localStorage.setItem('token', ${JSON.stringify(token)})`);

    // Three codes, three prizes: every one of them wins a share of the pool.
    await page.goto('/activities/lucky-refund/results');
    const prizes = page.getByRole('region', { name: 'My prizes' }).getByRole('listitem');
    await expect.poll(() => prizes.count()).toBe(3);
    await page.getByRole('list', { name: 'Last round' }).getByRole('listitem').first().waitFor();
    await prizes.first().getByRole('button', { name: 'Redeem' }).click();
    await page.getByText('Prize credited to your balance').waitFor();
    await prizes.first().getByText('Redeemed').waitFor();
    await screenshot(page, 'draws-lucky-refund-results-sika-en');
    await page.getByRole('link', { name: new RegExp(`Verify · ${active.current.id}`) }).click();
    const checks = page.getByRole('list', { name: 'Verify a draw' }).getByRole('listitem');
    await expect.poll(() => checks.count()).toBe(4);
    for (const text of await checks.allTextContents()) expect(text.startsWith('✓')).toBe(true);
    await closePhone(page);
  });

  it('reads in both themes and three languages at 360×740', async () => {
    for (const theme of THEMES) {
      for (const language of LANGUAGES) {
        const page = await phone({ theme, language });
        await page.goto('/lottery');
        await page.locator('fieldset').first().waitFor();
        await screenshot(page, `draws-lottery-${theme}-${language}`);
        await page.goto(`/draws/${drawId}/verify`);
        await page.getByText('✓').first().waitFor();
        await screenshot(page, `draws-verify-${theme}-${language}`);
        await page.goto('/activities/lucky-refund/index');
        await page.locator('[data-status]').waitFor();
        await screenshot(page, `draws-lucky-refund-${theme}-${language}`);
        await closePhone(page);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { closePhone, screenshot } from './support/browser.ts';
import { drawJourney } from './support/draw-journey.ts';
import { getJson } from './support/players.ts';

const THEMES = ['sika', 'winslots'] as const;
const LANGUAGES = ['en', 'fr', 'pt'] as const;

const { baseUrl, clocks, player, phone } = drawJourney('e2e: cash for the cash draw journey');

let drawId = '';

describe('cash draw: join with a seed, draw, verify', () => {
  it('refuses a bad seed before asking the server, and joins with a good one', async () => {
    const page = await phone();
    // Reached from the lucky refund page, the other raffle. Not by a tap: once any round has been drawn
    // (another file's journey), the page first shows that round's winners over it, once per round.
    await page.goto('/activities/lucky-refund/index');
    const link = page.getByRole('link', { name: 'Cash draw' });
    expect(await link.getAttribute('href')).toBe('/activities/cash-draw');
    await page.goto('/activities/cash-draw');
    await page.getByText('Prize pool').waitFor();
    const seed = page.getByLabel('Your seed');
    await seed.fill('ab-c');
    await page.getByText('The seed must be 5 to 10 letters or digits.').waitFor();
    await seed.fill('Akwaaba26');
    await page.getByRole('button', { name: 'More tickets' }).click();
    await page.getByRole('button', { name: 'More tickets' }).click();
    await page.getByRole('button', { name: 'Join for ₵3.00' }).click();
    await page.getByText('You are in the draw with 3 tickets').waitFor();
    const tickets = page.getByRole('region', { name: 'My tickets in this draw' }).getByRole('listitem');
    await expect.poll(() => tickets.count()).toBe(3);
    for (const text of await tickets.allTextContents()) expect(text).toContain('Akwaaba26');
    await screenshot(page, 'cash-draw-joined-sika-en');
    await closePhone(page);
    const view = await getJson<{ current: { id: string; myTickets: unknown[] } }>(
      baseUrl,
      '/api/activity-service/cash-draw/current',
    );
    drawId = view.current.id;
  });

  it('after the draw time shows the winners and verifies the result in the browser', async () => {
    const draw = await getJson<{ beacon: { roundAt: string } }>(baseUrl, `/api/draws/${drawId}`);
    await clocks.move(Date.parse(draw.beacon.roundAt) + 5_000 - (await clocks.serverNow()));
    await expect
      .poll(async () => (await getJson<{ status: string }>(baseUrl, `/api/draws/${drawId}`)).status, {
        timeout: 30_000,
      })
      .toBe('settled');

    const page = await phone();
    await page.goto('/activities/cash-draw');
    const last = page.getByRole('region', { name: 'Last draw' });
    const winners = last.getByRole('listitem');
    await expect.poll(() => winners.count()).toBeGreaterThan(0);
    await last.getByText('Akwaaba26').first().waitFor();
    await screenshot(page, 'cash-draw-result-sika-en');
    await last.getByRole('link', { name: `Verify · ${drawId}` }).click();
    await page.waitForURL(`**/draws/${drawId}/verify`);
    const checks = page.getByRole('list', { name: 'Verify a draw' }).getByRole('listitem');
    await expect.poll(() => checks.count()).toBe(4);
    for (const text of await checks.allTextContents()) expect(text.startsWith('✓')).toBe(true);
    await page
      .getByText(/#\d+ · Akwaaba26/)
      .first()
      .waitFor();
    await screenshot(page, 'cash-draw-verify-sika-en');
    await closePhone(page);
  });

  it('reads in both themes and three languages at 360×740', async () => {
    for (const theme of THEMES) {
      for (const language of LANGUAGES) {
        const page = await phone({ theme, language });
        await page.goto('/activities/cash-draw');
        await page.locator('form').waitFor();
        await page.getByText('Akwaaba26').first().waitFor();
        await screenshot(page, `cash-draw-${theme}-${language}`);
        await closePhone(page);
      }
    }
  });
});

describe('lucky refund popups', () => {
  it('shows new codes in the advert popup on home, then the countdown popup in the last minute', async () => {
    const active = await getJson<{ current: { id: string; finishTime: string } }>(
      baseUrl,
      '/api/activity-service/lucky-refund/active',
    );
    const bought = await fetch(`${baseUrl}/api/activity-service/lucky-refund/buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: player.token },
      body: JSON.stringify({ refundId: active.current.id, quantity: 6 }),
    });
    expect(bought.status).toBe(200);
    for (const theme of THEMES) {
      const page = await phone({ theme, language: theme === 'sika' ? 'en' : 'fr' });
      await page.goto('/home');
      const popup = page.locator('dialog[open][data-testid=advert-popup]');
      await popup.waitFor();
      // The home advert popup may come first; the codes popup waits for its turn.
      while (!(await popup.getByRole('list').count())) {
        await popup.getByRole('button', { name: /Close|Fermer/ }).click();
        await popup.waitFor();
      }
      await expect.poll(() => popup.getByRole('listitem').count()).toBe(6);
      await screenshot(page, `lucky-refund-codes-popup-${theme}`, { fullPage: false });
      if (theme === 'winslots') {
        await popup.getByRole('button', { name: 'OK' }).click();
        await page.waitForURL('**/activities/lucky-refund/index');
      }
      await closePhone(page);
    }

    await clocks.move(Date.parse(active.current.finishTime) - 30_000 - (await clocks.serverNow()));
    for (const theme of THEMES) {
      const page = await phone({ theme, language: theme === 'sika' ? 'pt' : 'en' });
      await page.goto('/promotion');
      const popup = page.locator('dialog[open][data-testid=advert-popup]');
      await popup.getByRole('timer').waitFor();
      await screenshot(page, `lucky-refund-countdown-popup-${theme}`, { fullPage: false });
      await closePhone(page);
    }
  });
});

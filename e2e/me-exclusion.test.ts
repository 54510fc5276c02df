import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePhone, readStorage, screenshot } from './support/browser.ts';
import { playerJourney } from './support/player-journey.ts';

/**
 * Self-exclusion in the browser (spec core §6; decisions 005 and 017): the player is paused at once, can
 * still log in to withdraw and read messages, and comes back only by a deliberate act after the period.
 */
const { baseUrl, newPlayer, phone, sql } = playerJourney();

/** A new player, with their id for what the test changes in the database. */
async function registerPlayer() {
  const player = await newPlayer();
  const { rows } = await sql<{ id: string }>('SELECT id FROM players WHERE mobile = $1', [player.mobile]);
  return { ...player, id: rows[0]!.id };
}

const open = (path: string, token: string): Promise<Page> => phone(token, path);

describe('self-exclusion in the browser (360×740)', () => {
  it('excludes a player at once: play stops, login admits them paused to withdraw, and after the period the player can come back', async () => {
    const excluded = await registerPlayer();
    const page = await open('/me/settings/exclusion', excluded.token);
    await page.getByRole('heading', { name: 'How self-exclusion works' }).waitFor();
    await screenshot(page, 'me-exclusion-form');
    const submit = page.getByRole('button', { name: 'Exclude me' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText('7 days').click();
    await page.getByLabel('Your password').fill(excluded.password);
    await submit.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/For 7 days, until .+, you will not be able to play/).waitFor();
    await screenshot(page, 'me-exclusion-confirm');
    await dialog.getByRole('button', { name: 'Yes, exclude me now' }).click();
    await page.getByTestId('exclusion-done').getByText('You are now excluded').waitFor();
    await page.getByText(/You can still withdraw and read messages/).waitFor();
    await screenshot(page, 'me-exclusion-done');

    // Decision 017: the session stays, paused: the profile answers, play and bonuses do not.
    const me = await fetch(`${baseUrl}/api/account-service/member/profile`, {
      headers: { token: excluded.token, platform: 'h5' },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { pause: { reason: string } } }).data.pause.reason).toBe(
      'self-exclusion',
    );
    const sign = await fetch(`${baseUrl}/api/account-service/daily-bonus/sign`, {
      method: 'POST',
      headers: { token: excluded.token, platform: 'h5' },
    });
    expect(sign.status).toBe(403);

    // During the period, login admits the player (paused).
    await page.getByRole('link', { name: 'Go to home' }).click();
    await page.waitForURL('**/home');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Mobile number').fill(excluded.mobile);
    await page.getByLabel('Password', { exact: true }).fill(excluded.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL('**/home');
    expect(await readStorage(page, 'token')).not.toBeNull();

    // After the period: the confirm (1003) and the retry with selfInclusion=1 let the player back in.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Mobile number').fill(excluded.mobile);
    await page.getByLabel('Password', { exact: true }).fill(excluded.password);
    await sql(`UPDATE players SET self_excluded_until = now() - interval '1 minute' WHERE id = $1`, [
      excluded.id,
    ]);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const comeBack = page.getByRole('dialog');
    await comeBack.getByText('You have excluded yourself from play. Do you want to come back now?').waitFor();
    await comeBack.getByRole('button', { name: 'Come back' }).click();
    await page.waitForURL('**/home');
    expect(await readStorage(page, 'token')).not.toBeNull();
    await page.goto('/me/settings/exclusion');
    await page.getByRole('heading', { name: 'Your past exclusions' }).waitFor();
    await closePhone(page);
  });
});

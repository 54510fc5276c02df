import { describe, expect, inject, it } from 'vitest';
import { closePhone, screenshot } from './support/browser.ts';
import { lobbyPhone } from './support/lobby.ts';
import { registerByApi } from './support/players.ts';
import { uniqueGhanaMobile } from './support/sms.ts';
import { staffJourney, waitForText } from './support/staff.ts';

/**
 * Content in the back office in Chromium at 1280×800, light and dark (issue 18): a content editor writes
 * an advert for home's swiping banner in three languages, previews it at phone size, saves a draft (the
 * player's home does not show it), publishes it, and the player's home shows it; then a message to every
 * player, sent once under a double click.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const journey = staffJourney();

/** How many live adverts of home's swiping banner carry this text, as players are served them. */
async function servedAdverts(text: string): Promise<number> {
  const response = await fetch(new URL('/api/system-service/adverts?position=500101&lang=en', baseUrl));
  const envelope = (await response.json()) as { data: { content: string }[] };
  return envelope.data.filter((a) => a.content === text).length;
}

describe('content in the back office', () => {
  it('a content editor publishes an advert and it appears on the player’s home', async () => {
    const title = `Harvest festival ${Date.now() % 100_000}`;
    const editor = await journey.staff('Content editor', ['content']);
    const context = await journey.desktop(editor.token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/admin/');
    await waitForText(page, 'Welcome, Content editor');
    // A content editor sees content and messages only.
    expect(await page.getByRole('link', { name: 'Players' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Content' }).click();
    await waitForText(page, 'Home: swiping banner (500101)');
    await page.getByRole('button', { name: 'New advert' }).click();
    await page.locator('select[name="typeId"]').selectOption('0');
    await page.locator('input[name="image.en"]').fill('/content/adverts/first-deposit-en-v1.svg');
    await page.locator('input[name="image.fr"]').fill('/content/adverts/first-deposit-fr-v1.svg');
    await page.locator('input[name="image.pt"]').fill('/content/adverts/first-deposit-pt-v1.svg');
    await page.locator('input[name="content.en"]').fill(title);
    await page.locator('input[name="content.fr"]').fill(`${title} (FR)`);
    await page.locator('input[name="content.pt"]').fill(`${title} (PT)`);
    await page.getByLabel('Order (lower first)').fill('-1000');
    await page.getByRole('tab', { name: 'FR' }).click();
    const preview = page.getByTestId('content-preview');
    await preview.getByText(`${title} (FR)`).waitFor();
    await expect
      .poll(() =>
        preview.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'admin-content-1-new-advert-preview');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await waitForText(page, 'Players do not see it until it is published');
    expect(await servedAdverts(title)).toBe(0);
    await screenshot(page, 'admin-content-2-draft');

    // The player's home before publishing: no such advert.
    const mobile = uniqueGhanaMobile();
    const token = await registerByApi(baseUrl, databaseUrl, mobile, 'goodpass1');
    const before = await lobbyPhone(journey.browser, baseUrl, '/home', { token, advertPopup: false });
    await before.locator('img').first().waitFor();
    expect(await before.locator(`img[alt="${title}"]`).count()).toBe(0);
    await closePhone(before);

    await page.getByRole('button', { name: 'Publish' }).click();
    await waitForText(page, 'live');
    await expect.poll(() => servedAdverts(title)).toBe(1);
    await screenshot(page, 'admin-content-3-published');

    // A French-speaking player sees it first in home's swiping banner, with the French image and text.
    const phone = await lobbyPhone(journey.browser, baseUrl, '/home', {
      token,
      advertPopup: false,
      language: 'fr',
    });
    const advert = phone.locator(`img[alt="${title} (FR)"]`).first();
    await advert.waitFor({ timeout: 15_000 });
    expect(await advert.getAttribute('src')).toBe('/content/adverts/first-deposit-fr-v1.svg');
    await expect
      .poll(() => advert.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(phone, 'admin-content-4-player-home', { fullPage: false });
    await closePhone(phone);

    const audit = await journey.db.query<{ action: string }>(
      `SELECT l.action FROM admin_audit_log l JOIN staff_accounts s ON s.id = l.staff_id
        WHERE s.email = $1 AND l.action LIKE 'content.%' ORDER BY l.id`,
      [editor.email],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['content.save_draft', 'content.publish']);

    await page.getByRole('link', { name: 'Messages' }).click();
    await waitForText(page, 'Messages and popups');
    await screenshot(page, 'admin-content-7-messages-light');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a message to every player is sent once under a double click (dark theme)', async () => {
    const title = `Maintenance at 02:00 ${Date.now() % 100_000}`;
    const editor = await journey.staff('Content editor', ['content']);
    const context = await journey.desktop(editor.token, 'dark');
    const page = await context.newPage();
    // The notices, in the dark theme: a live notice opens in the editor beside its preview.
    await page.goto('/admin/content?kind=notice');
    await page.getByRole('cell', { name: 'live', exact: true }).first().click();
    await page.getByTestId('content-preview').locator('.phone-ticker').waitFor();
    await screenshot(page, 'admin-content-8-notice-dark');

    await page.getByRole('link', { name: 'Messages' }).click();
    await waitForText(page, 'Messages and popups');
    await page.locator('select[name="audience"]').selectOption('all');
    await page.locator('input[name="title.en"]').fill(title);
    await page.locator('input[name="title.fr"]').fill('Maintenance à 02:00');
    await page.locator('textarea[name="content.en"]').fill('Sika is closed for ten minutes tonight.');
    await page.getByRole('tab', { name: 'FR' }).click();
    await page.getByTestId('message-preview').getByText('Maintenance à 02:00').waitFor();
    await screenshot(page, 'admin-content-5-message-form');
    await page.getByRole('button', { name: 'Send to every player' }).dblclick();
    await waitForText(page, 'Sent to every player');
    await page.getByRole('cell', { name: title }).waitFor();
    await screenshot(page, 'admin-content-6-message-sent');
    const rows = await journey.db.query('SELECT id FROM system_messages WHERE title->>$1 = $2', [
      'en',
      title,
    ]);
    expect(rows.rows).toHaveLength(1);
    await context.close();
  });
});

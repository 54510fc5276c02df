import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { staffJourney, waitForText } from './support/staff.ts';

/**
 * The games area of the back office in Chromium at 1280×800, light and dark (issue 18): a content editor
 * disables a game and the players' lobby no longer lists it; enabled again, it is back; a game's promotion
 * is started in two languages and ended.
 */
const baseUrl = inject('baseUrl');
const journey = staffJourney();

async function lobbyGameIds(): Promise<number[]> {
  const response = await fetch(new URL('/api/game-service/v2/lobby?lang=en', baseUrl));
  const envelope = (await response.json()) as { data: { games: { id: number }[] } };
  return envelope.data.games.map((g) => g.id);
}

async function gamePromotion(
  gameId: number,
  lang: string,
): Promise<{ title: string; content: string } | null> {
  const url = new URL(`/api/game-service/activities/game-promotion/info?id=${gameId}&lang=${lang}`, baseUrl);
  const envelope = (await (await fetch(url)).json()) as { data: { title: string; content: string } | null };
  return envelope.data;
}

describe('the games area of the back office', () => {
  it('disables a game: the players’ lobby drops it; enabling it brings it back', async () => {
    const editor = await journey.staff('Content editor', ['content']);
    const errors: string[] = [];
    const context = await journey.desktop(editor.token);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin/games');
    await waitForText(page, 'Plinko');
    expect(await lobbyGameIds()).toContain(104);

    await page.getByRole('cell', { name: 'Plinko', exact: true }).click();
    const detail = page.locator('aside');
    await detail.getByLabel('Shown in the lobby').uncheck();
    await detail.getByLabel('Reason').fill('Provider maintenance window');
    await screenshot(page, 'admin-games-1-disable', { fullPage: false });
    await detail.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForText(page, 'Plinko is saved: disabled, no promotion.');
    await expect.poll(lobbyGameIds).not.toContain(104);

    await page.getByRole('tab', { name: 'Originals' }).click();
    await page.getByRole('list', { name: 'Games in this category' }).waitFor();
    await screenshot(page, 'admin-games-2-category');

    await detail.getByLabel('Shown in the lobby').check();
    await detail.getByLabel('Reason').fill('Maintenance over');
    await detail.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForText(page, 'Plinko is saved: enabled, no promotion.');
    await expect.poll(lobbyGameIds).toContain(104);
    await context.close();

    const dark = await journey.desktop(editor.token, 'dark');
    const darkPage = await dark.newPage();
    darkPage.on('pageerror', (error) => errors.push(error.message));
    await darkPage.goto('/admin/games');
    await waitForText(darkPage, 'Plinko');
    await darkPage.getByRole('cell', { name: 'Plinko', exact: true }).click();
    await darkPage.getByRole('tab', { name: 'Hot' }).click();
    await screenshot(darkPage, 'admin-games-3-dark');
    await dark.close();
    expect(errors).toEqual([]);
  });

  it('starts a game’s promotion in English and French: players read it in their language; then ends it', async () => {
    const editor = await journey.staff('Promotions editor', ['content']);
    const context = await journey.desktop(editor.token);
    const page = await context.newPage();
    await page.goto('/admin/games');
    await waitForText(page, 'Limbo');
    expect(await gamePromotion(106, 'fr')).toBeNull();

    await page.getByRole('cell', { name: 'Limbo', exact: true }).click();
    const detail = page.locator('aside');
    await detail.getByLabel('Runs a promotion').check();
    const title = detail.getByRole('group', { name: 'Title' });
    await title.getByLabel('EN').fill('Limbo week');
    await title.getByLabel('FR').fill('Semaine de Limbo');
    await detail.getByRole('group', { name: 'Terms' }).getByLabel('EN').fill('Cash out at 2× all week.');
    await detail.getByLabel('Reason').fill('Weekly promotion plan');
    await screenshot(page, 'admin-games-4-promotion', { fullPage: false });
    await detail.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForText(page, 'Limbo is saved: enabled, running “Limbo week”.');
    await page.getByRole('cell', { name: 'Limbo week', exact: true }).waitFor();
    // French players read the French title; the terms, written in English only, in English.
    expect(await gamePromotion(106, 'fr')).toMatchObject({
      title: 'Semaine de Limbo',
      content: 'Cash out at 2× all week.',
    });

    await detail.getByLabel('Runs a promotion').uncheck();
    await detail.getByLabel('Reason').fill('Week over');
    await detail.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForText(page, 'Limbo is saved: enabled, no promotion.');
    expect(await gamePromotion(106, 'en')).toBeNull();
    await context.close();
  });
});

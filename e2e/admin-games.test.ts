import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { staffJourney, waitForText } from './support/staff.ts';

/**
 * The games area of the back office in Chromium at 1280×800, light and dark (issue 18): a content editor
 * disables a game and the players' lobby no longer lists it; enabled again, it is back.
 */
const baseUrl = inject('baseUrl');
const journey = staffJourney();

async function lobbyGameIds(): Promise<number[]> {
  const response = await fetch(new URL('/api/game-service/v2/lobby?lang=en', baseUrl));
  const envelope = (await response.json()) as { data: { games: { id: number }[] } };
  return envelope.data.games.map((g) => g.id);
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
    await waitForText(page, 'Plinko is saved: disabled.');
    await expect.poll(lobbyGameIds).not.toContain(104);

    await page.getByRole('tab', { name: 'Originals' }).click();
    await page.getByRole('list', { name: 'Games in this category' }).waitFor();
    await screenshot(page, 'admin-games-2-category');

    await detail.getByLabel('Shown in the lobby').check();
    await detail.getByLabel('Reason').fill('Maintenance over');
    await detail.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForText(page, 'Plinko is saved: enabled.');
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
});

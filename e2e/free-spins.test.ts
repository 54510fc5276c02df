import type { FrameLocator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { closePhone, consoleErrors, type PhoneOptions, screenshot } from './support/browser.ts';
import { type JourneyPlayer, playerJourney } from './support/player-journey.ts';
import { getJson } from './support/players.ts';

/**
 * Free spins from the mall (docs/mall.md "Free spins", decision 024) at 360×740: buy Ghana's seeded good (5 Kente
 * Gold spins at ₵0.20 for 10.00 coins) with coins, follow the order's link into the game, see "Free spins left"
 * and play one without a stake; its win lands in the player's cash.
 */
const { baseUrl, newPlayer, phone } = playerJourney();
const SPINS = 301;
const player: JourneyPlayer = { mobile: '', password: '', token: '' };

beforeAll(async () => {
  Object.assign(player, await newPlayer({ coins: 5_000 }, 'e2e: coins for free spins'));
});

const playerPhone = (options: PhoneOptions = {}): Promise<Page> => phone(player.token, undefined, options);
const game = (page: Page): FrameLocator => page.frameLocator('[data-testid=game-iframe]');

async function profile() {
  return getJson<{ money: number; bonusMoney: number }>(
    baseUrl,
    '/api/account-service/member/profile',
    player.token,
  );
}

describe('free spins from the mall (360×740)', () => {
  it('buys the free spins with coins, opens the game from the order and plays one without a stake', async () => {
    const page = await playerPhone();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/mall/detail/${SPINS}`);
    await page.getByTestId('mall-free-spins-offer').waitFor();
    const offer = await page.getByTestId('mall-free-spins-offer').textContent();
    expect(offer).toContain('5 free spins of Kente Gold at ₵0.20 each');
    await page.getByTestId('mall-add').click();
    await page.goto('/mall/cart');
    await expect.poll(() => page.getByTestId('mall-payable').textContent()).toContain('10.00');
    const before = await profile();
    await page.getByTestId('mall-buy').click();
    await page.getByTestId('mall-placed').waitFor();
    await expect.poll(() => page.getByTestId('mall-placed').textContent()).toContain('Delivered');
    await screenshot(page, 'free-spins-bought-sika-en');
    expect((await profile()).bonusMoney).toBe(before.bonusMoney - 1_000);

    await page.getByTestId('mall-play-free-spins').click();
    const frame = game(page);
    const banner = frame.getByTestId('free-rounds');
    await page.getByTestId('frame-balance').waitFor();
    await banner.waitFor({ timeout: 60_000 });
    expect(await banner.textContent()).toBe('Free spins left: 5 · GHS 0.20 each');
    await screenshot(page, 'free-spins-game-sika-en');
    await frame.locator('.result-line').evaluate((line) => {
      line.textContent = '';
    });
    await frame.getByRole('button', { name: 'Spin', exact: true }).click();
    await frame
      .locator('.result-line')
      .filter({ hasText: /^(You won|Returned|No win)/ })
      .waitFor({ timeout: 60_000 });
    await expect
      .poll(() => banner.textContent(), { timeout: 30_000 })
      .toBe('Free spins left: 4 · GHS 0.20 each');
    // No stake left the player's cash; whatever the spin won is there now, and the bar shows it.
    const after = await profile();
    expect(after.money).toBeGreaterThanOrEqual(before.money);
    await expect
      .poll(async () =>
        Number(((await page.getByTestId('frame-balance').textContent()) ?? '').replace(/\D/g, '')),
      )
      .toBe(after.money);
    await screenshot(page, 'free-spins-after-spin-sika-en');

    await page.goto('/mall?tab=orders');
    await page.getByTestId('mall-free-spins-delivered').waitFor();
    await screenshot(page, 'free-spins-orders-sika-en');
    expect(consoleErrors(page.context())).toEqual([]);
    await closePhone(page);
  });

  it('screenshots the good and the game’s free spins in both themes, in English and French', async () => {
    for (const theme of ['sika', 'winslots'] as const) {
      for (const language of ['en', 'fr'] as const) {
        const page = await playerPhone({ theme, language });
        await page.goto(`/mall/detail/${SPINS}`);
        await page.getByTestId('mall-free-spins-offer').waitFor();
        await screenshot(page, `free-spins-detail-${theme}-${language}`);
        await page.goto('/casino/launch/101');
        await game(page).getByTestId('free-rounds').waitFor();
        await screenshot(page, `free-spins-game-${theme}-${language}`);
        await closePhone(page);
      }
    }
  });
});

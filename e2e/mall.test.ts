import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { closePhone, consoleErrors, type PhoneOptions, screenshot } from './support/browser.ts';
import { type JourneyPlayer, playerJourney } from './support/player-journey.ts';
import { getJson } from './support/players.ts';

/**
 * The mall journey (issue 17) at 360×740: collect coupons in the coupon centre, see a coupon refused with
 * the spec's reason (an Android-app coupon on the web), buy coins for diamonds with a coupon, and find the
 * order with what it delivered.
 */
const { baseUrl, newPlayer, phone: openPhone } = playerJourney();
const THEMES = ['sika', 'winslots'] as const;
const LANGUAGES = ['en', 'fr', 'pt'] as const;
const player: JourneyPlayer = { mobile: '', password: '', token: '' };

beforeAll(async () => {
  Object.assign(player, await newPlayer({ diamonds: 1_000 }, 'e2e: diamonds for the mall journey'));
});

const phone = (options: PhoneOptions = {}): Promise<Page> => openPhone(player.token, undefined, options);

describe('the mall (360×740)', () => {
  it('buys coins for diamonds with a coupon, after a coupon is refused for the platform', async () => {
    const page = await phone();
    await page.goto('/mall');
    await page.getByTestId('mall-goods-201').waitFor();
    await screenshot(page, 'mall-centre-sika-en');

    await page.getByRole('tab', { name: 'Coupons' }).click();
    for (const id of [2, 3]) {
      await page.getByTestId(`mall-offer-${id}`).getByRole('button', { name: 'Collect' }).click();
      await page.getByTestId(`mall-offer-${id}`).waitFor({ state: 'detached' });
    }
    await expect.poll(() => page.getByTestId('mall-my-coupons').locator('li').count()).toBe(2);
    await screenshot(page, 'mall-coupons-sika-en');

    // An Android-app coupon on lucky refund codes, on the web: refused with the spec's words.
    await page.goto('/mall/detail/101');
    await page.getByTestId('mall-use-coupon').check();
    await page.getByTestId('mall-coupon-2').click();
    await expect
      .poll(() => page.getByTestId('mall-coupon-refusal').textContent())
      .toBe('Coupon does not match platform');
    await expect.poll(() => page.getByTestId('mall-buy').isDisabled()).toBe(true);
    await screenshot(page, 'mall-coupon-refused-sika-en');

    // 2.50 coins for 200 diamonds, with 20 diamonds off.
    await page.goto('/mall/detail/201');
    await page.getByTestId('mall-use-coupon').check();
    await page.getByTestId('mall-coupon-3').click();
    await expect.poll(() => page.getByTestId('mall-payable').textContent()).toContain('180');
    await page.getByTestId('mall-buy').click();
    await page.getByTestId('mall-placed').waitFor();
    await expect.poll(() => page.getByTestId('mall-coins-received').textContent()).toContain('2.50');
    await screenshot(page, 'mall-bought-sika-en');

    const profile = await getJson<{ bonusMoney: number; diamond: number }>(
      baseUrl,
      '/api/account-service/member/profile',
      player.token,
    );
    expect(profile).toMatchObject({ bonusMoney: 250, diamond: 820 });

    await page.goto('/mall?tab=orders');
    await page.getByTestId('mall-orders').waitFor();
    await expect.poll(() => page.getByTestId('mall-orders').locator('li').count()).toBe(1);
    await screenshot(page, 'mall-orders-sika-en');
    // The coupon is used: it says on which order, and the checkout no longer offers it.
    await page.getByRole('tab', { name: 'Coupons' }).click();
    await expect.poll(() => page.getByTestId('mall-my-coupons').textContent()).toContain('Used on order');
    expect(consoleErrors(page.context())).toEqual([]);
    await closePhone(page);
  });

  it('screenshots the mall in both themes and three languages', async () => {
    for (const theme of THEMES) {
      for (const language of LANGUAGES) {
        const page = await phone({ theme, language });
        for (const [path, name, ready] of [
          ['/mall', 'centre', '[data-testid=mall-goods-101]'],
          ['/mall?tab=coupons', 'coupons', '[data-testid=mall-my-coupons]'],
          ['/mall/detail/101', 'detail', '[data-testid=mall-payable]'],
          ['/mall?tab=orders', 'orders', '[data-testid=mall-orders]'],
        ] as const) {
          await page.goto(path);
          await page.locator(ready).first().waitFor();
          await screenshot(page, `mall-${name}-${theme}-${language}`);
        }
        await closePhone(page);
      }
    }
  });
});

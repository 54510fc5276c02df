import { describe, expect, it } from 'vitest';
import { closePhone, consoleErrors, screenshot } from './support/browser.ts';
import { playerJourney } from './support/player-journey.ts';
import { getJson } from './support/players.ts';
import { staffJourney, waitForText } from './support/staff.ts';

/**
 * The mall's back office in Chromium at 1280×800, light and dark (issue 17; docs/mall.md "The back
 * office"): a content editor creates a good with stock, adds stock, publishes it, defines a coupon campaign
 * for it and issues the coupon to a player; the player (360×740) sees the coupon and buys the good with it.
 */
const journey = playerJourney();
const staff = staffJourney();
const NAME = 'Sika water bottle';

describe('the mall back office', () => {
  it('creates a good with stock and a coupon for a player, who buys the good with it', async () => {
    const player = await journey.newPlayer({ coins: 2_000 }, 'e2e: coins for the mall back office journey');
    const editor = await staff.staff('Content editor', ['content']);

    // Goods: a new physical good for coins, 3 in stock, coupon type 42.
    const goods = await staff.open(editor.token, '/mall/goods');
    const page = goods.page;
    await waitForText(page, 'Mall goods');
    await page.getByTestId('mall-goods-new').click();
    const editorPane = page.getByTestId('mall-goods-editor');
    await editorPane.locator('input[name="name.en"]').fill(NAME);
    await editorPane.locator('input[name="name.fr"]').fill('Gourde Sika');
    await editorPane.locator('input[name="name.pt"]').fill('Garrafa Sika');
    await editorPane.locator('textarea[name="description.en"]').fill('Shipped to the address you give.');
    await editorPane.locator('input[name="image"]').fill('/content/mall/coins-v1.svg');
    await editorPane.getByTestId('mall-goods-paywith').selectOption('coins');
    await editorPane.locator('input[name="price"]').fill('4.00');
    await editorPane.locator('input[name="stock"]').fill('3');
    await editorPane.locator('input[name="couponType"]').fill('42');
    await screenshot(page, 'admin-mall-goods-new-light', { fullPage: false });
    await editorPane.getByRole('button', { name: 'Create' }).click();
    await waitForText(page, `${NAME} created, unpublished.`);
    const { rows } = await staff.db.query<{ id: number }>(
      `SELECT id FROM mall_goods WHERE name ->> 'en' = $1`,
      [NAME],
    );
    const goodsId = rows[0]!.id;

    // Two more in stock (an audited adjustment), then on sale.
    const detail = page.getByTestId('mall-goods-detail');
    await detail.getByTestId('mall-stock-delta').fill('2');
    await detail.getByTestId('mall-stock-reason').fill('Second carton arrived');
    await detail.getByRole('button', { name: 'Adjust' }).click();
    await expect.poll(() => detail.getByTestId('mall-goods-stock').textContent()).toBe('5 left, 0 sold');
    await detail.getByTestId('mall-goods-publish').click();
    await waitForText(page, `${NAME} is published.`);
    await screenshot(page, 'admin-mall-goods-light', { fullPage: false });
    expect(goods.errors).toEqual([]);
    await goods.context.close();

    // Coupons: 1.00 off goods of coupon type 42, issued to the player by mobile.
    const coupons = await staff.open(editor.token, '/mall/coupons');
    await waitForText(coupons.page, 'Coupons');
    await coupons.page.getByTestId('mall-coupon-new').click();
    const campaign = coupons.page.getByTestId('mall-coupon-editor');
    await campaign.locator('input[name="name.en"]').fill('Bottle welcome coupon');
    await campaign.locator('input[name="couponType"]').fill('42');
    await campaign.getByTestId('mall-coupon-discount').fill('1.00');
    await campaign.getByRole('button', { name: 'Create' }).click();
    await waitForText(coupons.page, 'Bottle welcome coupon created.');
    const kind = await staff.db.query<{ id: number }>(
      `SELECT id FROM mall_coupons WHERE name ->> 'en' = $1`,
      ['Bottle welcome coupon'],
    );
    const couponId = kind.rows[0]!.id;
    const pane = coupons.page.getByTestId('mall-coupon-detail');
    await pane.getByTestId('mall-issue-players').fill(player.mobile);
    await pane.getByTestId('mall-issue-reason').fill('Welcome to the new bottle');
    await pane.getByRole('button', { name: 'Issue', exact: true }).click();
    await waitForText(coupons.page, '1 issued, 0 already held it.');
    await coupons.page.getByTestId('mall-coupon-held').getByRole('cell', { name: player.mobile }).waitFor();
    await screenshot(coupons.page, 'admin-mall-coupons-light', { fullPage: false });
    expect(coupons.errors).toEqual([]);
    await coupons.context.close();

    const audit = await staff.db.query<{ action: string }>(
      `SELECT action FROM admin_audit_log WHERE staff_id = $1 AND action LIKE 'mall%' ORDER BY id`,
      [editor.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'mall_goods.create',
      'mall_goods.stock',
      'mall_goods.publish',
      'mall_coupon.create',
      'mall_coupon.issue',
    ]);

    // Both pages in the dark.
    for (const [path, ready, name] of [
      ['/mall/goods', NAME, 'admin-mall-goods-dark'],
      ['/mall/coupons', 'Bottle welcome coupon', 'admin-mall-coupons-dark'],
    ] as const) {
      const dark = await staff.open(editor.token, path, 'dark');
      await dark.page.getByRole('cell', { name: ready }).click();
      await screenshot(dark.page, name, { fullPage: false });
      expect(dark.errors).toEqual([]);
      await dark.context.close();
    }

    // The player sees the coupon and buys the bottle with it: 4.00 − 1.00.
    const phone = await journey.phone(player.token, `/mall/detail/${goodsId}`);
    await phone.getByTestId('mall-add').click();
    await phone.getByTestId('mall-added').waitFor();
    await phone.goto('/mall/cart');
    await phone.getByTestId(`mall-cart-line-${goodsId}`).waitFor();
    await phone.getByTestId('mall-use-coupon').check();
    await phone.getByTestId(`mall-coupon-${couponId}`).click();
    await expect.poll(() => phone.getByTestId('mall-payable').textContent()).toContain('3.00');
    await phone.getByTestId('mall-address-name').fill('Kofi Boateng');
    await phone.getByTestId('mall-address-mobile').fill('0241234567');
    await phone.getByTestId('mall-address').fill('4 Oxford Street, Osu');
    await screenshot(phone, 'admin-mall-player-cart');
    await phone.getByTestId('mall-buy').click();
    await phone.getByTestId('mall-placed').waitFor();
    expect(await phone.getByTestId('mall-placed-paid').textContent()).toContain('1.00');
    const profile = await getJson<{ bonusMoney: number }>(
      journey.baseUrl,
      '/api/account-service/member/profile',
      player.token,
    );
    expect(profile.bonusMoney).toBe(2_000 - 300);
    const stock = await staff.db.query<{ stock: number; sold: number }>(
      'SELECT stock, sold FROM mall_goods WHERE id = $1',
      [goodsId],
    );
    expect(stock.rows[0]).toEqual({ stock: 4, sold: 1 });
    expect(consoleErrors(phone.context())).toEqual([]);
    await closePhone(phone);
  });

  it('loads a voucher good’s codes from a paste, shows them masked, and reveals one to an admin only', async () => {
    const admin = await staff.staff('Admin', ['admin']);
    for (const scheme of ['light', 'dark'] as const) {
      const name = `1 GB data (${scheme})`;
      const { page, context, errors } = await staff.open(admin.token, '/mall/goods', scheme);
      await waitForText(page, 'Mall goods');
      await page.getByTestId('mall-goods-new').click();
      const pane = page.getByTestId('mall-goods-editor');
      await pane.getByTestId('mall-goods-delivery').selectOption('data_bundle');
      await pane.locator('input[name="name.en"]').fill(name);
      await pane.locator('textarea[name="description.en"]').fill('A voucher to load on your phone.');
      await pane.getByTestId('mall-goods-paywith').selectOption('cash');
      await pane.locator('input[name="price"]').fill('10.00');
      await pane.getByRole('button', { name: 'Create' }).click();
      await waitForText(page, `${name} created, unpublished.`);
      const detail = page.getByTestId('mall-goods-detail');
      await detail
        .getByTestId('mall-vouchers-paste')
        .fill(`code,network\nMTN-${scheme}-00001,MTN\nMTN-${scheme}-00002,MTN\nMTN-${scheme}-00002,MTN\n`);
      await detail.getByTestId('mall-vouchers-reason').fill('MTN batch of November');
      await detail.getByRole('button', { name: 'Upload 3 codes' }).click();
      await waitForText(page, '2 added, 1 already loaded or repeated.');
      await expect.poll(() => detail.getByTestId('mall-goods-stock').textContent()).toBe('2 left, 0 sold');
      await detail.getByRole('cell', { name: /•+0001/ }).click();
      await detail.getByLabel('Why (audited)').fill('Player says the code fails');
      await detail.getByRole('button', { name: 'Reveal the code' }).click();
      await expect
        .poll(() => detail.getByTestId('mall-voucher-revealed').textContent())
        .toBe(`MTN-${scheme}-00001`);
      await screenshot(page, `admin-mall-vouchers-${scheme}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { closePhone, PHONE_VIEWPORT, type PhoneOptions, screenshot, settled } from './support/browser.ts';
import { type JourneyPlayer, playerJourney } from './support/player-journey.ts';

/**
 * Withdrawals in the browser (issue 5; spec core §2 Withdraw page and KYC popup, §4, §5, §8): a player with
 * winnings meets the KYC popup, sends a Ghana Card, withdraws to MTN through the payment simulator and sees
 * the record paid; the Next rules and the disabled config show the spec's messages.
 */
const journey = playerJourney();
const { baseUrl, sql } = journey;

const themes = ['sika', 'winslots'] as const;
const languages = ['en', 'fr', 'pt'] as const;

interface Player {
  mobile: string;
  id: string;
  token: string;
}

/** Has winnings (₵250.00 withdrawable), KYC sent in the first journey. */
let winner: Player;
/** Has never sent KYC: the popup opens for them every time. */
let newcomer: Player;

beforeAll(async () => {
  // Winnings are withdrawable at once (decision 004): an operator's adjustment into the withdrawable pocket.
  winner = await withId(
    await journey.newPlayer({ withdrawable: 25_000 }, 'e2e: winnings of a jackpot round'),
  );
  newcomer = await withId(await journey.register());
});

async function get<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { platform: 'h5', token } });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** The player's id, for what the journey reads in the database. */
async function withId(player: JourneyPlayer): Promise<Player> {
  const { rows } = await sql<{ id: string }>('SELECT id FROM players WHERE mobile = $1', [player.mobile]);
  return { mobile: player.mobile, id: rows[0]!.id, token: player.token };
}

interface Order {
  orderNo: string;
  status: string;
  money: number;
  channelCode: string;
}

async function withdrawOrders(player: Player): Promise<Order[]> {
  return (await get<{ list: Order[] }>('/api/account/records/withdraw-orders', player.token)).list;
}

const openPhone = (path: string, player: Player | null, options: PhoneOptions = {}): Promise<Page> =>
  journey.phone(player?.token ?? null, path, options);

/** A popup or overlay is fixed on the screen: the screen is the picture, not the whole page under it. */
const viewportShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

/**
 * The whole page, taken on a phone as tall as the page, so the fixed tab bar sits at the bottom instead of
 * over the form (a full-page capture keeps fixed elements where the 740 px screen ended).
 */
async function pageShot(page: Page, name: string) {
  const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
  await page.setViewportSize({
    width: PHONE_VIEWPORT.width,
    height: Math.max(height, PHONE_VIEWPORT.height),
  });
  await settled(page);
  await viewportShot(page, name);
  await page.setViewportSize(PHONE_VIEWPORT);
}

/** Scrolls the KYC sheet to its end, where the ID number sits. (Page scripts are strings: no DOM types here.) */
async function showSheetEnd(page: Page) {
  await page.evaluate(`(() => {
    const body = document.querySelector('dialog[open] [data-testid="kyc-popup"]')?.parentElement;
    if (body) body.scrollTop = body.scrollHeight;
  })()`);
  await settled(page);
}

async function fillKyc(page: Page) {
  await page.getByLabel('First name').fill('Akosua');
  await page.getByLabel('Surname').fill('Owusu Ansah');
  // Ghana writes dates day first (issue 20): 6 March 1994.
  await page.getByLabel('Date of birth').fill('06/03/1994');
  await page.getByLabel('Residential address').fill('14 Independence Avenue, Accra');
  await page.getByLabel('ID type').selectOption('GHANA_CARD');
  await page.getByLabel('Ghana Card number, nine digits').fill('723456781');
  await page.getByLabel('Ghana Card number, last digit').fill('4');
}

async function typeCoins(page: Page, coins: string) {
  const field = page.getByTestId('withdraw-coins');
  await field.fill(coins);
  // The tax is fetched once typing settles; until it is there, a spinner stands beside it.
  const pending = page.getByTestId('withdraw-tax').locator('[aria-hidden="true"]');
  await expect.poll(() => pending.count()).toBe(0);
}

describe('withdrawals in the browser (360×740)', () => {
  it('shows a visitor the login-required view with a Login button', async () => {
    const page = await openPhone('/withdraw', null);
    await page.getByRole('heading', { name: 'Log in to withdraw' }).waitFor();
    await page.getByText('You have not logged in yet, please login !').waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login?r=%2Fwithdraw');
    await closePhone(page);
  });

  it('meets the KYC popup, sends a Ghana Card, withdraws to MTN and sees the record paid', async () => {
    const page = await openPhone('/withdraw', winner);
    const popup = page.getByRole('dialog', { name: 'Identity details' });
    await popup.waitFor();
    const submit = popup.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);

    // Spec core §5: first name letters with an uppercase first letter; the field says so.
    await page.getByLabel('First name').fill('akosua');
    await page.getByLabel('First name').blur();
    await popup.getByText('Letters only, starting with a capital letter.').waitFor();
    await fillKyc(page);
    // Choosing Ghana Card switched the ID number to GHA - nine digits - one digit.
    await popup.getByText('GHA', { exact: true }).waitFor();
    expect(await submit.isEnabled()).toBe(true);
    await showSheetEnd(page);
    await viewportShot(page, 'withdraw-kyc-ghana-card-sika-en');
    await submit.click();
    await popup.waitFor({ state: 'hidden' });
    const { rows: kyc } = await sql<{ state: string }>('SELECT state FROM kyc_records WHERE player_id = $1', [
      winner.id,
    ]);
    expect(kyc.map((r) => r.state)).toEqual(['approved']);

    // The withdrawable balance, MTN preselected for an MTN number, and the figures of spec core §5.
    expect(await page.getByTestId('withdraw-available').textContent()).toBe('₵250.00');
    expect(await page.getByRole('radio', { name: /MTN Mobile Money/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('withdraw-coins').getAttribute('placeholder')).toBe('500 - 1000000');
    const next = page.getByTestId('withdraw-next');
    expect(await next.isDisabled()).toBe(true);
    await typeCoins(page, '2000');
    expect(await page.getByTestId('withdraw-money').textContent()).toBe('₵20.00');
    expect(await page.getByTestId('withdraw-fee').textContent()).toBe('−₵0.20');
    expect(await page.getByTestId('withdraw-tax').textContent()).toBe('−₵2.00');
    expect(await page.getByTestId('withdraw-net').textContent()).toBe('₵17.80');
    await pageShot(page, 'withdraw-form-sika-en');

    // A double tap on Next is one withdrawal: one idempotency key per preview.
    await next.dblclick();
    await page.waitForURL(
      '**/account/withdraw-preview?payType=1&channelCode=MTN_MM&account=*&coins=2000&fee=20&money=2000&enableTaxOfWithdraw=1',
    );
    const confirmation = page.getByTestId('withdraw-confirmation');
    await confirmation.waitFor();
    await confirmation.getByRole('heading', { name: 'Withdrawal submitted' }).waitFor();
    await pageShot(page, 'withdraw-preview-sika-en');
    expect(await withdrawOrders(winner)).toHaveLength(1);

    await confirmation.getByRole('link', { name: 'Withdrawal records' }).click();
    await page.waitForURL('**/account/records/withdraw');
    const record = page.getByTestId('withdraw-record').first();
    await record.getByText('MTN Mobile Money').waitFor();
    // The simulator pays out after a moment; the pending record refreshes itself until it is paid.
    await record.getByTestId('withdraw-status').getByText('Success').waitFor({ timeout: 30_000 });
    await pageShot(page, 'withdraw-records-sika-en');
    const orders = await withdrawOrders(winner);
    expect(orders.map((o) => [o.status, o.money, o.channelCode])).toEqual([['success', 2000, 'MTN_MM']]);
    const balance = await get<{ withdrawMoney: number }>(
      '/api/account-service/account/balance',
      winner.token,
    );
    expect(balance.withdrawMoney).toBe(23_000);
    await closePhone(page);
  });

  it('keeps Next disabled for a too-small amount and a balance too low, with the spec’s messages', async () => {
    const page = await openPhone('/withdraw', winner);
    const next = page.getByTestId('withdraw-next');
    await next.waitFor();

    await typeCoins(page, '100');
    await page.getByText('The amount is outside the withdrawal limits: ₵5.00 - ₵10,000.00.').waitFor();
    expect(await next.isDisabled()).toBe(true);
    await pageShot(page, 'withdraw-too-small-sika-en');

    // Within the limits but more than the ₵230.00 left.
    await typeCoins(page, '500000');
    await page.getByText('Insufficient balance, please recharge').waitFor();
    expect(await next.isDisabled()).toBe(true);
    await pageShot(page, 'withdraw-balance-too-low-sika-en');

    await typeCoins(page, '');
    expect(await page.getByTestId('withdraw-tax').textContent()).toBe('−₵0.00');
    expect(await next.isDisabled()).toBe(true);
    await closePhone(page);
  });

  it('alerts the message of a disabled config (option 6002) and goes back', async () => {
    const message = 'Withdrawals are paused for maintenance until 18:00.';
    const { rows } = await sql<{ content: unknown }>(
      `SELECT content FROM system_options WHERE type = 6002 AND market = 'GH'`,
    );
    expect(rows).toHaveLength(1);
    await sql(`UPDATE system_options SET content = $1 WHERE type = 6002 AND market = 'GH'`, [
      { en: JSON.stringify({ enable: false, message }) },
    ]);
    try {
      const page = await openPhone('/home', winner);
      await page
        .getByRole('navigation', { name: 'Main sections' })
        .getByRole('link', { name: 'Withdraw', exact: true })
        .click();
      const alert = page.getByRole('dialog');
      await alert.getByText(message).waitFor();
      await viewportShot(page, 'withdraw-disabled-sika-en');
      await alert.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/home');
      await closePhone(page);
    } finally {
      await sql(`UPDATE system_options SET content = $1 WHERE type = 6002 AND market = 'GH'`, [
        rows[0]!.content,
      ]);
    }
  });

  it('goes back when the KYC popup is closed with nothing sent', async () => {
    const page = await openPhone('/home', newcomer);
    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('link', { name: 'Withdraw', exact: true })
      .click();
    const popup = page.getByRole('dialog', { name: 'Identity details' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/home');
    await closePhone(page);
  });

  it('confirms in a full-screen overlay in the WinSlots theme, and closing clears the amount', async () => {
    const page = await openPhone('/withdraw', winner, { theme: 'winslots' });
    await typeCoins(page, '500');
    await page.getByTestId('withdraw-next').click();
    const overlay = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await overlay.getByTestId('withdraw-confirmation').waitFor();
    expect(page.url()).toMatch(/\/withdraw$/);
    expect(await overlay.getByRole('link', { name: 'Withdrawal records' }).getAttribute('href')).toBe(
      '/account/records/withdraw',
    );
    await viewportShot(page, 'withdraw-overlay-winslots-en');
    await overlay.getByRole('button', { name: 'Done' }).click();
    await overlay.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('withdraw-coins').inputValue()).toBe('');
    expect(await withdrawOrders(winner)).toHaveLength(2);
    await closePhone(page);
  });

  const looks = themes.flatMap((theme) => languages.map((language) => [theme, language] as const));
  it.each(looks)('looks right in the %s theme in %s', async (theme, language) => {
    const suffix = `${theme}-${language}`;
    // The KYC popup with a Ghana Card, for a player who has not sent it.
    const kyc = await openPhone('/withdraw', newcomer, { theme, language });
    const popup = kyc.getByRole('dialog').getByTestId('kyc-popup');
    await popup.waitFor();
    await popup.locator('select').selectOption('GHANA_CARD');
    await popup.locator('input[inputmode="numeric"]').first().fill('723456781');
    await popup.locator('input[inputmode="numeric"]').nth(1).fill('4');
    await showSheetEnd(kyc);
    await viewportShot(kyc, `withdraw-kyc-${suffix}`);
    await closePhone(kyc);

    // The withdraw page with an amount, then its preview (a route in sika, the overlay in WinSlots).
    const page = await openPhone('/withdraw', winner, { theme, language });
    await typeCoins(page, '600');
    await pageShot(page, `withdraw-page-${suffix}`);
    await page.getByTestId('withdraw-next').click();
    await page.getByTestId('withdraw-confirmation').waitFor();
    if (theme === 'sika') await pageShot(page, `withdraw-preview-${suffix}`);
    else await viewportShot(page, `withdraw-overlay-${suffix}`);
    await page.goto('/account/records/withdraw');
    await page.getByTestId('withdraw-record').first().waitFor();
    await pageShot(page, `withdraw-records-${suffix}`);
    await page.goto('/me/settings/kyc');
    await page.getByTestId('kyc-state').waitFor();
    await pageShot(page, `withdraw-kyc-settings-${suffix}`);
    await closePhone(page);
  });
});

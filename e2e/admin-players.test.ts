import type { StaffRole } from '@sika/contract';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { postForm, registerByApi } from './support/players.ts';
import { uniqueGhanaMobile } from './support/sms.ts';
import { staffJourney, waitForText } from './support/staff.ts';

/**
 * The players area of the back office in Chromium at 1280×800, light and dark (issue 18): a support agent
 * finds a player by mobile, opens the profile and proposes a cash adjustment; a finance officer approves it
 * from the four-eyes queue; the profile's ledger balance shows the money, and the audit trail both steps.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const journey = staffJourney();

const staffSession = (name: string, roles: StaffRole[]) => journey.staff(name, roles);
const desktop = (token: string, colorScheme: 'light' | 'dark' = 'light') =>
  journey.desktop(token, colorScheme);

describe('the players area of the back office', () => {
  it('finds a player, proposes an adjustment as one member, approves it as another, sees the balance', async () => {
    const mobile = uniqueGhanaMobile();
    const playerToken = await registerByApi(baseUrl, databaseUrl, mobile, 'goodpass1');
    // The player set a daily deposit limit: the profile shows it.
    await postForm(
      baseUrl,
      '/api/account-service/member/responsible-gaming/limit',
      { kind: 'deposit', period: 'day', value: '50000' },
      playerToken,
    );
    await journey.db.query(`UPDATE players SET first_name = 'Abena', last_name = 'Owusu' WHERE mobile = $1`, [
      mobile,
    ]);
    const agent = await staffSession('Support agent', ['support']);
    const officer = await staffSession('Finance officer', ['finance']);
    const errors: string[] = [];

    // The support agent finds the player by the last digits of the number and proposes 25.00 of cash.
    const agentContext = await desktop(agent.token);
    const page = await agentContext.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin/players');
    await waitForText(page, 'Mobile, player id or name');
    await page.getByLabel('Mobile, player id or name').fill(mobile.slice(-7));
    await page.getByRole('button', { name: 'Search' }).click();
    await waitForText(page, 'Abena Owusu');
    await screenshot(page, 'admin-players-1-search', { fullPage: false });
    await page.getByText('Abena Owusu').click();
    await waitForText(page, 'Balances (ledger)');
    await waitForText(page, 'deposit · day');
    await expect.poll(() => page.getByTestId('balance-cash').textContent()).toBe('0.00');
    await page.getByLabel('Amount (negative debits the player)').fill('25.00');
    await page.getByLabel('Reason (kept with the transfer)').fill('Goodwill: deposit lost by the provider');
    await page.getByRole('button', { name: 'Propose' }).click();
    await waitForText(page, 'proposed');
    await screenshot(page, 'admin-players-2-profile-proposed', { fullPage: false });
    // Nothing has moved yet: four eyes.
    expect(await page.getByTestId('balance-cash').textContent()).toBe('0.00');

    // Their own proposal in the queue: the agent may not decide it (support cannot approve at all).
    await page.getByRole('link', { name: 'Adjustments' }).click();
    await page.getByText(mobile).first().click();
    await waitForText(page, 'A member of finance or an admin approves or rejects it.');
    await agentContext.close();

    // The finance officer approves it from the queue.
    const officerContext = await desktop(officer.token);
    const officerPage = await officerContext.newPage();
    officerPage.on('pageerror', (error) => errors.push(error.message));
    await officerPage.goto('/admin/adjustments');
    await waitForText(officerPage, mobile);
    await officerPage.getByText(mobile).first().click();
    await officerPage.getByLabel('Reason for the decision').fill('Provider statement checked');
    await screenshot(officerPage, 'admin-players-3-approve', { fullPage: false });
    await officerPage.getByRole('button', { name: 'Decide' }).click();
    await expect.poll(() => officerPage.getByText(mobile).count()).toBe(0);

    await officerPage.goto('/admin/players');
    await officerPage.getByLabel('Mobile, player id or name').fill(mobile);
    await officerPage.getByRole('button', { name: 'Search' }).click();
    await officerPage.getByText('Abena Owusu').click();
    await expect.poll(() => officerPage.getByTestId('balance-cash').textContent()).toBe('25.00');
    await waitForText(officerPage, 'adjustment.approve');
    await screenshot(officerPage, 'admin-players-4-profile-approved');
    const ledger = await journey.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM wallet_transfers t JOIN balance_adjustments a ON t.idempotency_key = 'adjustment:' || a.id
       JOIN players p ON p.id = a.player_id WHERE p.mobile = $1`,
      [mobile],
    );
    expect(Number(ledger.rows[0]?.n)).toBe(1);
    await officerContext.close();

    // The same pages in the dark theme (the back office follows the system's choice).
    const darkContext = await desktop(officer.token, 'dark');
    const dark = await darkContext.newPage();
    dark.on('pageerror', (error) => errors.push(error.message));
    await dark.goto(`/admin/players?q=${mobile}`);
    await dark.getByText('Abena Owusu').click();
    await expect.poll(() => dark.getByTestId('balance-cash').textContent()).toBe('25.00');
    await screenshot(dark, 'admin-players-5-profile-dark');
    await dark.goto('/admin/adjustments');
    await dark.getByRole('tab', { name: 'approved' }).click();
    await waitForText(dark, mobile);
    await screenshot(dark, 'admin-players-6-adjustments-dark', { fullPage: false });
    await darkContext.close();
    expect(errors).toEqual([]);
  });
});

describe('the tax report of the back office', () => {
  it('shows a finance officer the tax withheld this month, light and dark (decision 018)', async () => {
    const officer = await staffSession('Finance officer', ['finance']);
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await desktop(officer.token, colorScheme);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/admin/reports/tax');
      await waitForText(page, 'Paid withdrawals’ tax');
      await page
        .getByText(/GH_WINNINGS_WHT|No tax withheld/)
        .first()
        .waitFor({ timeout: 15_000 });
      await screenshot(page, `admin-tax-report-${colorScheme}`);
      await context.close();
      expect(errors).toEqual([]);
    }
  });
});

import { Secret, TOTP } from 'otpauth';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { DESKTOP, staffJourney, waitForText } from './support/staff.ts';

/**
 * The staff area of the back office in Chromium at 1280×800 (issue 18): an admin creates a support agent
 * and hands over the one-time link; the agent sets a password and enrols TOTP; the admin disables the
 * agent, whose next call ends on the sign-in page.
 */
const baseUrl = inject('baseUrl');
const journey = staffJourney();

describe('the staff area of the back office', () => {
  it('creates a member with a set-up link, who signs in; disabled, their session ends', async () => {
    const admin = await journey.staff('Head of operations', ['admin']);
    const email = `agent-${Date.now().toString(36)}@staff.test`;
    const errors: string[] = [];
    const adminContext = await journey.desktop(admin.token);
    const page = await adminContext.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin/staff');
    await waitForText(page, 'New staff member');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name').fill('Yaw Asante');
    await page.getByLabel('support').check();
    await page.getByRole('button', { name: 'Create and get the set-up link' }).click();
    const link = ((await page.getByTestId('setup-link').locator('code').textContent()) ?? '').trim();
    expect(link).toMatch(/\/admin\/setup#/);
    await waitForText(page, email);
    await screenshot(page, 'admin-staff-1-created', { fullPage: false });

    // The agent opens the link in their own browser.
    const agentContext = await journey.browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
    const agent = await agentContext.newPage();
    agent.on('pageerror', (error) => errors.push(error.message));
    await agent.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await waitForText(agent, 'Set your password');
    await agent.getByLabel('New password').fill('a long agent password');
    await agent.getByLabel('Repeat it').fill('a long agent password');
    await agent.getByRole('button', { name: 'Set password' }).click();
    const secretCell = agent.getByTestId('totp-secret');
    await expect.poll(async () => (await secretCell.textContent())?.trim() ?? '…').toMatch(/^[A-Z2-7]{16,}$/);
    const secret = ((await secretCell.textContent()) ?? '').trim();
    await agent.getByLabel('6-digit code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await agent.getByRole('button', { name: 'Verify' }).click();
    await waitForText(agent, 'Welcome, Yaw Asante');
    expect(await agent.getByRole('link', { name: 'Staff' }).count()).toBe(0);

    // The admin sees the set-up done and disables the agent.
    await page.reload();
    await page.getByRole('cell', { name: email }).click();
    await expect.poll(() => page.locator('aside').getByText('1', { exact: true }).count()).toBe(1);
    await page.getByLabel('Reason for the access change').fill('Contract ended');
    await screenshot(page, 'admin-staff-2-disable', { fullPage: false });
    await page.getByRole('button', { name: 'Disable and end their sessions' }).click();
    await waitForText(page, `${email} is disabled: every session ended`);
    const ended = await journey.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id
       WHERE a.email = $1 AND s.ended_at IS NULL`,
      [email],
    );
    expect(Number(ended.rows[0]?.n)).toBe(0);

    // The agent's next call is refused: the back office falls back to its sign-in page.
    await agent.reload();
    await waitForText(agent, 'Sign in');
    await agentContext.close();
    await adminContext.close();

    const dark = await journey.desktop(admin.token, 'dark');
    const darkPage = await dark.newPage();
    await darkPage.goto('/admin/staff');
    await waitForText(darkPage, email);
    await screenshot(darkPage, 'admin-staff-3-dark', { fullPage: false });
    await dark.close();
    expect(errors).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { loginByApi } from './support/api.ts';
import { screenshot } from './support/browser.ts';
import { registerByApi } from './support/players.ts';
import { uniqueGhanaMobile } from './support/sms.ts';
import { staffJourney, waitForText } from './support/staff.ts';

/**
 * Support in the back office at 1280×800 (issue 18): an agent finds a player by the Ghana Card number of
 * their KYC record, reads their sessions and devices, and signs them out everywhere without locking them.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const journey = staffJourney();

describe('support in the back office', () => {
  it('finds a player by Ghana Card, sees sessions and devices, ends the sessions without a lock', async () => {
    const mobile = uniqueGhanaMobile();
    const token = await registerByApi(baseUrl, databaseUrl, mobile, 'goodpass1');
    await loginByApi(baseUrl, mobile, 'goodpass1');
    const player = await journey.db.query<{ id: string }>('SELECT id FROM players WHERE mobile = $1', [
      mobile,
    ]);
    const playerId = player.rows[0]?.id;
    const card = `GHA-${String(Date.now()).slice(-9)}-7`;
    await journey.db.query(
      `INSERT INTO kyc_records (id, player_id, market, state, fields, first_name, surname, date_of_birth,
         identity_key, submitted_at)
       VALUES ($1, $2, 'GH', 'submitted', $3, 'Kwame', 'Boateng', '1990-03-06', $4, now())`,
      [
        randomUUID(),
        playerId,
        JSON.stringify({ firstName: 'Kwame', surname: 'Boateng', ID_TYPE: 'GHANA_CARD', ID_NUMBER: card }),
        `GHANA_CARD:${card}`,
      ],
    );
    const agent = await journey.staff('Support agent', ['support']);
    const errors: string[] = [];
    const context = await journey.desktop(agent.token);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin/players');
    await page.getByLabel('Ghana Card number').fill(card.replaceAll('-', ''));
    await page.getByRole('button', { name: 'Search' }).click();
    await waitForText(page, mobile);
    await page.getByText(mobile).click();
    await waitForText(page, 'Devices');
    await waitForText(page, '2 open now');
    await page.getByLabel('Reason for ending the sessions').fill('Player reports a lost phone');
    await screenshot(page, 'admin-support-1-profile', { fullPage: false });
    await page.getByRole('button', { name: 'End sessions' }).click();
    await waitForText(page, '2 session(s) ended.');
    await waitForText(page, 'player.end_sessions');
    await screenshot(page, 'admin-support-2-ended');
    const me = await fetch(new URL('/api/account-service/member/profile', baseUrl), { headers: { token } });
    expect(me.status).toBe(401);
    const status = await journey.db.query<{ status: string }>('SELECT status FROM players WHERE id = $1', [
      playerId,
    ]);
    expect(status.rows[0]?.status).toBe('active');
    await context.close();
    expect(errors).toEqual([]);
  });
});

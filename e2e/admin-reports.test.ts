import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { adjustBalance, postForm, registerByApi } from './support/players.ts';
import { uniqueGhanaMobile } from './support/sms.ts';
import { repoRoot } from './support/stack.ts';
import { staffJourney, waitForText } from './support/staff.ts';

/**
 * The back office's reports in Chromium at 1280×800, light and dark (issue 18): a player stakes real
 * money on dice through the game provider, the ledger check runs, and a finance officer reads the
 * dashboard (the check's result, today's figures) and the day's activity report, whose stakes equal an
 * independent sum over the ledger's entries, and downloads it as CSV.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const journey = staffJourney();
const gamesUrl = inject('serviceUrls').games as string;
const DICE = 102;
const ROUNDS = 3;
const STAKE_MINOR = 200;

const player = { mobile: uniqueGhanaMobile(), token: '', id: '' };
beforeAll(async () => {
  player.token = await registerByApi(baseUrl, databaseUrl, player.mobile, 'Akwaaba-2024');
  const { rows } = await journey.db.query<{ id: string }>('SELECT id FROM players WHERE mobile = $1', [
    player.mobile,
  ]);
  player.id = rows[0]?.id ?? '';
  adjustBalance(databaseUrl, player.mobile, 'withdrawable', 5_000, 'e2e: cash for the reports journey');
});

/** Real dice rounds on the game provider, as the game page plays them (launch, session, bets). */
async function playDice(rounds: number): Promise<void> {
  const launch = await postForm<{ url: string }>(
    baseUrl,
    '/api/game-service/launch',
    { gameId: String(DICE), mode: 'launch', lang: 'en' },
    player.token,
  );
  const launchToken = new URL(launch.url).searchParams.get('launch');
  if (!launchToken) throw new Error(`no launch token in ${launch.url}`);
  const call = async <T>(path: string, body: unknown, bearer?: string): Promise<T> => {
    const response = await fetch(`${gamesUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const session = await call<{ token: string }>('/api/v1/sessions', {
    mode: 'real',
    gameCode: 'dice',
    launchToken,
  });
  for (let round = 0; round < rounds; round++) {
    await call(
      '/api/v1/rounds',
      { stake: STAKE_MINOR, params: { targetHundredths: 500, direction: 'over' } },
      session.token,
    );
  }
}

/** Today's stakes and bets summed from the players' side of the ledger, independently of the report. */
async function ledgerToday(): Promise<{ day: string; stakesMinor: number; bets: number }> {
  const { rows } = await journey.db.query<{ day: string; stakes: string; bets: number }>(`
    WITH today AS (SELECT (now() AT TIME ZONE 'Africa/Accra')::date AS day)
    SELECT to_char((SELECT day FROM today), 'YYYY-MM-DD') AS day,
           coalesce(-sum(e.amount_minor), 0)::text AS stakes,
           count(DISTINCT t.id) FILTER (WHERE t.kind = 'bet')::int AS bets
    FROM wallet_transfers t
    JOIN wallet_entries e ON e.transfer_id = t.id
    JOIN wallet_accounts a ON a.id = e.account_id AND a.player_id IS NOT NULL AND a.asset = 'cash'
    LEFT JOIN wallet_transfers o ON o.id = t.reverses_id
    WHERE (t.kind = 'bet' OR o.kind = 'bet')
      AND (t.created_at AT TIME ZONE 'Africa/Accra')::date = (SELECT day FROM today)`);
  const row = rows[0];
  return { day: row?.day ?? '', stakesMinor: Number(row?.stakes ?? 0), bets: row?.bets ?? 0 };
}

const tile = (page: Page, figure: string) =>
  page.locator(`[aria-label="Totals of the range"] [data-figure="${figure}"] strong`);

describe('the reports', () => {
  it('shows the ledger check and the day’s figures, equal to the ledger, with a CSV of them', async () => {
    await playDice(ROUNDS);
    await expect
      .poll(
        async () =>
          (
            await journey.db.query(
              'SELECT count(*)::int AS n FROM wallet_transfers WHERE player_id = $1 AND kind = $2',
              [player.id, 'bet'],
            )
          ).rows[0]?.n,
      )
      .toBe(ROUNDS);
    const check = spawnSync('npm', ['run', '--silent', 'ledger:check'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    const finance = await journey.staff('Finance officer', ['finance']);

    for (const scheme of ['light', 'dark'] as const) {
      const context = await journey.desktop(finance.token, scheme);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto('/admin/');
      await waitForText(page, 'Dashboard');
      await waitForText(page, 'Passed');
      await page.locator('.report-chart canvas').first().waitFor();
      await screenshot(page, `admin-reports-1-dashboard-${scheme}`);

      await page.getByRole('link', { name: 'Reports', exact: true }).click();
      await waitForText(page, 'Activity report');
      await page.getByRole('button', { name: 'Today' }).click();
      const ledger = await ledgerToday();
      // Ghana reads day/month/year (issue 20): the heading and the date fields, never the browser's order.
      const shownDay = ledger.day.split('-').reverse().join('/');
      await page.getByRole('heading', { name: shownDay, exact: true }).waitFor();
      expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toBe(shownDay);
      expect(ledger.stakesMinor).toBeGreaterThanOrEqual(ROUNDS * STAKE_MINOR);
      await expect
        .poll(() => tile(page, 'stakesMinor').textContent())
        .toBe((ledger.stakesMinor / 100).toFixed(2));
      expect(await tile(page, 'bets').textContent()).toBe(String(ledger.bets));
      await waitForText(page, 'Dice');
      await waitForText(page, 'The charts show ranges of two days or more.');
      await screenshot(page, `admin-reports-2-day-${scheme}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV (per day)' }).click(),
      ]);
      const csv = readFileSync((await download.path()) ?? '', 'utf8')
        .replace(/^\ufeff/, '')
        .split('\r\n');
      expect(csv[0]).toMatch(
        /^Day,Deposits \(GHS\),Withdrawals \(GHS\),Stakes \(GHS\),Wins \(GHS\),GGR \(GHS\)/,
      );
      expect(csv[1]?.split(',').slice(0, 4)[0]).toBe(ledger.day);
      expect(csv[1]?.split(',')[3]).toBe((ledger.stakesMinor / 100).toFixed(2));
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

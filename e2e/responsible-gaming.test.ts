import { afterAll, describe, expect, it } from 'vitest';
import { closePhone, screenshot } from './support/browser.ts';
import { playerJourney } from './support/player-journey.ts';
import { getJson, postForm, submitGhanaCardKyc } from './support/players.ts';

/**
 * Responsible gaming in the browser (issue 19, decision 017): set a deposit limit on the limits page and
 * hit it at the deposit; see a reality check over the game frame with the server's session figures, then
 * Continue and Stop; take a 24-hour time-out and still withdraw while deposit and play show the pause.
 * Screenshots of the new pages in both themes and three languages.
 */
const { baseUrl, newPlayer, phone } = playerJourney();
const DICE = 102;
const MINUTE_MS = 60_000;
const rg = '/api/account-service/member/responsible-gaming';

afterAll(async () => {
  // The reality-check journey moves the server clock: leave it as found for the next file.
  await postForm(baseUrl, '/api/test-support/clock', { reset: '1' }).catch(() => undefined);
});

const moveClock = (advanceMs: number) =>
  postForm(baseUrl, '/api/test-support/clock', { advanceMs: String(advanceMs) });

async function sendKyc(player: { mobile: string; token: string }) {
  await submitGhanaCardKyc(baseUrl, player.token, `GHA-${player.mobile.slice(1)}-7`, {
    first: 'Abena',
    last: 'Mensah',
    birth: '19920611',
    address: '3 Liberation Road, Accra',
  });
}

describe('responsible gaming (360×740)', () => {
  it('sets a deposit limit, is refused a deposit over it with the room left, and sees a raise wait 24 hours', async () => {
    const player = await newPlayer();
    const page = await phone(player.token, '/me/settings');
    await page.getByRole('link', { name: /Deposit, loss and time limits/ }).click();
    await page.waitForURL('**/me/settings/limits');

    const day = page.getByTestId('limit-deposit-day');
    await day.getByText('No limit').waitFor();
    await day.getByRole('button', { name: 'Deposit limits: Per 24 hours' }).click();
    await page.getByLabel('Limit', { exact: true }).fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. It applies now.').waitFor();
    await day.getByText('₵30.00', { exact: true }).waitFor();
    expect(await day.getByText('₵0.00 deposited, ₵30.00 left').count()).toBe(1);
    await screenshot(page, 'rg-limits-set-sika-en', { fullPage: false });

    // ₵50.00 is over the ₵30.00 left: refused before any prompt reaches the phone.
    await page.goto('/deposit');
    await page.getByTestId('deposit-amount').fill('50');
    await page.getByTestId('deposit-amount').blur();
    await page.getByTestId('deposit-pay').click();
    const refusal = page.getByRole('dialog', { name: 'Deposit limit reached' });
    await refusal
      .getByText(
        'This deposit would go over your deposit limit. You can still deposit ₵30.00 under your 24-hour limit.',
      )
      .waitFor();
    await screenshot(page, 'rg-deposit-over-limit-sika-en', { fullPage: false });
    await refusal.getByRole('button', { name: 'OK' }).click();
    const orders = await getJson<{ list: unknown[] }>(
      baseUrl,
      '/api/account/records/deposit-orders',
      player.token,
    );
    expect(orders.list).toHaveLength(0);

    // A raise waits 24 hours; the page says when, and the ₵30.00 holds until then.
    await page.goto('/me/settings/limits');
    await day.getByRole('button', { name: 'Deposit limits: Per 24 hours' }).click();
    await page.getByLabel('Limit', { exact: true }).fill('500');
    await page.getByRole('button', { name: 'Save' }).click();
    await day.getByTestId('limit-pending').waitFor();
    expect(await day.getByTestId('limit-pending').textContent()).toMatch(
      /^₵500\.00 takes effect on \d{1,2} \w{3} \d{4} at \d\d:\d\d$/,
    );
    expect(await day.getByText('₵30.00', { exact: true }).count()).toBe(1);
    await screenshot(page, 'rg-limits-pending-sika-en');
    await closePhone(page);
  });

  it('covers the game frame with a reality check of the server’s figures; Continue plays on, Stop leaves', async () => {
    const player = await newPlayer({ locked: 5_000 }, 'e2e: cash to play with');
    await postForm(baseUrl, `${rg}/reality-check`, { minutes: '5' }, player.token);

    const page = await phone(player.token, '/home');
    await page.goto(`/casino/launch/${DICE}`);
    await page.getByTestId('frame-balance').waitFor();
    // One roll, so the session has a result to show.
    const frame = page.frameLocator('[data-testid=game-iframe]');
    await frame.getByLabel('Bet', { exact: true }).fill('1');
    await frame.getByLabel('Bet', { exact: true }).press('Tab');
    await frame.getByRole('button', { name: 'Roll', exact: true }).click();
    await frame
      .locator('.result-line')
      .filter({ hasText: /^(You won|Returned|No win)/ })
      .waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('reality-check').count()).toBe(0);

    // Six minutes later by the server's clock: the first check (every 5 minutes) is due.
    await moveClock(6 * MINUTE_MS);
    await page.reload();
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await check.waitFor({ timeout: 30_000 });
    const session = await getJson<{ playedMinutes: number; netResultMinor: number }>(
      baseUrl,
      `${rg}/session`,
      player.token,
    );
    expect(session.playedMinutes).toBe(6);
    expect(await check.getByTestId('reality-played').textContent()).toBe('6 min');
    const net = session.netResultMinor;
    const shown = `${net > 0 ? '+' : net < 0 ? '−' : ''}₵${(Math.abs(net) / 100).toFixed(2)}`;
    expect(await check.getByTestId('reality-net').textContent()).toBe(shown);
    await screenshot(page, 'rg-reality-dialog-sika-en', { fullPage: false });

    await check.getByRole('button', { name: 'Continue' }).click();
    await check.waitFor({ state: 'hidden' });
    // The same checkpoint is not asked twice in a session.
    await page.reload();
    await page.getByTestId('frame-balance').waitFor();
    expect(await page.getByTestId('reality-check').count()).toBe(0);

    await moveClock(5 * MINUTE_MS);
    await page.reload();
    await check.waitFor({ timeout: 30_000 });
    expect(await check.getByTestId('reality-played').textContent()).toBe('11 min');
    await check.getByRole('button', { name: 'Stop playing' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/casino/'));
    await closePhone(page);
  });

  it('explains in the game frame a bet refused for the loss limit; a smaller one still plays', async () => {
    const player = await newPlayer({ locked: 5_000 }, 'e2e: cash to play with');
    await postForm(baseUrl, `${rg}/limit`, { kind: 'loss', period: 'day', value: '150' }, player.token);
    const page = await phone(player.token, `/casino/launch/${DICE}`);
    await page.getByTestId('frame-balance').waitFor();
    const frame = page.frameLocator('[data-testid=game-iframe]');
    await frame.getByLabel('Bet', { exact: true }).fill('2');
    await frame.getByLabel('Bet', { exact: true }).press('Tab');
    await frame.getByRole('button', { name: 'Roll', exact: true }).click();
    const refusal = page.getByRole('dialog', { name: 'Bet not accepted' });
    await refusal.getByText('This stake would go over your loss limit.').waitFor({ timeout: 30_000 });
    await screenshot(page, 'rg-frame-loss-limit-sika-en', { fullPage: false });
    await refusal.getByRole('button', { name: 'Continue' }).click();
    expect(page.url()).toContain(`/casino/launch/${DICE}`);
    // ₵1.00 lost whole stays within the ₵1.50: it plays.
    await frame.getByLabel('Bet', { exact: true }).fill('1');
    await frame.getByLabel('Bet', { exact: true }).press('Tab');
    await frame.getByRole('button', { name: 'Roll', exact: true }).click();
    await frame
      .locator('.result-line')
      .filter({ hasText: /^(You won|Returned|No win)/ })
      .waitFor({ timeout: 60_000 });
    await closePhone(page);
  });

  it('opens the responsible-gaming page from the settings, with the tools and the help lines of the options', async () => {
    const player = await newPlayer();
    const page = await phone(player.token, '/me/settings');
    await page.getByRole('link', { name: 'Play responsibly: tips and help' }).click();
    await page.waitForURL('**/me/settings/responsible-gaming');
    const line = page.getByTestId('rg-help-lines').getByRole('link', { name: /Gamblers Anonymous/ });
    await line.waitFor();
    expect(await line.getAttribute('href')).toBe('https://www.gamblersanonymous.org/');
    expect(await line.getAttribute('target')).toBe('_blank');
    await page.getByRole('link', { name: 'Time-out' }).click();
    await page.waitForURL('**/me/settings/time-out');
    await closePhone(page);

    // Help does not sit behind a login.
    const visitor = await phone(null, '/me/settings/responsible-gaming');
    await visitor
      .getByTestId('rg-help-lines')
      .getByRole('link', { name: /Gamblers Anonymous/ })
      .waitFor();
    await closePhone(visitor);
  });

  it('takes a 24-hour time-out and can still withdraw; deposit and play show the pause instead', async () => {
    const player = await newPlayer({ withdrawable: 5_000 }, 'e2e: winnings to withdraw');
    await sendKyc(player);

    const page = await phone(player.token, '/me/settings/time-out');
    await page.getByRole('radio', { name: /^24 hours/ }).check();
    await page.getByLabel('Your password').fill(player.password);
    await screenshot(page, 'rg-time-out-form-sika-en');
    await page.getByRole('button', { name: 'Start my time-out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Take a time-out?' });
    await confirm.waitFor();
    await screenshot(page, 'rg-time-out-confirm-sika-en', { fullPage: false });
    await confirm.getByRole('button', { name: 'Yes, start now' }).click();
    await page
      .getByTestId('rg-pause-status')
      .getByText(/^You are on a time-out until /)
      .waitFor();
    await screenshot(page, 'rg-time-out-taken-sika-en');

    // Closed while paused: the page says why and until when, instead of failing.
    await page.goto('/deposit');
    await page.getByTestId('paused-page').getByText('Not available during your break').waitFor();
    await screenshot(page, 'rg-paused-deposit-sika-en', { fullPage: false });
    await page.goto(`/casino/launch/${DICE}`);
    await page.getByTestId('paused-page').waitFor();
    expect(await page.getByTestId('game-iframe').count()).toBe(0);

    // Withdrawing stays open.
    await page.goto('/withdraw');
    await page.getByTestId('pause-banner').waitFor();
    await page.getByTestId('withdraw-coins').fill('2000');
    const next = page.getByTestId('withdraw-next');
    await expect.poll(async () => next.isEnabled(), { timeout: 10_000 }).toBe(true);
    await next.click();
    await page
      .getByTestId('withdraw-confirmation')
      .getByRole('heading', { name: 'Withdrawal submitted' })
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'rg-paused-withdrawn-sika-en', { fullPage: false });
    await closePhone(page);
  });

  it('shows the limits, time-out and reality-check pages and the reality check in both themes and three languages', async () => {
    const player = await newPlayer();
    await postForm(baseUrl, `${rg}/reality-check`, { minutes: '5' }, player.token);
    await postForm(baseUrl, `${rg}/limit`, { kind: 'deposit', period: 'week', value: '20000' }, player.token);
    await postForm(baseUrl, `${rg}/limit`, { kind: 'deposit', period: 'week', value: '50000' }, player.token);
    await postForm(baseUrl, `${rg}/limit`, { kind: 'loss', period: 'day', value: '5000' }, player.token);
    await postForm(baseUrl, `${rg}/limit`, { kind: 'session', period: 'session', value: '90' }, player.token);
    const pages = [
      ['limits', '/me/settings/limits', 'limit-deposit-week'],
      ['time-out', '/me/settings/time-out', 'rg-time-out'],
      ['reality-check', '/me/settings/reality-check', 'rg-reality-check'],
      ['page', '/me/settings/responsible-gaming', 'rg-help-lines'],
    ] as const;
    for (const theme of ['sika', 'winslots'] as const) {
      for (const language of ['en', 'fr', 'pt'] as const) {
        const page = await phone(player.token, '/me/settings', { theme, language });
        for (const [name, path, testId] of pages) {
          await page.goto(path);
          await page.getByTestId(testId).waitFor();
          await screenshot(page, `rg-${name}-${theme}-${language}`);
        }
        await closePhone(page);
      }
    }
    // Every phone is a new browser: the check due is shown in each.
    await moveClock(6 * MINUTE_MS);
    for (const theme of ['sika', 'winslots'] as const) {
      for (const language of ['en', 'fr', 'pt'] as const) {
        const page = await phone(player.token, `/casino/launch/${DICE}`, { theme, language });
        await page.getByTestId('reality-check').waitFor({ timeout: 30_000 });
        await screenshot(page, `rg-reality-dialog-${theme}-${language}`, { fullPage: false });
        await closePhone(page);
      }
    }
  });
});

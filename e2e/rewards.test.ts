import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePhone, type PhoneOptions, screenshot } from './support/browser.ts';
import { type JourneyPlayer, playerJourney } from './support/player-journey.ts';
import { adjustBalance, getJson, postForm } from './support/players.ts';

const { baseUrl, databaseUrl, newPlayer, phone } = playerJourney();

/** Dice, one of the games the diamond bet task counts (the server's seeded diamond-task games, 101–106). */
const DICE = 102;
const DAY_MS = 86_400_000;
const THEMES = ['sika', 'winslots'] as const;
const LANGUAGES = ['en', 'fr', 'pt'] as const;

const player: JourneyPlayer = { mobile: '', password: '', token: '' };

interface Profile {
  money: number;
  bonusMoney: number;
  diamond: number;
}

const profile = () => getJson<Profile>(baseUrl, '/api/account-service/member/profile', player.token);
const moveClock = (advanceMs: number) =>
  postForm(baseUrl, '/api/test-support/clock', { advanceMs: String(advanceMs) });

beforeAll(async () => {
  Object.assign(player, await newPlayer({ withdrawable: 5_000 }, 'e2e: cash for the rewards journey'));
});
afterAll(async () => {
  // The clock is the stack's: the journeys of other files run on real time again.
  await postForm(baseUrl, '/api/test-support/clock', { reset: '1' }).catch(() => undefined);
});

const playerPhone = (options: PhoneOptions = {}): Promise<Page> => phone(player.token, undefined, options);

/** Signs in for today from the overlay, pressing twice at once: the second press is ignored. */
async function signToday(page: Page, day: number): Promise<void> {
  await page.goto('/home?dailyBonus=1');
  const overlay = page.getByTestId('daily-bonus');
  const tile = overlay.getByTestId(`day-${day}`);
  await tile.waitFor();
  expect(await tile.getAttribute('data-signed')).toBe('false');
  const button = overlay.getByTestId('daily-bonus-button');
  expect(await button.textContent()).toBe('SIGN IN');
  const signRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/daily-bonus/sign')) signRequests.push(request.method());
  });
  // Two presses in the same task, faster than any re-render: only the first request is sent.
  await button.evaluate((element) => {
    const target = element as unknown as { click(): void };
    target.click();
    target.click();
  });
  await page.getByText(`Day ${day} signed`).waitFor();
  await expect.poll(() => tile.getAttribute('data-signed')).toBe('true');
  await expect.poll(() => button.textContent()).toBe('WIN CASH');
  expect(signRequests).toEqual(['POST']);
}

describe('rewards in the browser (360×740)', () => {
  it('signs in on day 1 and, the next local day, on day 2; each day credits once', async () => {
    const page = await playerPhone();
    const before = await profile();
    await signToday(page, 1);
    await screenshot(page, 'rewards-daily-day1-signed-sika-en', { fullPage: false });
    const afterDay1 = await profile();
    const day1 = afterDay1.bonusMoney - before.bonusMoney;
    expect(day1).toBeGreaterThan(0);

    // Reopened the same day: WIN CASH, and nothing more to sign.
    await page.goto('/home');
    await page.goto('/home?dailyBonus=1');
    await page.getByTestId('day-1').waitFor();
    expect(await page.getByTestId('daily-bonus-button').textContent()).toBe('WIN CASH');

    await moveClock(DAY_MS);
    await signToday(page, 2);
    const afterDay2 = await profile();
    expect(afterDay2.bonusMoney - afterDay1.bonusMoney).toBeGreaterThan(0);
    expect(await page.getByTestId('day-1').getAttribute('data-signed')).toBe('true');
    await closePhone(page);
  });

  it('leads from WIN CASH to the coin wheel, which turns to the server’s outcome', async () => {
    const page = await playerPhone();
    await page.goto('/home?dailyBonus=1');
    await page.getByTestId('daily-bonus-button').filter({ hasText: 'WIN CASH' }).click();
    await page.waitForURL('**/games/coin-spin/1');
    const spin = page.getByTestId('spin-button');
    // Signed in today: one free spin.
    await expect.poll(() => spin.textContent()).toBe('Free spin (1)');
    await screenshot(page, 'rewards-coin-spin-free-sika-en');
    await spin.click();
    await expect.poll(() => spin.textContent()).toBe('Spinning…');
    // Leaving while it turns is refused.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Spinning, Can not close').waitFor();
    expect(page.url()).toContain('/games/coin-spin/1');
    const result = page.getByRole('dialog');
    await result.getByRole('heading', { name: /Congratulations!|So close!/ }).waitFor({ timeout: 15_000 });
    const records = await getJson<{ list: { prizeIndex: number; amount: number }[] }>(
      baseUrl,
      '/api/activity-service/coin-spin/records?id=1',
      player.token,
    );
    expect(records.list).toHaveLength(1);
    await screenshot(page, 'rewards-coin-spin-result-sika-en', { fullPage: false });
    await result.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => spin.textContent()).toMatch(/^Spin ·/);
    await closePhone(page);
  });

  it('finishes the diamond bet task by playing dice and collects its diamonds in the game', async () => {
    const page = await playerPhone();
    // The dice still roll; only the game's pauses between animations are skipped.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const before = await profile();
    await page.goto(`/casino/launch/${DICE}`);
    const frame = page.frameLocator('[data-testid=game-iframe]');
    // A shared machine may be slow to start a game: the journey waits as long as a player on 3G would.
    await page.getByTestId('frame-balance').waitFor({ timeout: 90_000 });
    // The player logged in yesterday (the clock moved a day for the sign-in): a day of play session is
    // past the market's reality-check interval, so the frame asks first (decision 017).
    await page.getByTestId('reality-check').waitFor();
    await page.getByTestId('reality-continue').click();
    const entry = page.getByTestId('diamond-task-entry');
    await entry.waitFor();
    expect(await entry.getAttribute('data-ready')).toBe('false');
    // The level-1 bet task is GHS 10: one roll of GHS 10.
    await frame.getByLabel('Bet').fill('10');
    await frame.getByRole('button', { name: 'Roll', exact: true }).click();
    await frame
      .locator('.result-line')
      .filter({ hasText: /^(You won|Returned|No win)/ })
      .waitFor({ timeout: 60_000 });
    // The entry polls every 2017 ms: the settled bet shows without a reload.
    await expect.poll(() => entry.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true');
    await entry.click();
    const panel = page.getByTestId('diamond-task-panel');
    const betTask = panel.getByTestId('diamond-task-1');
    await expect.poll(() => betTask.getAttribute('data-action')).toBe('receive');
    await screenshot(page, 'rewards-game-diamond-panel-sika-en', { fullPage: false });
    await betTask.getByRole('button', { name: 'Receive' }).click();
    await page.getByText('+5 diamonds').waitFor();
    // The next level replaces the collected one.
    await expect.poll(() => betTask.textContent()).toContain('Lv 2');
    expect((await profile()).diamond - before.diamond).toBe(5);
    await closePhone(page);
  });

  it('shows the collected task and spins the diamond wheel, verifiably', async () => {
    // Diamonds for the wheel and the exchange, as an operator gives them (a ledger transfer).
    adjustBalance(
      databaseUrl,
      player.mobile,
      'diamonds',
      200,
      'e2e: diamonds for the wheel and the exchange',
    );
    const page = await playerPhone();
    await page.goto('/diamond/tasks');
    await page.getByText('Bet GHS 10 in the listed games').waitFor();
    await page.getByTestId('diamond-task-1').waitFor();
    await screenshot(page, 'rewards-diamond-tasks-sika-en');

    await page.getByRole('link', { name: 'Spin' }).click();
    await page.waitForURL('**/diamond/spin');
    const before = await profile();
    const spin = page.getByTestId('spin-button');
    await expect.poll(() => spin.textContent()).toMatch(/^Spin ·10$/);
    await spin.click();
    const result = page.getByRole('dialog');
    await result.getByRole('heading', { name: /Congratulations!|So close!/ }).waitFor({ timeout: 15_000 });
    await result.getByRole('button', { name: 'OK' }).click();
    const [spun] = (
      await getJson<{ list: { asset: string | null; amount: number }[] }>(
        baseUrl,
        '/api/account-service/diamond-spin/records',
        player.token,
      )
    ).list;
    const prizeDiamonds = spun?.asset === 'diamonds' ? spun.amount : 0;
    expect((await profile()).diamond).toBe(before.diamond - 10 + prizeDiamonds);

    // Verify: reveal the seed, then the spin's seed matches the commitment shown before it.
    await page.getByRole('tab', { name: 'My spins' }).click();
    await page.getByTestId('spin-records').getByRole('button', { name: 'Verify' }).first().click();
    const sheet = page.getByTestId('fairness');
    await sheet.getByText('The server seed of this spin is still secret').waitFor();
    await sheet.getByRole('button', { name: 'Reveal and change seeds' }).click();
    await expect
      .poll(() => sheet.getByTestId('fair-verdict').textContent())
      .toBe('The revealed seed matches its commitment.');
    await screenshot(page, 'rewards-diamond-spin-verified-sika-en', { fullPage: false });
    await closePhone(page);
  });

  it('exchanges diamonds for cash in one step', async () => {
    const page = await playerPhone();
    await page.goto('/diamond/exchange');
    const before = await profile();
    const item = page.getByTestId('exchange-1');
    await item.getByRole('button').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Exchange 100 diamonds for ₵1.00 cash?').waitFor();
    await confirm.getByRole('button', { name: 'Exchange' }).click();
    await page.getByText('+₵1.00 cash added').waitFor();
    const after = await profile();
    expect(after.diamond).toBe(before.diamond - 100);
    expect(after.money).toBe(before.money + 100);
    await page.getByTestId('diamond-records').getByText('-100').waitFor();
    await screenshot(page, 'rewards-diamond-exchange-sika-en');
    await closePhone(page);
  });

  it('screenshots every reward screen in both themes and three languages', async () => {
    for (const theme of THEMES) {
      for (const language of LANGUAGES) {
        const page = await playerPhone({ theme, language });
        const shot = (name: string, fullPage = true) =>
          screenshot(page, `rewards-${name}-${theme}-${language}`, { fullPage });
        await page.goto('/home?dailyBonus=1');
        await page.getByTestId('day-7').waitFor();
        await page.getByTestId('daily-bonus').locator('[data-action]').first().waitFor();
        await shot('daily-bonus', false);
        for (const [path, name, ready] of [
          ['/diamond/tasks', 'diamond-tasks', '[data-action]'],
          ['/diamond/spin', 'diamond-spin', '[data-testid=spin-button]'],
          ['/diamond/exchange', 'diamond-exchange', '[data-testid=diamond-records]'],
          ['/games/coin-spin/1', 'coin-spin', '[data-testid=spin-button]'],
        ] as const) {
          await page.goto(path);
          await page.locator(ready).first().waitFor();
          await shot(name);
        }
        await page.goto('/home?coinsEvent=1');
        await page.getByTestId('coins-event').locator('li').first().waitFor();
        await shot('coins-event', false);
        await closePhone(page);
      }
    }
  });
});

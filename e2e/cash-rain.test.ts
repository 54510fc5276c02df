import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePhone, screenshot, settled } from './support/browser.ts';
import { type JourneyPlayer, playerJourney } from './support/player-journey.ts';
import { getJson, postForm } from './support/players.ts';
import { repoRoot } from './support/stack.ts';

const { baseUrl, newPlayer, phone, sql } = playerJourney();
const THEMES = ['sika', 'winslots'] as const;
const LANGUAGES = ['en', 'fr', 'pt'] as const;

interface Cfg {
  durations: { id: number; begin: string; beginAt: string; status: number }[];
  current: number | null;
}
interface Profile {
  money: number;
  withdrawMoney: number;
  bonusMoney: number;
  diamond: number;
}

let player: JourneyPlayer;
const profile = () => getJson<Profile>(baseUrl, '/api/account-service/member/profile', player.token);
const setRequireDeposit = (on: boolean) =>
  sql(`UPDATE reward_activities SET settings = settings || $1::jsonb WHERE activity = 'cash-rain'`, [
    JSON.stringify({ requireDeposit: on }),
  ]);

/** Moves the stack's clock into the next slot's opening minute (Accra is UTC+0: slots are UTC times). */
async function openNextSlot() {
  const clock = await getJson<{ now: string }>(baseUrl, '/api/test-support/clock');
  const now = new Date(clock.now);
  const cfg = await getJson<Cfg>(baseUrl, '/api/account-service/cash-rain/cfg');
  const upcoming = cfg.durations.find((slot) => slot.status === 0);
  const begin = upcoming
    ? new Date(upcoming.beginAt)
    : new Date(new Date(cfg.durations[0]!.beginAt).getTime() + 86_400_000);
  await postForm(baseUrl, '/api/test-support/clock', {
    advanceMs: String(begin.getTime() - now.getTime() + 60_000),
  });
  const opened = await getJson<Cfg>(baseUrl, '/api/account-service/cash-rain/cfg');
  expect(opened.durations[opened.current!]!.status).toBe(1);
}

beforeAll(async () => {
  player = await newPlayer();
  await setRequireDeposit(true);
});
afterAll(async () => {
  await setRequireDeposit(true);
  await postForm(baseUrl, '/api/test-support/clock', { reset: '1' }).catch(() => undefined);
});

/** Taps falling drops until `count` were caught (drops move: the event goes to the element itself). */
async function catchDrops(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        await page.evaluate(`(() => {
          const drop = [...document.querySelectorAll('[data-testid="cash-rain-drop"]')].find((d) => !d.className.includes('popped'));
          drop?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        })()`);
        return Number((await page.getByTestId('cash-rain-count').textContent())?.match(/\d+/)?.[0] ?? 0);
      },
      { timeout: 14_000, interval: 100 },
    )
    .toBeGreaterThanOrEqual(count);
}

/** Frames the page drew during `ms`, from requestAnimationFrame: the share of 60 Hz frames missed. */
function measureFrames(page: Page, ms: number): Promise<{ frames: number; dropped: number; share: number }> {
  return page.evaluate(`new Promise((done) => {
    const times = [];
    const start = performance.now();
    const step = (t) => {
      times.push(t);
      if (t - start < ${ms}) requestAnimationFrame(step);
      else {
        const frame = 1000 / 60;
        let dropped = 0;
        for (let i = 1; i < times.length; i++) dropped += Math.max(0, Math.round((times[i] - times[i - 1]) / frame) - 1);
        const expected = times.length - 1 + dropped;
        done({ frames: times.length - 1, dropped, share: expected ? dropped / expected : 0 });
      }
    };
    requestAnimationFrame(step);
  })`);
}

describe('cash rain in the browser (360×740)', () => {
  it('asks a player without a deposit to deposit first (cash_rain.msg7)', async () => {
    await openNextSlot();
    const page = await phone(player.token, '/home');
    const entry = page.getByTestId('cash-rain-entry');
    await expect.poll(() => entry.textContent(), { timeout: 15_000 }).toContain('Grab Now !');
    await entry.click();
    const start = page.getByTestId('cash-rain-start');
    await expect.poll(() => start.textContent(), { timeout: 15_000 }).toBe('Grab Now !');
    await start.click();
    const alert = page.locator('dialog', { hasText: 'Make a deposit first to join the Cash Rain.' });
    await alert.waitFor();
    await settled(page);
    await screenshot(page, 'cash-rain-deposit-first-sika-en', { fullPage: false });
    await alert.getByRole('button', { name: 'Deposit' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/deposit');
    await closePhone(page);
  });

  it('plays a whole rain with a moved clock: countdown, 15 s of drops, one gift credited once', async () => {
    await setRequireDeposit(false);
    const before = await profile();
    const page = await phone(player.token, '/home?cashRain=1');
    const overlay = page.getByTestId('cash-rain');
    const start = overlay.getByTestId('cash-rain-start');
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    await settled(page);
    await screenshot(page, 'cash-rain-rules-sika-en', { fullPage: false });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await start.click();
    await overlay.getByTestId('cash-rain-countdown').waitFor();
    await overlay.getByTestId('cash-rain-field').waitFor({ timeout: 10_000 });
    // The frames of 5 s of rain with the CPU slowed 4× (a low-end phone), while the drops fall.
    const frames = await measureFrames(page, 5_000);
    await catchDrops(page, 5);
    // As seen mid-rain (the helper would finish the animations: the drops would have fallen out of view).
    await page.screenshot({ path: path.join(repoRoot, 'artifacts/screenshots/cash-rain-field-sika-en.png') });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const artifacts = path.join(repoRoot, 'artifacts');
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(
      path.join(artifacts, 'cash-rain-frames.json'),
      JSON.stringify({ cpuSlowdown: 4, ...frames }),
    );
    console.log(`cash rain frames at 4× CPU slowdown: ${JSON.stringify(frames)}`);
    expect(frames.frames).toBeGreaterThan(0);

    await expect.poll(() => overlay.getAttribute('data-phase'), { timeout: 30_000 }).toBe('reward');
    const reward = overlay.getByTestId('cash-rain-reward');
    const giftType = Number(await reward.getAttribute('data-gift-type'));
    const flowers = Number(await overlay.getByTestId('cash-rain-flowers').getAttribute('data-count'));
    expect(flowers).toBe(giftType === 0 ? 50 : 100);
    const after = await profile();
    const moved =
      after.money - before.money + (after.bonusMoney - before.bonusMoney) + (after.diamond - before.diamond);
    if (giftType === 0) expect(moved).toBe(0);
    else {
      expect(moved).toBeGreaterThan(0);
      const share = overlay.getByTestId('cash-rain-share');
      await share.waitFor();
      await settled(page);
      const box = await share.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(740);
    }
    await settled(page);
    await screenshot(page, `cash-rain-reward-type${giftType}-sika-en`, { fullPage: false });

    // Once per slot: reopened, the rain says it was played, and a direct call answers the same gift.
    await page.goto('/home');
    await page.goto('/home?cashRain=1');
    await expect
      .poll(() => page.getByTestId('cash-rain-start').textContent(), { timeout: 15_000 })
      .toBe('You have played this rain');
    expect(await page.getByTestId('cash-rain-start').isDisabled()).toBe(true);
    const again = await postForm<{ giftType: number; created: boolean }>(
      baseUrl,
      '/api/account-service/cash-rain/gifts',
      {},
      player.token,
    );
    expect(again).toMatchObject({ giftType, created: false });
    expect(await profile()).toEqual(after);
    await closePhone(page);
  });

  it('reads well in both themes and three languages', async () => {
    const other = await newPlayer();
    for (const theme of THEMES) {
      for (const language of LANGUAGES) {
        const page = await phone(other.token, '/home?cashRain=1', { theme, language });
        await expect
          .poll(() => page.getByTestId('cash-rain-start').isEnabled(), { timeout: 15_000 })
          .toBe(true);
        await settled(page);
        await screenshot(page, `cash-rain-rules-${theme}-${language}`, { fullPage: false });
        await closePhone(page);
      }
    }
  });
});

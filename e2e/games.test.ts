import type { FrameLocator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { closePhone, type PhoneOptions, screenshot } from './support/browser.ts';
import { type JourneyPlayer, playerJourney } from './support/player-journey.ts';

const { newPlayer, phone } = playerJourney();

/** The in-house games as the server seeds them (apps/server/src/modules/games/seed-games.ts). */
const GAMES = [
  { id: 101, code: 'kente-gold', name: 'Kente Gold', play: 'Spin' },
  { id: 102, code: 'dice', name: 'Dice', play: 'Roll' },
  { id: 103, code: 'mines', name: 'Mines', play: 'Bet' },
  { id: 104, code: 'plinko', name: 'Plinko', play: 'Drop ball' },
  { id: 105, code: 'wheel', name: 'Wheel', play: 'Spin' },
  { id: 106, code: 'limbo', name: 'Limbo', play: 'Bet' },
] as const;
const DICE = 102;
const KICKED = 'Reminder: We support only one device to bet at the same time.';
const DEMO_WARNING = 'Money in the demo account is not withdrawable.';

const player: JourneyPlayer = { mobile: '', password: '', token: '' };

beforeAll(async () => {
  // Cash to play with, the way an operator gives it: a ledger transfer.
  Object.assign(player, await newPlayer({ withdrawable: 5_000 }, 'e2e: cash for the games journeys'));
});

/** A phone with the player logged in (their token stored, as after a login). */
const playerPhone = (options: PhoneOptions = {}, token = player.token): Promise<Page> =>
  phone(token, undefined, options);

const visitorPhone = (options: PhoneOptions = {}): Promise<Page> => phone(null, undefined, options);

function game(page: Page): FrameLocator {
  return page.frameLocator('[data-testid=game-iframe]');
}

/** The game said `sika:ready` and its first balance: the loading cover is gone and the bar shows it. */
async function frameBalance(page: Page): Promise<string> {
  const balance = page.getByTestId('frame-balance');
  await balance.waitFor();
  return (await balance.textContent()) ?? '';
}

/** Presses the game's main button and waits for the round's result line (a win, a part returned, no win). */
async function playRound(page: Page, label: string): Promise<void> {
  const frame = game(page);
  await frame.locator('.result-line').evaluate((line) => {
    line.textContent = '';
    line.className = 'result-line';
  });
  await frame.getByRole('button', { name: label, exact: true }).click();
  await frame
    .locator('.result-line')
    .filter({ hasText: /^(You won|Returned|No win)/ })
    .waitFor({ timeout: 60_000 });
}

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

/** Opened directly (not from a game card), demo play shows the spec's alert first. */
async function acceptDemoAlert(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(DEMO_WARNING).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function cash(page: Page): Promise<string> {
  const locator = page.getByTestId('me-cash');
  await locator.waitFor();
  return (await locator.textContent()) ?? '';
}

describe('games in the browser (360×740)', () => {
  it('lets a visitor demo-play the slot after the demo alert', async () => {
    const page = await visitorPhone();
    // The reels still turn; only the pauses between free spins and banners are skipped.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/casino/demo/${GAMES[0].id}`);
    await page.getByRole('dialog').getByText(DEMO_WARNING).waitFor();
    await screenshot(page, 'casino-demo-alert-sika-en');
    await acceptDemoAlert(page);

    const before = await frameBalance(page);
    expect(before).toMatch(/^₵[\d,]+\.\d\d$/);
    await page.getByRole('heading', { name: /Kente Gold/ }).waitFor();
    await page.getByText('Demo balance').waitFor();
    await playRound(page, 'Spin');
    // The bar shows what the game reports after the round (its own balance line, in its own format).
    const gameBalance = digits(await game(page).locator('.topbar .balance strong').textContent());
    await expect
      .poll(async () => digits(await page.getByTestId('frame-balance').textContent()))
      .toBe(gameBalance);
    await screenshot(page, 'casino-demo-kente-gold-after-spin-sika-en');
    await closePhone(page);
  });

  it('screenshots the frame of every game in demo mode', async () => {
    for (const { id, code, name } of GAMES) {
      const page = await visitorPhone();
      await page.goto(`/casino/demo/${id}`);
      await acceptDemoAlert(page);
      await frameBalance(page);
      await page.getByRole('heading', { name: new RegExp(name) }).waitFor();
      await game(page).getByRole('button', { name: 'Play for real' }).waitFor();
      await screenshot(page, `casino-demo-${code}-sika-en`);
      await closePhone(page);
    }
    const looks: (PhoneOptions & { name: string })[] = [
      { theme: 'winslots', language: 'en', name: 'winslots-en' },
      { theme: 'sika', language: 'fr', name: 'sika-fr' },
      { theme: 'sika', language: 'pt', name: 'sika-pt' },
    ];
    for (const look of looks) {
      const page = await visitorPhone(look);
      await page.goto(`/casino/demo/${DICE}`);
      await page.getByRole('dialog').waitFor();
      await screenshot(page, `casino-demo-alert-${look.name}`);
      await page.getByRole('dialog').getByRole('button').click();
      await frameBalance(page);
      await screenshot(page, `casino-demo-dice-${look.name}`);
      await closePhone(page);
    }
  });

  it('takes a demo player who asks to play for real to the login, then to real play', async () => {
    const page = await visitorPhone();
    await page.goto(`/casino/demo/${DICE}`);
    await acceptDemoAlert(page);
    await frameBalance(page);
    await game(page).getByRole('button', { name: 'Play for real' }).click();
    await page.waitForURL(`**/casino/launch/${DICE}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('You have not logged in yet, please login !').waitFor();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`**/login?r=%2Fcasino%2Flaunch%2F${DICE}`);
    await page.getByLabel('Mobile number').fill(player.mobile);
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL(`**/casino/launch/${DICE}`);
    expect(await frameBalance(page)).toBe('₵50.00');
    await expect(page.getByText('Demo balance').count()).resolves.toBe(0);
    await closePhone(page);
  });

  it('plays real dice and shows the new balance in the top bar and on the me page when back', async () => {
    const page = await playerPhone();
    await page.goto('/me');
    expect(await cash(page)).toBe('₵50.00');

    await page.goto(`/casino/launch/${DICE}`);
    expect(await frameBalance(page)).toBe('₵50.00');
    await playRound(page, 'Roll');
    await expect.poll(() => page.getByTestId('frame-balance').textContent()).not.toBe('₵50.00');
    const after = await frameBalance(page);
    await screenshot(page, 'casino-real-dice-sika-en');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/home');
    await expect
      .poll(async () => (await page.getByTestId('home-balance').textContent())?.endsWith(after))
      .toBe(true);
    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('link', { name: 'Me', exact: true })
      .click();
    expect(await cash(page)).toBe(after);
    await closePhone(page);
  });

  it('offers a recharge when the stake is more than the balance, leading to deposit', async () => {
    const page = await playerPhone();
    await page.goto(`/casino/launch/${DICE}`);
    await frameBalance(page);
    await game(page).getByLabel('Bet').fill('1000');
    await game(page).getByRole('button', { name: 'Roll', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Insufficient balance, please recharge').waitFor();
    await screenshot(page, 'casino-insufficient-sika-en');
    await dialog.getByRole('button', { name: 'Recharge' }).click();
    await page.waitForURL('**/deposit');
    await closePhone(page);
  });

  it('kicks the first phone out when the same player launches on a second one', async () => {
    const first = await playerPhone();
    await first.emulateMedia({ reducedMotion: 'reduce' });
    await first.goto(`/casino/launch/${DICE}`);
    await frameBalance(first);
    await playRound(first, 'Roll');

    const second = await playerPhone();
    await second.goto(`/casino/launch/${DICE}`);
    await frameBalance(second);

    // The first phone learns it on its next bet: the one-device notice, then home.
    await game(first).getByRole('button', { name: 'Roll', exact: true }).click();
    const dialog = first.getByRole('dialog');
    await dialog.getByText(KICKED).waitFor();
    await screenshot(first, 'casino-kicked-sika-en');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await first.waitForURL('**/home');
    await closePhone(first);

    // The second phone plays on: enough rounds for a second page of records (pages of 20).
    await second.emulateMedia({ reducedMotion: 'reduce' });
    for (let round = 0; round < 19; round++) await playRound(second, 'Roll');
    await closePhone(second);
  });

  it('lists the rounds in the game records, bets and wins, by game', async () => {
    const page = await playerPhone();
    await page.goto('/me/game-records');
    const rows = page.getByTestId('game-record');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    await expect(rows.first().textContent()).resolves.toContain('Dice');
    await screenshot(page, 'game-records-bets-sika-en');
    await page.getByRole('button', { name: 'Load more' }).click();
    // 21 rounds: one in the real-dice journey, one on each phone of the kick-out, 19 more on the second.
    await page.getByText('End of the list · 21 in total').waitFor();
    expect(await rows.count()).toBe(21);

    await page.getByRole('tab', { name: 'Wins' }).click();
    await page.waitForURL('**/me/game-records?tab=win');
    await page.getByTestId('game-record').or(page.getByText('No wins yet')).first().waitFor();
    await screenshot(page, 'game-records-wins-sika-en');

    await page.getByRole('tab', { name: 'Bets' }).click();
    await page.waitForURL((url) => !url.search.includes('tab=win'));
    await page.getByTestId('records-game').selectOption({ label: 'Limbo' });
    await page.getByText('No bets yet').waitFor();
    await screenshot(page, 'game-records-empty-sika-en');
    await page.getByTestId('records-game').selectOption({ label: 'Dice' });
    await rows.first().waitFor();
    for (const text of await rows.allTextContents()) expect(text).toContain('Dice');
    await closePhone(page);

    const looks: (PhoneOptions & { name: string })[] = [
      { theme: 'sika', language: 'fr', name: 'sika-fr' },
      { theme: 'sika', language: 'pt', name: 'sika-pt' },
      { theme: 'winslots', language: 'en', name: 'winslots-en' },
    ];
    for (const look of looks) {
      const phone = await playerPhone(look);
      await phone.goto('/me/game-records');
      await phone.getByTestId('game-record').first().waitFor();
      await screenshot(phone, `game-records-bets-${look.name}`);
      await closePhone(phone);
    }
  });

  it('shows a loading cover until the game is ready, and a retry when the launch fails', async () => {
    const page = await visitorPhone();
    let failLaunch = true;
    await page.route('**/api/game-service/launch', (route) =>
      failLaunch ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(`/casino/demo/${DICE}`, { waitUntil: 'commit' });
    await acceptDemoAlert(page);
    await page.getByText('The game could not be opened. Check your connection and try again.').waitFor();
    await screenshot(page, 'casino-launch-error-sika-en');

    // The game page held back: the cover stays until the game says it is ready.
    failLaunch = false;
    let releasePage = () => {};
    const held = new Promise<void>((resolve) => {
      releasePage = resolve;
    });
    await page.route('**/play/dice?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('status').getByText('Loading Dice…').waitFor();
    await screenshot(page, 'casino-loading-sika-en');
    releasePage();
    await frameBalance(page);
    await page.getByText('Loading Dice…').waitFor({ state: 'hidden' });
    await closePhone(page);
  });

  it('asks a visitor to log in before real play and before the game records', async () => {
    const page = await visitorPhone();
    await page.goto('/me/game-records');
    await page.getByRole('dialog').getByText('You have not logged in yet, please login !').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`/casino/launch/${DICE}`);
    await page.getByRole('dialog').getByText('You have not logged in yet, please login !').waitFor();
    expect(await page.getByTestId('game-iframe').count()).toBe(0);
    await closePhone(page);
  });
});

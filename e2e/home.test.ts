import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  closePhone,
  launchBrowser,
  loadWholePage,
  type PhoneOptions,
  screenshot,
  settled,
} from './support/browser.ts';
import { closeAdvertPopup, lobbyPhone } from './support/lobby.ts';
import { adjustBalance, postForm, registerByApi } from './support/players.ts';
import { uniqueGhanaMobile } from './support/sms.ts';

/**
 * The lobby (issue 7, spec core §2 Home, Left drawer, Promotion, Casino game card, Other overlays): home as
 * a visitor and as a player, the drawer, promotions, the advert popup, a category page and the shared
 * overlays, in Chromium at 360×740, with screenshots in both themes and all three languages.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const gamesUrl = inject('serviceUrls').games as string;

const DICE = 102;
const KENTE_GOLD = 101;
/** The promotion the server seeds on Kente Gold (apps/server/src/modules/games/seed-games.ts). */
const KENTE_GOLD_OFFER = {
  title: { en: 'Kente Gold free spins', fr: 'Tours gratuits Kente Gold', pt: 'Rodadas grátis Kente Gold' },
  terms:
    'Three scatters award 10 free spins, four award 15 and five award 25, and every free-spin win is tripled.',
};
const DEMO_WARNING = 'Money in the demo account is not withdrawable.';
const themes = ['sika', 'winslots'] as const;
const languages = ['en', 'fr', 'pt'] as const;

const player = { mobile: uniqueGhanaMobile(), password: 'Akwaaba-2024', token: '', id: '' };

let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  player.token = await registerByApi(baseUrl, databaseUrl, player.mobile, player.password);
  const { rows } = await db.query<{ id: string }>('SELECT id FROM players WHERE mobile = $1', [
    player.mobile,
  ]);
  player.id = rows[0]?.id ?? '';
  adjustBalance(databaseUrl, player.mobile, 'withdrawable', 125_050, 'e2e: cash for the lobby journeys');
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

const post = <T>(path: string, body: Record<string, string>, token?: string) =>
  postForm<T>(baseUrl, path, body, token);

/**
 * Real rounds of dice on the game provider, the way the game page plays them: a launch through the API
 * (one-time token), the provider's session, then bets with a 95% chance until one wins.
 */
async function playDiceUntilAWin(token: string): Promise<void> {
  const launch = await post<{ url: string }>(
    '/api/game-service/launch',
    { gameId: String(DICE), mode: 'launch', lang: 'en' },
    token,
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
  for (let round = 0; round < 20; round++) {
    const result = await call<{ payout: number }>(
      '/api/v1/rounds',
      { stake: 200, params: { targetHundredths: 500, direction: 'over' } },
      session.token,
    );
    if (result.payout > 0) return;
  }
  throw new Error('no win in 20 rounds at 95%');
}

/** Unread member messages for the player, written where the operator command (messages:send) writes. */
async function sendMemberMessages(playerId: string, count: number): Promise<void> {
  await db.query(
    `INSERT INTO member_messages (player_id, title, content, url, created_at)
     SELECT $1, jsonb_build_object('en', 'Bonus ' || n), jsonb_build_object('en', 'You received a bonus.'),
            NULL, now() - (n || ' minutes')::interval
     FROM generate_series(1, $2::int) AS n`,
    [playerId, count],
  );
}

const phone = (path: string, options: PhoneOptions & { token?: string } = {}) =>
  lobbyPhone(browser, baseUrl, path, options);

/** The whole home page, down to its footer (a lazy part, loaded when scrolled near), ready for a screenshot. */
async function loadWholeHome(page: Page): Promise<void> {
  await loadWholePage(page);
  await page.getByTestId('home-footer').waitFor();
  await loadWholePage(page);
}

describe('the lobby in the browser (360×740)', () => {
  it('shows home to a visitor: app banner, Register and Login, menus, adverts, notices, games, footer', async () => {
    const page = await phone('/home');
    await closeAdvertPopup(page);

    // Top bar: a visitor is offered Register and Login, no balance.
    const bar = page.locator('header').first();
    await bar.getByRole('link', { name: 'Register' }).waitFor();
    await bar.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.getByTestId('home-balance').count()).toBe(0);

    // Menus: 5 columns, 4 entries and More, which unfolds the rest.
    const menus = page.getByTestId('home-menus');
    await menus.getByRole('button', { name: 'Deposit' }).waitFor();
    expect(await menus.getByRole('button').count()).toBe(5);
    await menus.getByRole('button', { name: 'More' }).click();
    expect(await menus.getByRole('button').count()).toBe(14);
    await menus.getByRole('button', { name: 'Less' }).click();

    // Swipe adverts (500101): five slides, the first one shown; autoplay turns every 5 s.
    const carousel = page.getByRole('region', { name: 'Offers' });
    expect(await carousel.getByRole('group', { includeHidden: true }).count()).toBe(5);
    await carousel.getByRole('group', { name: '1 / 5' }).waitFor();
    // A hidden slide is out of the accessibility tree: the second one enters it when its turn comes.
    await carousel.getByRole('group', { name: '2 / 5' }).waitFor({ timeout: 9_000 });

    // Notices: one line at a time, cached on the phone for the next visit.
    await page.getByTestId('home-notices').getByRole('button').first().waitFor();
    expect(await page.evaluate('localStorage.getItem("sika.notices.en")')).toContain('rotationMs');

    // The game area: tabs, sections of at most 9, label badges, a large cover across both columns.
    const area = page.getByTestId('game-area');
    for (const tab of ['All', 'My Games', 'Hot', 'Slots', 'Originals'])
      await area.getByRole('tab', { name: tab, exact: true }).waitFor();
    await area.getByRole('heading', { name: /^Hot/ }).waitFor();
    const wide = area.locator('li', { has: page.locator(`[data-game-id="101"]`) }).first();
    const box = await wide.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    await area.getByText('Bonus', { exact: true }).first().waitFor();

    // Ad banners and the footer.
    await page.getByRole('region', { name: 'More offers' }).waitFor();
    await loadWholeHome(page);
    const footer = page.getByTestId('home-footer');
    await footer.getByRole('link', { name: 'About us' }).waitFor();
    expect(await footer.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/pages/h5/3002');
    expect(await footer.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/supports');
    expect(await footer.getByRole('link', { name: 'How to play' }).getAttribute('href')).toBe('/me/faq');
    await footer.getByRole('link', { name: /Hotline 0302 000 744/ }).waitFor();
    await footer.getByRole('link', { name: 'support@sika.example' }).waitFor();
    await footer.getByRole('link', { name: 'facebook' }).waitFor();
    await footer.getByText(/Gaming Commission of Ghana/).waitFor();
    await footer.getByText(/Register with your MTN/).waitFor();
    await footer.getByRole('img', { name: 'Only for adults aged 18 and over' }).waitFor();
    await screenshot(page, 'home-visitor-sika-en');

    // The floating advert closes for 1800 s, the app banner for 7200 s (cookies).
    await page.getByTestId('floating-advert').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('app-banner').getByRole('button', { name: 'Close' }).click();
    const cookies = await page.context().cookies();
    const floating = cookies.find((c) => c.name === 'floatingAdvertClosed');
    const banner = cookies.find((c) => c.name === 'appBannerClosed');
    const now = Date.now() / 1000;
    expect(Math.round((floating?.expires ?? 0) - now)).toBeGreaterThan(1790);
    expect(Math.round((floating?.expires ?? 0) - now)).toBeLessThanOrEqual(1800);
    expect(Math.round((banner?.expires ?? 0) - now)).toBeGreaterThan(7190);
    await page.reload();
    await page.getByTestId('game-area').waitFor();
    expect(await page.getByTestId('app-banner').count()).toBe(0);
    expect(await page.getByTestId('floating-advert').count()).toBe(0);
    await closePhone(page);
  });

  it('opens a game: Demo warns then goes to demo play; Play asks a visitor to log in; My Games too', async () => {
    const page = await phone('/home');
    await closeAdvertPopup(page);
    await page.getByTestId('game-area').getByRole('button', { name: 'Dice' }).first().click();
    const popup = page.getByTestId('game-launch-popup');
    await popup.getByRole('heading', { name: 'Dice' }).waitFor();
    await screenshot(page, 'home-launch-popup-sika-en');
    await popup.getByRole('button', { name: 'Demo' }).click();
    const warning = page.getByRole('dialog').filter({ hasText: DEMO_WARNING });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Demo' }).click();
    await page.waitForURL(`**/casino/demo/${DICE}`);

    // Closed once, the advert popup stays closed for the rest of the session, reloads included.
    await page.goto('/home');
    await page.getByTestId('game-area').getByRole('button', { name: 'Dice' }).first().click();
    await page.getByTestId('game-launch-popup').getByRole('button', { name: 'Play' }).click();
    await page.getByRole('dialog').getByText('You have not logged in yet, please login !').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`**/login?r=%2Fcasino%2Flaunch%2F${DICE}`);

    await page.goto('/home');
    await page.getByTestId('game-area').getByRole('tab', { name: 'My Games' }).click();
    await page.getByRole('dialog').getByText('You have not logged in yet, please login !').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/login?r=%2Fhome%3Ftab%3Dmine');
    await closePhone(page);
  });

  it('opens a game’s promotion from its launch popup: terms, RTP, Demo and Play; none running is said so', async () => {
    const page = await phone('/home');
    await closeAdvertPopup(page);
    await page.getByTestId('game-area').getByRole('button', { name: 'Kente Gold' }).first().click();
    const popup = page.getByTestId('game-launch-popup');
    await popup.getByText(KENTE_GOLD_OFFER.title.en).waitFor();
    await screenshot(page, 'home-launch-popup-promotion-sika-en');
    await popup.getByRole('link', { name: 'Offer details' }).click();
    await page.waitForURL(`**/activities/promotion/${KENTE_GOLD}`);
    const offer = page.getByTestId('game-promotion');
    await offer.getByRole('heading', { name: KENTE_GOLD_OFFER.title.en }).waitFor();
    await offer.getByText(KENTE_GOLD_OFFER.terms).waitFor();
    await offer.getByText(/^RTP \d/).waitFor();
    expect(await popup.count()).toBe(0);
    await offer.getByRole('link', { name: 'Demo' }).click();
    await page.waitForURL(`**/casino/demo/${KENTE_GOLD}`);
    await page.getByRole('dialog').getByText(DEMO_WARNING).waitFor();

    await page.goto(`/activities/promotion/${KENTE_GOLD}`);
    await page.getByTestId('game-promotion').getByRole('link', { name: 'Play' }).click();
    await page.getByRole('dialog').getByText('You have not logged in yet, please login !').waitFor();

    // Dice runs no promotion, and an id that is no game's names none.
    for (const id of [String(DICE), 'abc']) {
      await page.goto(`/activities/promotion/${id}`);
      await page.getByRole('heading', { name: 'This promotion is not running' }).waitFor();
      await page.getByRole('link', { name: 'Promotions' }).waitFor();
    }
    await closePhone(page);

    for (const theme of themes) {
      for (const language of languages) {
        const look = await phone(`/activities/promotion/${KENTE_GOLD}`, { theme, language });
        await look
          .getByTestId('game-promotion')
          .getByRole('heading', { name: KENTE_GOLD_OFFER.title[language] })
          .waitFor();
        await settled(look);
        await screenshot(look, `game-promotion-${theme}-${language}`);
        await closePhone(look);
      }
    }
  });

  it('shows home to a player: balance and Deposit, latest winners, My Games and recent games', async () => {
    await playDiceUntilAWin(player.token);
    // The wins reach the lobby once the provider settled them with the wallet.
    await expect
      .poll(
        async () => {
          const response = await fetch(`${baseUrl}/api/game-service/getLastestWinner`);
          return ((await response.json()) as { data: { list: unknown[] } }).data.list.length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);

    const page = await phone('/home', { token: player.token });
    await closeAdvertPopup(page);
    const balance = page.getByTestId('home-balance');
    await expect.poll(async () => (await balance.textContent()) ?? '').toMatch(/₵1,2\d\d\.\d\d/);
    await page.locator('header').first().getByRole('link', { name: 'Deposit' }).waitFor();
    expect(await page.locator('header').first().getByRole('link', { name: 'Register' }).count()).toBe(0);

    const masked = `${player.mobile.slice(0, 3)}\\*{4}${player.mobile.slice(-3)}`;
    await page
      .getByTestId('latest-winners')
      .getByText(new RegExp(`${masked} won ₵[\\d.,]+ on Dice`))
      .first()
      .waitFor();
    await page.getByTestId('online-total').waitFor();

    // My Games: empty, then Dice kept from its launch popup; Dice is also under "Played recently".
    const area = page.getByTestId('game-area');
    await area.getByRole('tab', { name: 'My Games' }).click();
    await area.getByText('No games in My Games yet').waitFor();
    await area.getByRole('heading', { name: 'Played recently' }).waitFor();
    await area.getByRole('tab', { name: 'All' }).click();
    await area.getByRole('button', { name: 'Dice' }).first().click();
    const popup = page.getByTestId('game-launch-popup');
    await popup.getByRole('button', { name: 'Keep in My Games' }).click();
    await popup.getByRole('button', { name: 'Keep in My Games', pressed: true }).waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    await area.getByRole('tab', { name: 'My Games' }).click();
    await area.getByRole('tabpanel').getByRole('button', { name: 'Dice' }).first().waitFor();

    await area.getByRole('tab', { name: 'All' }).click();
    await loadWholeHome(page);
    await screenshot(page, 'home-player-sika-en');

    // Play goes straight to the game frame for a player.
    await area.getByRole('button', { name: 'Limbo' }).first().click();
    await page.getByTestId('game-launch-popup').getByRole('button', { name: 'Play' }).click();
    await page.waitForURL('**/casino/launch/106');
    await closePhone(page);
  });

  it('opens the drawer: categories with game counts, menu items and the messages dot capped at +99', async () => {
    await sendMemberMessages(player.id, 120);
    const page = await phone('/home', { token: player.token });
    await closeAdvertPopup(page);
    await page.getByTestId('drawer-open').click();
    const drawer = page.getByTestId('drawer');
    await drawer.getByRole('button', { name: /^Hot\s*4 games$/ }).waitFor();
    await drawer.getByRole('button', { name: /^Originals\s*5 games$/ }).waitFor();
    await drawer.getByRole('button', { name: 'Diamond Tasks' }).waitFor();
    await drawer.getByRole('button', { name: /Messages, \+99 unread/ }).waitFor();
    expect(await drawer.getByTestId('drawer-unread').textContent()).toBe('+99');
    await screenshot(page, 'drawer-player-sika-en');

    // A category opens its tab on home (Sika); any navigation closes the drawer.
    await drawer.getByRole('button', { name: /^Originals/ }).click();
    await page.waitForURL('**/home?tab=3');
    await page.getByTestId('game-area').getByRole('tab', { name: 'Originals', selected: true }).waitFor();
    expect(await page.locator('dialog[open][data-testid=drawer]').count()).toBe(0);
    await page.getByTestId('drawer-open').click();
    await drawer.getByRole('button', { name: /^Messages/ }).click();
    await page.waitForURL('**/member/messages');
    await closePhone(page);
  });

  it('lists the promotions by sort with WinSlots menus, refreshes on pull, and follows a tap', async () => {
    const page = await phone('/promotion', { theme: 'winslots' });
    const list = page.getByTestId('promotion-list');
    await list.getByRole('button').first().waitFor();
    const captions = await list.getByRole('button').allTextContents();
    expect(captions.length).toBe(7);
    expect(captions[0]).toContain('100% Welcome Bonus — up to ₵500.00 on your first deposit');
    expect(captions[6]).toContain('Diamond exchange');
    await page.getByTestId('promotion-menus').getByRole('button', { name: 'Diamond Spin' }).waitFor();
    await screenshot(page, 'promotion-winslots-en');

    // Pull to refresh: a touch drag down from the top asks for the adverts again.
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/system-service/adverts') && request.url().includes('700101')) asked++;
    });
    await page.evaluate(`(() => {
      const touch = (y) => new Touch({ identifier: 1, target: document.body, clientX: 180, clientY: y });
      window.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(120)] }));
      for (let y = 140; y <= 420; y += 40) window.dispatchEvent(new TouchEvent('touchmove', { touches: [touch(y)] }));
      window.dispatchEvent(new TouchEvent('touchend', { touches: [] }));
    })()`);
    await expect.poll(() => asked).toBeGreaterThan(0);

    await list.getByRole('button', { name: /100% Welcome Bonus/ }).click();
    await page.waitForURL('**/deposit');
    await closePhone(page);
  });

  it('screenshots home, the drawer and promotions in both themes and three languages', async () => {
    for (const theme of themes) {
      for (const language of languages) {
        const home = await phone('/home', { theme, language });
        await closeAdvertPopup(home);
        await home.getByTestId('game-area').getByTestId('game-card').first().waitFor();
        await loadWholeHome(home);
        await screenshot(home, `home-${theme}-${language}`);
        await home.getByTestId('drawer-open').click();
        await home.getByTestId('drawer').getByRole('heading').first().waitFor();
        await settled(home);
        await screenshot(home, `drawer-${theme}-${language}`);
        await closePhone(home);

        const promotion = await phone('/promotion', { theme, language });
        await promotion.getByTestId('promotion-list').getByRole('button').first().waitFor();
        await screenshot(promotion, `promotion-${theme}-${language}`);
        await closePhone(promotion);
      }
    }
  });
});

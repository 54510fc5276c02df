import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { formatMobile, markets } from '@sika/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  closePhone,
  htmlLanguageAndTheme,
  newPhone,
  type PhoneOptions,
  readStorage,
  screenshot,
  seedStorage,
  settled,
} from './support/browser.ts';
import { playerJourney } from './support/player-journey.ts';
import { repoRoot } from './support/stack.ts';

const journey = playerJourney();
const { baseUrl, databaseUrl, sql } = journey;
const run = promisify(execFile);

interface Player {
  mobile: string;
  password: string;
  id: string;
  token: string;
}

async function post(path: string, body: Record<string, string>, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      platform: 'h5',
      ...(token ? { token } : {}),
    },
    body: new URLSearchParams(body).toString(),
  });
  return (await response.json()) as { code: number; msg: string; data: { token?: string } | null };
}

/** A new player, with their id for what the journey writes in the database. */
async function registerPlayer(): Promise<Player> {
  const player = await journey.register();
  const { rows } = await sql<{ id: string }>('SELECT id FROM players WHERE mobile = $1', [player.mobile]);
  return { ...player, id: rows[0]!.id };
}

/** An operator's adjustment through the wallet CLI; answers the transfer id. */
async function adjust(player: Player, pocket: string, amountMinor: number): Promise<string> {
  const key = `e2e-me:${player.id}:${pocket}:${amountMinor}`;
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/adjust-balance.ts',
      '--player',
      player.mobile,
      '--pocket',
      pocket,
      '--amount-minor',
      String(amountMinor),
      '--reason',
      'e2e journey of the me page',
      '--operator',
      'e2e',
      '--key',
      key,
    ],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' } },
  );
  const { rows } = await sql<{ id: string }>('SELECT id FROM wallet_transfers WHERE idempotency_key = $1', [
    key,
  ]);
  return rows[0]!.id;
}

/**
 * Unread member messages for one player, written into the table the operator CLI (messages:send) writes.
 * Member messages and not broadcasts: the e2e stack is shared by every journey of the run, and 120 system
 * messages would change every other player's badge.
 */
async function sendMemberMessages(player: Player, count: number): Promise<void> {
  await sql(
    `INSERT INTO member_messages (player_id, title, content, url, created_at)
     SELECT $1,
            jsonb_build_object('en', 'Bonus ' || n, 'fr', 'Bonus ' || n, 'pt', 'Bónus ' || n),
            jsonb_build_object('en', 'You received ₵' || n || '.00 in coins. Play them through to cash out.',
                               'fr', 'Vous avez reçu ' || n || ',00 ₵ en pièces.',
                               'pt', 'Recebeu ₵' || n || ',00 em moedas.'),
            CASE WHEN n % 10 = 0 THEN '/account/records/deposit' END,
            now() - (n || ' minutes')::interval
     FROM generate_series(1, $2::int) AS n`,
    [player.id, count],
  );
}

async function phone(options: PhoneOptions & { token?: string } = {}): Promise<BrowserContext> {
  const context = await newPhone(journey.browser, baseUrl, options);
  if (options.token) await seedStorage(context, { token: options.token });
  return context;
}

async function open(path: string, options: PhoneOptions & { token?: string } = {}): Promise<Page> {
  const page = await (await phone(options)).newPage();
  await page.goto(path);
  return page;
}

async function unreadCounts(token: string) {
  const response = await fetch(`${baseUrl}/api/message-service/messages/unread`, {
    headers: { token, platform: 'h5' },
  });
  return ((await response.json()) as { data: { member: number; system: number; total: number } }).data;
}

let player: Player;

describe('the me area in the browser (360×740)', () => {
  it('shows the me page with balances, the banner, the menu grid and the unread badge capped at 99+', async () => {
    player = await registerPlayer();
    await adjust(player, 'withdrawable', 125_050);
    await adjust(player, 'coins', 3_000);
    await adjust(player, 'diamonds', 250);
    await sendMemberMessages(player, 120);
    expect((await unreadCounts(player.token)).total).toBeGreaterThan(99);

    const page = await open('/me', { token: player.token });
    await page.getByTestId('me-cash').getByText('₵1,250.50').waitFor();
    expect(await page.getByTestId('me-coins').textContent()).toBe('30.00');
    expect(await page.getByTestId('me-diamonds').textContent()).toBe('250');
    await page.getByRole('button', { name: /Messages, 1\d\d unread/ }).waitFor();
    expect(await page.locator('header').getByTestId('count-badge').textContent()).toBe('99+');
    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('button', { name: 'Deposit Records' })
      .waitFor();
    await page.getByTestId('me-banner').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Withdraw' }).waitFor();
    await screenshot(page, 'me-page-badge-99');

    // The menu grid leads where the operator pointed it.
    await page.getByRole('button', { name: 'Contact us' }).click();
    await page.waitForURL('**/supports');
    await closePhone(page);
  });

  it('pops a notice up within 10 s of a logged-in page, for 3 s, but never on login', async () => {
    await sql(
      `INSERT INTO notice_popups (market, player_id, type, message, title, content, url, starts_at)
       VALUES ('GH', $1, 2, '{"en":"You won ₵50.00 on Lucky Wheel!"}', '{"en":"Big win"}', '{"en":"Well played."}',
               '/me', now())`,
      [player.id],
    );
    // The login page, with the page's clock run 11.5 s forward: past every moment a notice could come.
    const quiet = await (await phone({ token: player.token })).newPage();
    await quiet.clock.install();
    await quiet.goto('/login');
    await quiet.waitForLoadState('networkidle');
    await quiet.clock.runFor(11_500);
    await settled(quiet);
    expect(await quiet.getByTestId('notice-popup').count()).toBe(0);
    await closePhone(quiet);

    const page = await open('/me', { token: player.token });
    const popup = page.getByTestId('notice-popup');
    await popup.waitFor({ timeout: 15_000 });
    await screenshot(page, 'me-notice-popup');
    const first = await popup.textContent();
    expect(first).toMatch(/Coin Spin|Big win/);
    await popup.waitFor({ state: 'detached', timeout: 4_500 });
    // The next poll brings the other one; each is delivered once.
    await popup.waitFor({ timeout: 12_000 });
    const second = await popup.textContent();
    expect(second).toMatch(/Coin Spin|Big win/);
    expect(second).not.toBe(first);
    await closePhone(page);
  });

  it('lists messages 20 at a time, opens one (marked read), marks all read and shows system messages', async () => {
    const page = await open('/member/messages', { token: player.token });
    const rows = page.getByTestId('message-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    expect(await page.locator('[data-testid=message-row][data-read=false]').count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.locator('[data-testid=message-row]').nth(39).waitFor();
    expect(await rows.count()).toBe(40);
    await screenshot(page, 'me-messages-list');

    // The newest is the welcome message of registration; the one after it is "Bonus 1".
    const before = await unreadCounts(player.token);
    await rows.nth(1).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/You received ₵\d+\.00 in coins/).waitFor();
    await screenshot(page, 'me-messages-open');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.locator('[data-testid=message-row]').nth(1).and(page.locator('[data-read=true]')).waitFor();
    expect((await unreadCounts(player.token)).member).toBe(before.member - 1);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All messages marked as read').waitFor();
    expect(await page.locator('[data-testid=message-row][data-read=false]').count()).toBe(0);
    expect((await unreadCounts(player.token)).member).toBe(0);
    await page.getByRole('tab', { name: 'Personal', exact: true }).waitFor();

    // Sika: system messages have their own route; the seeded broadcasts are there.
    await page.getByRole('tab', { name: /^System/ }).click();
    await page.waitForURL('**/system/messages');
    await page.getByText('Withdrawals to Telecel Cash').waitFor();
    await closePhone(page);

    // WinSlots has no /system/messages: the tab stays on the member page.
    const night = await open('/member/messages', { token: player.token, theme: 'winslots' });
    await night.getByTestId('message-row').first().waitFor();
    await night.getByRole('tab', { name: /^System/ }).click();
    await night.waitForURL('**/member/messages?kind=system');
    await night.getByText('Withdrawals to Telecel Cash').waitFor();
    await night.goto('/system/messages');
    await night.waitForURL('**/home');
    await closePhone(night);
  });

  it('switches language and theme in settings, and says the mobile can still be changed once', async () => {
    const page = await open('/me/settings', { token: player.token });
    await page
      .getByTestId('settings-mobile')
      .getByText(`${formatMobile(markets.GH, player.mobile)} · can be changed once`)
      .waitFor();
    await page.getByText('Français').click();
    await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
    await page.getByText('Nuit et néon').click();
    expect(await htmlLanguageAndTheme(page)).toEqual({ lang: 'fr', theme: 'winslots' });
    expect(await readStorage(page, 'lang')).toBe('fr');
    expect(await readStorage(page, 'theme')).toBe('winslots');
    await screenshot(page, 'me-settings-switched');
    await page.getByText('Português').click();
    await page.getByText('Verde e dourado').click();
    await page.getByRole('heading', { name: 'Configurações' }).waitFor();
    expect(await htmlLanguageAndTheme(page)).toEqual({ lang: 'pt', theme: 'sika' });
    await page.getByText('English').click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByRole('link', { name: /Licence/ }).click();
    await page.getByTestId('licence-text').waitFor();
    await closePhone(page);
  });

  it('shows one transaction with its legs, and a friendly page for one that is not the player’s', async () => {
    const id = await adjust(player, 'coins', 1_500);
    const page = await open(`/account/transaction/${id}`, { token: player.token });
    const summary = page.getByTestId('transaction-summary');
    await summary.getByText('Adjustment').waitFor();
    expect(await summary.textContent()).toContain('+15.00');
    await page.getByText('Adjustment by support').waitFor();
    await screenshot(page, 'me-transaction');
    await page.goto('/account/transaction/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Transaction not found' }).waitFor();
    await closePhone(page);
  });

  it('renders operator pages without their scripts, and routes /pages/branch by type', async () => {
    // An operator page carrying what the allow-list must remove: a handler, an image with onerror, a script,
    // a javascript: link. The CSP would block them anyway; they must not even reach the DOM.
    const body = {
      en: '<h1>Hello</h1><p onclick="alert(1)">Safe <b>text</b></p><img src=x onerror="alert(2)"><script>alert(3)</script><a href="javascript:alert(4)">bad</a> <a href="/supports">us</a>',
    };
    await sql(
      `INSERT INTO h5_pages (market, type, title, body) VALUES ('GH', 3999, '{"en":"Test page"}', $1)
       ON CONFLICT (market, type) DO UPDATE SET body = EXCLUDED.body`,
      [JSON.stringify(body)],
    );
    const page = await open('/pages/branch/about');
    await page.waitForURL('**/pages/h5/3002');
    await page.getByTestId('h5-page').getByRole('heading', { name: /Sika/ }).waitFor();
    await screenshot(page, 'me-about-us');
    await page.goto('/pages/h5/3999');
    const custom = page.getByTestId('h5-page');
    await custom.getByText('Safe').waitFor();
    expect(await custom.locator('script, img, [onclick]').count()).toBe(0);
    expect(await custom.locator('a[href^="javascript"]').count()).toBe(0);
    await custom.getByRole('link', { name: 'us' }).click();
    await page.waitForURL('**/supports');
    await page.goto('/pages/h5/9876');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto('/pages/branch/nothing-here');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await closePhone(page);
  });

  it('screenshots me, settings, exclusion, messages (99+), contact us and FAQ in both themes and three languages', async () => {
    const shots = await registerPlayer();
    await sendMemberMessages(shots, 120);
    // The seeded notice popup would land on top of a screenshot: take it now.
    await post('/api/message-service/notices/popups', {}, shots.token);
    await post('/api/message-service/notices/popups', {}, shots.token);
    const faqTitle = { en: 'How to play', fr: 'Comment jouer', pt: 'Como jogar' } as const;
    for (const theme of ['sika', 'winslots'] as const) {
      for (const language of ['en', 'fr', 'pt'] as const) {
        const suffix = `${theme}-${language}`;
        const page = await open('/me', { token: shots.token, theme, language });
        await page.getByTestId('me-cash').waitFor();
        await page.getByTestId('me-banner').waitFor();
        await page.locator('nav img').first().waitFor();
        expect(await page.locator('header').getByTestId('count-badge').textContent()).toBe('99+');
        expect(await htmlLanguageAndTheme(page)).toEqual({ lang: language, theme });
        await screenshot(page, `me-page-${suffix}`);

        await page.goto('/me/settings');
        await page.getByTestId('settings-mobile').waitFor();
        await screenshot(page, `me-settings-${suffix}`);

        await page.goto('/me/settings/exclusion');
        await page.locator('input[name=period]').first().waitFor();
        await screenshot(page, `me-exclusion-${suffix}`);

        await page.goto('/member/messages');
        await page.getByTestId('message-row').first().waitFor();
        await screenshot(page, `me-messages-${suffix}`);

        await page.goto('/supports');
        await page.locator('a[href^="tel:"]').first().waitFor();
        await screenshot(page, `me-supports-${suffix}`);

        await page.goto('/me/faq');
        await page.getByTestId('faq-entry').first().waitFor();
        await page.getByTestId('faq-entry').first().locator('summary').click();
        await page.getByRole('heading', { name: faqTitle[language] }).waitFor();
        await screenshot(page, `me-faq-${suffix}`);
        await closePhone(page);
      }
    }
  });
});

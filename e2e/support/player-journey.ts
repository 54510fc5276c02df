import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newPhone, type PhoneOptions, seedStorage } from './browser.ts';
import { adjustBalance, registerByApi } from './players.ts';
import { uniqueGhanaMobile } from './sms.ts';

export const PLAYER_PASSWORD = 'Akwaaba-2024';

export type Pocket = Parameters<typeof adjustBalance>[2];

export interface JourneyPlayer {
  mobile: string;
  password: string;
  token: string;
}

/**
 * The set-up every player journey shares: one browser for the file, players registered the way the register
 * page does (with money put in their pockets by an operator's ledger adjustment when the journey needs it),
 * phones signed in as them, and SQL for what only an operator or a test may change.
 */
export function playerJourney() {
  const baseUrl = inject('baseUrl');
  const databaseUrl = inject('databaseUrl');
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A player registered with `mobile` (a simulator's test number picks how their payments end). */
  async function register(mobile = uniqueGhanaMobile()): Promise<JourneyPlayer> {
    const token = await registerByApi(baseUrl, databaseUrl, mobile, PLAYER_PASSWORD);
    return { mobile, password: PLAYER_PASSWORD, token };
  }

  /** A new player; `funds` (minor units per pocket) are credited with `reason` on the ledger. */
  async function newPlayer(
    funds: Partial<Record<Pocket, number>> = {},
    reason = 'e2e: funds for a journey',
  ): Promise<JourneyPlayer> {
    const player = await register();
    for (const [pocket, amountMinor] of Object.entries(funds) as [Pocket, number][]) {
      adjustBalance(databaseUrl, player.mobile, pocket, amountMinor, reason);
    }
    return player;
  }

  /** A fresh phone signed in with `token` (a visitor's with null), opened at `path` when one is given. */
  async function phone(token: string | null, path?: string, options: PhoneOptions = {}): Promise<Page> {
    if (!browser) throw new Error('phone() is for tests: the browser starts in beforeAll');
    const context = await newPhone(browser, baseUrl, options);
    if (token) await seedStorage(context, { token });
    const page = await context.newPage();
    if (path) await page.goto(path);
    return page;
  }

  async function sql<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await client.query<R>(text, values);
    } finally {
      await client.end();
    }
  }

  return {
    baseUrl,
    databaseUrl,
    register,
    newPlayer,
    phone,
    sql,
    get browser(): Browser {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
  };
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '@sika/contract';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.ts';

/** The back office is desktop first (issue 18): every admin journey runs at 1280×800. */
export const DESKTOP = { width: 1280, height: 800 } as const;

/** One staff call through the API (a POST), failing on any catalogue error. */
export async function staffPost<T>(
  baseUrl: string,
  path: string,
  token: string | null,
  payload: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * A staff member with these roles, signed in the way the set-up page does it (one-time link, password,
 * TOTP enrolment and a first code) through the API: answers the session token the back office keeps.
 */
export async function staffSession(
  baseUrl: string,
  db: pg.Client,
  name: string,
  roles: StaffRole[],
): Promise<{ id: string; email: string; token: string }> {
  const id = randomUUID();
  const email = `${roles.join('-')}-${id.slice(0, 8)}@staff.test`;
  const setupToken = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO staff_accounts (id, email, name, roles, created_at, updated_at)
     VALUES ($1, $2, $3, $4, now(), now())`,
    [id, email, name, roles],
  );
  await db.query(
    `INSERT INTO staff_setup_tokens (token_hash, staff_id, expires_at, created_at)
     VALUES ($1, $2, now() + interval '7 days', now())`,
    [createHash('sha256').update(setupToken).digest(), id],
  );
  const { token } = await staffPost<{ token: string }>(baseUrl, '/api/admin/setup', null, {
    token: setupToken,
    password: 'a long staff password',
  });
  const { secret } = await staffPost<{ secret: string }>(baseUrl, '/api/admin/session/totp/enrol', token, {});
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: await serverNow(baseUrl),
  });
  await staffPost(baseUrl, '/api/admin/session/totp', token, { code });
  return { id, email, token };
}

/** The server's clock: real time plus the test clock's offset (a journey may have moved it). */
async function serverNow(baseUrl: string): Promise<number> {
  const offset = await fetch(new URL('/api/test-support/clock', baseUrl)).then(
    async (r) => ((await r.json()) as { data?: { offsetMs?: number } }).data?.offsetMs,
    () => undefined,
  );
  return Date.now() + (offset ?? 0);
}

/** A desktop browser already signed in as `token` (the back office keeps it in sessionStorage). */
export async function staffDesktop(
  browser: Browser,
  baseUrl: string,
  token: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, colorScheme });
  await context.addInitScript((value) => sessionStorage.setItem('sika.staff.token', value), token);
  return context;
}

export async function waitForText(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });
}

/**
 * The set-up every back-office journey shares: one browser and one database connection for the file, staff
 * members signed in through the API, and desktops signed in as them.
 */
export function staffJourney() {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let db: pg.Client | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the journey starts in beforeAll');
    return value;
  };

  return {
    get browser(): Browser {
      return started(browser);
    },
    get db(): pg.Client {
      return started(db);
    },
    /** A staff member with these roles, TOTP enrolled and signed in: their session token. */
    staff: (name: string, roles: StaffRole[]) => staffSession(baseUrl, started(db), name, roles),
    /** A desktop at 1280×800 signed in as `token`. */
    desktop: (token: string, colorScheme: 'light' | 'dark' = 'light') =>
      staffDesktop(started(browser), baseUrl, token, colorScheme),
    /**
     * A back-office page at `path` (under /admin) on a desktop signed in as `token`, with the page errors it
     * throws collected in `errors`; close its `context` when done.
     */
    open: async (token: string, path: string, colorScheme: 'light' | 'dark' = 'light') => {
      const context = await staffDesktop(started(browser), baseUrl, token, colorScheme);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`/admin${path}`);
      return { context, page, errors };
    },
  };
}

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePhone, type PhoneOptions, screenshot, settled } from './support/browser.ts';
import { approvePrompt } from './support/paysim.ts';
import { playerJourney } from './support/player-journey.ts';
import { receiptPng } from './support/receipt-image.ts';
import { uniqueGhanaMobile } from './support/sms.ts';
import { repoRoot } from './support/stack.ts';

/**
 * Deposits by mobile money in the browser (issue 4; spec core §2 Deposit, §4, §5): the real server, the
 * payment simulator speaking MTN's contract (prompts wait for the payer: the test approves them as the
 * player would on their phone), the built web app.
 */
const { baseUrl, databaseUrl, register, phone } = playerJourney();

async function post(to: string, form: Record<string, string>, token?: string) {
  const response = await fetch(`${baseUrl}${to}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      platform: 'h5',
      ...(token ? { token } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
  return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

/** A player registered with this mobile (their deposits are paid from it): the number picks the outcome. */
async function registerPlayer(mobile: string): Promise<string> {
  return (await register(mobile)).token;
}

/** An MTN number the simulator's test matrix gives a meaning to (…3123451 rejected, …3123454 delayed). */
function testNumber(ending: string): string {
  const prefixes = ['024', '054', '055', '059'];
  return `${prefixes[Math.floor(Math.random() * prefixes.length)]}${ending}`;
}

async function text(page: Page, testId: string): Promise<string> {
  const locator = page.getByTestId(testId);
  await locator.waitFor();
  return ((await locator.textContent()) ?? '').trim();
}

/** Lazy images (package art, channel logos) are in before a screenshot is taken. */
async function imagesLoaded(page: Page) {
  const pending = 'Array.from(document.images).filter((image) => !image.complete).length';
  await expect.poll(() => page.evaluate(pending) as Promise<number>, { timeout: 10_000 }).toBe(0);
}

/** A popup is fixed to the screen: it is shot as the phone shows it, not over the full page. */
async function viewportShot(page: Page, name: string) {
  await imagesLoaded(page);
  await page.screenshot({
    path: path.join(repoRoot, 'artifacts/screenshots', `${name}.png`),
    animations: 'disabled',
  });
}

/** Support moves an appeal (the operator command of docs/payments.md) against the e2e database. */
function moveAppeal(id: string, status: string, reason?: string) {
  const args = ['--import', 'tsx', 'apps/server/src/cli/appeal.ts', 'move', id, status];
  if (reason) args.push('--reason', reason);
  const run = spawnSync(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
}

const looks: Required<Pick<PhoneOptions, 'theme' | 'language'>>[] = [
  { theme: 'sika', language: 'en' },
  { theme: 'sika', language: 'fr' },
  { theme: 'sika', language: 'pt' },
  { theme: 'winslots', language: 'en' },
  { theme: 'winslots', language: 'fr' },
  { theme: 'winslots', language: 'pt' },
];

const failed: { token: string; transNo: string } = { token: '', transNo: '' };
let appealId = '';

describe('deposits by mobile money in the browser (360×740)', () => {
  it('credits a package paid with an MTN number, and the top bar and the me page show the new balance', async () => {
    const mobile = uniqueGhanaMobile();
    const token = await registerPlayer(mobile);
    const page = await phone(token, '/deposit');

    // The channel matching the player's MTN number is chosen already (spec core §4).
    const mtn = page.getByTestId('deposit-channel-MTN_MM');
    await mtn.waitFor();
    expect(await mtn.getAttribute('aria-checked')).toBe('true');

    // The free amount field (spec core §5): 2 decimals, a lone dot becomes empty, minimum ₵1.00.
    const amount = page.getByTestId('deposit-amount');
    const pay = page.getByTestId('deposit-pay');
    await amount.fill('12.345');
    expect(await amount.inputValue()).toBe('12.34');
    await amount.fill('.');
    expect(await amount.inputValue()).toBe('');
    expect(await pay.isDisabled()).toBe(true);
    await amount.fill('0.5');
    expect(await pay.isDisabled()).toBe(true);
    await page.getByText('The minimum deposit is ₵1.00.').waitFor();
    // On blur an amount equal to a package snaps to it.
    await amount.fill('20');
    await amount.blur();
    expect(await page.getByTestId('deposit-package-12').getAttribute('aria-checked')).toBe('true');

    // ₵50.00 pays for ₵50.00 cash and 5.00 bonus coins.
    await page.getByTestId('deposit-package-13').click();
    expect(await pay.textContent()).toContain('Pay ₵50.00');
    await screenshot(page, 'deposit-page-flow');
    await pay.click();
    await page.getByText('Approve the payment on your phone').waitFor();
    await screenshot(page, 'deposit-wait-flow');
    expect(new URL(page.url()).searchParams.get('wait')).toMatch(/^D/);

    const prompt = await approvePrompt(mobile);
    expect(prompt.amount).toBe('50');
    await page.waitForURL('**/deposit/result?**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await page.getByTestId('deposit-balance').getByText('₵50.00').waitFor();
    // The gift-coins notice, once (isBonus 1, bonus 500).
    const gift = page.getByRole('dialog');
    await gift.getByText('You received 5.00 bonus coins with your deposit.').waitFor();
    await gift.getByRole('button', { name: 'Great' }).click();
    await screenshot(page, 'deposit-success-flow');
    await page.reload();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await page.getByTestId('deposit-balance').getByText('₵50.00').waitFor();
    await settled(page);
    expect(await page.getByRole('dialog').isVisible()).toBe(false);

    // The result page's button goes home, where the top bar shows the new balance; so does the me page.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL('**/home');
    await page.getByTestId('home-balance').getByText('₵50.00').waitFor();
    await page.goto('/me');
    expect(await text(page, 'me-cash')).toBe('₵50.00');
    expect(await text(page, 'me-coins')).toBe('5.00');

    await page.goto('/account/records/deposit');
    const record = page.locator('[data-testid^="deposit-record-"]').first();
    await record.getByText('Successful').waitFor();
    expect(await record.textContent()).toContain('₵50.00');
    await closePhone(page);
  });

  it('shows "Deposit Failed" with its reason for a number that rejects the prompt', async () => {
    const mobile = testNumber('3123451');
    const token = await registerPlayer(mobile);
    const page = await phone(token, '/deposit');
    const amount = page.getByTestId('deposit-amount');
    await amount.waitFor();
    await amount.fill('15');
    await amount.blur();
    await page.getByTestId('deposit-pay').click();
    await page.waitForURL('**/deposit/result?**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Deposit Failed' }).waitFor();
    expect(await text(page, 'deposit-outcome-text')).toBe('You declined or cancelled the payment prompt.');
    const result = new URL(page.url()).searchParams;
    expect(result.get('status')).toBe('0');
    expect(result.get('msg')).toBe('You declined or cancelled the payment prompt.');
    failed.token = token;
    failed.transNo = result.get('no') ?? '';
    await screenshot(page, 'deposit-failed-flow');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.pathname === '/deposit');
    await closePhone(page);
  });

  it('shows the wait screen with its progress for a delayed number, then the success', async () => {
    const mobile = testNumber('3123454');
    const token = await registerPlayer(mobile);
    const page = await phone(token, '/deposit');
    await page.getByTestId('deposit-package-11').click();
    await page.getByTestId('deposit-pay').click();
    const progress = page.getByRole('progressbar');
    await progress.waitFor();
    // The result is polled every 5 s: the first checks answer "still waiting".
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await page.getByText(/check \d+ of 30/).waitFor();
    await page.waitForURL('**/deposit/result?**', { timeout: 45_000 });
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await page.getByTestId('deposit-balance').getByText('₵10.00').waitFor();
    await closePhone(page);
  });

  it('opens the first-deposit offer from its advert link and pays it through the pay hall', async () => {
    const mobile = uniqueGhanaMobile();
    const token = await registerPlayer(mobile);
    const offer =
      '/deposit?payChannel=MTN_MM' +
      '&payItem1=1|4000|2000|/content/icons/deposit-v1.svg' +
      '&payItem2=2|10000|5000|/content/icons/deposit-v1.svg' +
      '&payItem3=3|20000|10000|/content/icons/deposit-v1.svg';
    const page = await phone(token, offer);
    const popup = page.getByTestId('first-deposit-popup');
    await popup.waitFor();
    const submit = page.getByTestId('first-deposit-pay');
    // The channel of the link is chosen; Pay waits for an amount too (activities §5).
    expect(await submit.isDisabled()).toBe(true);
    expect(await popup.getByTestId('deposit-channel-MTN_MM').getAttribute('aria-checked')).toBe('true');
    await popup.getByTestId('deposit-package-1').click();
    expect(await submit.isEnabled()).toBe(true);
    await viewportShot(page, 'deposit-first-offer');
    await submit.click();

    await page.waitForURL('**/pay/hall/panpay?**');
    const hall = new URL(page.url()).searchParams;
    expect(hall.get('sign')).toBeTruthy();
    expect(hall.get('transNo')).toMatch(/^D/);
    expect(await text(page, 'hall-amount')).toBe('₵20.00');
    await page.getByTestId('hall-pay').click();
    await page.getByText('Approve the payment on your phone').waitFor();
    await approvePrompt(mobile);
    await page.waitForURL('**/deposit/result?**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await page.getByRole('dialog').getByText('You received 20.00 bonus coins with your deposit.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Great' }).click();
    await page.goto('/me');
    expect(await text(page, 'me-cash')).toBe('₵20.00');
    expect(await text(page, 'me-coins')).toBe('20.00');

    // The offer is for a first deposit only.
    await page.goto(offer);
    await page.getByTestId('first-deposit-popup').getByTestId('deposit-package-2').click();
    await page.getByTestId('first-deposit-pay').click();
    await page.getByText('This offer is for your first deposit only.').waitFor();
    await closePhone(page);
  });

  it('submits an appeal with a receipt image for the failed deposit and follows it on the timeline', async () => {
    expect(failed.transNo).toMatch(/^D/);
    const page = await phone(failed.token, '/account/records/deposit');
    const record = page.getByTestId(`deposit-record-${failed.transNo}`);
    await record.getByText('Failed').waitFor();
    await record.getByRole('link', { name: 'Appeal' }).click();
    await page.waitForURL(`**/feedback/deposit/${failed.transNo}`);

    const submit = page.getByRole('button', { name: 'Send appeal' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Transaction ID').fill('7712345678');
    // Over 10 MB: refused before any upload (spec core §5).
    const receipt = page.getByTestId('appeal-receipt');
    await receipt.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
    });
    await page.getByText('File uploaded more than 10M').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await receipt.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
    await page.getByAltText('Receipt').waitFor();
    expect(await submit.isEnabled()).toBe(true);
    await screenshot(page, 'deposit-appeal-form');
    await submit.click();

    await page.waitForURL('**/feedback/timeline/**');
    appealId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(await text(page, 'appeal-status')).toBe('Submitted');
    await page.getByAltText('Receipt').waitFor();

    // Support finds the receipt unverifiable: the timeline says why.
    moveAppeal(appealId, 'under_agent_review');
    moveAppeal(appealId, 'receipt_unverifiable', 'wrong_amount');
    await page.reload();
    expect(await text(page, 'appeal-status')).toBe('Receipt unverifiable');
    expect(await text(page, 'appeal-reason')).toBe('The amount does not match the deposit.');
    await screenshot(page, 'deposit-appeal-timeline-flow');
    await closePhone(page);
  });

  it('screenshots the deposit page, the wait screen, success, failure and the appeal timeline in both themes and three languages', async () => {
    const mobile = testNumber('3123453');
    const token = await registerPlayer(mobile);
    // An "ongoing" number: the prompt stays pending, so the wait screen can be shown as it is.
    const order = await post(
      '/api/account-service/pan-pay/deposit',
      { itemId: '14', payChannel: 'MTN_MM', idempotencyKey: `shots-${Date.now()}` },
      token,
    );
    expect(order.code, order.msg).toBe(0);
    const transNo = order.data.transNo as string;
    const success = `/deposit/result?status=1&no=${transNo}&bonus=1500&isBonus=1&msg=&state=3`;
    const failure = `/deposit/result?status=0&no=${failed.transNo}&bonus=0&isBonus=0&msg=You+declined+or+cancelled+the+payment+prompt.&reason=DECLINED&state=4`;

    for (const look of looks) {
      const suffix = `${look.theme}-${look.language}`;
      const page = await phone(token, '/deposit', look);
      await page.getByTestId('deposit-package-13').waitFor();
      await page
        .getByText(/Contact|Contactez|Fale/)
        .first()
        .waitFor();
      await imagesLoaded(page);
      await screenshot(page, `deposit-page-${suffix}`);

      await page.goto(`/deposit?wait=${transNo}`);
      await page.getByRole('progressbar').waitFor();
      await page.getByText(transNo).first().waitFor();
      await screenshot(page, `deposit-wait-${suffix}`);

      await page.goto(success);
      await page.getByTestId('deposit-outcome').waitFor();
      const gift = page.getByRole('dialog');
      if (await gift.isVisible()) await gift.getByRole('button').click();
      await screenshot(page, `deposit-success-${suffix}`);

      await page.goto(failure);
      await page.getByTestId('deposit-outcome-text').waitFor();
      await screenshot(page, `deposit-failure-${suffix}`);
      await closePhone(page);

      const appealer = await phone(failed.token, `/feedback/timeline/${appealId}`, look);
      await appealer.getByTestId('appeal-reason').waitFor();
      await screenshot(appealer, `deposit-appeal-timeline-${suffix}`);
      if (look.language !== 'pt') {
        await appealer.goto('/account/records/deposit');
        await appealer.getByTestId('deposit-records').waitFor();
        await screenshot(appealer, `deposit-records-${suffix}`);
      }
      await closePhone(appealer);
    }

    const nested = await phone(token, '/nested-deposit', looks[4]);
    await nested.getByTestId('deposit-pay').waitFor();
    await viewportShot(nested, 'deposit-nested-winslots-fr');
    await closePhone(nested);
  }, 300_000);
});

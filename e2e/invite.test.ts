import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePhone, type PhoneOptions, screenshot, settled } from './support/browser.ts';
import { approvePrompt } from './support/paysim.ts';
import { PLAYER_PASSWORD, playerJourney } from './support/player-journey.ts';
import { latestSmsCode, uniqueGhanaMobile } from './support/sms.ts';

/**
 * Invitations in the browser (issue 17; decision 021): the inviter shares a link, a friend opens it on a
 * phone of their own, registers through it and deposits; the inviter sees the reward and claims it.
 */
const { databaseUrl, register, phone } = playerJourney();

/** Headless Chromium on Linux has no share sheet; make sure the popup path is the one taken. */
async function withoutWebShare(page: Page) {
  await page.context().addInitScript({ content: 'try { delete Navigator.prototype.share; } catch {}' });
}

async function viewportShot(page: Page, name: string) {
  await settled(page);
  await screenshot(page, name, { fullPage: false });
}

const looks: Required<Pick<PhoneOptions, 'theme' | 'language'>>[] = [
  { theme: 'sika', language: 'en' },
  { theme: 'sika', language: 'fr' },
  { theme: 'sika', language: 'pt' },
  { theme: 'winslots', language: 'en' },
  { theme: 'winslots', language: 'fr' },
  { theme: 'winslots', language: 'pt' },
];

describe('invitations in the browser (360×740)', () => {
  it('shares a link, a friend registers through it on another phone and deposits, the inviter claims the reward', async () => {
    const inviter = await register();
    const inviterPage = await phone(inviter.token);
    await withoutWebShare(inviterPage);
    await inviterPage.goto('/activities/invite/1/share');
    const popup = inviterPage.getByTestId('share-popup');
    await popup.waitFor();
    expect(await popup.locator('a').count()).toBe(5);
    await viewportShot(inviterPage, 'invite-share-popup-sika-en');
    const whatsapp = (await inviterPage.getByTestId('share-whatsapp').getAttribute('href')) ?? '';
    const shared = decodeURIComponent(new URL(whatsapp).searchParams.get('text') ?? '');
    const link = new URL(shared.slice(shared.indexOf('http')));
    expect(link.pathname).toMatch(/^\/invitation\/[A-Z2-9]{8}\/4$/);
    const code = link.pathname.split('/')[2]!;
    await inviterPage.keyboard.press('Escape');

    // The friend's own phone (another browser context): the landing, then registration with the code.
    const friendMobile = uniqueGhanaMobile();
    const friend = await phone(null, `${link.pathname}`);
    await friend.getByTestId('invitation-landing').waitFor();
    expect(await friend.textContent('body')).toContain(code);
    await screenshot(friend, 'invite-landing-sika-en');
    await friend.getByTestId('invitation-register').click();
    await friend.waitForURL(`**/register?inviteCode=${code}`);
    await friend.getByLabel('Mobile number').fill(friendMobile);
    await friend.getByRole('button', { name: 'Send code' }).click();
    await friend.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await friend.getByLabel('Verification code').fill(await latestSmsCode(databaseUrl, friendMobile));
    await friend.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
    await friend.getByLabel('Confirm password').fill(PLAYER_PASSWORD);
    await friend.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await friend.getByRole('button', { name: 'Register' }).click();
    // Signed in, the app goes back to where registration was entered from.
    await friend.waitForURL((url) => !url.pathname.startsWith('/register'));

    // Registered, not yet deposited: the inviter sees the friend waiting, nothing to claim (held).
    await inviterPage.goto('/activities/refer-detail/1');
    await inviterPage.getByTestId('invitee-list').getByText('Waiting for first deposit').waitFor();

    // The friend deposits ₵25.00 from their own number.
    await friend.goto('/deposit');
    const amount = friend.getByTestId('deposit-amount');
    await amount.waitFor();
    await amount.fill('25');
    await friend.getByTestId('deposit-pay').click();
    await approvePrompt(friendMobile);
    await friend.waitForURL('**/deposit/result?**', { timeout: 30_000 });
    await friend.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await closePhone(friend);

    // ₵2.00 for registering and 10% of the first deposit: ₵4.50, claimed once.
    await inviterPage.goto('/activities/refer-friend/1');
    await expect
      .poll(
        async () => {
          await inviterPage.reload();
          const claimable = inviterPage.getByTestId('invite-claimable');
          await claimable.waitFor();
          return (await claimable.textContent())?.trim();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('₵4.50');
    await screenshot(inviterPage, 'invite-refer-friend-claimable-sika-en');
    await inviterPage.getByTestId('invite-claim').click();
    await inviterPage.getByText('₵4.50 added to your balance').waitFor();
    await expect
      .poll(async () => (await inviterPage.getByTestId('invite-claimable').textContent())?.trim())
      .toBe('₵0.00');
    await inviterPage.goto('/activities/refer-detail/1');
    await inviterPage.getByTestId('invitee-list').getByText('Qualified').waitFor();
    await inviterPage.getByRole('tab', { name: 'Rewards' }).click();
    await inviterPage.getByTestId('invite-reward-list').getByText('Paid').first().waitFor();
    await screenshot(inviterPage, 'invite-refer-detail-sika-en');
    await closePhone(inviterPage);
  });

  it('screenshots refer a friend, the share popup, the landing and the tasks in both themes and three languages', async () => {
    const inviter = await register();
    for (const look of looks) {
      const suffix = `${look.theme}-${look.language}`;
      const page = await phone(inviter.token, undefined, look);
      await withoutWebShare(page);
      await page.goto('/activities/refer-friend/1');
      await page.getByTestId('invite-code').waitFor();
      await screenshot(page, `invite-refer-friend-${suffix}`);
      await page.getByTestId('invite-share').click();
      await page.getByTestId('share-popup').waitFor();
      // LinkedIn is hidden in the WinSlots variant's share sheet (decision 021).
      expect(await page.getByTestId('share-linkedin').count()).toBe(look.theme === 'winslots' ? 0 : 1);
      await viewportShot(page, `invite-share-popup-${suffix}`);
      const code = ((await page.getByTestId('invite-code').textContent()) ?? '').trim();
      await closePhone(page);

      const visitor = await phone(null, `/invitation/${code}/5`, look);
      await visitor.getByTestId('invitation-landing').waitFor();
      await screenshot(visitor, `invite-landing-${suffix}`);
      await visitor.goto('/activities/invite-tasks/1');
      await visitor.getByTestId('invite-tasks').waitFor();
      await screenshot(visitor, `invite-tasks-${suffix}`);
      await closePhone(visitor);
    }
  });
});

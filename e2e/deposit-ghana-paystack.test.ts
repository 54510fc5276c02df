import { describe, expect, it } from 'vitest';
import { closePhone, screenshot } from './support/browser.ts';
import { approvePrompt } from './support/paysim.ts';
import { playerJourney } from './support/player-journey.ts';

/**
 * AirtelTigo Money and Telecel Cash in the browser through Paystack's mobile-money charge (issue 20,
 * docs/payments.md "Ghana"): an AirtelTigo number approves the prompt on the phone; a Telecel number is told
 * by Paystack to dial *110# for a voucher and types it on the wait screen.
 */
const { register, phone } = playerJourney();

function mobileOn(prefix: '027' | '026' | '020' | '050'): string {
  return `${prefix}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

describe('Ghana deposits through Paystack mobile money (360×740)', () => {
  it('credits ₵50.00 paid from an AirtelTigo number once the prompt is approved', async () => {
    const mobile = mobileOn('027');
    const { token } = await register(mobile);
    const page = await phone(token, '/deposit');
    const channel = page.getByTestId('deposit-channel-AIRTELTIGO_MM');
    await channel.waitFor();
    expect(await channel.getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('deposit-package-13').click();
    await page.getByTestId('deposit-pay').click();
    await page.getByText('Please complete authorization process on your mobile phone').waitFor();
    await screenshot(page, 'deposit-airteltigo-wait');
    const prompt = await approvePrompt(mobile);
    // Paystack takes pesewas: ₵50.00 is 5000.
    expect(prompt.amount).toBe('5000');
    await page.waitForURL('**/deposit/result?**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await page.getByTestId('deposit-balance').getByText('₵50.00').waitFor();
    await closePhone(page);
  });

  it('asks a Telecel payer for the *110# voucher, refuses a wrong one and credits with the right one', async () => {
    const mobile = mobileOn('020');
    const { token } = await register(mobile);
    const page = await phone(token, '/deposit');
    const channel = page.getByTestId('deposit-channel-VODA_MM');
    await channel.waitFor();
    expect(await channel.getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('deposit-package-13').click();
    await page.getByTestId('deposit-pay').click();
    const step = page.getByTestId('deposit-payer-step');
    await step.getByText('Please dial *110# to generate a voucher code. Then input the voucher').waitFor();
    const voucher = step.getByLabel('Voucher');
    await voucher.fill('000000');
    await step.getByRole('button', { name: 'Send voucher' }).click();
    await step
      .getByText('The voucher was not accepted. Check it and type it again, or make a new one.')
      .waitFor();
    await screenshot(page, 'deposit-telecel-voucher-refused');
    await voucher.fill('482913');
    await step.getByRole('button', { name: 'Send voucher' }).click();
    await page.waitForURL('**/deposit/result?**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await page.getByTestId('deposit-balance').getByText('₵50.00').waitFor();
    await closePhone(page);
  });
});

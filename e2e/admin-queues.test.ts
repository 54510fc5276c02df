import { afterAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { approvePrompt } from './support/paysim.ts';
import { adjustBalance, postForm, registerByApi, submitGhanaCardKyc } from './support/players.ts';
import { receiptPng } from './support/receipt-image.ts';
import { uniqueGhanaMobile } from './support/sms.ts';
import { staffJourney, waitForText } from './support/staff.ts';

/**
 * The money queues of the back office in Chromium at 1280×800 (issue 18), on the real stack with the payment
 * simulator: a payout to an "ongoing" MTN test number (…3123453: the provider never settles it) escalates
 * past its deadline and a finance officer settles it on the provider's statement; a deposit whose callback
 * was lost expires, the player appeals with a receipt, the payment then goes through, and a support agent passes it to operations, which
 * asks the provider again and credits it once.
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const journey = staffJourney();
const paysim = inject('serviceUrls').paysim as string;
const PASSWORD = 'goodpass1';
const DAY_MS = 24 * 3_600_000;

afterAll(async () => {
  await simFaults({ dropCallbacks: false }).catch(() => undefined);
  await postForm(baseUrl, '/api/test-support/clock', { reset: '1' }).catch(() => undefined);
});

async function simFaults(faults: Record<string, unknown>) {
  const response = await fetch(`${paysim}/_sim/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ faults }),
  });
  expect(response.status).toBe(200);
}

/** A player on the "ongoing" test number: one of four prefixes, the first nobody in this run has. */
async function ongoingPayee(): Promise<{ mobile: string; token: string }> {
  for (const prefix of ['059', '055', '054', '024']) {
    const mobile = `${prefix}3123453`;
    const taken = await journey.db.query('SELECT 1 FROM players WHERE mobile = $1', [mobile]);
    if (taken.rowCount === 0)
      return { mobile, token: await registerByApi(baseUrl, databaseUrl, mobile, PASSWORD) };
  }
  throw new Error('every …3123453 number is taken in this run');
}

async function appeal(token: string, transNo: string): Promise<void> {
  const form = new FormData();
  form.set('transactionId', 'MP2611231234');
  form.set('remark', 'I paid, here is the SMS');
  form.set('receipt', new Blob([new Uint8Array(receiptPng())], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${baseUrl}/api/feedback/deposit/${transNo}`, {
    method: 'POST',
    headers: { token, platform: 'h5' },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; msg: string };
  expect(envelope.code, envelope.msg).toBe(0);
}

describe('the money queues of the back office', () => {
  it('settles an escalated payout and credits an appealed deposit once', { timeout: 300_000 }, async () => {
    // The payout: KYC (approved by rule in Ghana), winnings, a withdrawal the provider never settles.
    const payee = await ongoingPayee();
    await submitGhanaCardKyc(
      baseUrl,
      payee.token,
      ((digits) => `GHA-${digits}-${digits.at(-1)}`)(String(Date.now()).slice(-9)),
    );
    adjustBalance(databaseUrl, payee.mobile, 'withdrawable', 5_000, 'e2e: winnings to withdraw');
    const order = await postForm<{ orderNo: string }>(
      baseUrl,
      '/api/account-service/withdraw',
      {
        bankAccountName: 'Ama Owusu Ansah',
        bankAccount: payee.mobile,
        bankCode: 'MTN_MM',
        bankName: 'MTN Mobile Money',
        money: '1000',
        coins: '1000',
        channel: 'MTN_MM',
        payChannel: 'MTN_MM',
        idempotencyKey: `admin-queues-${Date.now()}`,
      },
      payee.token,
    );

    // The deposit: its callback is lost, so the order expires while the payer approves the prompt.
    await simFaults({ dropCallbacks: true });
    const payerMobile = uniqueGhanaMobile();
    const payerToken = await registerByApi(baseUrl, databaseUrl, payerMobile, PASSWORD);
    const deposit = await postForm<{ transNo: string }>(
      baseUrl,
      '/api/account-service/pan-pay/deposit',
      { payMoney: '7000', payChannel: 'MTN_MM', idempotencyKey: `admin-appeal-${Date.now()}` },
      payerToken,
    );

    // A day passes on the server: the reconciliation jobs (every minute) expire the deposit and escalate the payout.
    await postForm(baseUrl, '/api/test-support/clock', { advanceMs: String(DAY_MS + 3_600_000) });
    const jobs = { timeout: 150_000, interval: 500 };
    await expect
      .poll(async () => {
        const { rows } = await journey.db.query(
          'SELECT escalated_at FROM withdraw_orders WHERE order_no = $1',
          [order.orderNo],
        );
        return rows[0]?.escalated_at ?? null;
      }, jobs)
      .not.toBeNull();
    await expect
      .poll(async () => {
        const { rows } = await journey.db.query('SELECT state FROM deposit_orders WHERE trans_no = $1', [
          deposit.transNo,
        ]);
        return rows[0]?.state;
      }, jobs)
      .toBe(5);
    // The player appeals while the provider still has nothing; then the payment goes through there.
    await appeal(payerToken, deposit.transNo);
    await approvePrompt(payerMobile);

    // Finance settles the escalated payout on the provider's statement.
    const errors: string[] = [];
    const finance = await journey.staff('Finance officer', ['finance']);
    const financeContext = await journey.desktop(finance.token);
    const page = await financeContext.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin/withdrawals');
    await waitForText(page, order.orderNo);
    await page.getByText(order.orderNo).first().click();
    await page.getByLabel('The provider’s statement says').selectOption('paid');
    await page.getByLabel('Reason (statement, ticket)').fill('MTN statement shows the transfer');
    await screenshot(page, 'admin-queues-1-escalated-payout', { fullPage: false });
    await page.getByRole('button', { name: 'Settle' }).click();
    await waitForText(page, `${order.orderNo} is settled as paid.`);
    const settled = await journey.db.query('SELECT state FROM withdraw_orders WHERE order_no = $1', [
      order.orderNo,
    ]);
    expect(settled.rows[0]?.state).toBe(3);
    await financeContext.close();

    // Support passes the appeal to operations: the provider confirms, the deposit is credited once.
    const agent = await journey.staff('Support agent', ['support']);
    const agentContext = await journey.desktop(agent.token);
    const agentPage = await agentContext.newPage();
    agentPage.on('pageerror', (error) => errors.push(error.message));
    await agentPage.goto('/admin/appeals');
    await waitForText(agentPage, deposit.transNo);
    await agentPage.getByText(deposit.transNo).first().click();
    // The receipt the player sent, loaded with the agent's token, is what the agent judges.
    const receipt = agentPage.getByRole('img', { name: 'The player’s receipt' });
    await receipt.waitFor();
    await expect
      .poll(() => receipt.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await agentPage.getByLabel('Move to').selectOption('under_agent_review');
    await agentPage.getByRole('button', { name: 'Move' }).click();
    await waitForText(agentPage, `${deposit.transNo} is now under_agent_review.`);
    await agentPage.getByText(deposit.transNo).first().click();
    await agentPage.getByLabel('Move to').selectOption('passed_to_operations');
    await agentPage.getByLabel('Note for the player').fill('Receipt matches the statement');
    await screenshot(agentPage, 'admin-queues-2-appeal', { fullPage: false });
    await agentPage.getByRole('button', { name: 'Move' }).click();
    await waitForText(agentPage, `The provider confirms ${deposit.transNo}: the deposit is credited`);
    await screenshot(agentPage, 'admin-queues-3-appeal-credited', { fullPage: false });
    const credits = await journey.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM wallet_transfers WHERE idempotency_key = 'deposit:' ||
         (SELECT id::text FROM deposit_orders WHERE trans_no = $1)`,
      [deposit.transNo],
    );
    expect(Number(credits.rows[0]?.n)).toBe(1);
    await agentContext.close();
    expect(errors).toEqual([]);
  });
});

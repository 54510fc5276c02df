import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closePhone, screenshot } from './support/browser.ts';
import { playerJourney } from './support/player-journey.ts';
import { getJson, postForm, submitGhanaCardKyc } from './support/players.ts';
import { staffJourney, waitForText } from './support/staff.ts';

/**
 * Issue 20 in the back office and the app, Ghana: a withdrawal's record shows the tax and its base to staff
 * (player profile, 1280×800 light and dark) and to the player (records, 360×740 in en, fr and pt); the KYC
 * queue shows the Ghana Card masked until a compliance officer reveals it with a reason; dates read
 * day/month/year.
 */
const players = playerJourney();
const staff = staffJourney();
const { baseUrl } = players;

interface Order {
  orderNo: string;
  status: string;
  taxMinor: number;
  taxBaseMinor: number;
}

describe('taxes and identifiers in the back office', () => {
  it('shows the tax and its base to staff and the player, and the Ghana Card masked until revealed', async () => {
    const player = await players.newPlayer({ withdrawable: 25_000 }, 'e2e: winnings of a jackpot round');
    const card = String(randomInt(700_000_000, 799_999_999));
    await submitGhanaCardKyc(baseUrl, player.token, `GHA-${card}-4`);
    // Winnings only (an operator's credit, no deposit): the whole money is the base of the 10 %.
    await postForm(
      baseUrl,
      '/api/account-service/withdraw',
      {
        bankAccountName: 'Ama Owusu Ansah',
        bankAccount: player.mobile,
        bankCode: 'MTN_MM',
        bankName: 'MTN Mobile Money',
        money: '10000',
        coins: '10000',
        channel: 'MTN_MM',
        payChannel: 'MTN_MM',
        idempotencyKey: randomUUID(),
      },
      player.token,
    );
    await expect
      .poll(
        async () =>
          (await getJson<{ list: Order[] }>(baseUrl, '/api/account/records/withdraw-orders', player.token))
            .list[0],
        { timeout: 30_000 },
      )
      .toMatchObject({ status: 'success', taxMinor: 1_000, taxBaseMinor: 10_000 });

    // The player's record, on the phone, in the three languages.
    for (const language of ['en', 'fr', 'pt'] as const) {
      const page = await players.phone(player.token, '/account/records/withdraw', { language });
      await page.getByTestId('withdraw-record').first().waitFor();
      await screenshot(page, `admin-markets-player-record-${language}`, { fullPage: false });
      await closePhone(page);
    }

    const { rows } = await players.sql<{ id: string }>('SELECT id FROM players WHERE mobile = $1', [
      player.mobile,
    ]);
    const playerId = rows[0]!.id;
    // Ghana approves KYC by rule in this stack: a second player's record with the same card waits for a person.
    const waiting = await players.register();
    await players.sql(
      `INSERT INTO kyc_records (id, player_id, market, state, fields, first_name, surname, date_of_birth, submitted_at)
       SELECT gen_random_uuid(), p.id, k.market, 'submitted', k.fields, k.first_name, k.surname, k.date_of_birth, now()
       FROM kyc_records k, players p WHERE k.player_id = $1 AND p.mobile = $2`,
      [playerId, waiting.mobile],
    );
    const officer = await staff.staff('Compliance officer', ['compliance', 'finance', 'support']);
    for (const scheme of ['light', 'dark'] as const) {
      const profile = await staff.open(officer.token, `/players/${playerId}`, scheme);
      await waitForText(profile.page, 'Recent withdrawals');
      await waitForText(profile.page, '10.00 on 100.00 (GH_WINNINGS_WHT)');
      await profile.page.getByText('Recent withdrawals').scrollIntoViewIfNeeded();
      await screenshot(profile.page, `admin-markets-withdrawal-tax-${scheme}`, { fullPage: false });
      await profile.context.close();

      const kyc = await staff.open(officer.token, '/kyc', scheme);
      await kyc.page.getByText('GHA-*******').first().click();
      await waitForText(kyc.page, '(masked)');
      expect(await kyc.page.content()).not.toContain(card);
      await screenshot(kyc.page, `admin-markets-kyc-masked-${scheme}`, { fullPage: false });
      await kyc.page
        .getByLabel('Why you need the full number (written to the audit log)')
        .fill('Card photo unreadable, read back by phone');
      await kyc.page.getByRole('button', { name: 'Show in full' }).click();
      await waitForText(kyc.page, `GHA-${card}-4`);
      await screenshot(kyc.page, `admin-markets-kyc-revealed-${scheme}`, { fullPage: false });
      await kyc.context.close();

      const tax = await staff.open(officer.token, '/reports/tax', scheme);
      const from = tax.page.getByRole('textbox', { name: 'From' });
      await from.waitFor();
      expect(await from.inputValue()).toMatch(/^01\/\d{2}\/\d{4}$/);
      await tax.page.getByRole('combobox').selectOption('day');
      await waitForText(tax.page, 'GH_WINNINGS_WHT');
      await screenshot(tax.page, `admin-markets-tax-report-${scheme}`, { fullPage: false });
      const [taxFile] = await Promise.all([
        tax.page.waitForEvent('download'),
        tax.page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const taxLines = readFileSync((await taxFile.path()) ?? '', 'utf8')
        .replace(/^\ufeff/, '')
        .split('\r\n');
      expect(taxLines[0]).toBe('Period,Market,Rule,Applies to,Orders,Currency,Taxed base,Tax withheld');
      expect(
        taxLines.some((line) =>
          /^\d{4}-\d{2}-\d{2},GH,GH_WINNINGS_WHT,withdrawal,\d+,GHS,\d+\.\d{2},\d+\.\d{2}$/.test(line),
        ),
      ).toBe(true);
      await from.fill('31/02/2026');
      await waitForText(tax.page, 'Not a date in the calendar.');
      await screenshot(tax.page, `admin-markets-date-invalid-${scheme}`, { fullPage: false });
      expect(profile.errors.concat(kyc.errors, tax.errors)).toEqual([]);
      await tax.context.close();
    }
    const audit = await players.sql<{ n: string }>(
      `SELECT count(*) AS n FROM admin_audit_log WHERE action = 'kyc.reveal' AND staff_id = $1`,
      [officer.id],
    );
    expect(Number(audit.rows[0]?.n)).toBe(2);
  });
});

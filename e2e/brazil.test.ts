import { expect } from 'vitest';
import { screenshot } from './support/browser.ts';
import { describeMarketJourney, freshMobile, words } from './support/market-journey.ts';

const t = words('pt');

/** Nine random digits and the CPF's two check digits (packages/domain pix.ts checks them). */
function newCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, d, i) => total + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/**
 * MARKET=BR out of the box (issue 20), the web in Portuguese: a Pix deposit paid with the charge's
 * copia-e-cola code from the bank app (the simulator's payer), a round of dice, and a withdrawal by Pix to
 * the key given with the CPF at KYC, with no fee and no tax withheld (Lei 14.790/2023: declared by the
 * player).
 */
describeMarketJourney('um depósito e um saque no Brasil pelo navegador', {
  market: 'BR',
  language: 'pt',
  mobile: freshMobile('119', 11),
  password: 'Bem-vindo-2026',
  foreign: /₵|cedi|M-Pesa|KSh|USh|FCFA|Airtel|MTN/,
  deposit: {
    channel: 'PIX',
    packageId: 611,
    amountMinor: 1_000,
    async pay(stack, page) {
      // The wait screen gives the code to paste in the bank app; the simulator's payer pays the charge.
      const code = page.getByLabel(t('deposit.wait.pixCodeLabel'));
      await code.waitFor();
      expect(await code.inputValue()).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/i);
      // Beside the Copy button, the same code as a QR code for paying from another phone (loaded lazily).
      const qr = page.getByRole('img', { name: t('deposit.wait.pixQrLabel') });
      await qr.waitFor();
      const copy = page.getByRole('button', { name: t('deposit.wait.pixCopy') });
      const [qrBox, copyBox] = [await qr.boundingBox(), await copy.boundingBox()];
      if (!qrBox || !copyBox) throw new Error('the QR code or the Copy button is not on screen');
      expect(qrBox.width).toBeGreaterThanOrEqual(100);
      expect(qrBox.x + qrBox.width).toBeLessThanOrEqual(copyBox.x);
      expect(copyBox.y).toBeLessThan(qrBox.y + qrBox.height);
      expect(Number(await qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(29);
      await screenshot(page, 'br-deposit-pix-code-sika-pt');
      // The same screen in the other theme (themes are CSS variables on <html data-theme>).
      await page.evaluate("document.documentElement.dataset.theme = 'winslots'");
      await screenshot(page, 'br-deposit-pix-code-winslots-pt');
      await page.evaluate("document.documentElement.dataset.theme = 'sika'");
      const paysim = stack.services.paysim!.url;
      const charges = (await (await fetch(`${paysim}/_sim/prompts`)).json()) as {
        id: string;
        amount: string;
      }[];
      const charge = charges.find((c) => c.amount === '10.00');
      if (!charge) throw new Error('no Pix charge of R$ 10,00 waits in the simulator');
      const answer = await fetch(`${paysim}/_sim/prompts/${charge.id}/approve`, { method: 'POST' });
      expect(answer.status).toBe(200);
      return charge;
    },
  },
  winningsMinor: 15_000,
  kyc: {
    firstName: 'Ana',
    surname: 'Souza',
    idNumber: newCpf(),
    idLabel: 'kyc.fields.cpf',
    async more(page, words) {
      await page.getByLabel(words('kyc.fields.PIX_KEY'), { exact: true }).fill('ana.souza@pix.sika.test');
    },
  },
  withdraw: { channelName: /Pix/, coins: 5_000, netMinor: 5_000 },
});

import { formatMoney, markets } from '@sika/domain';
import { expect } from 'vitest';
import { describeMarketJourney, freshMobile } from './support/market-journey.ts';

/**
 * MARKET=UG out of the box (issue 20): shillings without a minor unit, an MTN MoMo deposit approved on the
 * payer's phone, a round of dice and a withdrawal to MTN with Uganda's 15% withholding on the winnings part
 * only (USh 20,000 out after USh 10,000 in: USh 1,500 tax).
 */
describeMarketJourney('a Ugandan deployment in the browser', {
  market: 'UG',
  language: 'en',
  mobile: freshMobile('077', 10),
  password: 'Webale-2026',
  foreign: /₵|cedi|M-Pesa|KSh|Orange|FCFA/,
  deposit: { channel: 'MTN_MM', packageId: 213, amountMinor: 10_000 },
  winningsMinor: 50_000,
  kyc: { firstName: 'Nakato', surname: 'Mukasa', idNumber: '940000001' },
  withdraw: {
    channelName: /MTN/,
    coins: 20_000,
    netMinor: 18_500,
    async check(page) {
      const tax = page.getByTestId('withdraw-tax');
      await expect.poll(() => tax.textContent()).toBe(`−${formatMoney(markets.UG, 1_500)}`);
    },
  },
});

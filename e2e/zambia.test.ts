import { describeMarketJourney, freshMobile } from './support/market-journey.ts';

/**
 * MARKET=ZM out of the box (issue 20): kwacha and ngwee, an MTN MoMo deposit approved on the payer's
 * phone, a round of dice and a withdrawal to MTN with no fee and no tax (none is recorded for Zambia).
 */
describeMarketJourney('a Zambian deployment in the browser', {
  market: 'ZM',
  language: 'en',
  mobile: freshMobile('096', 10),
  password: 'Mwaiseni-2026',
  foreign: /₵|cedi|M-Pesa|KSh|USh|Orange|FCFA/,
  deposit: { channel: 'MTN_MM', packageId: 313, amountMinor: 5_000 },
  winningsMinor: 50_000,
  kyc: { firstName: 'Mwila', surname: 'Banda', idNumber: '123456101' },
  withdraw: { channelName: /MTN/, coins: 10_000, netMinor: 10_000 },
});

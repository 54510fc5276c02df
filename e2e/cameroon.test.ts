import { describeMarketJourney, freshMobile } from './support/market-journey.ts';

/**
 * MARKET=CM out of the box (issue 20), the web in French: francs CFA without a minor unit (2 500 FCFA on
 * the wire as 2500), an Orange Money deposit approved on the payer's phone, a round of dice and a
 * withdrawal to Orange Money with no fee and no tax.
 */
describeMarketJourney('un déploiement camerounais dans le navigateur', {
  market: 'CM',
  language: 'fr',
  mobile: freshMobile('69', 9),
  password: 'Bienvenue-2026',
  foreign: /₵|cedi|M-Pesa|KSh|USh|Airtel/,
  deposit: { channel: 'ORANGE_MM', packageId: 413, amountMinor: 2_500 },
  winningsMinor: 50_000,
  kyc: { firstName: 'Ngono', surname: 'Essomba', idNumber: '123456789' },
  withdraw: { channelName: /Orange Money/, coins: 10_000, netMinor: 10_000 },
});

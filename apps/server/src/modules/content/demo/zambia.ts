import { mobileMoneyLobby } from './mobile-money-market.ts';

/** "K5.00": kwacha and ngwee (scale 100). */
export const zmw = (minor: number) =>
  `K${new Intl.NumberFormat('en-ZM', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;

/**
 * Zambia's demo lobby (issue 20) in English: kwacha, MTN MoMo and Airtel Money, no tax withheld (as
 * options/demo/zambia.ts says). Rewards are Ghana's ×2 (K2.00 for ₵1.00).
 */
export const zambiaLobby = mobileMoneyLobby({
  country: 'Zambia',
  money: zmw,
  wallets: ['MTN MoMo', 'Airtel Money'],
  networks: ['MTN', 'Airtel'],
  minDeposit: 500,
  withdrawMin: 1_000,
  withdrawMax: 5_000_000,
  winningsTaxPercent: null,
  taxAuthority: 'Zambia Revenue Authority',
  daySevenCash: 1_000,
  dailyTaskBet: 10_000,
  dailyTaskCoins: 200,
  hundredDiamonds: 200,
  operator: 'Sika is operated by Sika Gaming Zambia Ltd (demo)',
  licence: 'licence ZM/DEMO/0000',
  privacyLaw: 'Zambia’s Data Protection Act, 2021',
  identityDocument: 'NRC (National Registration Card)',
  capital: 'Lusaka',
});

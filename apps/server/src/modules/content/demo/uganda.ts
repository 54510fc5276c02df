import { mobileMoneyLobby } from './mobile-money-market.ts';

/** "USh 1,000": UGX has no minor unit (scale 1), so a minor unit is a whole shilling. */
export const ugx = (minor: number) => `USh ${new Intl.NumberFormat('en-UG').format(minor)}`;

/**
 * Uganda's demo lobby (issue 20) in English: shillings, MTN MoMo and Airtel Money, the NLGRB licence and the
 * 15% withholding on winnings of options/demo/uganda.ts. Rewards are Ghana's ×3 (USh 300 for ₵1.00).
 */
export const ugandaLobby = mobileMoneyLobby({
  country: 'Uganda',
  money: ugx,
  wallets: ['MTN MoMo', 'Airtel Money'],
  networks: ['MTN', 'Airtel'],
  minDeposit: 1_000,
  withdrawMin: 5_000,
  withdrawMax: 5_000_000,
  winningsTaxPercent: 15,
  taxAuthority: 'Uganda Revenue Authority',
  daySevenCash: 1_500,
  dailyTaskBet: 15_000,
  dailyTaskCoins: 300,
  hundredDiamonds: 300,
  operator: 'Sika is operated by Sika Gaming Uganda Ltd (demo)',
  licence: 'licensed by the National Lotteries and Gaming Regulatory Board (licence NLGRB/DEMO/0000)',
  privacyLaw: 'Uganda’s Data Protection and Privacy Act, 2019',
  identityDocument: 'National ID',
  capital: 'Kampala',
});

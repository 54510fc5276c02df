import { ADVERT_POSITION, H5_PAGE } from '@sika/contract';
import type { NewAdvert, NewFaqEntry, NewNotice, NewPage, NewRule } from '../seed-repository.ts';
import {
  advertSlots,
  installAppPage,
  luckyRefundRule,
  responsibleGamingPage,
  takeABreakFaq,
} from './mobile-money-market.ts';

/**
 * Nigeria's demo lobby (issue 20) in English: naira, Paystack's checkout (card, bank transfer, USSD),
 * withdrawals to the player's bank account, the 5% withholding on winnings of a Lagos licence
 * (options/demo/nigeria.ts). Nigeria has no rewards configured (seed-rewards.ts), so nothing here promises
 * a bonus; only artwork without words about money is used. Its payments (a checkout, a bank account)
 * are not the two wallets mobileMoneyLobby words, so it states those itself and takes the words every
 * lobby shares from mobile-money-market.ts (advert slots, responsible gaming, install, a break, Lucky Refund).
 */
const img = (name: string) => `/content/adverts/${name}-v1.svg`;
const HOUR_MS = 3_600_000;

export function nigeriaAdverts(now: Date): NewAdvert[] {
  const at = advertSlots(now);
  const swipe = [
    {
      image: img('bank-deposit'),
      url: '/deposit',
      content: { en: 'Deposit from ₦100 by card, bank transfer or USSD with Paystack' },
    },
    {
      image: img('coin-spin'),
      url: '/games/coin-spin/1',
      content: { en: 'Coin spin: try your luck' },
    },
    {
      image: img('play-responsibly'),
      url: '/me/settings/exclusion',
      content: { en: 'Play responsibly: set your limits' },
    },
  ];
  return [
    ...swipe.map((a, i) => ({ ...a, ...at(ADVERT_POSITION.HOME_SWIPE, (i + 1) * 10) })),
    ...swipe.map((a, i) => ({ ...a, ...at(ADVERT_POSITION.PROMOTION_LIST, (i + 1) * 10) })),
    {
      ...at(ADVERT_POSITION.HOME_BANNERS, 10),
      image: img('bank-deposit'),
      url: '/deposit',
      content: { en: 'Pay with your bank app, card or USSD: credited as soon as Paystack confirms' },
    },
    {
      ...at(ADVERT_POSITION.FOOTER_BANNER, 10),
      image: img('play-responsibly'),
      url: '/me/settings/exclusion',
      content: { en: 'Play responsibly' },
    },
    {
      ...at(ADVERT_POSITION.ME_BANNER, 10),
      image: img('bank-withdraw'),
      url: '/withdraw',
      content: { en: 'Withdraw to your own bank account, usually within minutes' },
    },
  ];
}

export function nigeriaNotices(now: Date): NewNotice[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return [
    {
      img: '/content/notices/phone-v1.svg',
      title: { en: 'Deposits by card, bank transfer or USSD' },
      content: {
        en: 'Deposit from ₦100 on the secure Paystack page: pay by card, by transfer from your bank app, or by USSD. Your deposit is credited as soon as Paystack confirms it.',
      },
      url: '/deposit',
      publishedAt: ago(3),
    },
    {
      img: '/content/notices/shield-v1.svg',
      title: { en: 'Keep your card PIN, OTP and BVN safe' },
      content: {
        en: 'Sika will never call you to ask for your card PIN, an OTP or your full BVN. Do not share them with anyone.',
      },
      url: '/me/faq',
      publishedAt: ago(30),
    },
    {
      img: '/content/notices/megaphone-v1.svg',
      title: { en: 'Withdrawals to your bank account' },
      content: {
        en: 'Add your bank account once: we show the name your bank holds for it before you confirm. Withdrawals from ₦1,000 are paid to it, usually within minutes.',
      },
      url: '/withdraw',
      publishedAt: ago(48),
    },
  ];
}

export const nigeriaPages: NewPage[] = [
  {
    type: H5_PAGE.ABOUT_US,
    title: { en: 'About us' },
    body: {
      en: `<h2>Sika: play, win, cash out to your bank</h2>
<p>Sika is an online casino and lottery for players in Nigeria. Deposit in naira by card, bank transfer or USSD through Paystack, and withdraw to your own bank account.</p>
<p>Every result can be verified: check any round with the published seeds.</p>
<p>Sika is operated by Sika Gaming Nigeria Ltd (demo), licensed by the Lagos State Lotteries and Gaming Authority (licence LSLGA/DEMO/0000). Only players aged 18 and over may register.</p>`,
    },
  },
  {
    type: H5_PAGE.HOW_TO_PLAY,
    title: { en: 'How to play' },
    body: {
      en: `<ol>
<li><b>Register</b> with your Nigerian mobile number and a password.</li>
<li><b>Deposit</b> from ₦100: choose an amount and press Pay. The Paystack page opens: pay by card, bank transfer or USSD, then you come back to Sika.</li>
<li><b>Play</b> any game; every round can be verified.</li>
<li><b>Withdraw</b> from ₦1,000 to your bank account under Withdraw, after your identity details (with your BVN). 5% tax is withheld from winnings only.</li>
</ol>`,
    },
  },
  {
    type: H5_PAGE.TERMS,
    title: { en: 'Terms and conditions' },
    body: {
      en: `<p>By registering you confirm that you are 18 or older, live in Nigeria and hold the mobile number you register with. One account per person.</p>
<p>Bonus money (coins) must be played through before it can be withdrawn; each promotion has its own rules.</p>
<p>Withdrawals are paid only to a bank account in the account holder’s name. We ask for your BVN and may ask for your NIN before paying out.</p>`,
    },
  },
  {
    type: H5_PAGE.PRIVACY,
    title: { en: 'Privacy' },
    body: {
      en: `<p>We keep your mobile number, identity details and transactions to run your account, pay you and meet our duties under the Nigeria Data Protection Act, 2023. We never store your full BVN: only its last four digits. We never sell your data.</p>`,
    },
  },
  responsibleGamingPage,
  installAppPage,
];

export const nigeriaFaq: NewFaqEntry[] = [
  {
    question: { en: 'How do I deposit?' },
    answer: {
      en: 'Tap Deposit, pick an amount (from ₦100) and press Pay. The secure Paystack page opens: pay by card, by bank transfer (Paystack gives you an account number to pay into from your bank app) or by USSD. When you are done you come back to Sika and your balance updates.',
    },
  },
  {
    question: { en: 'I paid but my balance did not change' },
    answer: {
      en: 'Most payments are confirmed within a minute; a bank transfer can take a few minutes. If yours has not arrived after 10 minutes, open Deposit Records and send us the Paystack reference from your receipt or bank statement.',
    },
  },
  {
    question: { en: 'How do I withdraw?' },
    answer: {
      en: 'Tap Withdraw. The first time, choose your bank and type your 10-digit account number: we show the name your bank holds for it, and you confirm. Then enter the amount (₦1,000 to ₦5,000,000, up to 5 a day). The money is sent to that account, usually within minutes.',
    },
  },
  {
    question: { en: 'What is deducted from a withdrawal?' },
    answer: {
      en: 'A 5% withholding tax on winnings only: what you take out beyond what you deposited. Your deposits come back untaxed. The withdrawal record shows the tax and what it was charged on.',
    },
  },
  {
    question: { en: 'Why do you ask for my BVN?' },
    answer: {
      en: 'To know who we pay, as the law asks of gaming operators. We check that it has 11 digits and keep only its last four digits; we never ask for your bank PIN or an OTP.',
    },
  },
  {
    question: { en: 'My withdrawal came back' },
    answer: {
      en: 'If your bank cannot credit the account, the transfer is returned and the whole amount goes back to your Sika balance. Check the account, then withdraw again.',
    },
  },
  takeABreakFaq,
];

export const nigeriaRules: NewRule[] = [luckyRefundRule('Lagos')];

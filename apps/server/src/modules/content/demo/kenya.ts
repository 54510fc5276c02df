import { ADVERT_POSITION, H5_PAGE } from '@sika/contract';
import type { NewAdvert, NewFaqEntry, NewNotice, NewPage, NewRule } from '../seed-repository.ts';
import {
  advertSlots,
  dailyBonusRule,
  fairGamesFaq,
  forgotPasswordFaq,
  installAppPage,
  luckyRefundRule,
  responsibleGamingPage,
  takeABreakFaq,
} from './mobile-money-market.ts';

/**
 * Kenya's demo lobby content (issue 20), in English as Kenyan players read it: shillings, M-Pesa,
 * Safaricom. Only artwork without words about money is reused from Ghana's (those drawn with cedis are
 * not). Amounts match Kenya's options and rewards (seed-options.ts, rewards seed ×10 of Ghana's). One
 * wallet and Kenya's excise are not mobileMoneyLobby's two-wallet words; the words every lobby shares
 * come from mobile-money-market.ts.
 */
const img = (name: string) => `/content/adverts/${name}-v1.svg`;
const HOUR_MS = 3_600_000;

export function kenyaAdverts(now: Date): NewAdvert[] {
  const at = advertSlots(now);
  const swipe = [
    {
      image: img('diamond-tasks'),
      url: '/diamond/tasks',
      content: { en: 'Diamond tasks: bet and deposit with M-Pesa to collect diamonds' },
    },
    {
      image: img('diamond-spin'),
      url: '/diamond/spin',
      content: { en: 'Diamond spin: spin diamonds for cash and coins' },
    },
    {
      image: img('coin-spin'),
      url: '/games/coin-spin/1',
      content: { en: 'Coin spin: one free spin a day after you sign in' },
    },
  ];
  return [
    ...swipe.map((a, i) => ({ ...a, ...at(ADVERT_POSITION.HOME_SWIPE, (i + 1) * 10) })),
    ...swipe.map((a, i) => ({ ...a, ...at(ADVERT_POSITION.PROMOTION_LIST, (i + 1) * 10) })),
    {
      ...at(ADVERT_POSITION.HOME_FLOATING, 10),
      image: img('daily-bonus-float'),
      url: '/home?dailyBonus=1',
      content: { en: 'Daily sign-in bonus' },
    },
    {
      ...at(ADVERT_POSITION.HOME_BANNERS, 10),
      image: img('diamond-tasks'),
      url: '/diamond/tasks',
      content: { en: 'Daily tasks: bet KSh 500 today and receive KSh 10 in coins' },
    },
    {
      ...at(ADVERT_POSITION.FOOTER_BANNER, 10),
      image: img('play-responsibly'),
      url: '/me/settings/exclusion',
      content: { en: 'Play responsibly' },
    },
    {
      ...at(ADVERT_POSITION.ME_BANNER, 10),
      image: img('diamond-spin'),
      url: '/diamond/exchange',
      content: { en: 'Turn your diamonds into cash: 100 diamonds = KSh 10' },
    },
  ];
}

export function kenyaNotices(now: Date): NewNotice[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return [
    {
      img: '/content/notices/phone-v1.svg',
      title: { en: 'M-Pesa deposits and withdrawals' },
      content: {
        en: 'Deposit from KSh 10 with the M-Pesa prompt on your phone; withdrawals go to your registered M-Pesa number, usually within 5 minutes.',
      },
      url: '/deposit',
      publishedAt: ago(3),
    },
    {
      img: '/content/notices/shield-v1.svg',
      title: { en: 'Keep your M-Pesa PIN safe' },
      content: {
        en: 'Sika will never call you to ask for your M-Pesa PIN or an SMS code. Do not share them with anyone.',
      },
      url: '/me/faq',
      publishedAt: ago(30),
    },
    {
      img: '/content/notices/megaphone-v1.svg',
      title: { en: 'Sign in every day' },
      content: {
        en: 'Sign in 7 days in a row for coins every day and KSh 50 on day 7, plus a free coin spin each day.',
      },
      url: '/home?dailyBonus=1',
      publishedAt: ago(48),
    },
  ];
}

export const kenyaPages: NewPage[] = [
  {
    type: H5_PAGE.ABOUT_US,
    title: { en: 'About us' },
    body: {
      en: `<h2>Sika: play, win, cash out to M-Pesa</h2>
<p>Sika is an online casino and lottery for players in Kenya. Deposit and withdraw in Kenya shillings with M-Pesa, from KSh 10.</p>
<p>Every result can be verified: check any round with the published seeds.</p>
<p>Sika is operated by Sika Gaming Ltd (demo), licensed by the Betting Control and Licensing Board (licence BCLB/DEMO/0000). Only players aged 18 and over may register.</p>`,
    },
  },
  {
    type: H5_PAGE.HOW_TO_PLAY,
    title: { en: 'How to play' },
    body: {
      en: `<ol>
<li><b>Register</b> with your Safaricom number and a password.</li>
<li><b>Deposit</b> from KSh 10: enter the amount and your M-Pesa PIN on the prompt on your phone. Kenya's 5% excise duty on deposits is paid by Sika: your whole deposit is credited.</li>
<li><b>Play</b> any game; every round can be verified.</li>
<li><b>Withdraw</b> from KSh 10 to your registered M-Pesa number under Withdraw. A 2% fee and a 5% withholding tax are deducted.</li>
</ol>`,
    },
  },
  {
    type: H5_PAGE.TERMS,
    title: { en: 'Terms and conditions' },
    body: {
      en: `<p>By registering you confirm that you are 18 or older, live in Kenya and hold the mobile number you register with. One account per person.</p>
<p>Bonus money (coins) must be played through before it can be withdrawn; each promotion has its own rules.</p>
<p>Withdrawals are paid only to the M-Pesa number of the account holder, in whole shillings. We may ask for your national ID before paying out.</p>`,
    },
  },
  {
    type: H5_PAGE.PRIVACY,
    title: { en: 'Privacy' },
    body: {
      en: `<p>We keep your mobile number, identity details and transactions to run your account, pay you and meet our duties under Kenya’s Data Protection Act, 2019. We never sell your data.</p>`,
    },
  },
  responsibleGamingPage,
  installAppPage,
];

export const kenyaFaq: NewFaqEntry[] = [
  {
    question: { en: 'How do I deposit?' },
    answer: {
      en: 'Tap Deposit, pick an amount (from KSh 10, whole shillings) and press Pay. Enter your M-Pesa PIN on the prompt that appears on your phone. The 5% excise duty is shown and paid by Sika: you receive 100% of your deposit.',
    },
  },
  {
    question: { en: 'My M-Pesa was debited but my balance did not change' },
    answer: {
      en: 'Most deposits arrive within a minute. If yours has not after 10 minutes, open Deposit Records and send us the M-Pesa confirmation code from your SMS.',
    },
  },
  {
    question: { en: 'How do I withdraw?' },
    answer: {
      en: 'Tap Withdraw, enter the amount (KSh 10 to KSh 250,000) and confirm. The money goes to your registered M-Pesa number in whole shillings, usually within 5 minutes.',
    },
  },
  {
    question: { en: 'What is deducted from a withdrawal?' },
    answer: {
      en: 'A 2% fee and Kenya’s 5% withholding tax, both on the amount you withdraw. The tax is paid to the Kenya Revenue Authority; the withdrawal record shows both.',
    },
  },
  forgotPasswordFaq,
  fairGamesFaq,
  takeABreakFaq,
];

export const kenyaRules: NewRule[] = [dailyBonusRule('KSh 50'), luckyRefundRule('Nairobi')];

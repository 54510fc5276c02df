import { ADVERT_POSITION, H5_PAGE } from '@sika/contract';
import type { NewAdvert, NewFaqEntry, NewNotice, NewPage, NewRule } from '../seed-repository.ts';

/**
 * Kenya's demo lobby content (issue 20), in English as Kenyan players read it: shillings, M-Pesa,
 * Safaricom. Only artwork without words about money is reused from Ghana's (those drawn with cedis are
 * not). Amounts match Kenya's options and rewards (seed-options.ts, rewards seed ×10 of Ghana's).
 */
const img = (name: string) => `/content/adverts/${name}-v1.svg`;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function kenyaAdverts(now: Date): NewAdvert[] {
  const startsAt = new Date(now.getTime() - DAY_MS);
  const at = (position: string, typeId: number, sort: number) => ({ position, typeId, sort, startsAt });
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
    ...swipe.map((a, i) => ({ ...a, ...at(ADVERT_POSITION.HOME_SWIPE, 1, (i + 1) * 10) })),
    ...swipe.map((a, i) => ({ ...a, ...at(ADVERT_POSITION.PROMOTION_LIST, 1, (i + 1) * 10) })),
    {
      ...at(ADVERT_POSITION.HOME_FLOATING, 1, 10),
      image: img('daily-bonus-float'),
      url: '/home?dailyBonus=1',
      content: { en: 'Daily sign-in bonus' },
    },
    {
      ...at(ADVERT_POSITION.HOME_BANNERS, 1, 10),
      image: img('diamond-tasks'),
      url: '/diamond/tasks',
      content: { en: 'Daily tasks: bet KSh 500 today and receive KSh 10 in coins' },
    },
    {
      ...at(ADVERT_POSITION.FOOTER_BANNER, 1, 10),
      image: img('play-responsibly'),
      url: '/me/settings/exclusion',
      content: { en: 'Play responsibly' },
    },
    {
      ...at(ADVERT_POSITION.ME_BANNER, 1, 10),
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
  {
    type: H5_PAGE.RESPONSIBLE_GAMING,
    title: { en: 'Responsible gaming' },
    body: {
      en: `<p>Play for fun, never to pay bills or win back losses. Set yourself a budget before you start.</p>
<p>Need a break? Under Me › Settings › Self-exclusion you can lock your account for 1 day up to 1 year, or for good. The lock starts at once and cannot be lifted early.</p>
<p>If gambling is hurting you or your family, talk to someone you trust or call our hotline.</p>`,
    },
  },
  {
    type: H5_PAGE.INSTALL_APP,
    title: { en: 'Get the app' },
    body: {
      en: `<p>Sika works in your browser and installs like an app: in Chrome, open the menu (⋮) and tap <b>Add to Home screen</b>. It uses less data than a download and updates itself.</p>
<p>This demo does not publish an Android package.</p>`,
    },
  },
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
  {
    question: { en: 'I forgot my password' },
    answer: {
      en: 'On the login page tap Forgot password, enter your number and the SMS code, and choose a new password of 6 to 20 characters.',
    },
  },
  {
    question: { en: 'Are the games fair?' },
    answer: {
      en: 'Yes. Every result comes from a server seed committed before you play and your own client seed, so you can verify any round after the seed is revealed.',
    },
  },
  {
    question: { en: 'How do I take a break?' },
    answer: {
      en: 'Go to Me › Settings › Self-exclusion and choose 1 day to 1 year, or permanent. You are logged out at once and cannot log in until the period ends.',
    },
  },
];

export const kenyaRules: NewRule[] = [
  {
    ruleType: 'daily-bonus',
    title: { en: 'Daily sign-in' },
    content: {
      en: 'Sign in once a day 7 days in a row for a bigger bonus each day, KSh 50 on day 7. A missed day starts the week again. Bonuses are coins, except the last day’s cash.',
    },
  },
  {
    ruleType: 'lucky-refund',
    title: { en: 'Lucky Refund' },
    content: {
      en: 'Buy codes during the week; the draw is every Saturday at 9pm (Nairobi time) and its result can be checked by anyone. Winning codes share the jackpot; other codes can be refunded as coins.',
    },
  },
];

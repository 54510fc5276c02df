import { ADVERT_POSITION, H5_PAGE } from '@sika/contract';
import type { NewAdvert, NewFaqEntry, NewNotice, NewPage, NewRule } from '../seed-repository.ts';

/**
 * The lobby of a market paid through two mobile-money wallets (issue 20: Uganda and Zambia in English).
 * Each market states its own money, wallets, limits, tax and law; the words are the same. Amounts are the
 * market's minor units, written by the market's `money`, and match its options (options/demo/<market>.ts),
 * deposit packages (payments seed-payments.ts) and rewards (rewards seed-rewards.ts, REWARD_SCALES): a test
 * checks each promise against what is seeded (test/content/market-content.test.ts). Only artwork without
 * words about money is used (Ghana's cedi artwork is not).
 */
export interface MobileMoneyMarket {
  country: string;
  /** "USh 1,000", "K5.00": an amount in the market's minor units. */
  money(minor: number): string;
  /** The two wallets, as the player knows them. */
  wallets: [string, string];
  /** The networks a number may belong to. */
  networks: [string, string];
  minDeposit: number;
  withdrawMin: number;
  withdrawMax: number;
  /** The withholding on winnings, in percent, or null where none is withheld. */
  winningsTaxPercent: number | null;
  taxAuthority: string;
  /** Rewards, in minor units (REWARD_SCALES of seed-rewards.ts). */
  daySevenCash: number;
  dailyTaskBet: number;
  dailyTaskCoins: number;
  hundredDiamonds: number;
  operator: string;
  licence: string;
  privacyLaw: string;
  identityDocument: string;
  capital: string;
}

const img = (name: string) => `/content/adverts/${name}-v1.svg`;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/*
 * The words every market's lobby shares (Kenya, Nigeria and the mobile-money markets built below): the
 * responsible-gaming and install pages, the FAQ's password, fairness and break answers, the two rules.
 */

/** The advert slot of a lobby seeded at `now`: shown since a day before, image adverts (type 1). */
export function advertSlots(now: Date) {
  const startsAt = new Date(now.getTime() - DAY_MS);
  return (position: string, sort: number) => ({ position, typeId: 1, sort, startsAt });
}

export const responsibleGamingPage: NewPage = {
  type: H5_PAGE.RESPONSIBLE_GAMING,
  title: { en: 'Responsible gaming' },
  body: {
    en: `<p>Play for fun, never to pay bills or win back losses. Set yourself a budget before you start.</p>
<p>Need a break? Under Me › Settings › Self-exclusion you can lock your account for 1 day up to 1 year, or for good. The lock starts at once and cannot be lifted early.</p>
<p>If gambling is hurting you or your family, talk to someone you trust or call our hotline.</p>`,
  },
};

export const installAppPage: NewPage = {
  type: H5_PAGE.INSTALL_APP,
  title: { en: 'Get the app' },
  body: {
    en: `<p>Sika works in your browser and installs like an app: in Chrome, open the menu (⋮) and tap <b>Add to Home screen</b>. It uses less data than a download and updates itself.</p>
<p>This demo does not publish an Android package.</p>`,
  },
};

export const forgotPasswordFaq: NewFaqEntry = {
  question: { en: 'I forgot my password' },
  answer: {
    en: 'On the login page tap Forgot password, enter your number and the SMS code, and choose a new password of 6 to 20 characters.',
  },
};

export const fairGamesFaq: NewFaqEntry = {
  question: { en: 'Are the games fair?' },
  answer: {
    en: 'Yes. Every result comes from a server seed committed before you play and your own client seed, so you can verify any round after the seed is revealed.',
  },
};

export const takeABreakFaq: NewFaqEntry = {
  question: { en: 'How do I take a break?' },
  answer: {
    en: 'Go to Me › Settings › Self-exclusion and choose 1 day to 1 year, or permanent. You are logged out at once and cannot log in until the period ends.',
  },
};

/** The daily sign-in's rule, with day 7's cash as the market writes it ("KSh 50"). */
export function dailyBonusRule(daySevenCash: string): NewRule {
  return {
    ruleType: 'daily-bonus',
    title: { en: 'Daily sign-in' },
    content: {
      en: `Sign in once a day 7 days in a row for a bigger bonus each day, ${daySevenCash} on day 7. A missed day starts the week again. Bonuses are coins, except the last day’s cash.`,
    },
  };
}

/** Lucky Refund's rule, the draw's time in the market's capital. */
export function luckyRefundRule(capital: string): NewRule {
  return {
    ruleType: 'lucky-refund',
    title: { en: 'Lucky Refund' },
    content: {
      en: `Buy codes during the week; the draw is every Saturday at 9pm (${capital} time) and its result can be checked by anyone. Winning codes share the jackpot; other codes can be refunded as coins.`,
    },
  };
}

export function mobileMoneyLobby(m: MobileMoneyMarket) {
  const wallets = `${m.wallets[0]} or ${m.wallets[1]}`;
  const tax =
    m.winningsTaxPercent === null
      ? `No tax is withheld in ${m.country} at present; if one applies, the withdrawal shows it before you confirm.`
      : `${m.country}’s ${m.winningsTaxPercent}% withholding tax is deducted from the winnings part of a withdrawal (what you take out beyond what you deposited) and paid to the ${m.taxAuthority}.`;

  function adverts(now: Date): NewAdvert[] {
    const at = advertSlots(now);
    const swipe = [
      {
        image: img('diamond-tasks'),
        url: '/diamond/tasks',
        content: { en: `Diamond tasks: bet and deposit with ${wallets} to collect diamonds` },
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
        content: {
          en: `Daily tasks: bet ${m.money(m.dailyTaskBet)} today and receive ${m.money(m.dailyTaskCoins)} in coins`,
        },
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
        content: { en: `Turn your diamonds into cash: 100 diamonds = ${m.money(m.hundredDiamonds)}` },
      },
    ];
  }

  function notices(now: Date): NewNotice[] {
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    return [
      {
        img: '/content/notices/phone-v1.svg',
        title: { en: `${m.wallets[0]} and ${m.wallets[1]}` },
        content: {
          en: `Deposit from ${m.money(m.minDeposit)} with the ${wallets} prompt on your phone; withdrawals go to your registered number, usually within 5 minutes.`,
        },
        url: '/deposit',
        publishedAt: ago(3),
      },
      {
        img: '/content/notices/shield-v1.svg',
        title: { en: 'Keep your mobile money PIN safe' },
        content: {
          en: 'Sika will never call you to ask for your mobile money PIN or an SMS code. Do not share them with anyone.',
        },
        url: '/me/faq',
        publishedAt: ago(30),
      },
      {
        img: '/content/notices/megaphone-v1.svg',
        title: { en: 'Sign in every day' },
        content: {
          en: `Sign in 7 days in a row for coins every day and ${m.money(m.daySevenCash)} on day 7, plus a free coin spin each day.`,
        },
        url: '/home?dailyBonus=1',
        publishedAt: ago(48),
      },
    ];
  }

  const pages: NewPage[] = [
    {
      type: H5_PAGE.ABOUT_US,
      title: { en: 'About us' },
      body: {
        en: `<h2>Sika: play, win, cash out to mobile money</h2>
<p>Sika is an online casino and lottery for players in ${m.country}. Deposit and withdraw with ${wallets}, from ${m.money(m.minDeposit)}.</p>
<p>Every result can be verified: check any round with the published seeds.</p>
<p>${m.operator}, ${m.licence}. Only players aged 18 and over may register.</p>`,
      },
    },
    {
      type: H5_PAGE.HOW_TO_PLAY,
      title: { en: 'How to play' },
      body: {
        en: `<ol>
<li><b>Register</b> with your ${m.networks[0]} or ${m.networks[1]} number and a password.</li>
<li><b>Deposit</b> from ${m.money(m.minDeposit)}: choose ${m.wallets[0]} or ${m.wallets[1]}, enter the amount and approve the prompt on your phone with your PIN.</li>
<li><b>Play</b> any game; every round can be verified.</li>
<li><b>Withdraw</b> from ${m.money(m.withdrawMin)} to your registered number under Withdraw. ${tax}</li>
</ol>`,
      },
    },
    {
      type: H5_PAGE.TERMS,
      title: { en: 'Terms and conditions' },
      body: {
        en: `<p>By registering you confirm that you are 18 or older, live in ${m.country} and hold the mobile number you register with. One account per person.</p>
<p>Bonus money (coins) must be played through before it can be withdrawn; each promotion has its own rules.</p>
<p>Withdrawals are paid only to the ${wallets} number of the account holder. We may ask for your ${m.identityDocument} before paying out.</p>`,
      },
    },
    {
      type: H5_PAGE.PRIVACY,
      title: { en: 'Privacy' },
      body: {
        en: `<p>We keep your mobile number, identity details and transactions to run your account, pay you and meet our duties under ${m.privacyLaw}. We never sell your data.</p>`,
      },
    },
    responsibleGamingPage,
    installAppPage,
  ];

  const faq: NewFaqEntry[] = [
    {
      question: { en: 'How do I deposit?' },
      answer: {
        en: `Tap Deposit, choose ${m.wallets[0]} or ${m.wallets[1]}, pick an amount (from ${m.money(m.minDeposit)}) and press Pay. Approve the prompt that appears on your phone with your PIN.`,
      },
    },
    {
      question: { en: 'My wallet was debited but my balance did not change' },
      answer: {
        en: 'Most deposits arrive within a minute. If yours has not after 10 minutes, open Deposit Records and send us the transaction ID from your SMS.',
      },
    },
    {
      question: { en: 'How do I withdraw?' },
      answer: {
        en: `Tap Withdraw, enter the amount (${m.money(m.withdrawMin)} to ${m.money(m.withdrawMax)}) and confirm. The money goes to your registered ${wallets} number, usually within 5 minutes.`,
      },
    },
    {
      question: { en: 'Is tax deducted from a withdrawal?' },
      answer: { en: tax },
    },
    forgotPasswordFaq,
    fairGamesFaq,
    takeABreakFaq,
  ];

  const rules: NewRule[] = [dailyBonusRule(m.money(m.daySevenCash)), luckyRefundRule(m.capital)];

  return { adverts, notices, pages, faq, rules };
}

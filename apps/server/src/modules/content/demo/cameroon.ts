import { ADVERT_POSITION, H5_PAGE } from '@sika/contract';
import type { NewAdvert, NewFaqEntry, NewNotice, NewPage, NewRule } from '../seed-repository.ts';

/**
 * Cameroon's demo lobby (issue 20), French first and English beside it (Cameroon has both): francs CFA, MTN
 * MoMo and Orange Money, no tax withheld (options/demo/cameroon.ts). XAF has no minor unit (scale 1): every
 * amount is whole francs. Rewards are Ghana's ×0.5 (50 FCFA for ₵1.00, seed-rewards.ts REWARD_SCALES);
 * test/content/market-content.test.ts checks each promise against what is seeded.
 */
export const fcfa = (francs: number, locale: 'fr' | 'en') =>
  `${new Intl.NumberFormat(locale === 'fr' ? 'fr-CM' : 'en-GB').format(francs)} FCFA`;
const both = (fr: string, en: string) => ({ fr, en });
const money = (francs: number) => ({ fr: fcfa(francs, 'fr'), en: fcfa(francs, 'en') });

const MIN_DEPOSIT = money(100);
const WITHDRAW_MIN = money(500);
const WITHDRAW_MAX = money(1_000_000);
const DAY_SEVEN = money(250);
const TASK_BET = money(2_500);
const TASK_COINS = money(50);
const HUNDRED_DIAMONDS = money(50);

const img = (name: string) => `/content/adverts/${name}-v1.svg`;
/** Artwork with words, drawn in French too; none of these shows an amount. */
const worded = (name: string) => ({ fr: `/content/adverts/${name}-fr-v1.svg`, en: img(name) });
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function cameroonAdverts(now: Date): NewAdvert[] {
  const startsAt = new Date(now.getTime() - DAY_MS);
  const at = (position: string, sort: number) => ({ position, typeId: 1, sort, startsAt });
  const swipe = [
    {
      image: worded('diamond-tasks'),
      url: '/diamond/tasks',
      content: both(
        'Missions diamants : misez et déposez avec MTN MoMo ou Orange Money pour gagner des diamants',
        'Diamond tasks: bet and deposit with MTN MoMo or Orange Money to collect diamonds',
      ),
    },
    {
      image: worded('diamond-spin'),
      url: '/diamond/spin',
      content: both(
        'Roue diamants : tournez vos diamants en espèces et en pièces',
        'Diamond spin: spin diamonds for cash and coins',
      ),
    },
    {
      image: worded('coin-spin'),
      url: '/games/coin-spin/1',
      content: both(
        'Roue des pièces : un tour gratuit par jour après la connexion',
        'Coin spin: one free spin a day after you sign in',
      ),
    },
  ];
  return [
    ...swipe.map((a, i) => ({ ...a, ...at(ADVERT_POSITION.HOME_SWIPE, (i + 1) * 10) })),
    ...swipe.map((a, i) => ({ ...a, ...at(ADVERT_POSITION.PROMOTION_LIST, (i + 1) * 10) })),
    {
      ...at(ADVERT_POSITION.HOME_FLOATING, 10),
      image: worded('daily-bonus-float'),
      url: '/home?dailyBonus=1',
      content: both('Bonus de connexion quotidien', 'Daily sign-in bonus'),
    },
    {
      ...at(ADVERT_POSITION.HOME_BANNERS, 10),
      image: worded('diamond-tasks'),
      url: '/diamond/tasks',
      content: both(
        `Tâches du jour : misez ${TASK_BET.fr} aujourd’hui et recevez ${TASK_COINS.fr} en pièces`,
        `Daily tasks: bet ${TASK_BET.en} today and receive ${TASK_COINS.en} in coins`,
      ),
    },
    {
      ...at(ADVERT_POSITION.FOOTER_BANNER, 10),
      image: worded('play-responsibly'),
      url: '/me/settings/exclusion',
      content: both('Jouez de manière responsable', 'Play responsibly'),
    },
    {
      ...at(ADVERT_POSITION.ME_BANNER, 10),
      image: worded('diamond-spin'),
      url: '/diamond/exchange',
      content: both(
        `Changez vos diamants en espèces : 100 diamants = ${HUNDRED_DIAMONDS.fr}`,
        `Turn your diamonds into cash: 100 diamonds = ${HUNDRED_DIAMONDS.en}`,
      ),
    },
  ];
}

export function cameroonNotices(now: Date): NewNotice[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return [
    {
      img: '/content/notices/phone-v1.svg',
      title: both('MTN MoMo et Orange Money', 'MTN MoMo and Orange Money'),
      content: both(
        `Déposez dès ${MIN_DEPOSIT.fr} en validant la demande MTN MoMo ou Orange Money sur votre téléphone ; les retraits sont versés sur votre numéro enregistré, en général sous 5 minutes.`,
        `Deposit from ${MIN_DEPOSIT.en} with the MTN MoMo or Orange Money prompt on your phone; withdrawals go to your registered number, usually within 5 minutes.`,
      ),
      url: '/deposit',
      publishedAt: ago(3),
    },
    {
      img: '/content/notices/shield-v1.svg',
      title: both('Gardez votre code secret pour vous', 'Keep your mobile money PIN safe'),
      content: both(
        'Sika ne vous appellera jamais pour vous demander votre code secret Mobile Money ou un code SMS. Ne les communiquez à personne.',
        'Sika will never call you to ask for your mobile money PIN or an SMS code. Do not share them with anyone.',
      ),
      url: '/me/faq',
      publishedAt: ago(30),
    },
    {
      img: '/content/notices/megaphone-v1.svg',
      title: both('Connectez-vous chaque jour', 'Sign in every day'),
      content: both(
        `Connectez-vous 7 jours de suite : des pièces chaque jour et ${DAY_SEVEN.fr} le 7e jour, plus un tour de roue gratuit par jour.`,
        `Sign in 7 days in a row for coins every day and ${DAY_SEVEN.en} on day 7, plus a free coin spin each day.`,
      ),
      url: '/home?dailyBonus=1',
      publishedAt: ago(48),
    },
  ];
}

const NO_TAX = both(
  'Sika ne retient actuellement aucun impôt sur vos retraits au Cameroun ; si un impôt s’applique, le retrait l’affiche avant votre confirmation.',
  'Sika does not withhold any tax from withdrawals in Cameroon at present; if one applies, the withdrawal shows it before you confirm.',
);

export const cameroonPages: NewPage[] = [
  {
    type: H5_PAGE.ABOUT_US,
    title: both('À propos', 'About us'),
    body: both(
      `<h2>Sika : jouez, gagnez, retirez sur Mobile Money</h2>
<p>Sika est un casino et une loterie en ligne pour les joueurs au Cameroun. Déposez et retirez en francs CFA avec MTN MoMo ou Orange Money, dès ${MIN_DEPOSIT.fr}.</p>
<p>Chaque résultat est vérifiable : contrôlez n’importe quelle partie avec les graines publiées.</p>
<p>Sika est exploité par Sika Gaming Cameroun SARL (démo), licence n° CM/DEMO/0000. Réservé aux joueurs de 18 ans et plus.</p>`,
      `<h2>Sika: play, win, cash out to mobile money</h2>
<p>Sika is an online casino and lottery for players in Cameroon. Deposit and withdraw in CFA francs with MTN MoMo or Orange Money, from ${MIN_DEPOSIT.en}.</p>
<p>Every result can be verified: check any round with the published seeds.</p>
<p>Sika is operated by Sika Gaming Cameroun SARL (demo), licence no. CM/DEMO/0000. Only players aged 18 and over may register.</p>`,
    ),
  },
  {
    type: H5_PAGE.HOW_TO_PLAY,
    title: both('Comment jouer', 'How to play'),
    body: both(
      `<ol>
<li><b>Inscrivez-vous</b> avec votre numéro MTN ou Orange et un mot de passe.</li>
<li><b>Déposez</b> dès ${MIN_DEPOSIT.fr} : choisissez MTN MoMo ou Orange Money, saisissez le montant et validez la demande sur votre téléphone avec votre code secret.</li>
<li><b>Jouez</b> à n’importe quel jeu ; chaque partie est vérifiable.</li>
<li><b>Retirez</b> dès ${WITHDRAW_MIN.fr} vers votre numéro enregistré, sous Retrait. ${NO_TAX.fr}</li>
</ol>`,
      `<ol>
<li><b>Register</b> with your MTN or Orange number and a password.</li>
<li><b>Deposit</b> from ${MIN_DEPOSIT.en}: choose MTN MoMo or Orange Money, enter the amount and approve the prompt on your phone with your PIN.</li>
<li><b>Play</b> any game; every round can be verified.</li>
<li><b>Withdraw</b> from ${WITHDRAW_MIN.en} to your registered number under Withdraw. ${NO_TAX.en}</li>
</ol>`,
    ),
  },
  {
    type: H5_PAGE.TERMS,
    title: both('Conditions générales', 'Terms and conditions'),
    body: both(
      `<p>En vous inscrivant, vous confirmez avoir 18 ans ou plus, résider au Cameroun et être titulaire du numéro avec lequel vous vous inscrivez. Un compte par personne.</p>
<p>L’argent bonus (pièces) doit être misé avant de pouvoir être retiré ; chaque promotion a ses propres règles.</p>
<p>Les retraits sont versés uniquement sur le numéro MTN MoMo ou Orange Money du titulaire du compte, en francs entiers. Nous pouvons vous demander votre carte nationale d’identité avant de payer.</p>`,
      `<p>By registering you confirm that you are 18 or older, live in Cameroon and hold the mobile number you register with. One account per person.</p>
<p>Bonus money (coins) must be played through before it can be withdrawn; each promotion has its own rules.</p>
<p>Withdrawals are paid only to the MTN MoMo or Orange Money number of the account holder, in whole francs. We may ask for your national identity card before paying out.</p>`,
    ),
  },
  {
    type: H5_PAGE.PRIVACY,
    title: both('Confidentialité', 'Privacy'),
    body: both(
      '<p>Nous conservons votre numéro, vos informations d’identité et vos transactions pour gérer votre compte, vous payer et respecter nos obligations légales au Cameroun. Nous ne vendons jamais vos données.</p>',
      '<p>We keep your mobile number, identity details and transactions to run your account, pay you and meet our legal duties in Cameroon. We never sell your data.</p>',
    ),
  },
  {
    type: H5_PAGE.RESPONSIBLE_GAMING,
    title: both('Jeu responsable', 'Responsible gaming'),
    body: both(
      `<p>Jouez pour le plaisir, jamais pour payer des factures ou vous refaire. Fixez-vous un budget avant de commencer.</p>
<p>Besoin d’une pause ? Sous Moi › Paramètres › Auto-exclusion, vous pouvez bloquer votre compte d’un jour à un an, ou définitivement. Le blocage commence aussitôt et ne peut pas être levé avant la fin.</p>
<p>Si le jeu vous fait du tort, à vous ou à votre famille, parlez-en à une personne de confiance ou appelez notre ligne d’assistance.</p>`,
      `<p>Play for fun, never to pay bills or win back losses. Set yourself a budget before you start.</p>
<p>Need a break? Under Me › Settings › Self-exclusion you can lock your account for 1 day up to 1 year, or for good. The lock starts at once and cannot be lifted early.</p>
<p>If gambling is hurting you or your family, talk to someone you trust or call our hotline.</p>`,
    ),
  },
  {
    type: H5_PAGE.INSTALL_APP,
    title: both('Installer l’application', 'Get the app'),
    body: both(
      `<p>Sika fonctionne dans votre navigateur et s’installe comme une application : dans Chrome, ouvrez le menu (⋮) et touchez <b>Ajouter à l’écran d’accueil</b>. Elle consomme moins de données qu’un téléchargement et se met à jour toute seule.</p>
<p>Cette démo ne publie pas de paquet Android.</p>`,
      `<p>Sika works in your browser and installs like an app: in Chrome, open the menu (⋮) and tap <b>Add to Home screen</b>. It uses less data than a download and updates itself.</p>
<p>This demo does not publish an Android package.</p>`,
    ),
  },
];

export const cameroonFaq: NewFaqEntry[] = [
  {
    question: both('Comment déposer ?', 'How do I deposit?'),
    answer: both(
      `Touchez Dépôt, choisissez MTN MoMo ou Orange Money, un montant (dès ${MIN_DEPOSIT.fr}, en francs entiers) et touchez Payer. Validez la demande qui s’affiche sur votre téléphone avec votre code secret.`,
      `Tap Deposit, choose MTN MoMo or Orange Money, pick an amount (from ${MIN_DEPOSIT.en}, whole francs) and press Pay. Approve the prompt that appears on your phone with your PIN.`,
    ),
  },
  {
    question: both(
      'Mon compte Mobile Money a été débité mais mon solde n’a pas changé',
      'My wallet was debited but my balance did not change',
    ),
    answer: both(
      'La plupart des dépôts arrivent en moins d’une minute. Si le vôtre n’est pas arrivé au bout de 10 minutes, ouvrez l’historique des dépôts et envoyez-nous la référence de la transaction reçue par SMS.',
      'Most deposits arrive within a minute. If yours has not after 10 minutes, open Deposit Records and send us the transaction ID from your SMS.',
    ),
  },
  {
    question: both('Comment retirer ?', 'How do I withdraw?'),
    answer: both(
      `Touchez Retrait, saisissez le montant (de ${WITHDRAW_MIN.fr} à ${WITHDRAW_MAX.fr}) et confirmez. L’argent est versé sur votre numéro MTN MoMo ou Orange Money enregistré, en général sous 5 minutes.`,
      `Tap Withdraw, enter the amount (${WITHDRAW_MIN.en} to ${WITHDRAW_MAX.en}) and confirm. The money goes to your registered MTN MoMo or Orange Money number, usually within 5 minutes.`,
    ),
  },
  {
    question: both('Un impôt est-il retenu sur un retrait ?', 'Is tax deducted from a withdrawal?'),
    answer: NO_TAX,
  },
  {
    question: both('J’ai oublié mon mot de passe', 'I forgot my password'),
    answer: both(
      'Sur la page de connexion, touchez Mot de passe oublié, saisissez votre numéro et le code SMS, puis choisissez un nouveau mot de passe de 6 à 20 caractères.',
      'On the login page tap Forgot password, enter your number and the SMS code, and choose a new password of 6 to 20 characters.',
    ),
  },
  {
    question: both('Les jeux sont-ils équitables ?', 'Are the games fair?'),
    answer: both(
      'Oui. Chaque résultat vient d’une graine serveur engagée avant votre partie et de votre propre graine client : vous pouvez vérifier chaque partie une fois la graine révélée.',
      'Yes. Every result comes from a server seed committed before you play and your own client seed, so you can verify any round after the seed is revealed.',
    ),
  },
  {
    question: both('Comment faire une pause ?', 'How do I take a break?'),
    answer: both(
      'Allez dans Moi › Paramètres › Auto-exclusion et choisissez d’un jour à un an, ou définitivement. Vous êtes déconnecté aussitôt et ne pouvez plus vous connecter avant la fin de la période.',
      'Go to Me › Settings › Self-exclusion and choose 1 day to 1 year, or permanent. You are logged out at once and cannot log in until the period ends.',
    ),
  },
];

export const cameroonRules: NewRule[] = [
  {
    ruleType: 'daily-bonus',
    title: both('Connexion quotidienne', 'Daily sign-in'),
    content: both(
      `Connectez-vous une fois par jour 7 jours de suite pour un bonus plus grand chaque jour, ${DAY_SEVEN.fr} le 7e jour. Un jour manqué fait recommencer la semaine. Les bonus sont des pièces, sauf l’argent du dernier jour.`,
      `Sign in once a day 7 days in a row for a bigger bonus each day, ${DAY_SEVEN.en} on day 7. A missed day starts the week again. Bonuses are coins, except the last day’s cash.`,
    ),
  },
  {
    ruleType: 'lucky-refund',
    title: both('Lucky Refund', 'Lucky Refund'),
    content: both(
      'Achetez des codes pendant la semaine ; le tirage a lieu chaque samedi à 21 h (heure de Douala) et son résultat est vérifiable par tous. Les codes gagnants se partagent le jackpot ; les autres peuvent être remboursés en pièces.',
      'Buy codes during the week; the draw is every Saturday at 9pm (Douala time) and its result can be checked by anyone. Winning codes share the jackpot; other codes can be refunded as coins.',
    ),
  },
];

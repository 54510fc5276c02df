import { ADVERT_POSITION } from '@sika/contract';
import type { NewAdvert } from '../seed-repository.ts';

const img = (name: string) => `/content/adverts/${name}-v1.svg`;
/** An artwork with words in it, drawn once per language (the English one keeps the plain name). */
const wordedImg = (name: string) => ({
  en: img(name),
  fr: `/content/adverts/${name}-fr-v1.svg`,
  pt: `/content/adverts/${name}-pt-v1.svg`,
});
const DAY_MS = 86_400_000;

/**
 * The first-deposit offer (spec core §2 Deposit): a pay-order path with the channel and up to four items,
 * each `itemId|money (coins received)|payMoney (paid)|image`, amounts in pesewas. The item ids are the
 * deposit packages' (issue 4); the deposit module decides what they are worth when the order is made.
 */
const FIRST_DEPOSIT_URL =
  '/api/account-service/pay-order?payChannel=MTN_MM' +
  '&payItem1=1|4000|2000|/content/icons/deposit-v1.svg' +
  '&payItem2=2|10000|5000|/content/icons/deposit-v1.svg' +
  '&payItem3=3|20000|10000|/content/icons/deposit-v1.svg';

/** Ghana's demo adverts for every position (see packages/contract content.ts for where each shows). */
export function demoAdverts(now: Date): NewAdvert[] {
  // Live from yesterday, so a fresh install shows them whatever the clock says.
  const startsAt = new Date(now.getTime() - DAY_MS);
  // Only what the product does (a test walks every seeded link): the welcome bonus, the daily
  // sign-in, the cash rain, the diamond tasks and spin, the coin spin and the exchange.
  const swipe = [
    {
      // The welcome offer (modules/bonus seed-bonus-offers.ts): a test checks the promise against it.
      image: wordedImg('welcome-bonus'),
      url: '/deposit',
      content: {
        en: '100% Welcome Bonus — up to ₵500.00 on your first deposit',
        fr: 'Bonus de bienvenue de 100 % — jusqu’à 500,00 ₵ sur votre premier dépôt',
        pt: 'Bónus de boas-vindas de 100% — até ₵500,00 no seu primeiro depósito',
      },
    },
    {
      image: wordedImg('daily-sign'),
      url: '/home?dailyBonus=1',
      content: {
        en: 'Daily sign-in: 7 days in a row, ₵5.00 on day 7',
        fr: 'Connexion quotidienne : 7 jours de suite, 5,00 ₵ le 7e jour',
        pt: 'Entrada diária: 7 dias seguidos, ₵5,00 no 7.º dia',
      },
    },
    {
      // The cash rain is an overlay entered from home (spec activities §2): its slots, top prize and
      // deposit rule are seed-cash-rain.ts's, and a test holds this text to them.
      image: wordedImg('cash-rain'),
      url: '/home?cashRain=1',
      content: {
        en: 'Cash Rain every day at 12:00 and 20:00: up to ₵100.00 per rain. Deposit to join.',
        fr: 'Pluie de cash chaque jour à 12:00 et 20:00 : jusqu’à 100,00 ₵ par pluie. Déposez pour participer.',
        pt: 'Chuva de dinheiro todo dia às 12:00 e 20:00: até ₵100,00 por chuva. Deposite para participar.',
      },
    },
    {
      image: wordedImg('diamond-tasks'),
      url: '/diamond/tasks',
      content: {
        en: 'Diamond tasks: bet and deposit to collect diamonds',
        fr: 'Missions diamants : misez et déposez pour gagner des diamants',
        pt: 'Tarefas diamante: aposte e deposite para ganhar diamantes',
      },
    },
    {
      image: wordedImg('diamond-spin'),
      url: '/diamond/spin',
      content: {
        en: 'Diamond spin: spin diamonds for cash and coins',
        fr: 'Roue diamants : tournez vos diamants en espèces et en pièces',
        pt: 'Roleta diamante: gire diamantes por dinheiro e moedas',
      },
    },
  ];
  const promotions = [
    ...swipe,
    {
      image: wordedImg('coin-spin'),
      url: '/games/coin-spin/1',
      content: {
        en: 'Coin spin: one free spin a day after you sign in',
        fr: 'Roue des pièces : un tour gratuit par jour après la connexion',
        pt: 'Roleta de moedas: um giro grátis por dia depois de entrar',
      },
    },
    {
      image: wordedImg('diamond-exchange-banner'),
      url: '/diamond/exchange',
      content: {
        en: 'Diamond exchange: 100 diamonds = ₵1.00',
        fr: 'Échange de diamants : 100 diamants = 1,00 ₵',
        pt: 'Troca de diamantes: 100 diamantes = ₵1,00',
      },
    },
  ];
  return [
    ...swipe.map((a, i) => ({
      ...a,
      position: ADVERT_POSITION.HOME_SWIPE,
      typeId: 1,
      sort: (i + 1) * 10,
      startsAt,
    })),
    ...promotions.map((a, i) => ({
      ...a,
      position: ADVERT_POSITION.PROMOTION_LIST,
      typeId: 1,
      sort: (i + 1) * 10,
      startsAt,
    })),
    {
      position: ADVERT_POSITION.HOME_FLOATING,
      typeId: 1,
      image: wordedImg('daily-bonus-float'),
      url: '/home?dailyBonus=1',
      content: { en: 'Daily sign-in bonus', fr: 'Bonus de connexion quotidien', pt: 'Bónus diário' },
      sort: 10,
      startsAt,
    },
    {
      position: ADVERT_POSITION.POPUP,
      typeId: 3,
      image: {
        en: '/content/adverts/first-deposit-en-v1.svg',
        fr: '/content/adverts/first-deposit-fr-v1.svg',
        pt: '/content/adverts/first-deposit-pt-v1.svg',
      },
      url: FIRST_DEPOSIT_URL,
      content: {
        en: 'First deposit offer: pay ₵20.00 and play with ₵40.00',
        fr: 'Offre premier dépôt : payez 20,00 ₵ et jouez avec 40,00 ₵',
        pt: 'Oferta de primeiro depósito: pague ₵20,00 e jogue com ₵40,00',
      },
      sort: 10,
      startsAt,
    },
    {
      position: ADVERT_POSITION.POPUP,
      typeId: 1,
      image: wordedImg('coin-spin-popup'),
      url: '/games/coin-spin/1',
      content: {
        en: 'One free coin spin a day after you sign in',
        fr: 'Un tour de roue gratuit par jour après la connexion',
        pt: 'Um giro grátis por dia depois de entrar',
      },
      sort: 20,
      startsAt,
    },
    {
      position: ADVERT_POSITION.DEPOSIT_POPUP,
      typeId: 1,
      image: wordedImg('deposit-coins'),
      url: '/deposit',
      content: {
        en: 'Deposit ₵50.00 and get ₵5.00 in bonus coins',
        fr: 'Déposez 50,00 ₵ et recevez 5,00 ₵ en pièces bonus',
        pt: 'Deposite ₵50,00 e receba ₵5,00 em moedas de bónus',
      },
      sort: 10,
      startsAt,
    },
    {
      position: ADVERT_POSITION.HOME_BANNERS,
      typeId: 1,
      image: wordedImg('tasks-banner'),
      url: '/home?dailyBonus=1',
      content: {
        en: 'Daily tasks: bet ₵50.00 today and receive ₵1.00 in coins',
        fr: 'Tâches du jour : misez 50,00 ₵ et recevez 1,00 ₵ en pièces',
        pt: 'Tarefas do dia: aposte ₵50,00 e receba ₵1,00 em moedas',
      },
      sort: 10,
      startsAt,
    },
    {
      position: ADVERT_POSITION.HOME_BANNERS,
      typeId: 1,
      image: wordedImg('diamond-exchange-banner'),
      url: '/diamond/exchange',
      content: {
        en: 'Diamond exchange: 100 diamonds = ₵1.00',
        fr: 'Échange de diamants : 100 diamants = 1,00 ₵',
        pt: 'Troca de diamantes: 100 diamantes = ₵1,00',
      },
      sort: 20,
      startsAt,
    },
    {
      position: ADVERT_POSITION.FOOTER_BANNER,
      typeId: 1,
      image: wordedImg('play-responsibly'),
      url: '/me/settings/exclusion',
      content: {
        en: 'Play responsibly',
        fr: 'Jouez de manière responsable',
        pt: 'Jogue com responsabilidade',
      },
      sort: 10,
      startsAt,
    },
    {
      position: ADVERT_POSITION.ME_BANNER,
      typeId: 1,
      image: wordedImg('diamond-exchange-banner'),
      url: '/diamond/exchange',
      content: {
        en: 'Turn your diamonds into cash',
        fr: 'Changez vos diamants en espèces',
        pt: 'Troque os seus diamantes por dinheiro',
      },
      sort: 10,
      startsAt,
    },
  ];
}

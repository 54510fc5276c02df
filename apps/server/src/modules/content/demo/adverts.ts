import { ADVERT_POSITION } from '@sika/contract';
import type { NewAdvert } from '../seed-repository.ts';

const img = (name: string) => `/content/adverts/${name}-v1.svg`;
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
  const swipe = [
    {
      image: img('welcome-bonus'),
      url: '/deposit',
      content: {
        en: '100% welcome bonus up to ₵500.00 on your first deposit',
        fr: 'Bonus de bienvenue de 100 % jusqu’à 500,00 ₵ sur votre premier dépôt',
        pt: 'Bónus de boas-vindas de 100% até ₵500,00 no primeiro depósito',
      },
    },
    {
      image: img('lucky-refund'),
      url: '/activities/lucky-refund/index',
      content: {
        en: 'Lucky Refund: Saturday draw with a ₵10,000.00 jackpot',
        fr: 'Lucky Refund : tirage du samedi, jackpot de 10 000,00 ₵',
        pt: 'Lucky Refund: sorteio de sábado com jackpot de ₵10.000,00',
      },
    },
    {
      image: img('cash-back'),
      url: '/subscriber/cashBack',
      content: {
        en: 'Weekly cash back up to ₵300.00, every Monday',
        fr: 'Cash back hebdomadaire jusqu’à 300,00 ₵, chaque lundi',
        pt: 'Cash back semanal até ₵300,00, todas as segundas',
      },
    },
    {
      image: img('refer-friend'),
      url: '/activities/refer-friend/1',
      content: {
        en: 'Invite friends and earn up to ₵50.00 each',
        fr: 'Invitez vos amis et gagnez jusqu’à 50,00 ₵ chacun',
        pt: 'Convide amigos e ganhe até ₵50,00 por cada',
      },
    },
  ];
  const promotions = [
    ...swipe,
    {
      image: img('collect-cards'),
      url: '/activities/collect-cards',
      content: {
        en: 'Collect the cards and share a ₵20,000.00 prize pool',
        fr: 'Collectionnez les cartes et partagez 20 000,00 ₵',
        pt: 'Colecione as cartas e divida ₵20.000,00',
      },
    },
    {
      image: img('vip-club'),
      url: '/subscriber/memberCenter',
      content: {
        en: 'VIP Club: 10 levels of rewards',
        fr: 'Club VIP : 10 niveaux de récompenses',
        pt: 'Clube VIP: 10 níveis de prémios',
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
      image: img('daily-bonus-float'),
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
      image: img('collect-cards-popup'),
      url: '/activities/collect-cards',
      content: { en: 'Collect the cards', fr: 'Collectionnez les cartes', pt: 'Colecione as cartas' },
      sort: 20,
      startsAt,
    },
    {
      position: ADVERT_POSITION.DEPOSIT_POPUP,
      typeId: 1,
      image: img('daily-deposit-bonus'),
      url: '/deposit',
      content: {
        en: 'Deposit ₵50.00 or more and get a ₵5.00 bonus, once a day',
        fr: 'Déposez 50,00 ₵ ou plus et recevez 5,00 ₵ de bonus, une fois par jour',
        pt: 'Deposite ₵50,00 ou mais e receba ₵5,00 de bónus, uma vez por dia',
      },
      sort: 10,
      startsAt,
    },
    {
      position: ADVERT_POSITION.HOME_BANNERS,
      typeId: 1,
      image: img('lottery-banner'),
      url: '/lottery',
      content: {
        en: 'Sika Lotto: ₵1.00 a ticket',
        fr: 'Sika Lotto : 1,00 ₵ le ticket',
        pt: 'Sika Lotto: ₵1,00 por bilhete',
      },
      sort: 10,
      startsAt,
    },
    {
      position: ADVERT_POSITION.HOME_BANNERS,
      typeId: 1,
      image: img('cash-rain-banner'),
      url: '/home?cashRain=1',
      content: {
        en: 'Cash Rain at 12:00 and 20:00',
        fr: 'Pluie de cash à 12 h et 20 h',
        pt: 'Chuva de dinheiro às 12:00 e 20:00',
      },
      sort: 20,
      startsAt,
    },
    {
      position: ADVERT_POSITION.FOOTER_BANNER,
      typeId: 1,
      image: img('play-responsibly'),
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
      image: img('vip-me-banner'),
      url: '/subscriber/memberCenter',
      content: {
        en: 'Reach VIP 3 for 5% weekly cash back',
        fr: 'Atteignez VIP 3 : 5 % de cash back',
        pt: 'Chegue a VIP 3: 5% de cash back',
      },
      sort: 10,
      startsAt,
    },
  ];
}

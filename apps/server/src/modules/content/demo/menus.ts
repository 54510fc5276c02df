import { MENU_ID } from '@sika/contract';
import type { NewMenuItem } from '../seed-repository.ts';

const icon = (name: string) => `/content/icons/${name}-v1.svg`;

const DEPOSIT = {
  title: { en: 'Deposit', fr: 'Dépôt', pt: 'Depósito' },
  url: '/deposit',
  img: icon('deposit'),
};
const DAILY_BONUS = {
  title: { en: 'Daily Bonus', fr: 'Bonus du jour', pt: 'Bónus diário' },
  url: '/home?dailyBonus=1',
  img: icon('daily-bonus'),
  actived: true,
};
const DIAMOND_SPIN = {
  title: { en: 'Diamond Spin', fr: 'Roue diamants', pt: 'Roleta diamante' },
  url: '/diamond/spin',
  img: icon('spin'),
};
const COIN_SPIN = {
  title: { en: 'Coin Spin', fr: 'Roue des pièces', pt: 'Roleta de moedas' },
  url: '/games/coin-spin/1',
  img: icon('spin'),
};
const EXCHANGE = {
  title: { en: 'Diamond Exchange', fr: 'Échange de diamants', pt: 'Troca de diamantes' },
  url: '/diamond/exchange',
  img: icon('exchange'),
};
const PROMOTIONS = {
  title: { en: 'Promotions', fr: 'Promotions', pt: 'Promoções' },
  url: '/promotion',
  img: icon('promotions'),
};
const SUPPORT = {
  title: { en: 'Contact us', fr: 'Nous contacter', pt: 'Contacte-nos' },
  url: '/supports',
  img: icon('support'),
};
const ABOUT = {
  title: { en: 'About us', fr: 'À propos', pt: 'Sobre nós' },
  url: '/pages/h5/3002',
  img: icon('about'),
};
const FAQ = {
  title: { en: 'Help & FAQ', fr: 'Aide et FAQ', pt: 'Ajuda e FAQ' },
  url: '/me/faq',
  img: icon('faq'),
};
const LOTTERY = {
  title: { en: 'Lottery', fr: 'Loterie', pt: 'Loteria' },
  url: '/lottery',
  img: icon('lottery'),
};
const LUCKY_REFUND = {
  title: { en: 'Lucky Refund', fr: 'Remboursement chanceux', pt: 'Reembolso da sorte' },
  url: '/activities/lucky-refund/index',
  img: icon('lucky-refund'),
};
/** The cash rain opens as an overlay on home (spec activities §2 Overlays), like the home entry does. */
const CASH_RAIN = {
  title: { en: 'Cash Rain', fr: 'Pluie de cash', pt: 'Chuva de dinheiro' },
  url: '/home?cashRain=1',
  img: icon('cash-rain'),
};
const CASH_DRAW = {
  title: { en: 'Cash Draw', fr: 'Tirage cash', pt: 'Sorteio em dinheiro' },
  url: '/activities/cash-draw',
  img: icon('cash-rain'),
};
const VIP = {
  title: { en: 'VIP Club', fr: 'Club VIP', pt: 'Clube VIP' },
  url: '/subscriber/memberCenter',
  img: icon('vip'),
};
const CASH_BACK = {
  title: { en: 'Cash Back', fr: 'Cash back', pt: 'Cash back' },
  url: '/subscriber/cashBack',
  img: icon('cash-back'),
};
const DIAMONDS = {
  title: { en: 'Diamond Tasks', fr: 'Missions diamants', pt: 'Tarefas diamante' },
  url: '/diamond/tasks',
  img: icon('diamond'),
};

/**
 * The demo menus by id (see packages/contract content.ts). Every entry leads to a page that works: the
 * activities nobody has built yet have no entry, and a test
 * walks every seeded link (test/content/seeded-links.test.ts).
 */
export const demoMenus: { menuId: number; items: NewMenuItem[] }[] = [
  // Home grid: 5 columns, 4 shown plus "more" (spec core §2 Home).
  {
    menuId: MENU_ID.HOME,
    items: [
      DEPOSIT,
      DAILY_BONUS,
      CASH_RAIN,
      DIAMONDS,
      DIAMOND_SPIN,
      LOTTERY,
      LUCKY_REFUND,
      CASH_DRAW,
      VIP,
      COIN_SPIN,
      EXCHANGE,
      PROMOTIONS,
      SUPPORT,
    ],
  },
  // Left drawer, under the game categories.
  {
    menuId: MENU_ID.DRAWER,
    items: [
      PROMOTIONS,
      DAILY_BONUS,
      DIAMONDS,
      DIAMOND_SPIN,
      COIN_SPIN,
      LOTTERY,
      LUCKY_REFUND,
      CASH_DRAW,
      VIP,
      SUPPORT,
      FAQ,
      ABOUT,
    ],
  },
  // Me page grid.
  {
    menuId: MENU_ID.ME_GRID,
    items: [
      {
        title: { en: 'Deposit Records', fr: 'Dépôts', pt: 'Depósitos' },
        url: '/account/records/deposit',
        img: icon('records'),
      },
      {
        title: { en: 'Withdrawal Records', fr: 'Retraits', pt: 'Levantamentos' },
        url: '/account/records/withdraw',
        img: icon('withdraw'),
      },
      {
        title: { en: 'Game Records', fr: 'Historique de jeu', pt: 'Histórico de jogo' },
        url: '/me/game-records',
        img: icon('game-records'),
      },
      VIP,
      CASH_BACK,
      DIAMONDS,
      EXCHANGE,
      DAILY_BONUS,
      SUPPORT,
    ],
  },
  // Promotion page menus (WinSlots theme).
  {
    menuId: MENU_ID.PROMOTION,
    items: [
      {
        title: { en: 'Events', fr: 'Événements', pt: 'Eventos' },
        url: '/promotion',
        img: icon('events'),
        actived: true,
      },
      DIAMONDS,
      DIAMOND_SPIN,
      COIN_SPIN,
      LUCKY_REFUND,
      CASH_DRAW,
    ],
  },
];

/** Ghana's menus without the items leading to `urls`: what a market has not configured or does not offer. */
export function demoMenusWithout(urls: ReadonlySet<string>): { menuId: number; items: NewMenuItem[] }[] {
  return demoMenus.map((menu) => ({
    menuId: menu.menuId,
    items: menu.items.filter((i) => !urls.has(i.url)),
  }));
}

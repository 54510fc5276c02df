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
const LUCKY_REFUND = {
  title: { en: 'Lucky Refund', fr: 'Lucky Refund', pt: 'Lucky Refund' },
  url: '/activities/lucky-refund/index',
  img: icon('lucky-refund'),
};
const CASH_RAIN = {
  title: { en: 'Cash Rain', fr: 'Pluie de cash', pt: 'Chuva de dinheiro' },
  url: '/home?cashRain=1',
  img: icon('cash-rain'),
};
const VIP = {
  title: { en: 'VIP Club', fr: 'Club VIP', pt: 'Clube VIP' },
  url: '/subscriber/memberCenter',
  img: icon('vip'),
};
const INVITE = {
  title: { en: 'Invite Friends', fr: 'Inviter', pt: 'Convidar' },
  url: '/activities/refer-friend/1',
  img: icon('invite'),
};
const MALL = { title: { en: 'Mall', fr: 'Boutique', pt: 'Loja' }, url: '/mall', img: icon('mall') };
const LOTTERY = { title: { en: 'Lotto', fr: 'Loto', pt: 'Lotaria' }, url: '/lottery', img: icon('lottery') };
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

/** The demo menus by id (see packages/contract content.ts). */
export const demoMenus: { menuId: number; items: NewMenuItem[] }[] = [
  // Home grid: 5 columns, 4 shown plus "more" (spec core §2 Home).
  {
    menuId: MENU_ID.HOME,
    items: [DEPOSIT, DAILY_BONUS, LUCKY_REFUND, CASH_RAIN, VIP, INVITE, MALL, LOTTERY],
  },
  // Left drawer, under the game categories.
  {
    menuId: MENU_ID.DRAWER,
    items: [PROMOTIONS, VIP, INVITE, LUCKY_REFUND, DAILY_BONUS, SUPPORT, FAQ, ABOUT],
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
      CASH_BACK,
      VIP,
      DIAMONDS,
      INVITE,
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
      VIP,
      INVITE,
      MALL,
    ],
  },
];

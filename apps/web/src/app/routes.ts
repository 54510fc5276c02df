import type { ComponentType } from 'react';
import type { RouteName } from '../i18n/messages.ts';
import type { ThemeName } from '../themes/theme.ts';

export type PageModule = { default: ComponentType };
export type Params = Readonly<Record<string, string | undefined>>;

interface RouteBase {
  path: string;
  /** The spec's name where it gives one; also the i18n key `routes.<name>` of the page title. */
  name: RouteName;
  /** Login required (spec core §2 "auth"); a function when it depends on the params. */
  auth?: boolean | ((params: Params) => boolean);
  /** Entered at the top, even on back (spec core §2: home, mall-center, lottery, deposit, promotion, withdraw, me). */
  scrollToTop?: boolean;
  /** One of the five pages of the bottom tab bar. */
  tab?: boolean;
  /**
   * Closed while the player's play is paused (time-out, self-exclusion: decision 017): the page shows the
   * pause instead (money in, play, rewards). The server refuses the calls anyway (5404); this is the words.
   */
  closedWhilePaused?: boolean;
  /** Only in these themes; elsewhere the path goes home. */
  themes?: readonly ThemeName[];
}

/**
 * Every route shows a page or forwards to one: there is no "coming soon" route (a placeholder promises what
 * the product does not do).
 */
export type RouteDef = RouteBase &
  (
    | {
        /** The page, split into its own chunk. */
        page: () => Promise<PageModule>;
        forwardTo?: never;
      }
    | {
        /** A path the spec names that is another page's door: it forwards there, replacing itself. */
        forwardTo: string;
        page?: never;
      }
  );

const auth = true;
/** The pay hall's three routes share one page (spec core §2: query sign and transNo). */
const payHall = () => import('../features/deposit/components/pay-hall-page.tsx');
/** Refer a friend and the invite page with its action (`share` opens the share popup) are one page. */
const referFriend = () => import('../features/invite/components/refer-friend-page.tsx');
/** A share link's landing and the register-through-invitation route are one page. */
const invitationLanding = () => import('../features/invite/components/invitation-landing-page.tsx');

/**
 * Every route of the app, declared once: spec core §2 and activities §2. The router, the guard, the tab
 * bar and the scroll behaviour all read this table.
 */
export const routeTable: readonly RouteDef[] = [
  // The shell's five tabs (spec core §2 Main shell).
  {
    path: '/home',
    name: 'home',
    tab: true,
    scrollToTop: true,
    // Home with the reward overlays its links open (`?dailyBonus=1`, `?coinsEvent=1`): see home-route.tsx.
    page: () => import('./home-route.tsx'),
  },
  {
    path: '/deposit',
    name: 'deposit',
    closedWhilePaused: true,
    tab: true,
    scrollToTop: true,
    page: () => import('../features/deposit/components/deposit-page.tsx'),
  },
  {
    path: '/promotion',
    name: 'promotion',
    tab: true,
    scrollToTop: true,
    page: () => import('../features/promotion/components/promotion-page.tsx'),
  },
  {
    path: '/withdraw',
    name: 'withdraw',
    tab: true,
    scrollToTop: true,
    page: () => import('../features/withdraw/components/withdraw-page.tsx'),
  },
  {
    path: '/me',
    name: 'me',
    tab: true,
    scrollToTop: true,
    // The me page with the VIP benefits carousel (features never import each other: app/ joins them).
    page: () => import('./me-route.tsx'),
  },

  // Account (spec core §2 Other routes).
  { path: '/login', name: 'login', page: () => import('../features/auth/components/login-page.tsx') },
  {
    path: '/register',
    name: 'register',
    page: () => import('../features/auth/components/register-page.tsx'),
  },
  {
    path: '/authentication/sms/:data?',
    name: 'authentication-sms',
    page: () => import('../features/auth/components/sms-login-page.tsx'),
  },
  // The spec names this auth route and nothing of its content. Where a player chooses how to sign in and
  // verify the account (password, mobile, identity) is the settings' account section: the branch leads there.
  { path: '/authentication/branch', name: 'authentication-branch', auth, forwardTo: '/me/settings' },
  // The spec marks /password/reset "auth", but it is where the login page's forgot-password link leads and its
  // call needs no token: a visitor must reach it, so it is open here.
  {
    path: '/password/reset',
    name: 'password-reset',
    page: () => import('../features/auth/components/reset-password-page.tsx'),
  },
  {
    path: '/password/modify',
    name: 'password-modify',
    auth,
    page: () => import('../features/auth/components/modify-password-page.tsx'),
  },
  {
    path: '/account/mobile/:redirect/:title',
    name: 'account-mobile',
    auth,
    page: () => import('../features/auth/components/change-mobile-page.tsx'),
  },
  {
    path: '/me/settings',
    name: 'me-settings',
    auth,
    page: () => import('../features/settings/components/settings-page.tsx'),
  },
  {
    path: '/me/settings/license',
    name: 'me-settings-license',
    page: () => import('../features/info/components/licence-page.tsx'),
  },
  {
    path: '/me/settings/kyc',
    name: 'me-settings-kyc',
    page: () => import('../features/settings/components/kyc-settings-page.tsx'),
  },
  {
    path: '/me/settings/exclusion',
    name: 'me-settings-exclusion',
    page: () => import('../features/settings/components/exclusion-page.tsx'),
  },
  {
    path: '/me/settings/limits',
    name: 'me-settings-limits',
    auth,
    page: () => import('../features/responsible-gaming/components/limits-page.tsx'),
  },
  {
    path: '/me/settings/time-out',
    name: 'me-settings-time-out',
    auth,
    page: () => import('../features/responsible-gaming/components/time-out-page.tsx'),
  },
  {
    path: '/me/settings/reality-check',
    name: 'me-settings-reality-check',
    auth,
    page: () => import('../features/responsible-gaming/components/reality-check-page.tsx'),
  },
  {
    path: '/me/settings/responsible-gaming',
    name: 'me-settings-responsible-gaming',
    page: () => import('../features/responsible-gaming/components/responsible-gaming-page.tsx'),
  },
  {
    path: '/me/game-records',
    name: 'me-game-records',
    auth,
    page: () => import('../features/game-records/components/game-records-page.tsx'),
  },
  { path: '/me/faq', name: 'me-faq', page: () => import('../features/info/components/faq-page.tsx') },
  {
    path: '/member/messages',
    name: 'member-messages',
    auth,
    page: () => import('../features/messages/components/member-messages-page.tsx'),
  },
  {
    path: '/system/messages',
    name: 'system-messages',
    auth,
    themes: ['sika'],
    page: () => import('../features/messages/components/system-messages-page.tsx'),
  },
  {
    path: '/supports',
    name: 'supports',
    page: () => import('../features/info/components/supports-page.tsx'),
  },
  {
    path: '/pages/branch/:type',
    name: 'pages-branch',
    page: () => import('../features/info/components/branch-page.tsx'),
  },
  {
    path: '/pages/h5/:type',
    name: 'pages-h5',
    page: () => import('../features/info/components/h5-page.tsx'),
  },

  // Games.
  {
    path: '/casino/:mode/:id',
    name: 'casino-launch',
    closedWhilePaused: true,
    auth: (params) => params.mode !== 'demo',
    page: () => import('../features/casino/components/game-frame-page.tsx'),
  },
  {
    path: '/categories/:id/games',
    name: 'categories-games',
    themes: ['winslots'],
    page: () => import('../features/categories/components/category-games-page.tsx'),
  },
  {
    path: '/lottery',
    name: 'lottery',
    closedWhilePaused: true,
    scrollToTop: true,
    page: () => import('../features/lottery/components/lottery-page.tsx'),
  },
  // A draw's public record, recomputed in the browser (issue 15, docs/draws.md).
  {
    path: '/draws/:id/verify',
    name: 'draw-verify',
    page: () => import('../features/lottery/components/verify-page.tsx'),
  },

  // Money.
  {
    path: '/account/transaction/:id',
    name: 'account-transaction',
    auth,
    page: () => import('../features/transactions/components/transaction-page.tsx'),
  },
  {
    path: '/account/withdraw',
    name: 'account-withdraw',
    auth,
    page: () => import('../features/withdraw/components/withdraw-page.tsx'),
  },
  {
    path: '/account/withdraw-preview',
    name: 'account-withdraw-preview',
    auth,
    page: () => import('../features/withdraw/components/withdraw-preview-page.tsx'),
  },
  {
    path: '/account/records/deposit',
    name: 'account-records-deposit',
    auth,
    page: () => import('../features/deposit/components/deposit-records-page.tsx'),
  },
  {
    path: '/account/records/withdraw',
    name: 'account-records-withdraw',
    auth,
    page: () => import('../features/withdraw/components/withdraw-records-page.tsx'),
  },
  { path: '/pay/deposit/mpesa', name: 'pay-deposit-mpesa', closedWhilePaused: true, page: payHall },
  { path: '/pay/hall/mpesa', name: 'pay-hall-mpesa', closedWhilePaused: true, page: payHall },
  { path: '/pay/hall/panpay', name: 'pay-hall-panpay', closedWhilePaused: true, page: payHall },
  // Spec core §2: only while a PayPay flag is on. No market of ours has a PayPay channel, so the flag is never
  // on and a link to it (an old advert, a bookmark) lands on the deposit page, where the market's channels are.
  { path: '/pay/deposit/paypay', name: 'pay-deposit-paypay', forwardTo: '/deposit' },
  {
    path: '/nested-deposit',
    name: 'nested-deposit',
    closedWhilePaused: true,
    page: () => import('../features/deposit/components/nested-deposit-page.tsx'),
  },
  // Spec core §2 Deposit result page (its path is not given): where the wait after Pay ends.
  {
    path: '/deposit/result',
    name: 'deposit-result',
    page: () => import('../features/deposit/components/deposit-result-page.tsx'),
  },
  {
    path: '/feedback/timeline/:id',
    name: 'feedback-timeline',
    auth,
    page: () => import('../features/feedback/components/timeline-page.tsx'),
  },
  {
    path: '/feedback/deposit/:id',
    name: 'feedback-deposit',
    auth,
    page: () => import('../features/feedback/components/appeal-page.tsx'),
  },

  // VIP and mall.
  {
    path: '/subscriber/cashBack',
    name: 'subscriber-cash-back',
    closedWhilePaused: true,
    auth,
    page: () => import('../features/vip/components/cash-back-page.tsx'),
  },
  {
    path: '/subscriber/memberCenter',
    name: 'subscriber-member-center',
    auth,
    page: () => import('../features/vip/components/member-center-page.tsx'),
  },
  {
    path: '/subscriber/memberCenter/records',
    name: 'subscriber-member-center-records',
    auth,
    page: () => import('../features/vip/components/member-records-page.tsx'),
  },
  {
    path: '/mall',
    name: 'mall-center',
    scrollToTop: true,
    page: () => import('../features/mall/components/mall-centre-page.tsx'),
  },
  {
    path: '/mall/:type',
    name: 'mall-type',
    page: () => import('../features/mall/components/mall-type-page.tsx'),
  },
  {
    // The cart (core §3, §4; docs/mall.md): reached from the mall's pages, kept on the phone.
    path: '/mall/cart',
    name: 'mall-cart',
    closedWhilePaused: true,
    auth,
    page: () => import('../features/mall/components/mall-cart-page.tsx'),
  },
  {
    path: '/mall/detail/:id',
    name: 'mall-detail',
    closedWhilePaused: true,
    auth,
    page: () => import('../features/mall/components/mall-detail-page.tsx'),
  },
  {
    path: '/mall/jump/:id',
    name: 'mall-jump',
    page: () => import('../features/mall/components/mall-jump-page.tsx'),
  },

  // Activities (spec activities §2).
  {
    path: '/activities/lucky-refund/index',
    name: 'activities-lucky-refund-index',
    closedWhilePaused: true,
    page: () => import('../features/lucky-refund/components/lucky-refund-page.tsx'),
  },
  {
    path: '/activities/lucky-refund/results',
    name: 'activities-lucky-refund-results',
    page: () => import('../features/lucky-refund/components/lucky-refund-results-page.tsx'),
  },
  // The cash draw (activities §1, §5): not in the spec's route table; beside the lucky refund.
  {
    path: '/activities/cash-draw',
    name: 'activities-cash-draw',
    page: () => import('../features/cash-draw/components/cash-draw-page.tsx'),
  },
  {
    path: '/activities/collect-cards',
    name: 'activities-collect-cards',
    closedWhilePaused: true,
    page: () => import('../features/collect-cards/components/collect-cards-page.tsx'),
  },
  {
    path: '/games/coin-spin/:id',
    name: 'games-coin-spin',
    closedWhilePaused: true,
    auth,
    page: () => import('../features/spin/components/coin-spin-page.tsx'),
  },
  {
    path: '/diamond/spin',
    name: 'diamond-spin',
    closedWhilePaused: true,
    auth,
    page: () => import('../features/spin/components/diamond-spin-page.tsx'),
  },
  {
    path: '/diamond/tasks',
    name: 'diamond-tasks',
    closedWhilePaused: true,
    auth,
    page: () => import('../features/diamond/components/diamond-tasks-page.tsx'),
  },
  {
    path: '/diamond/exchange',
    name: 'diamond-exchange',
    closedWhilePaused: true,
    auth,
    page: () => import('../features/diamond/components/diamond-exchange-page.tsx'),
  },
  // Invitations (issue 17; decision 021).
  { path: '/activities/refer-friend/:id', name: 'activities-refer-friend', page: referFriend },
  {
    path: '/activities/refer-detail/:id',
    name: 'activities-refer-detail',
    auth,
    page: () => import('../features/invite/components/refer-detail-page.tsx'),
  },
  { path: '/activities/invite/:id/:action', name: 'activities-invite', auth, page: referFriend },
  {
    path: '/activities/invite-tasks/:id',
    name: 'activities-invite-tasks',
    page: () => import('../features/invite/components/invite-tasks-page.tsx'),
  },
  { path: '/activities/register/:code/:channel', name: 'activities-register', page: invitationLanding },
  { path: '/invitation/:code/:channel', name: 'invitation', page: invitationLanding },
  {
    path: '/activities/giveaway/:id',
    name: 'activities-giveaway',
    page: () => import('../features/auth/components/giveaway-page.tsx'),
  },
  // Activities §2 "a promotion", §7 activities/game-promotion/info?id: the promotion a game runs.
  {
    path: '/activities/promotion/:id',
    name: 'activities-promotion',
    page: () => import('../features/casino/components/game-promotion-page.tsx'),
  },
  {
    path: '/publicize/christmas',
    name: 'publicize-christmas',
    page: () => import('../features/collect-cards/components/christmas-page.tsx'),
  },
];

export const tabRoutes = routeTable.filter((route) => route.tab);

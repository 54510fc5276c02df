import type * as contract from '@sika/contract';
import type { CallDef } from '@sika/contract';
import { lobbyCall } from './lobby-call.ts';

/**
 * The web side of a contract call: method, path and auth only. The zod schemas stay out of the bundle
 * (zod is tens of KB gzip); the types come from the contract with `import type`, so a path or method that
 * drifts from `packages/contract` fails the type check here, and `calls.test.ts` checks the values too.
 */
export interface WebCall<D extends CallDef = CallDef> {
  readonly method: D['method'];
  readonly path: D['path'];
  readonly auth: D['auth'];
  /** Form-encoded unless a call needs otherwise (ARCHITECTURE.md, The wire). */
  readonly encoding?: BodyEncoding;
  /** Type carrier only; never set. */
  readonly def?: D;
}

export type BodyEncoding = 'form' | 'json' | 'multipart';

export function call<D extends CallDef>(definition: WebCall<D>): WebCall<D> {
  return definition;
}

const account = '/api/account-service';

export const calls = {
  register: call<typeof contract.register>({
    method: 'POST',
    path: `${account}/auth/register`,
    auth: 'none',
  }),
  loginByPassword: call<typeof contract.loginByPassword>({
    method: 'POST',
    path: `${account}/auth/login`,
    auth: 'none',
  }),
  sendSmsCode: call<typeof contract.sendSmsCode>({
    method: 'POST',
    path: `${account}/auth/sms-code`,
    auth: 'optional',
  }),
  loginBySmsCode: call<typeof contract.loginBySmsCode>({
    method: 'POST',
    path: `${account}/auth/login-sms`,
    auth: 'none',
  }),
  loginByToken: call<typeof contract.loginByToken>({
    method: 'POST',
    path: `${account}/auth/login-token`,
    auth: 'player',
  }),
  logout: call<typeof contract.logout>({ method: 'POST', path: `${account}/auth/logout`, auth: 'player' }),
  resetPassword: call<typeof contract.resetPassword>({
    method: 'POST',
    path: `${account}/auth/password/reset`,
    auth: 'none',
  }),
  changePassword: call<typeof contract.changePassword>({
    method: 'POST',
    path: `${account}/member/password`,
    auth: 'player',
  }),
  changeMobile: call<typeof contract.changeMobile>({
    method: 'POST',
    path: `${account}/member/mobile`,
    auth: 'player',
  }),
  getProfile: call<typeof contract.getProfile>({
    method: 'GET',
    path: `${account}/member/profile`,
    auth: 'player',
  }),
  appInfo: call<typeof contract.appInfo>({ method: 'GET', path: '/api/app/info', auth: 'none' }),

  // Account area (web-me): me page, settings and self-exclusion, messages and notice popups, info pages,
  // one transaction. The message calls are named by their contract operationId.
  getOptions: call<typeof contract.getOptions>({
    method: 'GET',
    path: '/api/system-service/options',
    auth: 'none',
  }),
  getAdverts: call<typeof contract.getAdverts>({
    method: 'GET',
    path: '/api/system-service/adverts',
    auth: 'none',
  }),
  getMenu: call<typeof contract.getMenu>({
    method: 'GET',
    path: '/api/system-service/menus/:menuId',
    auth: 'none',
  }),
  getH5Page: call<typeof contract.getH5Page>({
    method: 'GET',
    path: '/api/system-service/pages/:type',
    auth: 'none',
  }),
  getFaq: call<typeof contract.getFaq>({ method: 'GET', path: '/api/system-service/faq', auth: 'none' }),
  getSupports: call<typeof contract.getSupports>({
    method: 'GET',
    path: '/api/system-service/supports',
    auth: 'none',
  }),
  getSelfExclusion: call<typeof contract.getSelfExclusion>({
    method: 'GET',
    path: `${account}/member/self-exclusion`,
    auth: 'player',
  }),
  setSelfExclusion: call<typeof contract.setSelfExclusion>({
    method: 'POST',
    path: `${account}/member/self-exclusion`,
    auth: 'player',
  }),
  getResponsibleGaming: call<typeof contract.getResponsibleGaming>({
    method: 'GET',
    path: `${account}/member/responsible-gaming`,
    auth: 'player',
  }),
  setLimit: call<typeof contract.setLimit>({
    method: 'POST',
    path: `${account}/member/responsible-gaming/limit`,
    auth: 'player',
  }),
  setRealityCheck: call<typeof contract.setRealityCheck>({
    method: 'POST',
    path: `${account}/member/responsible-gaming/reality-check`,
    auth: 'player',
  }),
  takeTimeOut: call<typeof contract.takeTimeOut>({
    method: 'POST',
    path: `${account}/member/responsible-gaming/time-out`,
    auth: 'player',
  }),
  getPlaySession: call<typeof contract.getPlaySession>({
    method: 'GET',
    path: `${account}/member/responsible-gaming/session`,
    auth: 'player',
  }),
  getTransaction: call<typeof contract.getTransaction>({
    method: 'GET',
    path: '/api/account/transaction/:id',
    auth: 'player',
  }),
  getUnreadCounts: call<typeof contract.getUnreadCounts>({
    method: 'GET',
    path: '/api/message-service/messages/unread',
    auth: 'player',
  }),
  takeNoticePopups: call<typeof contract.takeNoticePopups>({
    method: 'POST',
    path: '/api/message-service/notices/popups',
    auth: 'player',
  }),
  listMemberMessages: call<typeof contract.memberMessageCalls.list>({
    method: 'GET',
    path: '/api/message-service/member/messages',
    auth: 'player',
  }),
  markMemberMessageRead: call<typeof contract.memberMessageCalls.markRead>({
    method: 'POST',
    path: '/api/message-service/member/messages/:id/read',
    auth: 'player',
  }),
  markAllMemberMessagesRead: call<typeof contract.memberMessageCalls.markAllRead>({
    method: 'POST',
    path: '/api/message-service/member/messages/read-all',
    auth: 'player',
  }),
  listSystemMessages: call<typeof contract.systemMessageCalls.list>({
    method: 'GET',
    path: '/api/message-service/system/messages',
    auth: 'player',
  }),
  markSystemMessageRead: call<typeof contract.systemMessageCalls.markRead>({
    method: 'POST',
    path: '/api/message-service/system/messages/:id/read',
    auth: 'player',
  }),
  markAllSystemMessagesRead: call<typeof contract.systemMessageCalls.markAllRead>({
    method: 'POST',
    path: '/api/message-service/system/messages/read-all',
    auth: 'player',
  }),

  // Deposits, the pay hall, deposit records and appeals (web-deposit). getOptions and getSupports above.
  getDepositConfig: call<typeof contract.getDepositConfig>({
    method: 'GET',
    path: `${account}/pan-pay/deposit/config`,
    auth: 'optional',
  }),
  createDeposit: call<typeof contract.createDeposit>({
    method: 'POST',
    path: `${account}/pan-pay/deposit`,
    auth: 'player',
  }),
  getDepositResult: call<typeof contract.getDepositResult>({
    method: 'GET',
    path: `${account}/pan-pay/deposit/result`,
    auth: 'player',
  }),
  submitDepositVoucher: call<typeof contract.submitDepositVoucher>({
    method: 'POST',
    path: `${account}/pan-pay/deposit/voucher`,
    auth: 'player',
  }),
  createPayOrder: call<typeof contract.createPayOrder>({
    method: 'POST',
    path: `${account}/pay-order`,
    auth: 'player',
  }),
  getPayForm: call<typeof contract.getPayForm>({
    method: 'POST',
    path: '/api/pay-service/payment/v1/forms',
    auth: 'none',
  }),
  initPayment: call<typeof contract.initPayment>({
    method: 'POST',
    path: '/api/pay-service/payment/v1/init-payment',
    auth: 'none',
  }),
  getPaymentResult: call<typeof contract.getPaymentResult>({
    method: 'POST',
    path: '/api/pay-service/payment/v1/get-payment-result',
    auth: 'none',
  }),
  getDepositOrders: call<typeof contract.getDepositOrders>({
    method: 'GET',
    path: '/api/account/records/deposit-orders',
    auth: 'player',
  }),
  getDepositAppealForm: call<typeof contract.getDepositAppealForm>({
    method: 'GET',
    path: '/api/feedback/deposit/:transNo',
    auth: 'player',
  }),
  submitDepositAppeal: call<typeof contract.submitDepositAppeal>({
    method: 'POST',
    path: '/api/feedback/deposit/:transNo',
    auth: 'player',
    encoding: 'multipart',
  }),
  getAppealTimeline: call<typeof contract.getAppealTimeline>({
    method: 'GET',
    path: '/api/feedback/timeline/:id',
    auth: 'player',
  }),
  getAppeals: call<typeof contract.getAppeals>({
    method: 'GET',
    path: '/api/feedback/appeals',
    auth: 'player',
  }),

  // Withdrawals and KYC (web-withdraw): the withdraw page, its preview, records, the KYC popup.
  // getOptions (tips 6001, tax explanation 4065) and getSupports (deposit-support info) above.
  getWithdrawConfig: call<typeof contract.getWithdrawConfig>({
    method: 'GET',
    path: `${account}/withdraw/config`,
    auth: 'optional',
  }),
  getWithdrawChannels: call<typeof contract.getWithdrawChannels>({
    method: 'GET',
    path: `${account}/withdraw/channels`,
    auth: 'player',
  }),
  getWithdrawTax: call<typeof contract.getWithdrawTax>({
    method: 'GET',
    path: `${account}/withdraw/tax`,
    auth: 'player',
  }),
  submitWithdrawal: call<typeof contract.submitWithdrawal>({
    method: 'POST',
    path: `${account}/withdraw`,
    auth: 'player',
  }),
  getWithdrawOrders: call<typeof contract.getWithdrawOrders>({
    method: 'GET',
    path: '/api/account/records/withdraw-orders',
    auth: 'player',
  }),
  // Bank-paying markets (Nigeria): the banks, an account number's holder, the confirmed payout account.
  getPayoutBanks: call<typeof contract.getPayoutBanks>({
    method: 'GET',
    path: `${account}/withdraw/banks`,
    auth: 'player',
  }),
  resolvePayoutBankAccount: call<typeof contract.resolvePayoutBankAccount>({
    method: 'POST',
    path: `${account}/withdraw/bank-account/resolve`,
    auth: 'player',
  }),
  savePayoutBankAccount: call<typeof contract.savePayoutBankAccount>({
    method: 'PUT',
    path: `${account}/withdraw/bank-account`,
    auth: 'player',
  }),
  getKycFields: call<typeof contract.getKycFields>({
    method: 'GET',
    path: `${account}/kyc/fields`,
    auth: 'player',
  }),
  submitKyc: call<typeof contract.submitKyc>({ method: 'POST', path: `${account}/kyc`, auth: 'player' }),

  // The game frame and the game records (web-casino). getLobby (the games' names) is shared with home.
  getLobby: call<typeof contract.getLobby>(lobbyCall),
  launchGame: call<typeof contract.launchGame>({
    method: 'POST',
    path: '/api/game-service/launch',
    auth: 'optional',
  }),
  getBetRecords: call<typeof contract.getBetRecords>({
    method: 'GET',
    path: '/api/game-service/records/bet',
    auth: 'player',
  }),
  getWinRecords: call<typeof contract.getWinRecords>({
    method: 'GET',
    path: '/api/game-service/records/win',
    auth: 'player',
  }),

  // The lobby (web-home): home, the left drawer, promotions, category pages and the shared overlays.
  getHomeMenus: call<typeof contract.getHomeMenus>({
    method: 'GET',
    path: '/api/system-service/home-menus',
    auth: 'none',
  }),
  getNotices: call<typeof contract.getNotices>({
    method: 'GET',
    path: '/api/system-service/notices',
    auth: 'none',
  }),
  getLatestAppVersion: call<typeof contract.getLatestAppVersion>({
    method: 'GET',
    path: '/api/system-service/app-version',
    auth: 'none',
  }),
  getRule: call<typeof contract.getRule>({
    method: 'GET',
    path: '/api/system-service/rules/:ruleType',
    auth: 'none',
  }),
  getCategoryGames: call<typeof contract.getCategoryGames>({
    method: 'GET',
    path: '/api/game-service/categories/:id/games',
    auth: 'none',
  }),
  getMyGames: call<typeof contract.getMyGames>({
    method: 'GET',
    path: '/api/game-service/my-games',
    auth: 'player',
  }),
  setMyGame: call<typeof contract.setMyGame>({
    method: 'POST',
    path: '/api/game-service/my-games',
    auth: 'player',
  }),
  getRecentGames: call<typeof contract.getRecentGames>({
    method: 'GET',
    path: '/api/game-service/v2/personal/recent-games',
    auth: 'player',
  }),
  getLatestWinners: call<typeof contract.getLatestWinners>({
    method: 'GET',
    path: '/api/game-service/getLastestWinner',
    auth: 'none',
  }),
  getOnlineUsers: call<typeof contract.getOnlineUsers>({
    method: 'GET',
    path: '/api/game-service/v2/online',
    auth: 'none',
  }),
  getGamePromotion: call<typeof contract.getGamePromotion>({
    method: 'GET',
    path: '/api/game-service/activities/game-promotion/info',
    auth: 'none',
  }),
} as const;

export type CallName = keyof typeof calls;

import type * as contract from '@sika/contract';
import { call } from './calls.ts';

const account = '/api/account-service';

/**
 * The rewards calls (issue 13: rating bonus, daily sign-in, tasks, diamonds, spins, coins event), apart
 * from `calls` so that only the lazy reward screens carry them, not every first page. Same rules as
 * `calls`: method, path and auth only, types from the contract, checked against it in `calls.test.ts`.
 */
export const rewardCalls = {
  getCashRainCfg: call<typeof contract.getCashRainCfg>({
    method: 'GET',
    path: `${account}/cash-rain/cfg`,
    auth: 'optional',
  }),
  getCashRainDrawStatus: call<typeof contract.getCashRainDrawStatus>({
    method: 'GET',
    path: `${account}/cash-rain/draw-status`,
    auth: 'player',
  }),
  claimCashRainGift: call<typeof contract.claimCashRainGift>({
    method: 'POST',
    path: `${account}/cash-rain/gifts`,
    auth: 'player',
  }),
  getBindDevice: call<typeof contract.getBindDevice>({
    method: 'GET',
    path: '/api/activity-service/bind-device',
    auth: 'player',
  }),
  bindDevice: call<typeof contract.bindDevice>({
    method: 'POST',
    path: '/api/activity-service/bind-device',
    auth: 'player',
  }),
  getDailyBonusPreview: call<typeof contract.getDailyBonusPreview>({
    method: 'GET',
    path: `${account}/daily-bonus/preview`,
    auth: 'player',
  }),
  signDailyBonus: call<typeof contract.signDailyBonus>({
    method: 'POST',
    path: `${account}/daily-bonus/sign`,
    auth: 'player',
  }),
  getTasks: call<typeof contract.getTasks>({ method: 'GET', path: `${account}/task/tasks`, auth: 'player' }),
  receiveTask: call<typeof contract.receiveTask>({
    method: 'POST',
    path: `${account}/task/receive`,
    auth: 'player',
  }),
  getDiamondTasks: call<typeof contract.getDiamondTasks>({
    method: 'GET',
    path: `${account}/diamond-task/tasks`,
    auth: 'player',
  }),
  collectDiamondTask: call<typeof contract.collectDiamondTask>({
    method: 'POST',
    path: `${account}/diamond-task/collect`,
    auth: 'player',
  }),
  getDiamondTaskRecords: call<typeof contract.getDiamondTaskRecords>({
    method: 'GET',
    path: `${account}/diamond-task/records`,
    auth: 'player',
  }),
  getDiamondSpinCfg: call<typeof contract.getDiamondSpinCfg>({
    method: 'GET',
    path: `${account}/diamond-spin/cfg`,
    auth: 'player',
  }),
  getDiamondSpinWinners: call<typeof contract.getDiamondSpinWinners>({
    method: 'GET',
    path: `${account}/diamond-spin/winners`,
    auth: 'none',
  }),
  betDiamondSpin: call<typeof contract.betDiamondSpin>({
    method: 'POST',
    path: `${account}/diamond-spin/bet`,
    auth: 'player',
  }),
  getDiamondSpinRecords: call<typeof contract.getDiamondSpinRecords>({
    method: 'GET',
    path: `${account}/diamond-spin/records`,
    auth: 'player',
  }),
  rotateDiamondSpinSeed: call<typeof contract.rotateDiamondSpinSeed>({
    method: 'POST',
    path: `${account}/diamond-spin/seed`,
    auth: 'player',
  }),
  getDiamondBalance: call<typeof contract.getDiamondBalance>({
    method: 'GET',
    path: `${account}/diamond-account/balance`,
    auth: 'player',
  }),
  getDiamondRecords: call<typeof contract.getDiamondRecords>({
    method: 'GET',
    path: `${account}/diamond-account/records`,
    auth: 'player',
  }),
  getExchangeCfg: call<typeof contract.getExchangeCfg>({
    method: 'GET',
    path: `${account}/account/cfg/exchange`,
    auth: 'player',
  }),
  exchangeDiamonds: call<typeof contract.exchangeDiamonds>({
    method: 'POST',
    path: `${account}/account/exchange`,
    auth: 'player',
  }),
  getCoinSpinCfg: call<typeof contract.getCoinSpinCfg>({
    method: 'GET',
    path: '/api/activity-service/coin-spin/cfg',
    auth: 'player',
  }),
  getCoinSpinWinners: call<typeof contract.getCoinSpinWinners>({
    method: 'GET',
    path: '/api/activity-service/coin-spin/winners',
    auth: 'none',
  }),
  betCoinSpin: call<typeof contract.betCoinSpin>({
    method: 'POST',
    path: '/api/activity-service/coin-spin/bet',
    auth: 'player',
  }),
  getCoinSpinRecords: call<typeof contract.getCoinSpinRecords>({
    method: 'GET',
    path: '/api/activity-service/coin-spin/records',
    auth: 'player',
  }),
  rotateCoinSpinSeed: call<typeof contract.rotateCoinSpinSeed>({
    method: 'POST',
    path: '/api/activity-service/coin-spin/seed',
    auth: 'player',
  }),
  getCoinsEvent: call<typeof contract.getCoinsEvent>({
    method: 'GET',
    path: '/api/activity-service/coins-event',
    auth: 'optional',
  }),
} as const;

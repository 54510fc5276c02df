import type * as contract from '@sika/contract';
import { call } from './calls.ts';

/**
 * Bonus money and coins (issue 22): the welcome offer, the player's bonuses and their wagering, coin
 * exchange. Same rules as `calls`, checked against the contract in `calls.test.ts`.
 */
export const bonusCalls = {
  getBonusOffers: call<typeof contract.getBonusOffers>({
    method: 'GET',
    path: '/api/bonus-service/offers',
    auth: 'optional',
  }),
  getMyBonuses: call<typeof contract.getMyBonuses>({
    method: 'GET',
    path: '/api/bonus-service/bonuses',
    auth: 'player',
  }),
  getCoinExchangeCfg: call<typeof contract.getCoinExchangeCfg>({
    method: 'GET',
    path: '/api/bonus-service/coins/exchange',
    auth: 'player',
  }),
  exchangeCoins: call<typeof contract.exchangeCoins>({
    method: 'POST',
    path: '/api/bonus-service/coins/exchange',
    auth: 'player',
  }),
};

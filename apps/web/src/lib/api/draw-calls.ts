import type * as contract from '@sika/contract';
import { call } from './calls.ts';

/**
 * The draw calls (issue 15: lottery, public draw records), apart from `calls` so that only the lazy
 * lottery and verify screens carry them. Checked against the contract in `calls.test.ts`.
 */
export const drawCalls = {
  getLotteryCurrent: call<typeof contract.getLotteryCurrent>({
    method: 'GET',
    path: '/api/lottery/current',
    auth: 'optional',
  }),
  buyLotteryTickets: call<typeof contract.buyLotteryTickets>({
    method: 'POST',
    path: '/api/lottery/tickets',
    auth: 'player',
  }),
  getMyLotteryTickets: call<typeof contract.getMyLotteryTickets>({
    method: 'GET',
    path: '/api/lottery/my-tickets',
    auth: 'player',
  }),
  getLotteryResults: call<typeof contract.getLotteryResults>({
    method: 'GET',
    path: '/api/lottery/results',
    auth: 'none',
  }),
  getDraw: call<typeof contract.getDraw>({ method: 'GET', path: '/api/draws/:id', auth: 'none' }),
  getDrawTickets: call<typeof contract.getDrawTickets>({
    method: 'GET',
    path: '/api/draws/:id/tickets',
    auth: 'none',
  }),
  getLuckyRefundActive: call<typeof contract.getLuckyRefundActive>({
    method: 'GET',
    path: '/api/activity-service/lucky-refund/active',
    auth: 'optional',
  }),
  getLuckyRefundJackpot: call<typeof contract.getLuckyRefundJackpot>({
    method: 'GET',
    path: '/api/activity-service/lucky-refund/jackpot',
    auth: 'none',
  }),
  getLuckyRefundPrevResults: call<typeof contract.getLuckyRefundPrevResults>({
    method: 'GET',
    path: '/api/activity-service/lucky-refund/prev-results',
    auth: 'none',
  }),
  getLuckyRefundPersonalResults: call<typeof contract.getLuckyRefundPersonalResults>({
    method: 'GET',
    path: '/api/activity-service/lucky-refund/personal-results',
    auth: 'player',
  }),
  getLuckyRefundPersonalCodes: call<typeof contract.getLuckyRefundPersonalCodes>({
    method: 'GET',
    path: '/api/activity-service/lucky-refund/personal-codes',
    auth: 'player',
  }),
  buyLuckyRefund: call<typeof contract.buyLuckyRefund>({
    method: 'POST',
    path: '/api/activity-service/lucky-refund/buy',
    auth: 'player',
  }),
  buyLuckyRefundWithCoins: call<typeof contract.buyLuckyRefundWithCoins>({
    method: 'POST',
    path: '/api/activity-service/lucky-refund/buyWithCoins',
    auth: 'player',
  }),
  buyLuckyRefundWithDiamonds: call<typeof contract.buyLuckyRefundWithDiamonds>({
    method: 'POST',
    path: '/api/activity-service/lucky-refund/buyWithDiamonds',
    auth: 'player',
  }),
  redeemLuckyRefund: call<typeof contract.redeemLuckyRefund>({
    method: 'POST',
    path: '/api/activity-service/lucky-refund/redeem',
    auth: 'player',
  }),
  getCashDraw: call<typeof contract.getCashDraw>({
    method: 'GET',
    path: '/api/activity-service/cash-draw/current',
    auth: 'optional',
  }),
  buyCashDraw: call<typeof contract.buyCashDraw>({
    method: 'POST',
    path: '/api/activity-service/cash-draw/buy',
    auth: 'player',
  }),
};

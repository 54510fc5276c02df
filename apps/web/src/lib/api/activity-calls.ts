import type * as contract from '@sika/contract';
import { call } from './calls.ts';

const cards = '/api/activity-service/collect-cards';
const giveaway = '/api/activity-service/giveaway';

/**
 * Collect cards and the giveaway (issue 16), apart from `calls` so that only their lazy pages (and the
 * deposit result's gift box) carry them. Checked against the contract in `calls.test.ts`.
 */
export const activityCalls = {
  getCollectCardsCfg: call<typeof contract.getCollectCardsCfg>({
    method: 'GET',
    path: `${cards}/cfg`,
    auth: 'none',
  }),
  getCollectCardsNotices: call<typeof contract.getCollectCardsNotices>({
    method: 'GET',
    path: `${cards}/notices`,
    auth: 'none',
  }),
  getCollectCardsMember: call<typeof contract.getCollectCardsMember>({
    method: 'GET',
    path: `${cards}/member`,
    auth: 'player',
  }),
  getCollectCardsFree: call<typeof contract.getCollectCardsFree>({
    method: 'GET',
    path: `${cards}/free`,
    auth: 'player',
  }),
  takeCollectCardsFree: call<typeof contract.takeCollectCardsFree>({
    method: 'POST',
    path: `${cards}/free`,
    auth: 'player',
  }),
  getCollectCardsGifts: call<typeof contract.getCollectCardsGifts>({
    method: 'GET',
    path: `${cards}/gifts`,
    auth: 'player',
  }),
  getCollectCardsChances: call<typeof contract.getCollectCardsChances>({
    method: 'GET',
    path: `${cards}/chances`,
    auth: 'player',
  }),
  useCollectCardsChances: call<typeof contract.useCollectCardsChances>({
    method: 'POST',
    path: `${cards}/chances`,
    auth: 'player',
  }),
  getGiveawayBasic: call<typeof contract.getGiveawayBasic>({
    method: 'GET',
    path: `${giveaway}/basic`,
    auth: 'none',
  }),
  sendGiveawayCode: call<typeof contract.sendGiveawayCode>({
    method: 'POST',
    path: `${giveaway}/gifts`,
    auth: 'none',
  }),
  registerGiveaway: call<typeof contract.registerGiveaway>({
    method: 'POST',
    path: `${giveaway}/register`,
    auth: 'none',
  }),
};

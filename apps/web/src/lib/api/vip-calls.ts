import type * as contract from '@sika/contract';
import { call } from './calls.ts';

const vip = '/api/account-service/vip';

/**
 * The VIP calls (issue 14: member centre, benefits, cash back), apart from `calls` so that only the lazy VIP
 * screens and the me page's carousel carry them. Checked against the contract in `calls.test.ts`.
 */
export const vipCalls = {
  getVipPersonalLevel: call<typeof contract.getVipPersonalLevel>({
    method: 'GET',
    path: `${vip}/personal-level`,
    auth: 'player',
  }),
  getVipLevels: call<typeof contract.getVipLevels>({ method: 'GET', path: `${vip}/levels`, auth: 'player' }),
  getVipLevelBenefits: call<typeof contract.getVipLevelBenefits>({
    method: 'GET',
    path: `${vip}/benefits/levels`,
    auth: 'player',
  }),
  getVipEnjoyedBenefits: call<typeof contract.getVipEnjoyedBenefits>({
    method: 'GET',
    path: `${vip}/benefits/personal-enjoyed`,
    auth: 'player',
  }),
  getVipBenefitLogs: call<typeof contract.getVipBenefitLogs>({
    method: 'GET',
    path: `${vip}/benefits/logs`,
    auth: 'player',
  }),
  claimVipBenefit: call<typeof contract.claimVipBenefit>({
    method: 'POST',
    path: `${vip}/personal-enjoyed`,
    auth: 'player',
  }),
  getVipCashBack: call<typeof contract.getVipCashBack>({
    method: 'GET',
    path: `${vip}/cash-back`,
    auth: 'player',
  }),
  claimVipCashBack: call<typeof contract.claimVipCashBack>({
    method: 'POST',
    path: `${vip}/cash-back/claim`,
    auth: 'player',
  }),
};

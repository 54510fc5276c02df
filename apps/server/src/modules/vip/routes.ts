import {
  claimVipBenefit,
  claimVipCashBack,
  getVipBenefitLogs,
  getVipBenefitSettings,
  getVipCashBack,
  getVipEnjoyedBenefits,
  getVipLevelBenefits,
  getVipLevels,
  getVipPersonalLevel,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { registerCall } from '../../http/route.ts';
import { claimBenefit } from './claim-benefit.ts';
import { claimCashBack } from './claim-cash-back.ts';
import { getCashBack } from './get-cash-back.ts';
import { getPersonalLevel } from './get-personal-level.ts';
import {
  getBenefitSettings,
  listEnjoyedBenefits,
  listLevelBenefits,
  listVipLevels,
} from './list-benefits.ts';
import { listBenefitLogs } from './list-logs.ts';

/** The VIP calls (packages/contract vip.ts), under /api/account-service/vip/…. */
export function vipRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getVipPersonalLevel, ({ player, query }) =>
    getPersonalLevel(ctx, player.playerId, query.lang),
  );
  registerCall(app, getVipLevels, ({ query }) => listVipLevels(ctx, query.lang));
  registerCall(app, getVipLevelBenefits, ({ player, query }) =>
    listLevelBenefits(ctx, player.playerId, query.levelId, query.lang),
  );
  registerCall(app, getVipEnjoyedBenefits, ({ player, query }) =>
    listEnjoyedBenefits(ctx, player.playerId, query.lang),
  );
  registerCall(app, getVipBenefitLogs, ({ player, query }) => listBenefitLogs(ctx, player.playerId, query));
  registerCall(app, getVipBenefitSettings, ({ player, query }) =>
    getBenefitSettings(ctx, player.playerId, query.benefitId, query.lang),
  );
  registerCall(app, claimVipBenefit, ({ player, query, body }) => {
    const benefitId = query.benefitsId ?? body?.benefitsId;
    if (benefitId === undefined) throw new AppError('BAD_REQUEST', { message: 'benefitsId is required.' });
    return claimBenefit(ctx, player.playerId, benefitId);
  });
  registerCall(app, getVipCashBack, ({ player }) => getCashBack(ctx, player.playerId));
  registerCall(app, claimVipCashBack, ({ player }) => claimCashBack(ctx, player.playerId));
}

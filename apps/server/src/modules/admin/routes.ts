import {
  adminActivityReport,
  adminAdjustMallStock,
  adminCheckAudit,
  adminCheckWithdrawal,
  adminCreateMallCoupon,
  adminCreateMallGoods,
  adminCreateStaff,
  adminDecideAdjustment,
  adminDecideKyc,
  adminDiscardContentDraft,
  adminEndPlayerSessions,
  adminEnrolTotp,
  adminGetPlayer,
  adminIssueMallCoupon,
  adminLedgerCheck,
  adminListAdjustments,
  adminListAppeals,
  adminListAudit,
  adminListContent,
  adminListGames,
  adminListKyc,
  adminListMallCoupons,
  adminListMallGoods,
  adminListMallPlayerCoupons,
  adminListMallShipments,
  adminListMallVouchers,
  adminListSends,
  adminListStaff,
  adminListWithdrawals,
  adminLockPlayer,
  adminLogin,
  adminLogout,
  adminMe,
  adminMoveAppeal,
  adminMoveMallShipment,
  adminProposeAdjustment,
  adminPublishContentDraft,
  adminPublishMallGoods,
  adminRevealKyc,
  adminRevealMallVoucher,
  adminRevokeMallPlayerCoupon,
  adminSaveContentDraft,
  adminSearchPlayers,
  adminSendMessage,
  adminSetStaffRoles,
  adminSetStaffStatus,
  adminSettleWithdrawal,
  adminSetUpAccount,
  adminTaxReport,
  adminUpdateGame,
  adminUpdateGameCategory,
  adminUpdateMallCoupon,
  adminUpdateMallGoods,
  adminUploadMallVouchers,
  adminVerifyTotp,
  type CallData,
  type CallDef,
  type StaffPermission,
} from '@sika/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { type CallContext, registerCall } from '../../http/route.ts';
import { getAppealReceipt, sendReceipt } from '../feedback/index.ts';
import { listCatalogForStaff } from '../games/index.ts';
import {
  listCouponKinds,
  listGoodsForStaff,
  listHeldCoupons,
  listShipments,
  listVouchers,
} from '../mall/index.ts';
import { taxReport } from '../taxes/index.ts';
import { buildActivityReport, readLedgerCheck } from './activity-report.ts';
import { decideAdjustment, listAdjustments, proposeAdjustment } from './adjust-balance.ts';
import { checkAuditChain, listAudit } from './audit.ts';
import { discardContentDraft, listContent, publishContentDraft, saveContentDraft } from './edit-content.ts';
import { listAppealsForStaff, moveAppealAsStaff } from './handle-appeal.ts';
import { updateGameAsStaff, updateGameCategoryAsStaff } from './manage-games.ts';
import {
  adjustStockAsStaff,
  createCouponAsStaff,
  createGoodsAsStaff,
  issueCouponsAsStaff,
  publishGoodsAsStaff,
  revealVoucherAsStaff,
  revokeCouponAsStaff,
  updateCouponAsStaff,
  updateGoodsAsStaff,
  uploadVouchersAsStaff,
} from './manage-mall.ts';
import { endPlayerSessions, getPlayerProfile, lockPlayer, searchPlayersForStaff } from './manage-players.ts';
import { createStaff, listStaff, setStaffRoles, setStaffStatus } from './manage-staff.ts';
import {
  checkWithdrawalAsStaff,
  listWithdrawalsForStaff,
  settleWithdrawalAsStaff,
} from './resolve-withdrawal.ts';
import { listKycForReview, revealKyc, reviewKyc } from './review-kyc.ts';
import { listStaffSends, sendStaffMessage } from './send-staff-message.ts';
import { moveShipmentAsStaff } from './ship-mall-orders.ts';
import { logInStaff, setUpStaffAccount } from './sign-in-staff.ts';
import { requireStaff, type StaffCaller, sessionOf } from './staff-session.ts';
import { toStaffMember } from './staff-view.ts';
import { enrolStaffTotp, logOutStaff, verifyStaffTotp } from './verify-staff-totp.ts';

const callers = new WeakMap<FastifyRequest, StaffCaller>();

/**
 * Registers one staff call: the session, its second factor and the call's permission are checked on every
 * call (requireStaff), before the input is even validated, so a caller without the right learns nothing
 * about the call. The definition names the permission; the table-driven test reads it from there.
 */
function staffCall<D extends CallDef & { auth: 'staff'; permission: StaffPermission | null }>(
  app: FastifyInstance,
  ctx: ServerContext,
  def: D,
  handler: (call: CallContext<D> & { caller: StaffCaller }) => Promise<CallData<D>>,
) {
  registerCall(
    app,
    def,
    async (call) => {
      const caller = callers.get(call.request);
      if (!caller) throw new AppError('UNAUTHORIZED');
      return handler({ ...call, caller });
    },
    {
      preValidation: async (request) => {
        callers.set(request, await requireStaff(ctx, request, def.permission));
      },
    },
  );
}

export function adminRoutes(app: FastifyInstance, ctx: ServerContext) {
  const actor = (caller: StaffCaller) => ({ staffId: caller.staff.id, ip: caller.ip });

  // Signing in: the password stage may only enrol or verify the second factor.
  registerCall(app, adminSetUpAccount, ({ body, request }) =>
    setUpStaffAccount(ctx, { ...body, ip: request.ip }),
  );
  registerCall(app, adminLogin, ({ body, request }) => logInStaff(ctx, { ...body, ip: request.ip }));
  registerCall(app, adminEnrolTotp, async ({ request }) => {
    const caller = await sessionOf(ctx, request);
    if (caller.session.stage === 'complete') throw new AppError('STAFF_TOTP_ENROLLED');
    return enrolStaffTotp(ctx, caller);
  });
  registerCall(app, adminVerifyTotp, async ({ body, request }) =>
    verifyStaffTotp(ctx, await sessionOf(ctx, request), body.code),
  );
  registerCall(app, adminLogout, async ({ request }) => {
    await logOutStaff(ctx, await sessionOf(ctx, request));
    return null;
  });
  staffCall(app, ctx, adminMe, async ({ caller }) => ({
    ...toStaffMember(caller.staff),
    market: ctx.market.code,
  }));

  staffCall(app, ctx, adminTaxReport, async ({ query }) => ({ list: await taxReport(ctx.db, query) }));
  staffCall(app, ctx, adminActivityReport, ({ query }) => buildActivityReport(ctx, query));
  staffCall(app, ctx, adminLedgerCheck, () => readLedgerCheck(ctx));

  staffCall(app, ctx, adminListAudit, async ({ query }) => {
    const rows = await listAudit(ctx.db, query);
    return {
      hasMore: rows.length > query.size,
      list: rows.slice(0, query.size).map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        staffId: r.staff_id,
        staffEmail: r.staff_email,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        reason: r.reason,
        before: r.before,
        after: r.after,
      })),
    };
  });
  staffCall(app, ctx, adminCheckAudit, () => checkAuditChain(ctx.db));

  staffCall(app, ctx, adminListKyc, ({ query }) => listKycForReview(ctx, query.state, query));
  staffCall(app, ctx, adminDecideKyc, ({ params, body, caller }) =>
    reviewKyc(ctx, actor(caller), { recordId: params.id, ...body }),
  );
  staffCall(app, ctx, adminRevealKyc, ({ params, body, caller }) =>
    revealKyc(ctx, actor(caller), { recordId: params.id, reason: body.reason }),
  );

  staffCall(app, ctx, adminListAppeals, async ({ query }) => ({
    list: await listAppealsForStaff(ctx, query.all !== '1'),
  }));
  staffCall(app, ctx, adminMoveAppeal, ({ params, body, caller }) =>
    moveAppealAsStaff(ctx, actor(caller), { appealId: params.id, ...body }),
  );
  // The receipt support judges (fake image, no transaction id…): the stored image itself, served as the
  // player's own is (feedback routes).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/appeals/:id/receipt',
    {
      schema: {
        operationId: 'adminGetAppealReceipt',
        summary:
          'The re-encoded receipt image (image/webp) of an appeal, for support judging it. 404 if none.',
        tags: ['admin'],
        security: [{ staff: [] }],
        params: z.object({ id: z.string().uuid() }),
      },
    },
    async (request, reply) => {
      await requireStaff(ctx, request, 'appeals.handle');
      return sendReceipt(reply, await getAppealReceipt(ctx, request.params.id));
    },
  );

  staffCall(app, ctx, adminListWithdrawals, async ({ query }) => ({
    list: await listWithdrawalsForStaff(ctx, query.queue),
  }));
  staffCall(app, ctx, adminCheckWithdrawal, ({ params, caller }) =>
    checkWithdrawalAsStaff(ctx, actor(caller), params.id),
  );
  staffCall(app, ctx, adminSettleWithdrawal, ({ params, body, caller }) =>
    settleWithdrawalAsStaff(ctx, actor(caller), { orderId: params.id, ...body }),
  );

  staffCall(app, ctx, adminSearchPlayers, ({ query }) => searchPlayersForStaff(ctx, query));
  staffCall(app, ctx, adminGetPlayer, ({ params }) => getPlayerProfile(ctx, params.id));
  staffCall(app, ctx, adminLockPlayer, ({ params, body, caller }) =>
    lockPlayer(ctx, actor(caller), { playerId: params.id, ...body }),
  );
  staffCall(app, ctx, adminEndPlayerSessions, ({ params, body, caller }) =>
    endPlayerSessions(ctx, actor(caller), { playerId: params.id, ...body }),
  );
  staffCall(app, ctx, adminProposeAdjustment, ({ params, body, caller }) =>
    proposeAdjustment(ctx, actor(caller), { playerId: params.id, ...body }),
  );
  staffCall(app, ctx, adminListAdjustments, async ({ query }) => ({
    list: await listAdjustments(ctx, query.state),
  }));
  staffCall(app, ctx, adminDecideAdjustment, ({ params, body, caller }) =>
    decideAdjustment(ctx, actor(caller), { adjustmentId: params.id, ...body }),
  );

  staffCall(app, ctx, adminListGames, () => listCatalogForStaff(ctx.db));
  staffCall(app, ctx, adminUpdateGame, ({ params, body, caller }) =>
    updateGameAsStaff(ctx, actor(caller), { gameId: params.id, ...body }),
  );
  staffCall(app, ctx, adminUpdateGameCategory, ({ params, body, caller }) =>
    updateGameCategoryAsStaff(ctx, actor(caller), { categoryId: params.id, ...body }),
  );

  // The mall's shipping desk (docs/mall.md).
  staffCall(app, ctx, adminListMallShipments, ({ query }) => listShipments(ctx.db, query));
  staffCall(app, ctx, adminMoveMallShipment, ({ params, body, caller }) =>
    moveShipmentAsStaff(ctx, actor(caller), { ...params, ...body }),
  );

  // The mall's goods, vouchers and coupon campaigns (docs/mall.md "The back office").
  staffCall(app, ctx, adminListMallGoods, ({ query }) => listGoodsForStaff(ctx.db, query));
  staffCall(app, ctx, adminCreateMallGoods, ({ body, caller }) =>
    createGoodsAsStaff(ctx, actor(caller), body),
  );
  staffCall(app, ctx, adminUpdateMallGoods, ({ params, body, caller }) =>
    updateGoodsAsStaff(ctx, actor(caller), params.id, body),
  );
  staffCall(app, ctx, adminPublishMallGoods, ({ params, body, caller }) =>
    publishGoodsAsStaff(ctx, actor(caller), params.id, body.published),
  );
  staffCall(app, ctx, adminAdjustMallStock, ({ params, body, caller }) =>
    adjustStockAsStaff(ctx, actor(caller), { id: params.id, ...body }),
  );
  staffCall(app, ctx, adminListMallVouchers, ({ params, query }) =>
    listVouchers(ctx.db, params.id, query.state),
  );
  staffCall(app, ctx, adminUploadMallVouchers, ({ params, body, caller }) =>
    uploadVouchersAsStaff(ctx, actor(caller), { id: params.id, ...body }),
  );
  staffCall(app, ctx, adminRevealMallVoucher, ({ params, body, caller }) =>
    revealVoucherAsStaff(ctx, actor(caller), { id: params.id, ...body }),
  );
  staffCall(app, ctx, adminListMallCoupons, async () => ({ list: await listCouponKinds(ctx.db) }));
  staffCall(app, ctx, adminCreateMallCoupon, ({ body, caller }) =>
    createCouponAsStaff(ctx, actor(caller), body),
  );
  staffCall(app, ctx, adminUpdateMallCoupon, ({ params, body, caller }) =>
    updateCouponAsStaff(ctx, actor(caller), params.id, body),
  );
  staffCall(app, ctx, adminListMallPlayerCoupons, ({ params, query }) =>
    listHeldCoupons(ctx.db, params.id, query),
  );
  staffCall(app, ctx, adminIssueMallCoupon, ({ params, body, caller }) =>
    issueCouponsAsStaff(ctx, actor(caller), { id: params.id, ...body }),
  );
  staffCall(app, ctx, adminRevokeMallPlayerCoupon, ({ params, body, caller }) =>
    revokeCouponAsStaff(ctx, actor(caller), { id: params.id, ...body }),
  );

  staffCall(app, ctx, adminListStaff, async () => ({ list: await listStaff(ctx) }));
  staffCall(app, ctx, adminCreateStaff, ({ body, caller, request }) =>
    createStaff(ctx, actor(caller), {
      ...body,
      publicUrl: ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
    }),
  );
  staffCall(app, ctx, adminSetStaffRoles, ({ params, body, caller }) =>
    setStaffRoles(ctx, actor(caller), { staffId: params.id, ...body }),
  );
  staffCall(app, ctx, adminSetStaffStatus, ({ params, body, caller }) =>
    setStaffStatus(ctx, actor(caller), { staffId: params.id, ...body }),
  );
  // Content and messages (decision 016): drafts, publish, sends.
  staffCall(app, ctx, adminListContent, ({ query }) => listContent(ctx, query.kind));
  staffCall(app, ctx, adminSaveContentDraft, ({ body, caller }) =>
    saveContentDraft(ctx, actor(caller), body),
  );
  staffCall(app, ctx, adminPublishContentDraft, ({ params, caller }) =>
    publishContentDraft(ctx, actor(caller), params.id),
  );
  staffCall(app, ctx, adminDiscardContentDraft, ({ params, caller }) =>
    discardContentDraft(ctx, actor(caller), params.id),
  );
  staffCall(app, ctx, adminSendMessage, ({ body, caller }) => sendStaffMessage(ctx, actor(caller), body));
  staffCall(app, ctx, adminListSends, async () => ({ list: await listStaffSends(ctx) }));
}

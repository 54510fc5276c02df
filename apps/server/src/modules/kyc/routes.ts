import { getKycFields, submitKyc as submitKycCall } from '@sika/contract';
import { birthDateBounds, KYC_ID_TYPES, kycFieldsFor } from '@sika/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';
import { getKycStatus } from './get-kyc-status.ts';
import { submitKyc } from './submit-kyc.ts';

const ID_TYPE_OPTIONS = KYC_ID_TYPES.map((t) => ({ value: t.value, label: t.label }));

export function kycRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getKycFields, async ({ player }) => {
    const { fullName: _, ...status } = await getKycStatus(ctx, player.playerId);
    const basicFields = kycFieldsFor(ctx.market.code).map((field) => ({
      ...field,
      options: field.key === 'ID_TYPE' ? ID_TYPE_OPTIONS : null,
    }));
    return { ...status, basicFields, birthDate: birthDateBounds(ctx.now()) };
  });
  registerCall(app, submitKycCall, ({ player, body, request }) =>
    submitKyc(ctx, player.playerId, body, request.ip),
  );
}

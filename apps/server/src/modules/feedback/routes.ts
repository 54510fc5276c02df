import { getAppeals, getAppealTimeline, getDepositAppealForm, submitDepositAppeal } from '@sika/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { registerCall } from '../../http/route.ts';
import { acceptUploads, UPLOAD_BODY_LIMIT } from '../../http/uploads.ts';
import { getAppeal, getAppealForm, getAppealReceipt, listAppeals } from './get-appeal.ts';
import { submitAppeal } from './submit-appeal.ts';

/** Appeals on deposits: the form, the multipart submission, the timeline, the list and the receipt. */
export async function feedbackRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getDepositAppealForm, ({ player, params }) =>
    getAppealForm(ctx, player.playerId, params.transNo),
  );
  // The one route that takes a file: uploads are accepted in its own scope only.
  await app.register(async (uploads) => {
    await acceptUploads(uploads);
    registerCall(
      uploads,
      submitDepositAppeal,
      ({ player, params, body }) =>
        submitAppeal(ctx, {
          playerId: player.playerId,
          transNo: params.transNo,
          transactionId: body.transactionId,
          remark: body.remark,
          receipt: body.receipt,
        }),
      { bodyLimit: UPLOAD_BODY_LIMIT },
    );
  });
  registerCall(app, getAppealTimeline, ({ player, params }) => getAppeal(ctx, player.playerId, params.id));
  registerCall(app, getAppeals, ({ player, query }) => listAppeals(ctx, player.playerId, query));

  // The stored image itself, not an envelope: served as a download that no browser will sniff or run.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/feedback/appeals/:id/receipt',
    {
      schema: {
        operationId: 'getAppealReceipt',
        summary:
          'The re-encoded receipt image (image/webp) of one of the player’s appeals. 404 if not theirs.',
        tags: ['feedback'],
        security: [{ token: [] }],
        params: z.object({ id: z.string().uuid() }),
      },
    },
    async (request, reply) => {
      const player = await request.server.resolveSession(request);
      if (!player) throw new AppError('UNAUTHORIZED');
      return sendReceipt(reply, await getAppealReceipt(ctx, request.params.id, player.playerId));
    },
  );
}

/** A stored receipt as an answer: a download that no browser will sniff or run, kept by no cache. */
export function sendReceipt(reply: FastifyReply, image: Buffer): FastifyReply {
  return reply
    .type('image/webp')
    .header('content-disposition', 'attachment; filename="receipt.webp"')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(image);
}

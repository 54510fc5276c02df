import { type CallData, type Language, type openInvitation, shareChannels } from '@sika/contract';
import type { ServerContext } from '../../../context.ts';
import { AppError } from '../../../http/errors.ts';
import { findPlayerIdByInviteCode } from '../../players/index.ts';
import { invitationTexts } from './get-invite-detail.ts';
import { insertClick } from './invite-repository.ts';

/**
 * The landing of a share link: records the click with its channel and the device it came from (the channel
 * an invitee came through is the last click of their device), and answers where to register with the code.
 * Errors: INVITE_CODE_UNKNOWN, INVITE_SELF (the inviter opened their own link: not counted).
 */
export async function openInvitationLink(
  ctx: ServerContext,
  input: { code: string; channel: number; lang: Language },
  caller: { playerId: string | null; deviceId: string | null },
): Promise<CallData<typeof openInvitation>> {
  const code = input.code.toUpperCase();
  const inviterId = await findPlayerIdByInviteCode(ctx.db, code);
  if (!inviterId) throw new AppError('INVITE_CODE_UNKNOWN');
  if (caller.playerId === inviterId) throw new AppError('INVITE_SELF');
  await insertClick(ctx.db, { inviterId, channel: input.channel, deviceId: caller.deviceId, now: ctx.now() });
  return {
    inviteCode: code,
    channel: shareChannels[input.channel - 1] ?? 'sms',
    ...(await invitationTexts(ctx, input.lang)),
    registerPath: `/register?inviteCode=${encodeURIComponent(code)}`,
  };
}

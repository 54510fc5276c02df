import type { Tx } from '../../../db/transaction.ts';
import { listPlayerDevices } from '../../auth/index.ts';
import { depositPayerNumbers, findOrderByTransNo } from '../../payments/index.ts';
import { findMobiles } from '../../players/index.ts';
import type { RefusedReason } from './invite-repository.ts';

const DEVICES_LOOKED_AT = 200;

/**
 * Why an inviter is not paid for this invitee, decided once at the invitee's first credited deposit
 * (docs/decisions/021-invitations.md); null when no rule applies.
 * - self: the invitee's registered number is one the inviter has deposited from (their own second SIM);
 * - same_device: the two accounts have signed in on one device (the app's device id);
 * - same_mobile_money: the first deposit was paid from the inviter's number or from one the inviter paid from.
 */
export async function refusedReason(
  tx: Tx,
  invitee: { inviteeId: string; inviterId: string },
  firstDepositTransNo: string | null,
): Promise<RefusedReason | null> {
  const mobiles = await findMobiles(tx, [invitee.inviteeId, invitee.inviterId]);
  const inviteeMobile = mobiles.get(invitee.inviteeId);
  const inviterMobile = mobiles.get(invitee.inviterId);
  const inviterNumbers = new Set(await depositPayerNumbers(tx, invitee.inviterId));
  if (inviteeMobile && (inviteeMobile === inviterMobile || inviterNumbers.has(inviteeMobile))) return 'self';

  const devicesOf = async (playerId: string) =>
    (await listPlayerDevices(tx, playerId, DEVICES_LOOKED_AT))
      .map((row) => row.device_id)
      .filter((id): id is string => Boolean(id));
  const inviterDevices = new Set(await devicesOf(invitee.inviterId));
  if ((await devicesOf(invitee.inviteeId)).some((id) => inviterDevices.has(id))) return 'same_device';

  const order = firstDepositTransNo ? await findOrderByTransNo(tx, firstDepositTransNo) : undefined;
  if (order) {
    if (inviterMobile) inviterNumbers.add(inviterMobile);
    if (inviterNumbers.has(order.payer_mobile) || inviterNumbers.has(order.msisdn))
      return 'same_mobile_money';
  }
  return null;
}

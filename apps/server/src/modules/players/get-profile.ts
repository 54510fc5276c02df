import type { Profile } from '@sika/contract';
import { playPauseOf } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { getPlayerBalances } from '../wallet/index.ts';
import { findPlayerById, type PlayerRow } from './player-repository.ts';

/** The profile of spec core §3 with the balances from the wallet. Errors: UNAUTHORIZED when the player is gone. */
export async function getProfile(ctx: ServerContext, playerId: string): Promise<Profile> {
  const player = await findPlayerById(ctx.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED');
  return toProfile(ctx, player, await getPlayerBalances(ctx.db, playerId));
}

export function toProfile(
  ctx: ServerContext,
  player: PlayerRow,
  balances: { money: number; withdrawMoney: number; bonusMoney: number; diamond: number },
): Profile {
  return {
    uid: player.id,
    mobile: player.mobile,
    ...balances,
    levelId: player.level_id,
    score: player.score,
    hasPinCode: player.pin_hash !== null,
    guid: player.guid,
    inviteCode: player.invite_code,
    nickName: player.nick_name,
    img: player.img,
    dateOfBirth: player.date_of_birth,
    gender: player.gender,
    region: player.region,
    state: player.state,
    address: player.address,
    firstName: player.first_name,
    lastName: player.last_name,
    mobileChangeable: player.mobile_changed_at === null,
    currency: ctx.market.currency,
    registerTime: player.created_at.toISOString(),
    pause: pauseView(player, ctx.now()),
  };
}

function pauseView(player: PlayerRow, now: Date): Profile['pause'] {
  const pause = playPauseOf(
    { selfExcludedUntil: player.self_excluded_until, timeOutUntil: player.time_out_until },
    now,
  );
  return pause ? { reason: pause.reason, until: pause.until ? pause.until.toISOString() : null } : null;
}

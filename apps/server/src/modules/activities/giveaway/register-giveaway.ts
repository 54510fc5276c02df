import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import { AppError } from '../../../http/errors.ts';
import type { ClientInfo } from '../../../http/request-context.ts';
import { registerPlayer, sendSmsCode } from '../../auth/index.ts';
import { budgetLeft, grantReward, localToday, requireActivity } from '../../rewards/index.ts';
import {
  alreadyClaimed,
  assertGiveawayOpen,
  deviceHasClaimed,
  giveawayStatus,
  requireGiveaway,
} from './giveaway-repository.ts';

type Lang = 'en' | 'fr' | 'pt';

export async function giveawayBasic(ctx: ServerContext, id: number, lang: Lang) {
  const giveaway = await requireGiveaway(ctx.db, id);
  const texts = giveaway.texts[lang] ?? giveaway.texts.en ?? {};
  return {
    id: giveaway.id,
    status: giveawayStatus(giveaway, ctx.now()),
    beginTime: giveaway.beginsAt.toISOString(),
    endTime: giveaway.endsAt.toISOString(),
    asset: giveaway.asset,
    amount: giveaway.amount,
    title: texts.title ?? '',
    text: texts.text ?? '',
  };
}

function requireDevice(client: ClientInfo): string {
  if (!client.deviceId) throw new AppError('DEVICE_ID_REQUIRED');
  return client.deviceId;
}

/**
 * POST gifts: sends the registration code, as registration does (the same answer whether or not the
 * number has an account). A device that already received this gift is told so before any SMS goes out.
 * Errors: GIVEAWAY_NOT_FOUND, GIVEAWAY_CLOSED, ACTIVITY_INVALID, DEVICE_ID_REQUIRED,
 * GIVEAWAY_ALREADY_CLAIMED, BAD_REQUEST, SMS_DISABLED, RATE_LIMITED.
 */
export async function sendGiveawayCode(
  ctx: ServerContext,
  input: { id: number; mobile: string },
  client: ClientInfo,
) {
  const giveaway = await requireGiveaway(ctx.db, input.id);
  assertGiveawayOpen(giveaway, ctx.now());
  await requireActivity(ctx.db, giveaway.activity);
  if (await deviceHasClaimed(ctx.db, giveaway.id, requireDevice(client)))
    throw new AppError('GIVEAWAY_ALREADY_CLAIMED');
  return sendSmsCode(ctx, { mobile: input.mobile, purpose: 'register' }, client);
}

/**
 * POST register, all or nothing: the account, the claim row (UNIQUE per giveaway and mobile, and per
 * giveaway and device) and the gift granted under `giveaway:{id}:{mobile}` are written in one transaction on
 * one connection — the account's own (`registerPlayer`'s `withAccount`), opened only after the code is
 * checked and the password hashed, so no connection is held while another is waited for. A claim already
 * made or a budget that cannot pay the gift is refused first, before any code is used; under a race the
 * transaction decides: a concurrent claim of the same mobile or device waits on the unique index, and a
 * budget spent meanwhile rolls the account back with the claim (5101, nothing created).
 * Errors: GIVEAWAY_NOT_FOUND, GIVEAWAY_CLOSED, ACTIVITY_INVALID, DEVICE_ID_REQUIRED, GIVEAWAY_ALREADY_CLAIMED,
 * REWARD_BUDGET_SPENT, and registration's: BAD_REQUEST, TERMS_NOT_ACCEPTED, RATE_LIMITED, INVALID_SMS_CODE,
 * MOBILE_EXISTS.
 */
export async function registerGiveaway(
  ctx: ServerContext,
  input: {
    id: number;
    mobile: string;
    password: string;
    smsCode?: string | undefined;
    adultConfirmed?: boolean | undefined;
    termsVersion?: string | undefined;
  },
  client: ClientInfo,
) {
  const now = ctx.now();
  const giveaway = await requireGiveaway(ctx.db, input.id);
  assertGiveawayOpen(giveaway, now);
  await requireActivity(ctx.db, giveaway.activity);
  const deviceId = requireDevice(client);
  const localDate = localToday(ctx, now);
  if (await alreadyClaimed(ctx.db, giveaway.id, input.mobile, deviceId))
    throw new AppError('GIVEAWAY_ALREADY_CLAIMED');
  if ((await budgetLeft(ctx.db, giveaway.activity, giveaway.asset, localDate)) < giveaway.amount)
    throw new AppError('REWARD_BUDGET_SPENT', {
      internal: `giveaway ${giveaway.id}: budget of ${localDate}`,
    });
  const auth = await registerPlayer(
    ctx,
    {
      mobile: input.mobile,
      password: input.password,
      smsCode: input.smsCode,
      adultConfirmed: input.adultConfirmed,
      termsVersion: input.termsVersion,
      guid: deviceId.slice(0, 64),
    },
    client,
    {
      withAccount: async (tx, playerId) => {
        const claim = await sql<{ id: number }>`
          INSERT INTO giveaway_claims (giveaway_id, mobile, device_id, created_at)
          VALUES (${giveaway.id}, ${input.mobile}, ${deviceId}, ${now})
          ON CONFLICT DO NOTHING RETURNING id`.execute(tx);
        const claimId = claim.rows[0]?.id;
        if (claimId === undefined) throw new AppError('GIVEAWAY_ALREADY_CLAIMED');
        const grant = await grantReward(tx, {
          activity: giveaway.activity,
          playerId,
          idempotencyKey: `giveaway:${giveaway.id}:${input.mobile}`,
          localDate,
          credits: [{ asset: giveaway.asset, amount: giveaway.amount }],
          kind: 'bonus',
          reference: 'Giveaway',
          source: 'giveaway',
          request: { device: deviceId },
          now,
        });
        await sql`UPDATE giveaway_claims SET player_id = ${playerId}, grant_id = ${grant.id}
                  WHERE id = ${claimId}`.execute(tx);
      },
    },
  );
  return { ...auth, gift: { asset: giveaway.asset, amount: giveaway.amount } };
}

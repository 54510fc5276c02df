import type { AuthResult } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { ClientInfo } from '../../http/request-context.ts';
import { sendWelcomeMessage } from '../messages/index.ts';
import { findPlayerIdByInviteCode, insertPlayer } from '../players/index.ts';
import { requireConsent } from '../responsible-gaming/index.ts';
import { admitPlayer } from './admit-player.ts';
import { assertNewPassword, assertSmsCodeFormat, localMobileOf } from './input-rules.ts';
import { hashPassword } from './passwords.ts';
import { consumeSmsCode } from './sms-codes.ts';
import { throttleCodeCheck, throttleRegistration } from './throttles.ts';

export interface RegisterInput {
  mobile: string;
  password: string;
  confirmPassword?: string | undefined;
  smsCode?: string | undefined;
  inviteCode?: string | undefined;
  guid?: string | undefined;
  adultConfirmed?: boolean | undefined;
  termsVersion?: string | undefined;
}

export interface RegisterOptions {
  /**
   * Runs in the account's own transaction, right after its row is inserted (one connection, nothing else
   * held): whatever it throws leaves no account. Another module's part of a registration (a giveaway's
   * claim and gift) goes here, so that it is all or nothing.
   */
  withAccount?: (tx: Tx, playerId: string) => Promise<void>;
}

/**
 * Registers and logs in. With SMS codes on (the default), the code proves the number is the player's, so
 * "The mobile already exists" is only ever told to the number's owner (register codes are never sent to a
 * registered number). With SMS codes off that protection is gone and the answer is MOBILE_EXISTS.
 * The 18+ and terms consent is checked before the SMS code is used, so a missing tick costs no code; the
 * account row is written with it in one insert (docs/decisions/017).
 * Errors: BAD_REQUEST, PASSWORDS_DIFFER, TERMS_NOT_ACCEPTED, RATE_LIMITED, INVALID_SMS_CODE, MOBILE_EXISTS,
 * and whatever `options.withAccount` throws.
 */
export async function registerPlayer(
  ctx: ServerContext,
  rawInput: RegisterInput,
  client: ClientInfo,
  options: RegisterOptions = {},
): Promise<AuthResult> {
  // E.164 (+233…) on the wire, the national form typed by hand: one local number from here on.
  const input = { ...rawInput, mobile: localMobileOf(ctx, rawInput.mobile) };
  assertNewPassword(input.password, input.confirmPassword);
  const consent = await requireConsent(ctx, input);
  if (ctx.config.SMS_CODE_ENABLED) {
    assertSmsCodeFormat(input.smsCode ?? '');
    await throttleCodeCheck(ctx, input.mobile, client.ip);
    const valid = await consumeSmsCode(ctx.db, input.mobile, 'register', input.smsCode ?? '', ctx.now());
    if (!valid) throw new AppError('INVALID_SMS_CODE');
  } else {
    // The SMS limits bound registration when codes are on; without them this is the only brake.
    await throttleRegistration(ctx, input.mobile, client.ip);
  }
  const invitedBy = input.inviteCode
    ? ((await findPlayerIdByInviteCode(ctx.db, input.inviteCode)) ?? null)
    : null;
  const newPlayer = {
    mobile: input.mobile,
    passwordHash: await hashPassword(input.password),
    invitedBy,
    guid: input.guid ?? null,
    consent,
  };
  const { withAccount } = options;
  const player = withAccount
    ? await inTransaction(ctx.db, async (tx) => {
        const row = await insertPlayer(tx, newPlayer);
        if (!row) throw new AppError('MOBILE_EXISTS');
        await withAccount(tx, row.id);
        return row;
      })
    : await insertPlayer(ctx.db, newPlayer);
  if (!player) throw new AppError('MOBILE_EXISTS');
  ctx.log.info({ playerId: player.id, invited: invitedBy !== null }, 'player registered');
  // The account exists; a failed welcome message must not turn a registration into an error.
  await sendWelcomeMessage(ctx, player.id).catch((error) =>
    ctx.log.error({ err: error }, 'welcome message failed'),
  );
  return admitPlayer(ctx, player, client, false);
}

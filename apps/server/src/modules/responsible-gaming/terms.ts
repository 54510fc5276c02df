import { OPTION_TYPE } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { readOption } from '../options/index.ts';

/** What a registration stores of the player's consent (players.adult_confirmed_at, terms_version). */
export interface Consent {
  adultConfirmedAt: Date;
  termsVersion: string;
}

/** The terms version a registration accepts today: option 4092, "1" when the market has none. */
export async function currentTermsVersion(ctx: ServerContext): Promise<string> {
  const configured = (await readOption(ctx, OPTION_TYPE.TERMS_VERSION))?.trim();
  return configured || '1';
}

/**
 * Registration's consent (docs/decisions/017): the player confirms being 18 or older and accepts the
 * current terms. A missing tick, a missing version or a version other than today's (a page opened before
 * the terms changed) is refused, before anything is created.
 * Errors: TERMS_NOT_ACCEPTED.
 */
export async function requireConsent(
  ctx: ServerContext,
  input: { adultConfirmed?: boolean | undefined; termsVersion?: string | undefined },
): Promise<Consent> {
  const current = await currentTermsVersion(ctx);
  if (input.adultConfirmed !== true || input.termsVersion?.trim() !== current) {
    throw new AppError('TERMS_NOT_ACCEPTED', { data: { termsVersion: current } });
  }
  return { adultConfirmedAt: ctx.now(), termsVersion: current };
}

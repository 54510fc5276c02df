import { createHmac, randomUUID } from 'node:crypto';
import type { KycStatus } from '@sika/contract';
import { checkKyc, identityKey, KYC_FIELD_KEYS, type KycValues, maskBvn } from '@sika/domain';
import type { Config } from '../../config.ts';
import type { ServerContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { getKycStatus } from './get-kyc-status.ts';
import { findLatestRecord, insertRecord, lockIdentity, playersWithIdentity } from './kyc-repository.ts';
import { autoApproves } from './kyc-rules.ts';

/** The popup's body: field0…field8, each the value of KYC_FIELD_KEYS[index]. */
export type KycForm = Partial<Record<`field${number}`, string | undefined>>;

const SUBMISSIONS_PER_HOUR = 10;

/**
 * Checks every rule of spec core §5 again (packages/domain kyc.ts) and records the submission. A valid
 * submission is approved at once where the market's auto-approval rule applies (kyc-rules.ts), unless its
 * identity is already on another account (checklist A5): then it is flagged `duplicate_identity` and waits
 * for a person, and the player cannot withdraw meanwhile.
 * Errors: BAD_REQUEST (data.errors by field name), CONFLICT (a record is under review or approved),
 * RATE_LIMITED.
 */
export async function submitKyc(
  ctx: ServerContext,
  playerId: string,
  form: KycForm,
  ip: string | null,
): Promise<KycStatus> {
  const now = ctx.now();
  await hitRateLimit(
    ctx.db,
    { bucket: `kyc:player:${playerId}`, limit: SUBMISSIONS_PER_HOUR, windowMs: 3_600_000 },
    now,
  );
  const raw: KycValues = {};
  KYC_FIELD_KEYS.forEach((key, index) => {
    const value = form[`field${index}`];
    if (value !== undefined) raw[key] = value;
  });
  const { values, errors } = checkKyc(ctx.market.code, raw, now);
  const wrong = Object.entries(errors);
  if (wrong.length > 0) {
    const byName = Object.fromEntries(
      wrong.map(([key, error]) => [`field${KYC_FIELD_KEYS.indexOf(key as never)}`, error]),
    );
    throw new AppError('BAD_REQUEST', {
      data: { errors: byName },
      internal: `kyc fields: ${wrong.map(([k]) => k).join(',')}`,
    });
  }
  const identity = protectIdentity(ctx.config, identityKey(values));
  // A BVN opens bank accounts and loans in the player's name: only its last four digits are kept.
  const stored: KycValues = values.BVN ? { ...values, BVN: maskBvn(values.BVN) } : values;
  try {
    await inTransaction(ctx.db, async (tx) => {
      if (identity) await lockIdentity(tx, identity);
      const latest = await findLatestRecord(tx, playerId);
      if (latest && latest.state !== 'rejected') throw alreadySubmitted();
      const others = identity ? await playersWithIdentity(tx, identity, playerId) : [];
      if (others.length > 0) {
        ctx.log.warn({ playerId, others }, 'KYC identity already on another account: flagged for review');
      }
      const approve = others.length === 0 && autoApproves(ctx.config, ctx.market.code);
      const dob = values.dateOfBirth ?? '';
      await insertRecord(tx, {
        id: randomUUID(),
        playerId,
        market: ctx.market.code,
        state: approve ? 'approved' : 'submitted',
        fields: stored as Record<string, string>,
        firstName: values.firstName ?? '',
        surname: values.surname ?? '',
        dateOfBirth: `${dob.slice(0, 4)}-${dob.slice(4, 6)}-${dob.slice(6, 8)}`,
        identityKey: identity,
        flags: others.length > 0 ? ['duplicate_identity'] : [],
        duplicateOf: others,
        decidedBy: approve ? 'auto' : null,
        decisionReason: approve ? `auto-approval rule for ${ctx.market.code}` : null,
        submittedAt: now,
        ip,
      });
    });
  } catch (error) {
    // Two submissions racing: the partial unique index lets one live record through.
    if ((error as { code?: string }).code === '23505') throw alreadySubmitted();
    throw error;
  }
  const { fullName: _, ...status } = await getKycStatus(ctx, playerId);
  return status;
}

/**
 * The identity as stored and compared: a BVN becomes `BVN:` + HMAC-SHA256 of it (a plain hash of 11 digits
 * is reversed by trying them all), so the same BVN on two accounts is still found; other documents as they are.
 */
function protectIdentity(config: Config, identity: string | null): string | null {
  if (!identity?.startsWith('BVN:')) return identity;
  const key =
    config.KYC_IDENTITY_SECRET ??
    createHmac('sha256', config.PAYMENT_CALLBACK_SECRET).update('sika:kyc-identity:v1').digest('hex');
  return `BVN:${createHmac('sha256', key).update(identity.slice(4)).digest('hex')}`;
}

function alreadySubmitted() {
  return new AppError('CONFLICT', { message: 'Your identity details were already submitted.' });
}

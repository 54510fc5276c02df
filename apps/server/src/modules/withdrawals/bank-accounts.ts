import type { PayoutBank, PayoutBankAccount } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import type { SessionPlayer } from '../../http/request-context.ts';
import { getKycStatus } from '../kyc/index.ts';
import { type PaymentProvider, providerByCode } from '../mobile-money/index.ts';
import { listWithdrawChannels } from './channel-repository.ts';
import { withdrawErrors } from './errors.ts';

/**
 * The bank account a player's withdrawals are paid to, in a market whose withdraw channel pays banks
 * (`payoutTo: 'bank'`: Nigeria through Paystack). The banks come from the provider (GET /bank), cached an
 * hour per process; an account number is resolved with the bank (GET /bank/resolve) so that the player
 * sees the holder's name before confirming, and again when they confirm: the stored name is the bank's.
 */

const BANKS_TTL_MS = 3_600_000;
const bankCache = new Map<string, { atMs: number; banks: PayoutBank[] }>();

export interface StoredBankAccount extends PayoutBankAccount {
  confirmedAt: string;
}

/** The adapter paying the market's bank channel, or null in a market that pays to mobile money. */
async function bankProvider(ctx: ServerContext): Promise<PaymentProvider | null> {
  const channels = await listWithdrawChannels(ctx.db, ctx.market.code);
  const channel = channels.find((c) => c.channel.payoutTo === 'bank');
  if (!channel) return null;
  const provider = providerByCode(ctx.config, channel.channel.provider);
  return provider.listBanks && provider.resolveBankAccount ? provider : null;
}

export async function listPayoutBanks(ctx: ServerContext): Promise<{ list: PayoutBank[] }> {
  const provider = await bankProvider(ctx);
  if (!provider?.listBanks) return { list: [] };
  const key = `${provider.code}:${ctx.market.code}`;
  const cached = bankCache.get(key);
  const nowMs = ctx.now().getTime();
  if (cached && nowMs - cached.atMs < BANKS_TTL_MS) return { list: cached.banks };
  const banks = await provider.listBanks();
  if (!banks) {
    // A stale list is better than none: banks rarely change.
    if (cached) return { list: cached.banks };
    throw bankErrors.unavailable('bank list');
  }
  const sorted = [...banks].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  bankCache.set(key, { atMs: nowMs, banks: sorted });
  return { list: sorted };
}

/** Forgets the cached lists (tests). */
export function clearBankCache(): void {
  bankCache.clear();
}

export async function resolvePayoutBankAccount(
  ctx: ServerContext,
  player: SessionPlayer,
  input: { bankCode: string; accountNumber: string },
): Promise<PayoutBankAccount> {
  await hitRateLimit(
    ctx.db,
    { bucket: `bank-resolve:player:${player.playerId}`, limit: 10, windowMs: 60_000 },
    ctx.now(),
  );
  const provider = await bankProvider(ctx);
  if (!provider?.resolveBankAccount) throw bankErrors.notListed();
  const { list } = await listPayoutBanks(ctx);
  const bank = list.find((b) => b.code === input.bankCode);
  if (!bank) throw bankErrors.notListed();
  const resolution = await provider.resolveBankAccount(input);
  if (resolution.kind === 'unavailable') throw bankErrors.unavailable('account resolution');
  if (resolution.kind === 'not-found') {
    throw new AppError('BANK_ACCOUNT_NOT_FOUND', { internal: resolution.message });
  }
  return {
    bankCode: bank.code,
    bankName: bank.name,
    accountNumber: input.accountNumber,
    accountName: resolution.accountName,
  };
}

export async function savePayoutBankAccount(
  ctx: ServerContext,
  player: SessionPlayer,
  input: { bankCode: string; accountNumber: string },
): Promise<StoredBankAccount> {
  const kyc = await getKycStatus(ctx, player.playerId);
  if (!kyc.canWithdraw) throw withdrawErrors.kycRequired(kyc.message);
  const account = await resolvePayoutBankAccount(ctx, player, input);
  const now = ctx.now();
  const row = {
    market: ctx.market.code,
    bank_code: account.bankCode,
    bank_name: account.bankName,
    account_number: account.accountNumber,
    account_name: account.accountName,
    resolved_at: now,
    updated_at: now,
  };
  await ctx.db
    .insertInto('payout_bank_accounts')
    .values({ player_id: player.playerId, created_at: now, ...row })
    .onConflict((oc) => oc.column('player_id').doUpdateSet(row))
    .execute();
  ctx.log.info({ playerId: player.playerId, bankCode: account.bankCode }, 'payout bank account confirmed');
  return { ...account, confirmedAt: now.toISOString() };
}

export async function findPayoutBankAccount(
  ctx: ServerContext,
  playerId: string,
): Promise<StoredBankAccount | null> {
  const row = await ctx.db
    .selectFrom('payout_bank_accounts')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('market', '=', ctx.market.code)
    .executeTakeFirst();
  if (!row) return null;
  return {
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
    confirmedAt: row.resolved_at.toISOString(),
  };
}

export const bankErrors = {
  notListed: () => new AppError('BANK_NOT_LISTED'),
  unavailable: (what: string) => new AppError('BANK_LOOKUP_UNAVAILABLE', { internal: `${what}: no answer` }),
  required: () => new AppError('BANK_ACCOUNT_REQUIRED'),
  changed: () => new AppError('BANK_ACCOUNT_CHANGED'),
};

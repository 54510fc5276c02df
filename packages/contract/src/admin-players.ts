import { z } from 'zod';
import { defineStaffCall } from './admin.ts';
import { auditEntry } from './admin-audit.ts';
import { staffWithdrawDeductions } from './admin-withdrawals.ts';
import { isoDate } from './fields.ts';
import { kycState } from './kyc.ts';

/**
 * The players area of the back office (issue 18, docs/back-office.md): search, a player's profile, lock and
 * unlock, and manual balance adjustments under four eyes (one member proposes, another approves).
 */

const reason = z.string().trim().min(3).max(500);
const uuidParam = z.object({ id: z.string().uuid() });

export const adminPlayerStatus = z.enum(['active', 'disabled']);

export const adminPlayerSummary = z.object({
  id: z.string().uuid(),
  mobile: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickName: z.string().nullable(),
  /** `disabled`: locked by staff; the player cannot sign in and every session ended. */
  status: adminPlayerStatus,
  createdAt: isoDate,
});
export type AdminPlayerSummary = z.infer<typeof adminPlayerSummary>;

export const adminSearchPlayers = defineStaffCall({
  operationId: 'adminSearchPlayers',
  method: 'GET',
  path: '/api/admin/players',
  summary:
    'Players by mobile (any part of the number), player id (exact), Ghana Card number of a KYC record (exact, GHA-123456789-1, dashes optional), or name (first, last or nick name, any part); newest first. Without `q`, the newest players.',
  permission: 'players.read',
  query: z.object({
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(200).default(50),
  }),
  data: z.object({ hasMore: z.boolean(), list: z.array(adminPlayerSummary) }),
});

export const adjustmentAsset = z.enum(['cash', 'coins', 'diamonds']);
export type AdjustmentAsset = z.infer<typeof adjustmentAsset>;

export const adminAdjustment = z.object({
  id: z.string().uuid(),
  playerId: z.string().uuid(),
  mobile: z.string(),
  asset: adjustmentAsset,
  /** Signed minor units: positive credits the player, negative debits them. */
  amountMinor: z.number().int(),
  reason: z.string(),
  state: z.enum(['proposed', 'approved', 'rejected']),
  proposedBy: z.string(),
  proposedAt: isoDate,
  decidedBy: z.string().nullable(),
  decidedAt: isoDate.nullable(),
  decisionReason: z.string().nullable(),
  /** The ledger transfer an approval posted (idempotency key `adjustment:<id>`). */
  transferId: z.string().uuid().nullable(),
});
export type AdminAdjustment = z.infer<typeof adminAdjustment>;

export const adminPlayerProfile = z.object({
  player: adminPlayerSummary.extend({ inviteCode: z.string(), dateOfBirth: z.string().nullable() }),
  /** The last lock or unlock, from the audit log. */
  lock: z
    .object({ locked: z.boolean(), reason: z.string().nullable(), by: z.string().nullable(), at: isoDate })
    .nullable(),
  kyc: z.object({ state: kycState, fullName: z.string().nullable() }),
  /** From the ledger, in minor units: cash is withdrawable + locked (not yet wagered). */
  balances: z.object({
    cashMinor: z.number().int(),
    withdrawableMinor: z.number().int(),
    lockedMinor: z.number().int(),
    coins: z.number().int(),
    diamonds: z.number().int(),
  }),
  deposits: z.array(
    z.object({
      transNo: z.string(),
      amountMinor: z.number().int(),
      state: z.number().int(),
      channelCode: z.string(),
      createdAt: isoDate,
    }),
  ),
  withdrawals: z.array(
    staffWithdrawDeductions.extend({
      orderNo: z.string(),
      moneyMinor: z.number().int(),
      netMinor: z.number().int(),
      state: z.number().int(),
      channelCode: z.string(),
      createdAt: isoDate,
      /** When the payout was confirmed or failed: the tax report counts a paid one on this local day. */
      settledAt: isoDate.nullable(),
    }),
  ),
  rounds: z.array(
    z.object({
      provider: z.string(),
      roundId: z.string(),
      game: z.string(),
      betMinor: z.number().int(),
      winMinor: z.number().int(),
      refundedMinor: z.number().int(),
      status: z.string(),
      createdAt: isoDate,
    }),
  ),
  responsibleGaming: z.object({
    limits: z.array(
      z.object({
        kind: z.string(),
        period: z.string(),
        value: z.number().int().nullable(),
        pendingValue: z.number().int().nullable(),
        pendingFrom: isoDate.nullable(),
      }),
    ),
    /** A self-exclusion or time-out in force (until null: permanent). */
    pause: z.object({ reason: z.enum(['self-exclusion', 'time-out']), until: isoDate.nullable() }).nullable(),
  }),
  /** Sign-in sessions, newest first (open: neither revoked nor expired). */
  sessions: z.array(
    z.object({
      createdAt: isoDate,
      expiresAt: isoDate,
      revokedAt: isoDate.nullable(),
      open: z.boolean(),
      deviceId: z.string().nullable(),
      platform: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  /** The devices the player signed in from (the app's device id and platform), most recent first. */
  devices: z.array(
    z.object({
      deviceId: z.string().nullable(),
      platform: z.string().nullable(),
      firstSeenAt: isoDate,
      lastSeenAt: isoDate,
      sessions: z.number().int(),
      lastIp: z.string().nullable(),
    }),
  ),
  /** Personal messages sent to the player (English title), newest first. */
  messages: z.array(
    z.object({ id: z.number().int(), title: z.string(), createdAt: isoDate, readAt: isoDate.nullable() }),
  ),
  adjustments: z.array(adminAdjustment),
  /** Staff actions on this player and on their adjustments, newest first. */
  audit: z.array(auditEntry),
});
export type AdminPlayerProfile = z.infer<typeof adminPlayerProfile>;

export const adminGetPlayer = defineStaffCall({
  operationId: 'adminGetPlayer',
  method: 'GET',
  path: '/api/admin/players/:id',
  summary:
    'A player’s profile: account, lock, KYC, balances from the ledger, recent deposits, withdrawals and game rounds (bets), sessions, devices, personal messages, responsible-gaming limits and pause, adjustments and the audit trail.',
  permission: 'players.read',
  params: uuidParam,
  data: adminPlayerProfile,
});

export const adminLockPlayer = defineStaffCall({
  operationId: 'adminLockPlayer',
  method: 'POST',
  path: '/api/admin/players/:id/lock',
  summary:
    'Locks (every session and game session ends; sign-in answers 1108) or unlocks a player, with a reason. Errors: 5609 when the account is already so.',
  permission: 'players.lock',
  params: uuidParam,
  body: z.object({ locked: z.boolean(), reason }),
  data: adminPlayerSummary,
});

export const adminEndPlayerSessions = defineStaffCall({
  operationId: 'adminEndPlayerSessions',
  method: 'POST',
  path: '/api/admin/players/:id/sessions/end',
  summary:
    'Signs a player out everywhere (every session and game session ends) without locking the account: they can sign in again. With a reason; answers how many sessions were open.',
  permission: 'players.lock',
  params: uuidParam,
  body: z.object({ reason }),
  data: z.object({ sessionsEnded: z.number().int() }),
});

/** 10^10 minor units: far above any real correction, far below 2^53. */
const MAX_ADJUSTMENT_MINOR = 10_000_000_000;

export const adminProposeAdjustment = defineStaffCall({
  operationId: 'adminProposeAdjustment',
  method: 'POST',
  path: '/api/admin/players/:id/adjustments',
  summary:
    'Proposes a manual balance adjustment (signed minor units: + credits, − debits) with a reason. Nothing moves until another staff member approves it.',
  permission: 'adjustments.request',
  params: uuidParam,
  body: z.object({
    asset: adjustmentAsset,
    amountMinor: z
      .number()
      .int()
      .min(-MAX_ADJUSTMENT_MINOR)
      .max(MAX_ADJUSTMENT_MINOR)
      .refine((n) => n !== 0, 'not zero'),
    reason,
  }),
  data: adminAdjustment,
});

export const adminListAdjustments = defineStaffCall({
  operationId: 'adminListAdjustments',
  method: 'GET',
  path: '/api/admin/adjustments',
  summary: 'Balance adjustments by state (default: proposed, the approval queue), oldest first.',
  permission: 'adjustments.request',
  query: z.object({ state: z.enum(['proposed', 'approved', 'rejected']).default('proposed') }),
  data: z.object({ list: z.array(adminAdjustment) }),
});

export const adminDecideAdjustment = defineStaffCall({
  operationId: 'adminDecideAdjustment',
  method: 'POST',
  path: '/api/admin/adjustments/:id/decision',
  summary:
    'Approves a proposed adjustment (the ledger transfer posts, once: key `adjustment:<id>`) or rejects it, with a reason. Never by its proposer (5607); once decided, 5606.',
  permission: 'adjustments.approve',
  params: uuidParam,
  body: z.object({ decision: z.enum(['approve', 'reject']), reason }),
  data: adminAdjustment,
});

import { z } from 'zod';
import { defineCall } from './call.ts';
import { intField, isoDate, pageQuery, textField } from './fields.ts';
import { idField, lang, rewardAsset } from './rewards/common.ts';

/**
 * Invitations and referral (spec activities §2 invite/refer/invitation landing/share popup, §4 invitations;
 * core §3 share channels; issue 17). An inviter shares /invitation/{inviteCode}/{1..5}; whoever registers
 * through it is their invitee (players.invited_by). What invitees do (registered, first deposit of at least
 * X, wagered Y) earns the inviter rewards, one per invitee and task, held until the invitee's first deposit
 * is credited and refused for an invitee on the inviter's device or mobile-money number
 * (docs/decisions/021-invitations.md). Amounts in minor units.
 */

/** The spec's five share channels, in link order: /invitation/{code}/1 is facebook … /5 is sms. */
export const shareChannels = ['facebook', 'linkedin', 'twitter', 'whatsapp', 'sms'] as const;
export type ShareChannel = (typeof shareChannels)[number];

/** 1..5, the number a share link carries. */
export const shareChannelNumber = intField.pipe(z.number().int().min(1).max(5));

/** The path of a share link (spec activities §4 Invitations). */
export function invitationPath(inviteCode: string, channel: ShareChannel): string {
  return `/invitation/${encodeURIComponent(inviteCode)}/${shareChannels.indexOf(channel) + 1}`;
}

/** Invite codes are 8 characters of A–Z and 2–9; a little room for codes an operator made by hand. */
export const inviteCodeField = textField(32).pipe(z.string().regex(/^[A-Za-z0-9]{4,32}$/));

/** registered: the invitee's account exists; first_deposit: first credited deposit ≥ threshold; wagered: stakes ≥ threshold. */
export const inviteTaskKind = z.enum(['registered', 'first_deposit', 'wagered']);

export const inviteTask = z.object({
  id: z.number().int(),
  kind: inviteTaskKind,
  /** first_deposit and wagered: the amount to reach (minor units); 0 for registered. */
  thresholdMinor: z.number().int(),
  /** What the inviter earns per invitee: a fixed amount, or (rateBp > 0) rateBp of the first deposit up to amount. */
  amount: z.number().int(),
  rateBp: z.number().int(),
  asset: rewardAsset,
  /** For a signed-in inviter: how many of their invitees reached it, and what it earned them so far. */
  reached: z.number().int(),
  earnedMinor: z.number().int(),
});
export type InviteTask = z.infer<typeof inviteTask>;

export const getInviteDetail = defineCall({
  operationId: 'getInviteDetail',
  method: 'GET',
  path: '/api/activity-service/invite/detail',
  summary:
    'The refer-a-friend page: the player’s invite code and one share link per channel (1 facebook, 2 linkedin, 3 twitter, 4 whatsapp, 5 sms), the invitation texts (option 4009 top, 4008 bottom), and the totals: invitees, qualified invitees (first deposit credited, no abuse rule), rewards earned, paid and waiting to be claimed. Errors: 1001.',
  tags: ['activities'],
  auth: 'player',
  query: z.object({ lang }),
  data: z.object({
    enable: z.boolean(),
    activityId: z.number().int(),
    inviteCode: z.string(),
    links: z.array(z.object({ channel: z.enum(shareChannels), number: z.number().int(), path: z.string() })),
    topText: z.string(),
    bottomText: z.string(),
    invited: z.number().int(),
    qualified: z.number().int(),
    clicks: z.number().int(),
    earnedMinor: z.number().int(),
    paidMinor: z.number().int(),
    claimableMinor: z.number().int(),
    asset: rewardAsset,
  }),
});

export const getInviteTasks = defineCall({
  operationId: 'getInviteTasks',
  method: 'GET',
  path: '/api/activity-service/invite/tasks',
  summary:
    'The invitation tasks: what an invitee must do for the inviter to earn each reward. Open to visitors (reached and earned are 0 without a session). Errors: none beyond the wire.',
  tags: ['activities'],
  auth: 'optional',
  data: z.object({ enable: z.boolean(), activityId: z.number().int(), tasks: z.array(inviteTask) }),
});

export const invitee = z.object({
  /** 024****456. */
  mobile: z.string(),
  registeredAt: isoDate,
  /** The share channel (1..5) the invitee came through when their device opened a link; null if unknown. */
  channel: z.number().int().nullable(),
  /** waiting: no credited deposit yet (rewards held); qualified: deposited, rewards earned; refused: an abuse rule applies. */
  state: z.enum(['waiting', 'qualified', 'refused']),
  refusedReason: z.enum(['self', 'same_device', 'same_mobile_money']).nullable(),
  wageredMinor: z.number().int(),
  earnedMinor: z.number().int(),
});

export const listInvitees = defineCall({
  operationId: 'listInvitees',
  method: 'GET',
  path: '/api/activity-service/invite/invitees',
  summary:
    'The players who registered through the player’s links, newest first, with masked mobiles, their state (waiting for a first deposit, qualified, refused by an abuse rule) and what each earned the inviter. Errors: 1001.',
  tags: ['activities'],
  auth: 'player',
  query: pageQuery(20, 50),
  data: z.object({ total: z.number().int(), list: z.array(invitee) }),
});

export const inviteReward = z.object({
  id: z.number().int(),
  inviteeMobile: z.string(),
  taskId: z.number().int(),
  kind: inviteTaskKind,
  amount: z.number().int(),
  asset: rewardAsset,
  state: z.enum(['claimable', 'paid']),
  earnedAt: isoDate,
  paidAt: isoDate.nullable(),
});

export const listInviteRewards = defineCall({
  operationId: 'listInviteRewards',
  method: 'GET',
  path: '/api/activity-service/invite/rewards',
  summary:
    'The rewards the player’s invitees earned them, newest first: claimable or paid. Rewards exist only once the invitee’s first deposit is credited. Errors: 1001.',
  tags: ['activities'],
  auth: 'player',
  query: pageQuery(20, 50),
  data: z.object({ total: z.number().int(), list: z.array(inviteReward) }),
});

export const claimInviteRewards = defineCall({
  operationId: 'claimInviteRewards',
  method: 'POST',
  path: '/api/activity-service/invite/claim',
  summary:
    'Pays the claimable invitation rewards (one, by id, or all) through the rewards module, each exactly once (grant key invite:{inviter}:{invitee}:{task}); cash lands in locked cash. Errors: 1001, 5001 off, 5101 budget spent, 5671 nothing to claim (already paid or not earned), 5404 paused.',
  tags: ['activities'],
  auth: 'player',
  body: z.object({ id: idField.optional() }),
  data: z.object({ count: z.number().int(), paidMinor: z.number().int(), asset: rewardAsset }),
});

export const openInvitation = defineCall({
  operationId: 'openInvitation',
  method: 'POST',
  path: '/api/activity-service/invite/open',
  summary:
    'The landing of a share link records the click and its channel (with the device id header) and answers the invitation texts and the register path that carries the code. Errors: 5670 unknown code, 5672 the inviter opened their own link (self-invitation).',
  tags: ['activities'],
  auth: 'optional',
  body: z.object({ code: inviteCodeField, channel: shareChannelNumber, lang }),
  data: z.object({
    inviteCode: z.string(),
    channel: z.enum(shareChannels),
    topText: z.string(),
    bottomText: z.string(),
    registerPath: z.string(),
  }),
});

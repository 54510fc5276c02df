import { z } from 'zod';
import { defineCall } from './call.ts';
import { intField, isoDate, pageQuery } from './fields.ts';
import { rewardAsset } from './rewards/index.ts';

/**
 * The VIP club (spec activities §4 VIP benefits and cash back, §6 levels, §9 points and cash back; issue
 * 14): bet points, ten levels, the benefits of each level and the weekly cash back. The spec leaves the
 * base path open; the calls live under `/api/account-service/vip/…`. Rules: docs/vip.md and the VIP
 * decision record.
 *
 * Points (BP): 1 per currency unit staked on a settled bet (10 on a configured holiday), given back when
 * the bet is rolled back, counted per local calendar year. Amounts are minor units (GHS 1 = 100).
 *
 * Errors common to every call: 1001 not logged in. Claims: 1003 self-excluded, 5001 the activity is off,
 * 5101 its budget for today is spent — nothing is credited in any of these cases.
 */

const lang = z.enum(['en', 'fr', 'pt']).optional().default('en');
const levelIdField = intField.pipe(z.number().int().min(1).max(99));
const benefitIdField = intField.pipe(z.number().int().positive());

/**
 * What a benefit does when tapped (spec activities §4): 0 cash, 7 cash, 8 tickets, 9 coins are claimed
 * here (POST personal-enjoyed); 1 opens the cash back page; 2 and 3 go home; 4 goes to support; 5 opens the
 * VIP manager's link; 6 opens the diamond exchange; 10 and 11 open mall 3 and mall 4.
 */
export const vipBenefitType = z.number().int().min(0).max(11);

/**
 * What a claimable benefit gives: money or coins (minor units), or `tickets` (type 8): that many free codes
 * of the lucky refund round on sale (docs/decisions/015).
 */
export const vipBenefitAsset = z.union([rewardAsset, z.literal('tickets')]);
export type VipBenefitAsset = z.infer<typeof vipBenefitAsset>;
export const claimableBenefitTypes = [0, 7, 8, 9] as const;

/**
 * A benefit's state for this player (`statu`, spelled as the spec spells it): 0 claimable now (enabled,
 * of the player's level, not yet claimed in its period); 1 claimed in the current period; -1 not open to
 * this player (switched off, or a benefit of another level); 9 nothing to claim: a benefit that opens a
 * page (types 1–6, 10, 11). Lists come sorted 0, 1, -1, 9 (spec §4), then by the operator's order.
 */
export const vipBenefitState = z.union([z.literal(0), z.literal(1), z.literal(-1), z.literal(9)]);
export type VipBenefitState = z.infer<typeof vipBenefitState>;

/** How often a claimable benefit can be claimed: once per level, per local week (Monday), month or year. */
export const vipBenefitPeriod = z.enum(['once', 'week', 'month', 'year', 'none']);

export const vipBenefit = z.object({
  id: z.number().int(),
  levelId: z.number().int(),
  type: vipBenefitType,
  name: z.string(),
  description: z.string(),
  /** On or off (the operator's switch). */
  enable: z.boolean(),
  statu: vipBenefitState,
  /** The amount a claim pays, minor units of `asset`, or a number of codes (`tickets`); 0 for pages. */
  state: z.number().int(),
  asset: vipBenefitAsset.nullable(),
  period: vipBenefitPeriod,
  /** Type 1: last week's cash back that can be claimed now (0 when none). */
  cashbackAmount: z.number().int(),
  /** Type 5: the VIP manager's link; null for the others. */
  link: z.string().nullable(),
});
export type VipBenefit = z.infer<typeof vipBenefit>;

export const vipLevel = z.object({
  levelId: z.number().int(),
  /** V1 Novice … V10 Legend, in the asked language. */
  name: z.string(),
  /** Points to earn within a calendar year to reach this level (and to keep it at the yearly review). */
  target: z.number().int(),
  /** Cash back on last week's net loss, in basis points (500 = 5 %). */
  cashBackRate: z.number().int(),
  /** How many benefits the level has. */
  benefits: z.number().int(),
});
export type VipLevel = z.infer<typeof vipLevel>;

export const getVipPersonalLevel = defineCall({
  operationId: 'getVipPersonalLevel',
  method: 'GET',
  path: '/api/account-service/vip/personal-level',
  summary:
    'The player’s VIP standing: level (1–10; 1 until the first points), this year’s points, the next level and the points still needed, the level’s cash back rate, and when the yearly review happens (the market’s 1 January). The review keeps the level when its target was met in the year and otherwise lowers it by one; an upgrade happens as soon as a target is reached.',
  tags: ['vip'],
  auth: 'player',
  query: z.object({ lang }),
  data: z.object({
    levelId: z.number().int(),
    name: z.string(),
    /** Points earned this calendar year (whole points). */
    points: z.number().int(),
    /** The year the points belong to (the market's calendar). */
    year: z.number().int(),
    /** This level's yearly target: earn it again this year to keep the level. */
    target: z.number().int(),
    nextLevelId: z.number().int().nullable(),
    nextName: z.string().nullable(),
    nextTarget: z.number().int().nullable(),
    /** Points still needed for the next level (0 at the top). */
    pointsToNext: z.number().int(),
    cashBackRate: z.number().int(),
    maxLevelId: z.number().int(),
    /** When the yearly review happens (local midnight of 1 January, as an instant). */
    reviewAt: isoDate,
    /** Points per currency unit today: 10 on a configured holiday, else 1. */
    pointsPerUnitToday: z.number().int(),
  }),
});

export const getVipLevels = defineCall({
  operationId: 'getVipLevels',
  method: 'GET',
  path: '/api/account-service/vip/levels',
  summary:
    'The ten levels, lowest first, with their yearly point targets, cash back rates and benefit counts.',
  tags: ['vip'],
  auth: 'player',
  query: z.object({ lang }),
  data: z.array(vipLevel),
});

export const getVipLevelBenefits = defineCall({
  operationId: 'getVipLevelBenefits',
  method: 'GET',
  path: '/api/account-service/vip/benefits/levels',
  summary:
    'The benefits of one level, with their state for this player (only the player’s own level has claimable ones; others read −1 or 9), sorted 0, 1, −1, 9. Errors: 5307 no such level.',
  tags: ['vip'],
  auth: 'player',
  query: z.object({ levelId: levelIdField, lang }),
  data: z.array(vipBenefit),
});

export const getVipEnjoyedBenefits = defineCall({
  operationId: 'getVipEnjoyedBenefits',
  method: 'GET',
  path: '/api/account-service/vip/benefits/personal-enjoyed',
  summary:
    'The benefits of the player’s current level with their states, sorted 0, 1, −1, 9 (the me page’s carousel and the member centre).',
  tags: ['vip'],
  auth: 'player',
  query: z.object({ lang }),
  data: z.array(vipBenefit),
});

export const vipLogEntry = z.object({
  id: z.string(),
  /** `benefit` a claimed benefit, `cash_back` a claimed weekly cash back, `level` a level change. */
  kind: z.enum(['benefit', 'cash_back', 'level']),
  title: z.string(),
  /** Minor units of `asset` (a number of codes for `tickets`); 0 for level changes. */
  amount: z.number().int(),
  asset: vipBenefitAsset.nullable(),
  benefitId: z.number().int().nullable(),
  benefitType: z.number().int().nullable(),
  fromLevelId: z.number().int().nullable(),
  toLevelId: z.number().int().nullable(),
  createdAt: isoDate,
});
export type VipLogEntry = z.infer<typeof vipLogEntry>;

export const getVipBenefitLogs = defineCall({
  operationId: 'getVipBenefitLogs',
  method: 'GET',
  path: '/api/account-service/vip/benefits/logs',
  summary:
    'The member centre’s records, newest first: benefits claimed, weekly cash back claimed, and level changes (upgrades at a target, yearly reviews).',
  tags: ['vip'],
  auth: 'player',
  query: pageQuery(20, 50).extend({ lang }),
  data: z.object({ list: z.array(vipLogEntry), total: z.number().int() }),
});

export const getVipBenefitSettings = defineCall({
  operationId: 'getVipBenefitSettings',
  method: 'GET',
  path: '/api/account-service/vip/benefits/settings',
  summary:
    'One benefit’s settings (any level’s) with its state for this player. Errors: 5301 no such benefit.',
  tags: ['vip'],
  auth: 'player',
  query: z.object({ benefitId: benefitIdField, lang }),
  data: vipBenefit,
});

export const claimVipBenefit = defineCall({
  operationId: 'claimVipBenefit',
  method: 'POST',
  path: '/api/account-service/vip/personal-enjoyed',
  summary:
    'Claim a benefit of type 0, 7 (cash), 8 (tickets) or 9 (coins) of the player’s own level, once per its period whatever the concurrency. A tickets benefit gives free codes of the lucky refund round on sale (answered in `codes`). Errors: 5301 no such benefit, 5302 a benefit of another level, 5303 a benefit that opens a page (nothing to claim), 5304 switched off, 5002 already claimed in this period (the app shows cash_back.alert_msg), 1003 self-excluded, 5404 paused, 5001, 5101; for tickets 5502 (the round closed: nothing is given) and 5509 (no round can be announced). Nothing is credited on any error.',
  tags: ['vip'],
  auth: 'player',
  // The spec sends it in the query (`?benefitsId`); a form body is accepted too. One of them is required (1000).
  query: z.object({ benefitsId: benefitIdField.optional() }),
  body: z.object({ benefitsId: benefitIdField.optional() }).optional(),
  data: z.object({
    benefitId: z.number().int(),
    /** Minor units of `asset`, or the number of codes given (`tickets`). */
    amount: z.number().int(),
    asset: vipBenefitAsset,
    /** The period the claim covers: `once`, a week's Monday, `YYYY-MM` or `YYYY`. */
    period: z.string(),
    /** Tickets: the lucky refund round the codes are in (null for money). */
    drawId: z.string().nullable(),
    /** Tickets: the 6-digit codes given, in sale order ([] for money). */
    codes: z.array(z.string()),
  }),
});

// ───────────────────────────── Weekly cash back (activities §4, §9) ─────────────────────────────

/**
 * A week's cash back. `state`: `running` the week is not over; `not_ready` over, window not yet open
 * (it opens Monday 06:00); `claimable` in its window; `claimed`; `expired` the window closed unclaimed;
 * `none` nothing to pay (no net loss).
 */
export const cashBackWeek = z.object({
  /** The local Monday the week starts. */
  weekStart: z.string(),
  /** The local Sunday it ends (23:59:59). */
  weekEnd: z.string(),
  /** Stakes − wins − refunded stakes on games, from the ledger (real money; may be negative). */
  gamesNetMinor: z.number().int(),
  /** Cash bonuses granted in the week (they count against the loss). */
  bonusesMinor: z.number().int(),
  /** gamesNet − bonuses (never below 0). */
  netLossMinor: z.number().int(),
  levelId: z.number().int(),
  rate: z.number().int(),
  /** The week's cash back: netLoss × rate, capped; for a running week, the figure so far. */
  amount: z.number().int(),
  capMinor: z.number().int(),
  capped: z.boolean(),
  state: z.enum(['running', 'not_ready', 'claimable', 'claimed', 'expired', 'none']),
  claimOpensAt: isoDate,
  claimClosesAt: isoDate,
  claimedAt: isoDate.nullable(),
});
export type CashBackWeek = z.infer<typeof cashBackWeek>;

export const getVipCashBack = defineCall({
  operationId: 'getVipCashBack',
  method: 'GET',
  path: '/api/account-service/vip/cash-back',
  summary:
    'The cash back page: this week’s running figure, last week’s (claimable Monday 06:00 to Sunday 23:59 of the following week, then expired), and the history of earlier weeks. Weeks run Monday 00:00:00 to Sunday 23:59:59 local time.',
  tags: ['vip'],
  auth: 'player',
  data: z.object({
    asset: rewardAsset,
    thisWeek: cashBackWeek,
    lastWeek: cashBackWeek,
    history: z.array(cashBackWeek),
  }),
});

export const claimVipCashBack = defineCall({
  operationId: 'claimVipCashBack',
  method: 'POST',
  path: '/api/account-service/vip/cash-back/claim',
  summary:
    'Claim last week’s cash back, once whatever the concurrency, only within its window (Monday 06:00 to Sunday 23:59 local). Errors: 5003 outside the window ("Bonus is not ready to claim."), 5306 nothing to claim for last week, 5002 already claimed, 1003 self-excluded, 5001, 5101.',
  tags: ['vip'],
  auth: 'player',
  data: z.object({ weekStart: z.string(), amount: z.number().int(), asset: rewardAsset }),
});

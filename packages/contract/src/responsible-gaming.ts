import { z } from 'zod';
import { defineCall } from './call.ts';
import { intField, isoDate } from './fields.ts';

/**
 * Responsible gaming (/me/settings/limits, issue 19, docs/decisions/017-responsible-gaming.md): deposit and
 * loss limits per rolling day, week and month, a session time limit, reality checks and time-outs. A limit
 * lowered (or set) takes effect at once; a limit raised or removed takes effect 24 hours later, and until
 * then the stricter one holds. Amounts are minor units; the session limit and reality checks are minutes.
 */
export const limitKinds = ['deposit', 'loss', 'session'] as const;
export const limitKind = z.enum(limitKinds);
export type LimitKind = z.infer<typeof limitKind>;

/** Rolling windows: the last 24 hours, 7 days, 30 days; `session` is the session time limit's only period. */
export const limitPeriods = ['day', 'week', 'month', 'session'] as const;
export const limitPeriod = z.enum(limitPeriods);
export type LimitPeriod = z.infer<typeof limitPeriod>;

export const timeOutPeriods = ['24h', '7d', '30d'] as const;
export const timeOutPeriod = z.enum(timeOutPeriods);
export type TimeOutPeriod = z.infer<typeof timeOutPeriod>;

/** Why a player's account is paused: only withdrawals, messages and these settings stay open. */
export const playPause = z.object({
  reason: z.enum(['time-out', 'self-exclusion']),
  /** The end; null when the self-exclusion is permanent. */
  until: isoDate.nullable(),
});
export type PlayPause = z.infer<typeof playPause>;

/** Bounds of what a player may enter: minutes of a session, of a reality check. */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 24 * 60 } as const;
export const REALITY_CHECK_MINUTES = { min: 5, max: 240 } as const;

const tags = ['responsible-gaming'];

const limitView = z.object({
  kind: limitKind,
  period: limitPeriod,
  /** In force now; null: none. Minor units (deposit, loss) or minutes (session). */
  value: z.number().int().nullable(),
  /** A raise or removal waiting for its 24 hours: the value then (null: removed) and when. */
  pending: z.object({ value: z.number().int().nullable(), from: isoDate }).nullable(),
  /** Deposited or lost in the window so far (minor units); minutes played this session for `session`. */
  used: z.number().int(),
});
export type LimitView = z.infer<typeof limitView>;

const settingsData = z.object({
  limits: z.array(limitView),
  realityCheck: z.object({
    /** The player's choice; null: the market default applies. */
    minutes: z.number().int().nullable(),
    defaultMinutes: z.number().int(),
  }),
  timeOutPeriods: z.array(timeOutPeriod),
  pause: playPause.nullable(),
});
export type ResponsibleGamingSettings = z.infer<typeof settingsData>;

export const getResponsibleGaming = defineCall({
  operationId: 'getResponsibleGaming',
  method: 'GET',
  path: '/api/account-service/member/responsible-gaming',
  summary:
    'The player’s deposit, loss and session limits (in force, pending raises with their date, used so far), reality-check interval and any time-out or self-exclusion. Open during a time-out.',
  tags,
  auth: 'player',
  whileRestricted: true,
  data: settingsData,
});

export const setLimit = defineCall({
  operationId: 'setLimit',
  method: 'POST',
  path: '/api/account-service/member/responsible-gaming/limit',
  summary:
    'Set, change or remove (value absent) one limit. Lower or new: in force at once. Higher or removed: in force after 24 hours (answered as `pending`). Deposit and loss values are minor units, session values minutes (5–1440). Errors: 1000 invalid input.',
  tags,
  auth: 'player',
  whileRestricted: true,
  body: z.object({
    kind: limitKind,
    period: limitPeriod,
    value: intField.pipe(z.number().int().positive()).optional(),
  }),
  data: settingsData,
});

export const setRealityCheck = defineCall({
  operationId: 'setRealityCheck',
  method: 'POST',
  path: '/api/account-service/member/responsible-gaming/reality-check',
  summary: 'Reality-check interval in minutes (5–240); absent: the market default.',
  tags,
  auth: 'player',
  whileRestricted: true,
  body: z.object({
    minutes: intField
      .pipe(z.number().int().min(REALITY_CHECK_MINUTES.min).max(REALITY_CHECK_MINUTES.max))
      .optional(),
  }),
  data: settingsData,
});

export const takeTimeOut = defineCall({
  operationId: 'takeTimeOut',
  method: 'POST',
  path: '/api/account-service/member/responsible-gaming/time-out',
  summary:
    'A time-out of 24 hours, 7 or 30 days, confirmed with the password. At once: play, deposits and rewards are refused (5404) and open games stop taking bets; the player can still log in, withdraw and read messages. It cannot be shortened; a longer one extends it. Errors: 1101 wrong password, 1006 too many tries.',
  tags,
  auth: 'player',
  whileRestricted: true,
  body: z.object({ period: timeOutPeriod, password: z.string().min(1).max(64) }),
  data: settingsData,
});

export const getPlaySession = defineCall({
  operationId: 'getPlaySession',
  method: 'GET',
  path: '/api/account-service/member/responsible-gaming/session',
  summary:
    'The reality check’s figures: when this session began (the last login), minutes played, net result since (wins less stakes, minor units), and the interval in force.',
  tags,
  auth: 'player',
  data: z.object({
    startedAt: isoDate,
    playedMinutes: z.number().int(),
    netResultMinor: z.number().int(),
    realityCheckMinutes: z.number().int(),
  }),
});

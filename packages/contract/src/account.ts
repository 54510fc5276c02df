import { z } from 'zod';
import { defineCall } from './call.ts';
import { emptyData } from './envelope.ts';
import { flagField, textField } from './fields.ts';
import { playPause } from './responsible-gaming.ts';

/** Spec core §3 Profile. Amounts are minor units. */
export const profile = z.object({
  uid: z.string(),
  mobile: z.string(),
  money: z.number().int(),
  withdrawMoney: z.number().int(),
  bonusMoney: z.number().int(),
  diamond: z.number().int(),
  levelId: z.number().int(),
  score: z.number().int(),
  hasPinCode: z.boolean(),
  guid: z.string().nullable(),
  inviteCode: z.string(),
  nickName: z.string().nullable(),
  img: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  region: z.string().nullable(),
  state: z.string().nullable(),
  address: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobileChangeable: z.boolean(),
  currency: z.string(),
  registerTime: z.string(),
  /** A time-out or self-exclusion running: the app opens only withdrawals, messages and settings. */
  pause: playPause.nullable(),
});
export type Profile = z.infer<typeof profile>;

/** Spec core §3 Auth result. */
export const authResult = z.object({ memberInfo: profile, token: z.string() });
export type AuthResult = z.infer<typeof authResult>;

const mobile = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .describe('E.164 (+233244123456, what the web app sends) or the national number (0244123456)');
const password = z.string().min(1).max(64);
const smsCode = z.string().trim().min(1).max(12);
/** Re-admission after a self-exclusion has ended (spec core §4 Login errors). */
const selfInclusion = flagField.optional().default(false);
const tags = ['account'];

export const register = defineCall({
  operationId: 'register',
  method: 'POST',
  path: '/api/account-service/auth/register',
  summary:
    'Register with a mobile number and password; logs the player in. The player confirms being 18 or older (adultConfirmed=1) and accepts the current terms (termsVersion, from getAppInfo); without both, or with another version, 5406 and nothing is created.',
  tags,
  auth: 'none',
  body: z.object({
    mobile,
    password,
    confirmPassword: password.optional(),
    smsCode: smsCode.optional(),
    inviteCode: textField(32).optional(),
    guid: textField(64).optional(),
    /** The player ticked "I am 18 or older and accept the terms". Optional here so a missing tick is 5406. */
    adultConfirmed: flagField.optional(),
    /** The terms version the player was shown (getAppInfo's termsVersion); stored with the account. */
    termsVersion: textField(32).optional(),
  }),
  data: authResult,
});

export const loginByPassword = defineCall({
  operationId: 'loginByPassword',
  method: 'POST',
  path: '/api/account-service/auth/login',
  summary: 'Log in with mobile and password. 1003 when self-excluded; retry with selfInclusion=1.',
  tags,
  auth: 'none',
  body: z.object({ mobile, password, selfInclusion }),
  data: authResult,
});

export const smsPurpose = z.enum(['login', 'reset', 'register', 'change-mobile']);
export type SmsPurpose = z.infer<typeof smsPurpose>;

export const sendSmsCode = defineCall({
  operationId: 'sendSmsCode',
  method: 'POST',
  path: '/api/account-service/auth/sms-code',
  summary:
    'Send a 6-digit code by SMS. The answer is the same whether or not the number is registered; sending is throttled per number and per IP.',
  tags,
  auth: 'optional',
  whileRestricted: true,
  body: z.object({ mobile, purpose: smsPurpose.default('login') }),
  data: z.object({ expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() }),
});

export const loginBySmsCode = defineCall({
  operationId: 'loginBySmsCode',
  method: 'POST',
  path: '/api/account-service/auth/login-sms',
  summary: 'Log in with a mobile and the SMS code sent for purpose login.',
  tags,
  auth: 'none',
  body: z.object({ mobile, smsCode, selfInclusion }),
  data: authResult,
});

export const loginByToken = defineCall({
  operationId: 'loginByToken',
  method: 'POST',
  path: '/api/account-service/auth/login-token',
  summary: 'Resume a session with a stored token (header or cookie); 401 when it is no longer valid.',
  tags,
  auth: 'player',
  whileRestricted: true,
  data: authResult,
});

export const logout = defineCall({
  operationId: 'logout',
  method: 'POST',
  path: '/api/account-service/auth/logout',
  summary:
    'End this session on the server; the token stops working at once. Like every write, the session cookie counts only with the app header.',
  tags,
  auth: 'player',
  whileRestricted: true,
  data: emptyData,
});

export const resetPassword = defineCall({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/account-service/auth/password/reset',
  summary: 'Set a new password with an SMS code sent for purpose reset. Ends every session of the player.',
  tags,
  auth: 'none',
  body: z.object({ mobile, smsCode, password, confirmPassword: password }),
  data: emptyData,
});

export const changePassword = defineCall({
  operationId: 'changePassword',
  method: 'POST',
  path: '/api/account-service/member/password',
  summary: 'Change the password, knowing the old one. Other sessions are ended.',
  tags,
  auth: 'player',
  whileRestricted: true,
  body: z.object({ oldPassword: password, password, confirmPassword: password }),
  data: emptyData,
});

export const changeMobile = defineCall({
  operationId: 'changeMobile',
  method: 'POST',
  path: '/api/account-service/member/mobile',
  summary: 'Change the login mobile, once, with the password and a code sent to the new number.',
  tags,
  auth: 'player',
  whileRestricted: true,
  body: z.object({ mobile, smsCode, password }),
  data: profile,
});

export const getProfile = defineCall({
  operationId: 'getProfile',
  method: 'GET',
  path: '/api/account-service/member/profile',
  summary: 'The player profile with balances (spec core §3 Profile).',
  tags,
  auth: 'player',
  whileRestricted: true,
  data: profile,
});

export const appInfo = defineCall({
  operationId: 'getAppInfo',
  method: 'GET',
  path: '/api/app/info',
  summary: 'The market this deployment serves and the settings a client needs before anything else.',
  tags: ['app'],
  auth: 'none',
  data: z.object({
    market: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    mobileLength: z.number().int(),
    countryCode: z.string(),
    mobilePattern: z.string(),
    smsCodeEnabled: z.boolean(),
    gamesOrigin: z.string(),
    /** Option 4030 read for the client: coins with decimals (isbonus 1) or as whole coins (0). */
    coinDecimals: z.boolean(),
    /** The terms version a registration accepts (option 4092; "1" when not configured). */
    termsVersion: z.string(),
    /**
     * The request carried `Save-Data: on` (a browser or proxy asking for less data): the app turns its data
     * saver on unless the player chose otherwise (issue 20). Varies the answer by that header.
     */
    saveData: z.boolean(),
  }),
});

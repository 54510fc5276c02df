import type * as contract from '@sika/contract';
import type { CallDef } from '@sika/contract';

/**
 * The web side of a contract call: method, path and auth only. The zod schemas stay out of the bundle
 * (zod is tens of KB gzip); the types come from the contract with `import type`, so a path or method that
 * drifts from `packages/contract` fails the type check here, and `calls.test.ts` checks the values too.
 */
export interface WebCall<D extends CallDef = CallDef> {
  readonly method: D['method'];
  readonly path: D['path'];
  readonly auth: D['auth'];
  /** Form-encoded unless a call needs otherwise (ARCHITECTURE.md, The wire). */
  readonly encoding?: BodyEncoding;
  /** Type carrier only; never set. */
  readonly def?: D;
}

export type BodyEncoding = 'form' | 'json' | 'multipart';

function call<D extends CallDef>(definition: WebCall<D>): WebCall<D> {
  return definition;
}

const account = '/api/account-service';

export const calls = {
  register: call<typeof contract.register>({
    method: 'POST',
    path: `${account}/auth/register`,
    auth: 'none',
  }),
  loginByPassword: call<typeof contract.loginByPassword>({
    method: 'POST',
    path: `${account}/auth/login`,
    auth: 'none',
  }),
  sendSmsCode: call<typeof contract.sendSmsCode>({
    method: 'POST',
    path: `${account}/auth/sms-code`,
    auth: 'optional',
  }),
  loginBySmsCode: call<typeof contract.loginBySmsCode>({
    method: 'POST',
    path: `${account}/auth/login-sms`,
    auth: 'none',
  }),
  loginByToken: call<typeof contract.loginByToken>({
    method: 'POST',
    path: `${account}/auth/login-token`,
    auth: 'player',
  }),
  logout: call<typeof contract.logout>({ method: 'POST', path: `${account}/auth/logout`, auth: 'optional' }),
  resetPassword: call<typeof contract.resetPassword>({
    method: 'POST',
    path: `${account}/auth/password/reset`,
    auth: 'none',
  }),
  changePassword: call<typeof contract.changePassword>({
    method: 'POST',
    path: `${account}/member/password`,
    auth: 'player',
  }),
  changeMobile: call<typeof contract.changeMobile>({
    method: 'POST',
    path: `${account}/member/mobile`,
    auth: 'player',
  }),
  getProfile: call<typeof contract.getProfile>({
    method: 'GET',
    path: `${account}/member/profile`,
    auth: 'player',
  }),
  appInfo: call<typeof contract.appInfo>({ method: 'GET', path: '/api/app/info', auth: 'none' }),
} as const;

export type CallName = keyof typeof calls;

import { randomInt } from 'node:crypto';
import { body, lastCode, type TestApp } from './app.ts';

/** A Ghana MTN number nobody has used in this run. */
export function newMobile(prefix = '024'): string {
  return `${prefix}${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
}

export const PASSWORD = 'goodpass1';

/** Registers a player the way the app does (SMS code, then register) and returns the session token. */
export async function registerPlayer(app: TestApp, mobile = newMobile(), password = PASSWORD) {
  const sent = await app.app.inject({
    method: 'POST',
    url: '/api/account-service/auth/sms-code',
    payload: { mobile, purpose: 'register' },
  });
  if (sent.statusCode !== 200) throw new Error(`sms-code failed: ${sent.body}`);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/account-service/auth/register',
    payload: { mobile, password, confirmPassword: password, smsCode: lastCode(app, mobile) },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const data = body<{ token: string; memberInfo: { uid: string } }>(response).data;
  return { mobile, password, token: data.token, playerId: data.memberInfo.uid };
}

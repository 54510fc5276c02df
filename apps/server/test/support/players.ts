import { randomInt } from 'node:crypto';
import type { SikaApp } from '../../src/app.ts';
import { body, lastCode, type TestApp } from './app.ts';

/** A Ghana MTN number nobody has used in this run. */
export function newMobile(prefix = '024'): string {
  return `${prefix}${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
}

export const PASSWORD = 'goodpass1';

/** What the register page sends with its tick: 18 or older, and the terms version getAppInfo gives. */
export async function consent(app: SikaApp): Promise<{ adultConfirmed: true; termsVersion: string }> {
  const info = await app.app.inject({ method: 'GET', url: '/api/app/info' });
  return { adultConfirmed: true, termsVersion: body<{ termsVersion: string }>(info).data.termsVersion };
}

/** The same, from a server started as a process. */
export async function consentAt(baseUrl: string): Promise<{ adultConfirmed: true; termsVersion: string }> {
  const info = (await (await fetch(`${baseUrl}/api/app/info`)).json()) as { data: { termsVersion: string } };
  return { adultConfirmed: true, termsVersion: info.data.termsVersion };
}

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
    payload: {
      mobile,
      password,
      confirmPassword: password,
      smsCode: lastCode(app, mobile),
      ...(await consent(app)),
    },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const data = body<{ token: string; memberInfo: { uid: string } }>(response).data;
  return { mobile, password, token: data.token, playerId: data.memberInfo.uid };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, lastCode, type TestApp } from '../support/app.ts';
import { newMobile, PASSWORD, registerPlayer } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/account-service${url}`, payload, headers });

const sendCode = (mobile: string, purpose: string) => post('/auth/sms-code', { mobile, purpose });

describe('SMS code login', () => {
  it('logs in with a fresh code, once', async () => {
    const { mobile } = await registerPlayer(t);
    t.clock.advance(61_000);
    const sent = await sendCode(mobile, 'login');
    expect(body(sent).data).toEqual({ expiresInSeconds: 300, resendInSeconds: 60 });
    const code = lastCode(t, mobile);
    const first = await post('/auth/login-sms', { mobile, smsCode: code });
    expect(body(first).code).toBe(0);
    const reused = await post('/auth/login-sms', { mobile, smsCode: code });
    expect(body(reused).code).toBe(1102);
  });

  it('refuses an expired code', async () => {
    const { mobile } = await registerPlayer(t);
    t.clock.advance(61_000);
    await sendCode(mobile, 'login');
    t.clock.advance(5 * 60_000 + 1000);
    expect(body(await post('/auth/login-sms', { mobile, smsCode: lastCode(t, mobile) })).code).toBe(1102);
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const { mobile } = await registerPlayer(t);
    t.clock.advance(61_000);
    await sendCode(mobile, 'login');
    const code = lastCode(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(body(await post('/auth/login-sms', { mobile, smsCode: wrong })).code).toBe(1102);
    expect(body(await post('/auth/login-sms', { mobile, smsCode: code })).code).toBe(1102);
  });

  it('a code sent for reset does not log in', async () => {
    const { mobile } = await registerPlayer(t);
    t.clock.advance(61_000);
    await sendCode(mobile, 'reset');
    expect(body(await post('/auth/login-sms', { mobile, smsCode: lastCode(t, mobile) })).code).toBe(1102);
  });

  it('answers an unknown number like a known one and sends no usable code', async () => {
    const mobile = newMobile();
    const response = await sendCode(mobile, 'login');
    expect(body(response)).toEqual({
      code: 0,
      msg: 'success',
      data: { expiresInSeconds: 300, resendInSeconds: 60 },
    });
    expect(t.sms.at(-1)?.body).not.toMatch(/\d{6}/);
  });

  it('sends at most one code a minute and five an hour to a number', async () => {
    // Windows are fixed hours: start just after one begins so the six tries fall inside it.
    t.clock.now = new Date(Math.ceil(t.clock.now.getTime() / 3_600_000) * 3_600_000 + 1000);
    const mobile = newMobile();
    expect((await sendCode(mobile, 'register')).statusCode).toBe(200);
    const tooSoon = await sendCode(mobile, 'register');
    expect(tooSoon.statusCode).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(61_000);
      statuses.push((await sendCode(mobile, 'register')).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ends a bombing run from one IP after 30 codes an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/account-service/auth/sms-code',
        payload: { mobile: newMobile(), purpose: 'register' },
        remoteAddress: '10.9.8.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('passwords', () => {
  it('resets a forgotten password by code, ending every session', async () => {
    const { mobile, token } = await registerPlayer(t);
    t.clock.advance(61_000);
    await sendCode(mobile, 'reset');
    const reset = await post('/auth/password/reset', {
      mobile,
      smsCode: lastCode(t, mobile),
      password: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(body(reset).code).toBe(0);
    expect((await post('/auth/login-token', {}, { token })).statusCode).toBe(401);
    expect(body(await post('/auth/login', { mobile, password: PASSWORD })).code).toBe(1101);
    expect(body(await post('/auth/login', { mobile, password: 'newpass99' })).code).toBe(0);
  });

  it('changes the password with the old one, keeping this session and ending the others', async () => {
    const { mobile, token } = await registerPlayer(t);
    const other = body<{ token: string }>(await post('/auth/login', { mobile, password: PASSWORD })).data
      .token;
    const wrongOld = await post(
      '/member/password',
      { oldPassword: 'nottheone', password: 'changed1', confirmPassword: 'changed1' },
      { token },
    );
    expect(body(wrongOld).code).toBe(1101);
    expect(wrongOld.statusCode).toBe(422);
    const changed = await post(
      '/member/password',
      { oldPassword: PASSWORD, password: 'changed1', confirmPassword: 'changed1' },
      { token },
    );
    expect(body(changed).code).toBe(0);
    expect((await post('/auth/login-token', {}, { token })).statusCode).toBe(200);
    expect((await post('/auth/login-token', {}, { token: other })).statusCode).toBe(401);
  });
});

describe('change the login mobile', () => {
  it('changes it once with the password and a code sent to the new number', async () => {
    const { mobile, token } = await registerPlayer(t);
    const next = newMobile('054');
    await sendCode(next, 'change-mobile');
    const changed = await post(
      '/member/mobile',
      { mobile: next, smsCode: lastCode(t, next), password: PASSWORD },
      { token },
    );
    expect(body<{ mobile: string; mobileChangeable: boolean }>(changed).data).toMatchObject({
      mobile: next,
      mobileChangeable: false,
    });
    expect(body(await post('/auth/login', { mobile, password: PASSWORD })).code).toBe(1101);
    expect(body(await post('/auth/login', { mobile: next, password: PASSWORD })).code).toBe(0);

    const third = newMobile('055');
    await sendCode(third, 'change-mobile');
    const again = await post(
      '/member/mobile',
      { mobile: third, smsCode: lastCode(t, third), password: PASSWORD },
      { token },
    );
    expect(body(again).code).toBe(1104);
  });

  it('needs the password', async () => {
    const { token } = await registerPlayer(t);
    const next = newMobile('059');
    await sendCode(next, 'change-mobile');
    const response = await post(
      '/member/mobile',
      { mobile: next, smsCode: lastCode(t, next), password: 'wrongpass' },
      { token },
    );
    expect(body(response).code).toBe(1101);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, lastCode, type TestApp } from '../support/app.ts';
import { consent, newMobile, PASSWORD, registerPlayer } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/account-service${url}`, payload, headers });

describe('register', () => {
  it('registers with a code sent to the number and answers the profile with zero balances', async () => {
    const mobile = newMobile();
    await post('/auth/sms-code', { mobile, purpose: 'register' });
    const response = await post('/auth/register', {
      mobile,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      smsCode: lastCode(t, mobile),
      ...(await consent(t)),
    });
    expect(response.statusCode).toBe(200);
    const { code, data } = body<{ token: string; memberInfo: Record<string, unknown> }>(response);
    expect(code).toBe(0);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.memberInfo).toMatchObject({ mobile, money: 0, withdrawMoney: 0, bonusMoney: 0, diamond: 0 });
    expect(data.memberInfo).not.toHaveProperty('password_hash');
    expect(response.cookies.find((c) => c.name === 'token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('accepts a form-encoded body as the app sends it', async () => {
    const mobile = newMobile();
    await t.app.inject({
      method: 'POST',
      url: '/api/account-service/auth/sms-code',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `mobile=${mobile}&purpose=register`,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-service/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `mobile=${mobile}&password=${PASSWORD}&confirmPassword=${PASSWORD}&smsCode=${lastCode(t, mobile)}&adultConfirmed=1&termsVersion=${(await consent(t)).termsVersion}`,
    });
    expect(body(response).code).toBe(0);
  });

  it('takes the number in E.164 as the web sends it, and stores and signs in the local number', async () => {
    const mobile = newMobile();
    const e164 = `+233${mobile.slice(1)}`;
    await post('/auth/sms-code', { mobile: e164, purpose: 'register' });
    const response = await post('/auth/register', {
      mobile: e164,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      smsCode: lastCode(t, mobile),
      ...(await consent(t)),
    });
    expect(body(response)).toMatchObject({ code: 0, data: { memberInfo: { mobile } } });
    for (const form of [mobile, e164, `${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`]) {
      const login = await post('/auth/login', { mobile: form, password: PASSWORD });
      expect(body(login).code, form).toBe(0);
    }
    const kenyan = await post('/auth/login', { mobile: `+254${mobile.slice(1)}`, password: PASSWORD });
    expect(body(kenyan)).toMatchObject({ code: 1000, msg: 'Incorrect format of mobile' });
  });

  it.each([
    ['a short number', { mobile: '024412345' }, 'Incorrect format of mobile'],
    ['a number without the leading 0', { mobile: '2441234567' }, 'Incorrect format of mobile'],
    ['letters in the number', { mobile: '02441234ab' }, 'Incorrect format of mobile'],
    [
      'a 5-character password',
      { password: 'abcde', confirmPassword: 'abcde' },
      'The password must be 6 to 20 characters.',
    ],
    [
      'a 21-character password',
      { password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) },
      'The password must be 6 to 20 characters.',
    ],
  ])('refuses %s with 400 and a clear message', async (_case, override, message) => {
    const response = await post('/auth/register', {
      mobile: newMobile(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      smsCode: '123456',
      ...(await consent(t)),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 1000, msg: message });
  });

  it('refuses different confirmation and a wrong code', async () => {
    const mobile = newMobile();
    const differ = await post('/auth/register', {
      mobile,
      password: PASSWORD,
      confirmPassword: 'other123',
      smsCode: '123456',
    });
    expect(body(differ).code).toBe(1105);
    const wrongCode = await post('/auth/register', {
      mobile,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      smsCode: '000000',
      ...(await consent(t)),
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(body(wrongCode).code).toBe(1102);
  });

  it('never sends a register code to a registered number, so registration cannot reveal it', async () => {
    const { mobile } = await registerPlayer(t);
    t.clock.advance(61_000); // one code a minute per number
    const sent = await post('/auth/sms-code', { mobile, purpose: 'register' });
    expect(body(sent).code).toBe(0);
    expect(t.sms.at(-1)?.body).toContain('already has a Sika account');
    expect(t.sms.at(-1)?.body).not.toMatch(/\d{6}/);
    const again = await post('/auth/register', {
      mobile,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      smsCode: '123456',
      ...(await consent(t)),
    });
    expect(body(again).code).toBe(1102);
  });

  it('keeps the referral guid cookie and links the inviter', async () => {
    const inviter = await registerPlayer(t);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/account-service/member/profile',
      headers: { token: inviter.token },
    });
    const inviteCode = body<{ inviteCode: string }>(profile).data.inviteCode;
    const mobile = newMobile();
    await post('/auth/sms-code', { mobile, purpose: 'register' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-service/auth/register',
      cookies: { guid: 'ph' },
      payload: {
        mobile,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        smsCode: lastCode(t, mobile),
        inviteCode,
        ...(await consent(t)),
      },
    });
    expect(body<{ memberInfo: { guid: string } }>(response).data.memberInfo.guid).toBe('ph');
  });
});

describe('registration consent (18+ and terms, docs/decisions/017)', () => {
  const playerRow = (mobile: string) =>
    t.ctx.db
      .selectFrom('players')
      .select(['adult_confirmed_at', 'terms_version'])
      .where('mobile', '=', mobile)
      .executeTakeFirst();

  it.each([
    ['without the tick or a version', {}],
    ['with the version but no tick', { termsVersion: '1' }],
    ['with the tick unticked', { adultConfirmed: '0', termsVersion: '1' }],
    ['with the tick but no version', { adultConfirmed: true }],
    ['with a version other than the current one', { adultConfirmed: true, termsVersion: '0' }],
  ])('refuses a registration %s with 5406 and creates nothing', async (_case, given) => {
    const mobile = newMobile();
    await post('/auth/sms-code', { mobile, purpose: 'register' });
    const smsCode = lastCode(t, mobile);
    const refused = await post('/auth/register', {
      mobile,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      smsCode,
      ...given,
    });
    expect(refused.statusCode).toBe(422);
    expect(body(refused)).toMatchObject({ code: 5406, data: { termsVersion: '1' } });
    expect(await playerRow(mobile)).toBeUndefined();
    // The refusal came before the code was used: the same code registers once the box is ticked.
    const accepted = await post('/auth/register', {
      mobile,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      smsCode,
      ...(await consent(t)),
    });
    expect(body(accepted).code).toBe(0);
  });

  it('stores the time of the 18+ confirmation and the version accepted, the one getAppInfo gives', async () => {
    await t.ctx.db
      .insertInto('system_options')
      .values({
        market: 'GH',
        type: 4092,
        name: 'terms version',
        content: JSON.stringify({ en: '2026-11-23' }),
      })
      .onConflict((oc) =>
        oc.columns(['market', 'type']).doUpdateSet({ content: JSON.stringify({ en: '2026-11-23' }) }),
      )
      .execute();
    const info = await t.app.inject({ method: 'GET', url: '/api/app/info' });
    expect(body<{ termsVersion: string }>(info).data.termsVersion).toBe('2026-11-23');

    const stale = newMobile();
    await post('/auth/sms-code', { mobile: stale, purpose: 'register' });
    const refused = await post('/auth/register', {
      mobile: stale,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      smsCode: lastCode(t, stale),
      adultConfirmed: true,
      termsVersion: '1',
    });
    expect(body(refused)).toMatchObject({ code: 5406, data: { termsVersion: '2026-11-23' } });

    t.clock.advance(1_000);
    const { mobile } = await registerPlayer(t);
    const row = await playerRow(mobile);
    expect(row?.terms_version).toBe('2026-11-23');
    expect(row?.adult_confirmed_at?.getTime()).toBe(t.clock.now.getTime());
  });
});

describe('login by password', () => {
  it('logs in and the token reads the profile', async () => {
    const { mobile } = await registerPlayer(t);
    const login = await post('/auth/login', { mobile, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const token = body<{ token: string }>(login).data.token;
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/account-service/member/profile',
      headers: { token },
    });
    expect(body<{ mobile: string }>(profile).data.mobile).toBe(mobile);
  });

  it('answers an unknown number exactly like a wrong password', async () => {
    const { mobile } = await registerPlayer(t);
    const wrong = await post('/auth/login', { mobile, password: 'wrongpass' });
    const unknown = await post('/auth/login', { mobile: newMobile(), password: 'wrongpass' });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
    expect(body(wrong)).toEqual({ code: 1101, msg: 'Incorrect mobile or password.', data: null });
  });

  it('stops guessing on one number after 10 tries in 15 minutes, with Retry-After', async () => {
    const { mobile } = await registerPlayer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await post('/auth/login', { mobile, password: `wrong${i}xx` })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    const limited = await post('/auth/login', { mobile, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(body(limited).code).toBe(1006);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000);
    expect((await post('/auth/login', { mobile, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses malformed bodies with 400, never 500', async () => {
    for (const payload of [{}, { mobile: ['0244'] }, { mobile: '0244123456', password: { $gt: '' } }]) {
      const response = await post('/auth/login', payload as Record<string, unknown>);
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe(1000);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/account-service/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(broken.statusCode).toBe(400);
    expect(body(broken).code).toBe(1000);
  });
});

describe('sessions', () => {
  it('logs in by stored token, and logout ends the token on the server', async () => {
    const { token } = await registerPlayer(t);
    const resumed = await post('/auth/login-token', {}, { token });
    expect(body<{ token: string }>(resumed).data.token).toBe(token);
    expect((await post('/auth/logout', {}, { token })).statusCode).toBe(200);
    const after = await post('/auth/login-token', {}, { token });
    expect(after.statusCode).toBe(401);
    expect(body(after)).toEqual({
      code: 1001,
      msg: 'You have not logged in yet, please login !',
      data: null,
    });
  });

  it('answers 401 for a missing, forged or expired token', async () => {
    const url = '/api/account-service/member/profile';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: { token: 'forged' } })).statusCode).toBe(401);
    const { token } = await registerPlayer(t);
    t.clock.advance(7 * 86_400_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url, headers: { token } })).statusCode).toBe(401);
  });

  it('accepts the cookie for reads, and for writes only with the app header (no CSRF)', async () => {
    const { token } = await registerPlayer(t);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/account-service/member/profile',
      cookies: { token },
    });
    expect(read.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/account-service/auth/login-token',
      cookies: { token },
    });
    expect(forged.statusCode).toBe(401);
    const app = await t.app.inject({
      method: 'POST',
      url: '/api/account-service/auth/login-token',
      cookies: { token },
      headers: { platform: 'h5' },
    });
    expect(app.statusCode).toBe(200);
  });

  it('refuses a cross-site logout that carries only the cookie, and logs out with the app header', async () => {
    const { token } = await registerPlayer(t);
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/account-service/auth/logout', cookies: { token }, headers });
    const forged = await logout({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(forged.statusCode).toBe(401);
    expect(body(forged).code).toBe(1001);
    expect(forged.cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect((await post('/auth/login-token', {}, { token })).statusCode).toBe(200);

    const fromApp = await logout({ platform: 'h5' });
    expect(fromApp.statusCode).toBe(200);
    expect(fromApp.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect((await post('/auth/login-token', {}, { token })).statusCode).toBe(401);
  });
});

describe('self-exclusion at login', () => {
  it('admits paused during the period, answers 1003 after it, and re-admits with selfInclusion=1', async () => {
    const { mobile, playerId } = await registerPlayer(t);
    const until = new Date(t.clock.now.getTime() + 86_400_000);
    await t.ctx.db
      .updateTable('players')
      .set({ self_excluded_until: until })
      .where('id', '=', playerId)
      .execute();
    // Decision 017: during the period the player logs in paused (withdrawals and messages only).
    const during = await post('/auth/login', { mobile, password: PASSWORD, selfInclusion: '1' });
    expect(body(during)).toMatchObject({
      code: 0,
      data: { memberInfo: { pause: { reason: 'self-exclusion', until: until.toISOString() } } },
    });
    t.clock.advance(86_400_000 + 1000);
    const after = await post('/auth/login', { mobile, password: PASSWORD });
    expect(body(after).code).toBe(1003);
    const retried = await post('/auth/login', { mobile, password: PASSWORD, selfInclusion: '1' });
    expect(body(retried).code).toBe(0);
    const next = await post('/auth/login', { mobile, password: PASSWORD });
    expect(body(next).code).toBe(0);
  });
});

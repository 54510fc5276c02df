import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { newMobile, registerPlayer } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Form = Record<string, string>;

/** A valid Ghana form: first name, surname, date of birth, address, ID type, ID number (e-mail left out). */
function ghanaForm(cardDigits: string, overrides: Form = {}): Form {
  return {
    field0: 'Ama',
    field1: 'Owusu Ansah',
    field3: '19950314',
    field6: '14 Ring Road, Osu, Accra',
    field7: 'Ghana Card',
    field8: `GHA-${cardDigits}-4`,
    ...overrides,
  };
}

let seq = 0;
async function player(app = t) {
  return registerPlayer(app, newMobile('024'));
}
function card(): string {
  seq += 1;
  return String(700_000_000 + seq);
}

async function fields(token: string, app = t) {
  return body<{
    enable: boolean;
    required: boolean;
    state: string;
    canWithdraw: boolean;
    message: string;
    basicFields: { name: string; key: string; required: boolean; type: string; options: unknown }[];
    birthDate: { min: string; max: string };
  }>(await app.app.inject({ method: 'GET', url: '/api/account-service/kyc/fields', headers: { token } }))
    .data;
}

function submit(token: string, form: Form, app = t) {
  return app.app.inject({
    method: 'POST',
    url: '/api/account-service/kyc',
    headers: { token },
    payload: form,
  });
}

describe('the KYC fields API (spec core §3 KYC, §4 KYC on withdraw)', () => {
  it('answers the form of the market, the ID types and the date range, and that KYC is required', async () => {
    const p = await player();
    const data = await fields(p.token);
    expect(data).toMatchObject({
      enable: true,
      required: true,
      state: 'none',
      canWithdraw: false,
      message: '',
    });
    expect(data.basicFields.map((f) => [f.name, f.key, f.required, f.type])).toEqual([
      ['field0', 'firstName', true, 'text'],
      ['field1', 'surname', true, 'text'],
      ['field2', 'email', false, 'email'],
      ['field3', 'dateOfBirth', true, 'date'],
      ['field6', 'RESIDENTIAL_ADDRESS', true, 'text'],
      ['field7', 'ID_TYPE', true, 'select'],
      ['field8', 'ID_NUMBER', true, 'id-number'],
    ]);
    expect(data.basicFields.find((f) => f.key === 'ID_TYPE')?.options).toEqual([
      { value: 'GHANA_CARD', label: 'Ghana Card' },
      { value: 'VOTER_ID', label: 'Vote ID' },
      { value: 'PASSPORT', label: 'Passport' },
      { value: 'DRIVER_LICENSE', label: 'Driver License' },
      { value: 'SSNIT', label: 'SSNIT' },
    ]);
    const year = t.clock.now.getUTCFullYear();
    expect(data.birthDate).toEqual({ min: `${year - 70}0101`, max: `${year - 6}1231` });
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account-service/kyc/fields' })).statusCode).toBe(
      401,
    );
  });
});

describe('submitting KYC checks every rule of spec core §5 on the server', () => {
  const cases: [string, Form, Record<string, string>][] = [
    ['first name not capitalised', { field0: 'ama' }, { field0: 'format' }],
    ['first name with a digit', { field0: 'Ama2' }, { field0: 'format' }],
    ['surname of one letter', { field1: 'O' }, { field1: 'format' }],
    ['surname of 23 letters', { field1: 'A'.repeat(23) }, { field1: 'format' }],
    ['surname with a digit', { field1: 'Mensah2' }, { field1: 'format' }],
    ['e-mail malformed', { field2: 'ama@' }, { field2: 'format' }],
    ['date of birth not YYYYMMDD', { field3: '1995-03-14' }, { field3: 'format' }],
    ['date of birth not a date', { field3: '19950230' }, { field3: 'format' }],
    ['born more than 70 years back', { field3: '19400101' }, { field3: 'format' }],
    [
      'born less than 6 years back',
      { field3: `${new Date().getUTCFullYear() - 3}0101` },
      { field3: 'format' },
    ],
    ['under 18', { field3: `${new Date().getUTCFullYear() - 10}0101` }, { field3: 'under_age' }],
    ['Ghana Card without GHA', { field8: '123456789-4' }, { field8: 'format' }],
    ['Ghana Card with 8 digits', { field8: 'GHA-12345678-4' }, { field8: 'format' }],
    ['another ID of 8 digits', { field7: 'Passport', field8: '12345678' }, { field8: 'format' }],
    ['an unknown ID type', { field7: 'Library card' }, { field7: 'format' }],
    ['a missing required field', { field6: '' }, { field6: 'required' }],
  ];
  for (const [name, change, errors] of cases) {
    it(`refuses ${name}`, async () => {
      const p = await player();
      const response = await submit(p.token, ghanaForm(card(), change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 1000,
        msg: 'Please check the content.',
        data: { errors },
      });
      expect((await fields(p.token)).state).toBe('none');
    });
  }

  it('accepts inner spaces in the surname, an optional e-mail and the four other ID types with 9 digits', async () => {
    for (const type of ['Vote ID', 'Passport', 'Driver License', 'SSNIT']) {
      const p = await player();
      const response = await submit(
        p.token,
        ghanaForm(card(), { field7: type, field8: card(), field2: 'ama@sika.example' }),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('approves a valid Ghana submission at once (the configurable demo rule) and then no longer asks', async () => {
    const p = await player();
    const response = await submit(p.token, ghanaForm(card()));
    expect(body(response).data).toEqual({
      enable: true,
      required: false,
      state: 'approved',
      canWithdraw: true,
      message: '',
    });
    expect(await fields(p.token)).toMatchObject({ required: false, state: 'approved' });
    const { rows } = await sql<{ state: string; decided_by: string; fields: Record<string, string> }>`
      SELECT state, decided_by, fields FROM kyc_records WHERE player_id = ${p.playerId}::uuid`.execute(
      t.ctx.db,
    );
    expect(rows[0]).toMatchObject({ state: 'approved', decided_by: 'auto' });
    expect(rows[0]?.fields).toMatchObject({ ID_TYPE: 'GHANA_CARD', firstName: 'Ama' });
  });

  it('refuses a second submission while one is approved or under review', async () => {
    const p = await player();
    expect((await submit(p.token, ghanaForm(card()))).statusCode).toBe(200);
    const again = await submit(p.token, ghanaForm(card()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 1005 });
  });

  it('flags a second account with the same ID number and keeps it under review', async () => {
    const digits = card();
    const first = await player();
    const second = await player();
    expect(body(await submit(first.token, ghanaForm(digits))).data).toMatchObject({ state: 'approved' });
    const response = await submit(second.token, ghanaForm(digits, { field0: 'Kofi', field1: 'Mensah' }));
    expect(body(response).data).toMatchObject({ state: 'submitted', required: false, canWithdraw: false });
    expect(body<{ message: string }>(response).data.message).toMatch(/being reviewed/);
    const { rows } = await sql<{ flags: string[]; duplicate_of: string[] }>`
      SELECT flags, duplicate_of FROM kyc_records WHERE player_id = ${second.playerId}::uuid`.execute(
      t.ctx.db,
    );
    expect(rows[0]).toEqual({ flags: ['duplicate_identity'], duplicate_of: [first.playerId] });
  });

  it('flags both of two accounts racing with the same ID number at once', async () => {
    const digits = card();
    const players = await Promise.all([player(), player()]);
    const answers = await Promise.all(players.map((p) => submit(p.token, ghanaForm(digits))));
    const states = answers.map((a) => body<{ state: string }>(a).data.state).sort();
    expect(states).toEqual(['approved', 'submitted']);
  });

  it('asks again after a rejection by the back office', async () => {
    const p = await player();
    await submit(p.token, ghanaForm(card()));
    await sql`UPDATE kyc_records SET state = 'rejected', decided_by = 'operator-1', decision_reason = 'photo unreadable',
              decided_at = now() WHERE player_id = ${p.playerId}::uuid`.execute(t.ctx.db);
    const data = await fields(p.token);
    expect(data).toMatchObject({ required: true, state: 'rejected', canWithdraw: false });
    expect(data.message).toMatch(/photo unreadable/);
    expect(body(await submit(p.token, ghanaForm(card()))).data).toMatchObject({ state: 'approved' });
  });
});

describe('the configurable rules', () => {
  it('without auto-approval a submission waits; with KYC_WITHDRAW_REQUIRES=submitted it is enough to withdraw', async () => {
    const manual = await createTestApp({ KYC_AUTO_APPROVE_MARKETS: '' });
    const lenient = await createTestApp({ KYC_AUTO_APPROVE_MARKETS: '', KYC_WITHDRAW_REQUIRES: 'submitted' });
    try {
      const a = await player(manual);
      expect(body(await submit(a.token, ghanaForm(card()), manual)).data).toMatchObject({
        state: 'submitted',
        canWithdraw: false,
      });
      const b = await player(lenient);
      expect(body(await submit(b.token, ghanaForm(card()), lenient)).data).toMatchObject({
        state: 'submitted',
        canWithdraw: true,
        message: '',
      });
    } finally {
      await manual.close();
      await lenient.close();
    }
  });

  it('with KYC off, nothing is required', async () => {
    const off = await createTestApp({ KYC_ENABLED: '0' });
    try {
      const p = await player(off);
      expect(await fields(p.token, off)).toMatchObject({ enable: false, required: false, canWithdraw: true });
    } finally {
      await off.close();
    }
  });
});

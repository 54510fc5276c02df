import { randomUUID } from 'node:crypto';
import type { StaffSend } from '@sika/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';
import { auditRows, bearer, type StaffFixture, signedInStaff } from './support.ts';

/** Member messages, broadcasts and notice popups sent from the back office (issue 18, decision 016). */
let t: TestApp;
let editor: StaffFixture;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signedInStaff(t, ['content']);
});
afterAll(() => t.close());

function post(url: string, payload?: Record<string, unknown>, staff = editor) {
  return t.app.inject({ method: 'POST', url, headers: bearer(staff.token), payload: payload ?? {} });
}

describe('staff messages and popups', () => {
  const text = (title: string) => ({
    title: { en: title, fr: `${title} fr` },
    content: { en: `${title} body` },
  });

  async function send(payload: Record<string, unknown>) {
    return post('/api/admin/messages', { idempotencyKey: randomUUID(), ...payload });
  }

  async function systemTitles(token: string) {
    const response = await t.app.inject({
      url: '/api/message-service/system/messages?page=1&size=50',
      headers: { token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<{ list: { title: string }[] }>(response).data.list.map((m) => m.title);
  }

  it('sends to all once under a double click: exactly one message per player, one audit row', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => registerPlayer(t)));
    const idempotencyKey = randomUUID();
    const payload = {
      idempotencyKey,
      channel: 'message',
      audience: 'all',
      ...text('Happy Independence Day'),
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/admin/messages', payload)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const sends = answers.map((a) => body<StaffSend & { replayed: boolean }>(a).data);
    expect(new Set(sends.map((s) => s.messageId)).size).toBe(1);
    expect(sends.filter((s) => !s.replayed)).toHaveLength(1);
    // A player who registers after the send reads it too (a broadcast, not a row per player).
    players.push(await registerPlayer(t));
    for (const player of players) {
      const titles = await systemTitles(player.token);
      expect(titles.filter((title) => title === 'Happy Independence Day')).toHaveLength(1);
    }
    const audited = (await auditRows(t)).filter(
      (r) =>
        r.action === 'messages.send_message' &&
        (r.after as { idempotencyKey?: string })?.idempotencyKey === idempotencyKey,
    );
    expect(audited).toHaveLength(1);

    const reused = await post('/api/admin/messages', { ...payload, ...text('Something else') });
    expect([reused.statusCode, body(reused).code]).toEqual([409, 2002]);
  });

  it('sends a message to one player by mobile or id, and a popup once per key', async () => {
    const ama = await registerPlayer(t);
    const byMobile = await send({
      channel: 'message',
      audience: 'player',
      to: ama.mobile,
      ...text('For Ama'),
    });
    expect(byMobile.statusCode, byMobile.body).toBe(200);
    expect(body<StaffSend>(byMobile).data).toMatchObject({ playerId: ama.playerId, mobile: ama.mobile });
    const inbox = await t.app.inject({
      url: '/api/message-service/member/messages',
      headers: { token: ama.token },
    });
    expect(body<{ list: { title: string }[] }>(inbox).data.list.map((m) => m.title)).toContain('For Ama');
    // The international form of the number finds the same player.
    const international = `+${t.ctx.market.countryCode} ${ama.mobile.slice(1)}`;
    const byIntl = await send({
      channel: 'message',
      audience: 'player',
      to: international,
      ...text('Again'),
    });
    expect(body<StaffSend>(byIntl).data.playerId).toBe(ama.playerId);

    const popupKey = randomUUID();
    const popup = {
      idempotencyKey: popupKey,
      channel: 'popup',
      audience: 'player',
      to: ama.playerId,
      ...text('Pop'),
    };
    await Promise.all([post('/api/admin/messages', popup), post('/api/admin/messages', popup)]);
    const polled = await t.app.inject({
      method: 'POST',
      url: '/api/message-service/notices/popups',
      headers: { token: ama.token },
    });
    expect(body<{ message: string }[]>(polled).data.filter((p) => p.message === 'Pop')).toHaveLength(1);
    const rows = await t.ctx.db
      .selectFrom('notice_popups')
      .select('id')
      .where('player_id', '=', ama.playerId)
      .execute();
    expect(rows).toHaveLength(1);

    const sent = await t.app.inject({ url: '/api/admin/messages', headers: bearer(editor.token) });
    expect(body<{ list: StaffSend[] }>(sent).data.list.map((s) => s.idempotencyKey)).toContain(popupKey);
  });

  it('shows a popup to all once to each player, however many times it is clicked', async () => {
    const players = await Promise.all([registerPlayer(t), registerPlayer(t)]);
    const payload = { idempotencyKey: randomUUID(), channel: 'popup', audience: 'all', ...text('Festival') };
    await Promise.all(Array.from({ length: 4 }, () => post('/api/admin/messages', payload)));
    for (const player of players) {
      const seen: string[] = [];
      for (let poll = 0; poll < 3; poll++) {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/message-service/notices/popups',
          headers: { token: player.token },
        });
        seen.push(...body<{ message: string }[]>(answer).data.map((p) => p.message));
      }
      expect(seen.filter((message) => message === 'Festival')).toHaveLength(1);
    }
    const rows = await t.ctx.db
      .selectFrom('notice_popups')
      .select('id')
      .where('player_id', 'is', null)
      .where(sql<boolean>`message->>'en' = 'Festival'`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown recipient, a missing one and a past end with catalogue codes', async () => {
    const unknown = await send({ channel: 'message', audience: 'player', to: '0209999999', ...text('x') });
    expect([unknown.statusCode, body(unknown).code]).toEqual([404, 5623]);
    const none = await send({ channel: 'message', audience: 'player', ...text('x') });
    expect(none.statusCode).toBe(400);
    const past = await send({
      channel: 'popup',
      audience: 'all',
      endsAt: new Date(t.clock.now.getTime() - 1000).toISOString(),
      ...text('x'),
    });
    expect([past.statusCode, body(past).code]).toEqual([422, 5622]);
  });

  it('is refused to a role without content.edit', async () => {
    const support = await signedInStaff(t, ['support']);
    const refused = await post(
      '/api/admin/messages',
      { idempotencyKey: randomUUID(), channel: 'message', audience: 'all', ...text('x') },
      support,
    );
    expect([refused.statusCode, body(refused).code]).toEqual([403, 1002]);
  });
});

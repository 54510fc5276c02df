import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textJson } from '../../src/modules/content/index.ts';
import { publishSystemMessage, sendMemberMessage } from '../../src/modules/messages/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
const call = (method: 'GET' | 'POST', url: string, token: string) =>
  t.app.inject({ method, url: `/api/message-service${url}`, headers: { token } });

type Item = { id: number; title: string; read: boolean };
type Page = { total: number; list: Item[] };
type Counts = { member: number; system: number; total: number };

const titles = async (token: string) =>
  body<Page>(await call('GET', '/system/messages?size=50', token)).data.list.map((m) => m.title);
const unread = async (token: string) => body<Counts>(await call('GET', '/messages/unread', token)).data;

/** Registers a player now by the test clock (the database's own clock does not move with it). */
async function registerNow() {
  const player = await registerPlayer(t);
  await t.ctx.db
    .updateTable('players')
    .set({ created_at: t.clock.now })
    .where('id', '=', player.playerId)
    .execute();
  return player;
}

function broadcast(title: string, extra: Partial<Parameters<typeof publishSystemMessage>[1]> = {}) {
  t.clock.advance(1000);
  return publishSystemMessage(t.ctx, { title: { en: title }, content: { en: `${title} body` }, ...extra });
}

describe('system messages', () => {
  it('shows a broadcast to every player, and an “existing” one only to players registered before it', async () => {
    const early = await registerNow();
    await broadcast('For everyone');
    await broadcast('Terms changed', { audience: 'existing' });
    t.clock.advance(HOUR_MS);
    const late = await registerNow();
    expect(await titles(early.token)).toEqual(['Terms changed', 'For everyone']);
    expect(await titles(late.token)).toEqual(['For everyone']);
    const hidden = (await call('GET', '/system/messages?size=50', early.token)).json().data.list[0].id;
    for (const [method, url] of [
      ['GET', `/system/messages/${hidden}`],
      ['POST', `/system/messages/${hidden}/read`],
    ] as const) {
      expect((await call(method, url, late.token)).statusCode).toBe(404);
    }
  });

  it('publishes a scheduled broadcast at its time and hides it once expired', async () => {
    const player = await registerPlayer(t);
    const now = t.clock.now.getTime();
    await broadcast('Weekend boost', {
      publishAt: new Date(now + HOUR_MS),
      expiresAt: new Date(now + 3 * HOUR_MS),
    });
    expect(await titles(player.token)).not.toContain('Weekend boost');
    t.clock.advance(HOUR_MS + 1000);
    expect(await titles(player.token)).toContain('Weekend boost');
    t.clock.advance(2 * HOUR_MS);
    expect(await titles(player.token)).not.toContain('Weekend boost');
  });

  it('shows only the broadcasts of this market', async () => {
    const player = await registerPlayer(t);
    await t.ctx.db
      .insertInto('system_messages')
      .values({ market: 'KE', title: textJson('Karibu'), content: textJson('x'), published_at: t.clock.now })
      .execute();
    expect(await titles(player.token)).not.toContain('Karibu');
  });

  it('keeps read state per player without a row per unread broadcast', async () => {
    const [ama, kofi] = await Promise.all([registerPlayer(t), registerPlayer(t)]);
    const first = await broadcast('One');
    await broadcast('Two');
    const before = (await unread(ama.token)).system;
    expect((await unread(kofi.token)).system).toBe(before);

    const marked = body<Counts>(await call('POST', `/system/messages/${first}/read`, ama.token)).data;
    expect(marked.system).toBe(before - 1);
    expect((await unread(kofi.token)).system).toBe(before);
    const one = body<Item>(await call('GET', `/system/messages/${first}`, ama.token)).data;
    expect(one.read).toBe(true);

    const all = body<Counts>(await call('POST', '/system/messages/read-all', ama.token)).data;
    expect(all.system).toBe(0);
    // The watermark replaced the single read row: no per-message rows remain for this player.
    const rows = await t.ctx.db
      .selectFrom('system_message_reads')
      .select('message_id')
      .where('player_id', '=', ama.playerId)
      .execute();
    expect(rows).toEqual([]);

    await broadcast('Three');
    expect((await unread(ama.token)).system).toBe(1);
    const page = body<Page>(await call('GET', '/system/messages?size=50', ama.token)).data;
    expect(page.list.map((m) => [m.title, m.read])).toContainEqual(['Three', false]);
    expect(page.list.filter((m) => m.title !== 'Three').every((m) => m.read)).toBe(true);
    expect((await unread(kofi.token)).system).toBe(before + 1);
  });

  it('counts beyond 99 exactly (the web caps the badge) and adds member messages to the total', async () => {
    const player = await registerPlayer(t);
    await call('POST', '/system/messages/read-all', player.token);
    const earlier = body<Page>(await call('GET', '/system/messages', player.token)).data.total;
    for (let i = 0; i < 120; i++) await broadcast(`Broadcast ${i}`);
    await sendMemberMessage(t.ctx, {
      playerId: player.playerId,
      title: { en: 'Hi' },
      content: { en: 'Hello' },
    });
    // The registration's welcome message plus this one.
    expect(await unread(player.token)).toEqual({ member: 2, system: 120, total: 122 });
    const page = body<Page>(await call('GET', '/system/messages', player.token)).data;
    expect(page.total).toBe(earlier + 120);
    expect(page.list).toHaveLength(20);
    expect(page.list[0]?.title).toBe('Broadcast 119');
  });

  it('gives the newest message of either kind as the latest', async () => {
    const player = await registerPlayer(t);
    await sendMemberMessage(t.ctx, {
      playerId: player.playerId,
      title: { en: 'Older' },
      content: { en: 'x' },
    });
    const id = await broadcast('Newest');
    const latest = body<{ message: { id: number; kind: string } }>(
      await call('GET', '/messages/latest', player.token),
    ).data;
    expect(latest.message).toMatchObject({ id, kind: 'system' });
  });

  it('refuses a broadcast that expires before it is published', async () => {
    const now = t.clock.now.getTime();
    await expect(
      broadcast('Bad', { publishAt: new Date(now + HOUR_MS), expiresAt: new Date(now) }),
    ).rejects.toMatchObject({ code: 1000 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMemberMessage } from '../../src/modules/messages/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerPlayer>>;
let bob: Awaited<ReturnType<typeof registerPlayer>>;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([registerPlayer(t), registerPlayer(t)]);
  // Registration sends a welcome message (tested below); these scenarios count from an empty inbox.
  await t.ctx.db
    .deleteFrom('member_messages')
    .where('player_id', 'in', [alice.playerId, bob.playerId])
    .execute();
});
afterAll(() => t.close());

const base = '/api/message-service';
const call = (method: 'GET' | 'POST', url: string, token?: string) =>
  t.app.inject({ method, url: `${base}${url}`, headers: token ? { token } : {} });

type Item = { id: number; title: string; content: string; url: string | null; time: string; read: boolean };
type Page = { page: number; size: number; total: number; list: Item[] };
type Counts = { member: number; system: number; total: number };

async function send(playerId: string, n: number) {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    t.clock.advance(1000);
    ids.push(
      await sendMemberMessage(t.ctx, {
        playerId,
        title: { en: `Deposit ${i} received`, fr: `Dépôt ${i} reçu` },
        content: { en: `₵${i}0.00 has been added to your balance.` },
        url: '/account/records/deposit',
      }),
    );
  }
  return ids;
}

describe('member messages', () => {
  it('answers 401 to every call without a valid token', async () => {
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/member/messages'],
      ['GET', '/member/messages/1'],
      ['POST', '/member/messages/1/read'],
      ['POST', '/member/messages/read-all'],
      ['GET', '/system/messages'],
      ['GET', '/messages/unread'],
      ['GET', '/messages/latest'],
      ['POST', '/notices/popups'],
    ];
    for (const [method, url] of calls) {
      for (const token of [undefined, 'forged-token']) {
        const response = await call(method, url, token);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(body(response).code).toBe(1001);
      }
    }
  });

  it('pages 20 at a time, newest first, with the total', async () => {
    const ids = await send(alice.playerId, 25);
    const first = body<Page>(await call('GET', '/member/messages', alice.token)).data;
    expect(first).toMatchObject({ page: 1, size: 20, total: 25 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ id: ids[24], title: 'Deposit 25 received', read: false });
    const second = body<Page>(await call('GET', '/member/messages?page=2', alice.token)).data;
    expect(second.list.map((m) => m.id)).toEqual(ids.slice(0, 5).reverse());
    const all = body<Page>(await call('GET', '/member/messages?size=50', alice.token)).data;
    expect(all.list).toHaveLength(25);
    const beyond = body<Page>(await call('GET', '/member/messages?page=9', alice.token)).data;
    expect(beyond).toMatchObject({ total: 25, list: [] });
  });

  it.each(['page=0', 'page=abc', 'size=0', 'size=51', 'page=1.5', 'lang=xx'])(
    'refuses %s with 400',
    async (query) => {
      const response = await call('GET', `/member/messages?${query}`, alice.token);
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe(1000);
    },
  );

  it('answers in the player’s language with the English fallback', async () => {
    const [fr] = body<Page>(await call('GET', '/member/messages?lang=fr&size=1', alice.token)).data.list;
    expect(fr?.title).toBe('Dépôt 25 reçu');
    expect(fr?.content).toBe('₵250.00 has been added to your balance.');
  });

  it('counts unread, marks one read (twice is harmless) and then all', async () => {
    expect(body<Counts>(await call('GET', '/messages/unread', alice.token)).data).toEqual({
      member: 25,
      system: 0,
      total: 25,
    });
    const [newest] = body<Page>(await call('GET', '/member/messages?size=1', alice.token)).data.list;
    const marked = await call('POST', `/member/messages/${newest?.id}/read`, alice.token);
    expect(body<Counts>(marked).data).toEqual({ member: 24, system: 0, total: 24 });
    const again = await call('POST', `/member/messages/${newest?.id}/read`, alice.token);
    expect(body<Counts>(again).data.member).toBe(24);
    const one = body<Item>(await call('GET', `/member/messages/${newest?.id}`, alice.token)).data;
    expect(one.read).toBe(true);
    const all = await call('POST', '/member/messages/read-all', alice.token);
    expect(body<Counts>(all).data).toEqual({ member: 0, system: 0, total: 0 });
    const page = body<Page>(await call('GET', '/member/messages?size=50', alice.token)).data;
    expect(page.list.every((m) => m.read)).toBe(true);
  });

  it('never lets a player read or mark another player’s message: 404, and nothing changes', async () => {
    const [bobsMessage] = await send(bob.playerId, 1);
    for (const [method, url] of [
      ['GET', `/member/messages/${bobsMessage}`],
      ['POST', `/member/messages/${bobsMessage}/read`],
    ] as const) {
      const response = await call(method, url, alice.token);
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ code: 1004, msg: 'Not found.', data: null });
    }
    expect(body<Counts>(await call('GET', '/messages/unread', bob.token)).data.member).toBe(1);
    const alicePage = body<Page>(await call('GET', '/member/messages?size=50', alice.token)).data;
    expect(alicePage.list.map((m) => m.id)).not.toContain(bobsMessage);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('GET', '/member/messages/999999999', alice.token)).statusCode).toBe(404);
    expect((await call('GET', '/member/messages/abc', alice.token)).statusCode).toBe(400);
    expect((await call('POST', '/member/messages/-1/read', alice.token)).statusCode).toBe(400);
  });

  it('gives the latest message with the unread total', async () => {
    const [id] = await send(alice.playerId, 1);
    const latest = body<{ total: number; message: Item & { kind: string } }>(
      await call('GET', '/messages/latest', alice.token),
    ).data;
    expect(latest.total).toBe(1);
    expect(latest.message).toMatchObject({ id, kind: 'member', read: false });
  });

  it('sends the welcome message in three languages at registration, once', async () => {
    const carol = await registerPlayer(t);
    const inbox = body<Page>(await call('GET', '/member/messages', carol.token)).data;
    expect(inbox.total).toBe(1);
    const [welcome] = inbox.list;
    expect(welcome).toMatchObject({ title: 'Welcome to Sika!', url: '/deposit', read: false });
    expect(welcome?.content).toContain('₵1.00');
    const [pt] = body<Page>(await call('GET', '/member/messages?lang=pt', carol.token)).data.list;
    expect(pt?.title).toBe('Bem-vindo à Sika!');
  });

  it('refuses an operator’s invalid message before storing it', async () => {
    const attempt = (input: Partial<Parameters<typeof sendMemberMessage>[1]>) =>
      sendMemberMessage(t.ctx, {
        playerId: alice.playerId,
        title: { en: 'Hi' },
        content: { en: 'Hello' },
        ...input,
      });
    await expect(attempt({ title: { en: ' ' } })).rejects.toMatchObject({ code: 1000 });
    await expect(attempt({ content: { en: 'x'.repeat(4001) } })).rejects.toMatchObject({ code: 1000 });
    await expect(attempt({ url: 'javascript:alert(1)' })).rejects.toMatchObject({ code: 1000 });
    await expect(attempt({ url: '//evil.example/x' })).rejects.toMatchObject({ code: 1000 });
    await expect(attempt({ playerId: '00000000-0000-0000-0000-000000000000' })).rejects.toMatchObject({
      code: 1004,
    });
    await expect(attempt({ playerId: 'not-a-uuid' })).rejects.toMatchObject({ code: 1004 });
    await expect(attempt({ url: 'https://wa.me/233550000744' })).resolves.toBeGreaterThan(0);
  });
});

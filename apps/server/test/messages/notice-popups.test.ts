import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishNoticePopup, seedMessages } from '../../src/modules/messages/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE_MS = 60_000;
type Popup = {
  id: number;
  type: number;
  message: string;
  img: string;
  title: string;
  time: string;
  content: string;
  url: string;
};
const poll = async (token: string, query = '') => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/message-service/notices/popups${query}`,
    headers: { token },
  });
  expect(response.statusCode).toBe(200);
  return body<Popup[]>(response).data;
};

/** A new player who has already been shown every popup live now (earlier tests leave broadcasts behind). */
async function registerDrained() {
  const player = await registerPlayer(t);
  while ((await poll(player.token)).length > 0);
  return player;
}

describe('notice popups (the 10-second poll)', () => {
  it('hands a broadcast popup to each player once, with every field of the spec', async () => {
    const [ama, kofi] = await Promise.all([registerPlayer(t), registerPlayer(t)]);
    const id = await publishNoticePopup(t.ctx, {
      type: 2,
      message: { en: 'Big win on Kente Gold!', fr: 'Gros gain sur Kente Gold !' },
      title: { en: 'Winner' },
      content: { en: 'Akosua won ₵1,250.00' },
      img: '/content/notices/trophy-v1.svg',
      url: '/home',
      endsAt: new Date(t.clock.now.getTime() + 10 * MINUTE_MS),
    });
    const first = await poll(ama.token);
    expect(first).toEqual([
      {
        id,
        type: 2,
        message: 'Big win on Kente Gold!',
        img: '/content/notices/trophy-v1.svg',
        title: 'Winner',
        time: t.clock.now.toISOString(),
        content: 'Akosua won ₵1,250.00',
        url: '/home',
      },
    ]);
    expect(await poll(ama.token)).toEqual([]);
    const [forKofi] = await poll(kofi.token, '?lang=fr');
    expect(forKofi?.message).toBe('Gros gain sur Kente Gold !');
    expect(await poll(kofi.token)).toEqual([]);
  });

  it('delivers exactly once when many polls race (tabs, server instances)', async () => {
    const player = await registerDrained();
    await publishNoticePopup(t.ctx, {
      playerId: player.playerId,
      message: { en: 'Deposit of ₵50.00 credited' },
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => poll(player.token)));
    expect(results.flat().map((p) => p.message)).toEqual(['Deposit of ₵50.00 credited']);
  });

  it('gives one popup per poll, the player’s own before broadcasts', async () => {
    const player = await registerDrained();
    await publishNoticePopup(t.ctx, { message: { en: 'Broadcast' } });
    t.clock.advance(1000);
    await publishNoticePopup(t.ctx, { playerId: player.playerId, message: { en: 'Personal' } });
    expect((await poll(player.token)).map((p) => p.message)).toEqual(['Personal']);
    expect((await poll(player.token)).map((p) => p.message)).toEqual(['Broadcast']);
    expect(await poll(player.token)).toEqual([]);
  });

  it('never hands one player’s popup to another', async () => {
    const [ama, kofi] = await Promise.all([registerDrained(), registerDrained()]);
    await publishNoticePopup(t.ctx, { playerId: ama.playerId, message: { en: 'Your withdrawal was paid' } });
    expect(await poll(kofi.token)).toEqual([]);
    expect((await poll(ama.token)).map((p) => p.message)).toContain('Your withdrawal was paid');
  });

  it('respects the window: not before it starts, not after it ends', async () => {
    const player = await registerDrained();
    const now = t.clock.now.getTime();
    await publishNoticePopup(t.ctx, {
      message: { en: 'Cash Rain at 20:00' },
      startsAt: new Date(now + MINUTE_MS),
      endsAt: new Date(now + 2 * MINUTE_MS),
    });
    expect(await poll(player.token)).toEqual([]);
    t.clock.advance(2 * MINUTE_MS + 1);
    expect(await poll(player.token)).toEqual([]);
  });

  it('refuses an invalid popup', async () => {
    await expect(publishNoticePopup(t.ctx, { message: { en: '' } })).rejects.toMatchObject({ code: 1000 });
    await expect(
      publishNoticePopup(t.ctx, { message: { en: 'x' }, playerId: '00000000-0000-0000-0000-000000000000' }),
    ).rejects.toMatchObject({ code: 1004 });
    const now = t.clock.now.getTime();
    await expect(
      publishNoticePopup(t.ctx, { message: { en: 'x' }, startsAt: new Date(now), endsAt: new Date(now) }),
    ).rejects.toMatchObject({ code: 1000 });
  });

  it('seeds the demo broadcasts and popup once', async () => {
    const player = await registerDrained();
    await seedMessages(t.ctx);
    await seedMessages(t.ctx);
    const broadcasts = await t.ctx.db
      .selectFrom('system_messages')
      .select('id')
      .where('market', '=', 'GH')
      .execute();
    expect(broadcasts.length).toBe(2);
    const messages = await poll(player.token);
    expect(messages.map((p) => p.message)).toContain('Your free coin spin is waiting!');
  });
});

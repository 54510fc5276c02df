import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerEventConsumers, seedInvitations } from '../../src/modules/activities/index.ts';
import { seedGames } from '../../src/modules/games/index.ts';
import { applyPlayerEvent, deliverPlayerEvents, playerEventsOf } from '../../src/modules/outbox/index.ts';
import { seedRewards } from '../../src/modules/rewards/index.ts';
import {
  deposit,
  eventually,
  expectLedgerHealthy,
  type PaymentsHarness,
  pollUntilSettled,
  simAnswer,
  startPayments,
} from '../payments/support.ts';
import {
  enterGame,
  expectAnswer,
  get,
  parallel,
  post,
  rewardTransfers,
  WALLET_SECRET,
} from '../rewards/support.ts';
import { body, lastCode } from '../support/app.ts';
import { consent, newMobile, PASSWORD } from '../support/players.ts';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments({ WALLET_API_SECRET: WALLET_SECRET });
  await seedGames(h.t.ctx);
  await seedRewards(h.t.ctx);
  await seedInvitations(h.t.ctx);
});
afterAll(() => h.close());

interface Player {
  token: string;
  playerId: string;
  mobile: string;
  inviteCode: string;
}

let devices = 0;
/** Registers like the app: SMS code, then register with the invite code, from a device of its own. */
async function register(
  opts: { inviteCode?: string; deviceId?: string; mobile?: string } = {},
): Promise<Player> {
  const mobile = opts.mobile ?? newMobile();
  devices += 1;
  const headers = { deviceid: opts.deviceId ?? `device-${devices}-${mobile}` };
  const sent = await h.t.app.inject({
    method: 'POST',
    url: '/api/account-service/auth/sms-code',
    payload: { mobile, purpose: 'register' },
    headers,
  });
  expect(sent.statusCode).toBe(200);
  const response = await h.t.app.inject({
    method: 'POST',
    url: '/api/account-service/auth/register',
    headers,
    payload: {
      mobile,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      smsCode: lastCode(h.t, mobile),
      ...(opts.inviteCode ? { inviteCode: opts.inviteCode } : {}),
      ...(await consent(h.t)),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = body<{ token: string; memberInfo: { uid: string; inviteCode: string } }>(response).data;
  return { mobile, token: data.token, playerId: data.memberInfo.uid, inviteCode: data.memberInfo.inviteCode };
}

async function credit(player: Player, amountMinor: number, payer?: string) {
  const created = await deposit(h.t, player, {
    payMoney: amountMinor,
    payChannel: 'MTN_MM',
    ...(payer ? { mobile: payer } : {}),
  });
  expect(created.code, created.msg).toBe(0);
  await simAnswer(h, created.data.transNo, 'approve');
  expect((await pollUntilSettled(h.t, player, created.data.transNo)).state).toBe(3);
}

const consumer = playerEventConsumers.find((c) => c.name === 'invitations')!;

/** Delivers until every event of the player has a receipt (delivery waits for older transactions). */
async function delivered(playerId: string) {
  const events = await playerEventsOf(h.t.ctx.db, playerId);
  await eventually(
    async () => {
      await deliverPlayerEvents(h.t.ctx, consumer);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM player_event_receipts
        WHERE consumer = 'invitations' AND event_id = ANY (${events.map((e) => e.id)}::bigint[])`.execute(
        h.t.ctx.db,
      );
      return rows[0]!.n;
    },
    (n) => n >= events.length,
    15_000,
  );
}

type Invitee = { mobile: string; state: string; refusedReason: string | null; channel: number | null };
const invitees = async (p: Player) =>
  expectAnswer<{ total: number; list: Invitee[] }>(
    await get(h.t, '/api/activity-service/invite/invitees', p.token),
    200,
    0,
  ).data;
type Reward = { id: number; taskId: number; amount: number; state: string };
const rewards = async (p: Player) =>
  expectAnswer<{ total: number; list: Reward[] }>(
    await get(h.t, '/api/activity-service/invite/rewards', p.token),
    200,
    0,
  ).data.list;
const claim = (p: Player, payload: Record<string, unknown> = {}) =>
  post(h.t, '/api/activity-service/invite/claim', p.token, payload);

describe('invitations', () => {
  it('shows the code, the five share links and the texts of options 4009 and 4008', async () => {
    const inviter = await register();
    const detail = expectAnswer<{
      inviteCode: string;
      links: { channel: string; path: string }[];
      topText: string;
      bottomText: string;
      enable: boolean;
    }>(await get(h.t, '/api/activity-service/invite/detail?lang=fr', inviter.token), 200, 0).data;
    expect(detail.enable).toBe(true);
    expect(detail.links.map((l) => `${l.channel} ${l.path}`)).toEqual(
      ['facebook', 'linkedin', 'twitter', 'whatsapp', 'sms'].map(
        (c, i) => `${c} /invitation/${inviter.inviteCode}/${i + 1}`,
      ),
    );
    expect(detail.topText).toContain('Invitez');
    expect(detail.bottomText.length).toBeGreaterThan(10);
    const tasks = expectAnswer<{ tasks: { kind: string }[] }>(
      await get(h.t, '/api/activity-service/invite/tasks', ''),
      200,
      0,
    ).data.tasks;
    expect(tasks.map((t) => t.kind)).toEqual(['registered', 'first_deposit', 'wagered']);
  });

  it('pays the inviter once for an invitee’s first deposit, even with duplicate events, after holding it', async () => {
    const inviter = await register();
    const opened = await post(
      h.t,
      '/api/activity-service/invite/open',
      '',
      { code: inviter.inviteCode, channel: 4 },
      { deviceid: 'friend-phone-1' },
    );
    expect(expectAnswer<{ registerPath: string }>(opened, 200, 0).data.registerPath).toBe(
      `/register?inviteCode=${inviter.inviteCode}`,
    );
    const friend = await register({ inviteCode: inviter.inviteCode, deviceId: 'friend-phone-1' });

    // Registered, no deposit yet: the reward is held.
    await delivered(friend.playerId);
    expect((await invitees(inviter)).list).toEqual([
      expect.objectContaining({ state: 'waiting', channel: 4, mobile: expect.stringContaining('****') }),
    ]);
    expect(await rewards(inviter)).toEqual([]);
    expectAnswer(await claim(inviter), 409, 5671);

    await credit(friend, 2_500);
    await delivered(friend.playerId);
    // The same events again: applied twice by hand, then the whole history redelivered.
    for (const event of await playerEventsOf(h.t.ctx.db, friend.playerId)) {
      await h.t.ctx.db.transaction().execute((tx) => applyPlayerEvent(tx, h.t.ctx, consumer, event));
    }
    await sql`UPDATE player_event_cursors SET tx_id = '0'::xid8, event_id = 0 WHERE consumer = 'invitations'`.execute(
      h.t.ctx.db,
    );
    await delivered(friend.playerId);

    expect((await invitees(inviter)).list[0]).toMatchObject({ state: 'qualified', refusedReason: null });
    // ₵2.00 for registering, 10% of the ₵25.00 first deposit.
    expect((await rewards(inviter)).map((r) => [r.taskId, r.amount, r.state]).sort()).toEqual([
      [1, 200, 'claimable'],
      [2, 250, 'claimable'],
    ]);
    const paid = expectAnswer<{ count: number; paidMinor: number }>(await claim(inviter), 200, 0).data;
    expect(paid).toEqual({ count: 2, paidMinor: 450, asset: 'cash' });
    expect(await rewardTransfers(h.t, inviter.playerId, `invite:${inviter.playerId}:`)).toBe(2);
    // Replay: nothing left; the same grant again moves nothing.
    expectAnswer(await claim(inviter), 409, 5671);
    expect((await rewards(inviter)).every((r) => r.state === 'paid')).toBe(true);
    expect(await rewardTransfers(h.t, inviter.playerId, `invite:${inviter.playerId}:`)).toBe(2);
    await expectLedgerHealthy(h.t);
  });

  it('pays the wagered task once the invitee’s stakes reach it', async () => {
    const inviter = await register();
    const friend = await register({ inviteCode: inviter.inviteCode });
    const game = await enterGame(h.t, friend);
    expect((await game.bet(10_000)).status).not.toBe('OK'); // no money yet
    await credit(friend, 30_000);
    await (await enterGame(h.t, friend)).bet(20_000);
    await delivered(friend.playerId);
    expect((await rewards(inviter)).map((r) => [r.taskId, r.amount]).sort()).toEqual([
      [1, 200],
      [2, 3_000], // 10% of ₵300.00 capped at ₵30.00
      [3, 1_800],
    ]);
    expect(expectAnswer<{ paidMinor: number }>(await claim(inviter), 200, 0).data.paidMinor).toBe(5_000);
  });

  it('refuses self-invitation: the inviter’s own link, and an invitee on a number the inviter paid from', async () => {
    const inviter = await register();
    expectAnswer(
      await post(h.t, '/api/activity-service/invite/open', inviter.token, {
        code: inviter.inviteCode,
        channel: 1,
      }),
      422,
      5672,
    );
    expectAnswer(
      await post(h.t, '/api/activity-service/invite/open', '', { code: 'NOSUCHCODE', channel: 1 }),
      404,
      5670,
    );
    expectAnswer(
      await post(h.t, '/api/activity-service/invite/open', '', { code: inviter.inviteCode, channel: 6 }),
      400,
      1000,
    );
    const secondSim = newMobile();
    await credit(inviter, 1_000, secondSim);
    const self = await register({ inviteCode: inviter.inviteCode, mobile: secondSim });
    await credit(self, 2_500);
    await delivered(self.playerId);
    expect((await invitees(inviter)).list[0]).toMatchObject({ state: 'refused', refusedReason: 'self' });
    expect(await rewards(inviter)).toEqual([]);
  });

  it('pays nothing for an invitee on the inviter’s device', async () => {
    const inviter = await register({ deviceId: 'shared-phone' });
    const friend = await register({ inviteCode: inviter.inviteCode, deviceId: 'shared-phone' });
    await credit(friend, 2_500);
    await delivered(friend.playerId);
    expect((await invitees(inviter)).list[0]).toMatchObject({
      state: 'refused',
      refusedReason: 'same_device',
    });
    expect(await rewards(inviter)).toEqual([]);
    expectAnswer(await claim(inviter), 409, 5671);
  });

  it('pays nothing for an invitee whose first deposit came from the inviter’s mobile-money number', async () => {
    const inviter = await register();
    const friend = await register({ inviteCode: inviter.inviteCode });
    await credit(friend, 2_500, inviter.mobile);
    await delivered(friend.playerId);
    expect((await invitees(inviter)).list[0]).toMatchObject({
      state: 'refused',
      refusedReason: 'same_mobile_money',
    });
    expect(await rewards(inviter)).toEqual([]);
  });

  it('pays exactly once for 200 simultaneous claims', async () => {
    const inviter = await register();
    const friend = await register({ inviteCode: inviter.inviteCode });
    await credit(friend, 2_000);
    await delivered(friend.playerId);
    const answers = await parallel(200, () => claim(inviter));
    const codes = answers.map((a) => body(a).code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 5671)).toBe(true);
    expect(await rewardTransfers(h.t, inviter.playerId, `invite:${inviter.playerId}:`)).toBe(2);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM reward_grants WHERE player_id = ${inviter.playerId} AND activity = 'invite'`.execute(
      h.t.ctx.db,
    );
    expect(rows[0]!.n).toBe(2);
    await expectLedgerHealthy(h.t);
  });
});

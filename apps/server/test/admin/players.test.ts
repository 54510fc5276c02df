import type { AdminAdjustment, AdminPlayerProfile, AdminPlayerSummary } from '@sika/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { expectLedgerHealthy, fundPlayer } from '../support/money.ts';
import { PASSWORD, registerPlayer } from '../support/players.ts';
import { auditRows, bearer, signedInStaff } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerHealthy(t));
afterAll(() => t.close());

function get(token: string, url: string) {
  return t.app.inject({ url, headers: bearer(token) });
}

function post(token: string, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

async function namedPlayer(firstName: string, lastName: string) {
  const player = await registerPlayer(t);
  await t.ctx.db
    .updateTable('players')
    .set({ first_name: firstName, last_name: lastName })
    .where('id', '=', player.playerId)
    .execute();
  return player;
}

async function transfersOf(key: string) {
  return t.ctx.db.selectFrom('wallet_transfers').select('id').where('idempotency_key', '=', key).execute();
}

describe('player search and profile', () => {
  it('finds a player by any part of the mobile, by id and by name, paged', async () => {
    const support = await signedInStaff(t, ['support']);
    const ama = await namedPlayer('Ama', 'Quartey-Search');
    const kofi = await namedPlayer('Kofi', 'Quartey-Search');
    const search = async (q: string, extra = '') => {
      const response = await get(support.token, `/api/admin/players?q=${encodeURIComponent(q)}${extra}`);
      expect(response.statusCode, response.body).toBe(200);
      return body<{ hasMore: boolean; list: AdminPlayerSummary[] }>(response).data;
    };
    expect((await search(ama.mobile.slice(3))).list.map((p) => p.id)).toContain(ama.playerId);
    expect((await search(ama.playerId)).list.map((p) => p.id)).toEqual([ama.playerId]);
    expect((await search('ama quartey')).list.map((p) => p.id)).toEqual([ama.playerId]);
    const byLast = await search('quartey-search');
    expect(byLast.list.map((p) => p.id)).toEqual([kofi.playerId, ama.playerId]);
    const firstPage = await search('quartey-search', '&size=1');
    expect(firstPage).toMatchObject({ hasMore: true, list: [{ id: kofi.playerId }] });
    const secondPage = await search('quartey-search', '&size=1&page=2');
    expect(secondPage).toMatchObject({ hasMore: false, list: [{ id: ama.playerId }] });
    // LIKE's wildcards are searched for, not used.
    expect((await search('%')).list).toEqual([]);
  });

  it('shows the profile: account, KYC, balances from the ledger, limits and pause, audit trail', async () => {
    const support = await signedInStaff(t, ['support']);
    const player = await registerPlayer(t);
    await fundPlayer(t, player.playerId, 12_345);
    const response = await get(support.token, `/api/admin/players/${player.playerId}`);
    expect(response.statusCode, response.body).toBe(200);
    const profile = body<AdminPlayerProfile>(response).data;
    expect(profile.player).toMatchObject({ id: player.playerId, mobile: player.mobile, status: 'active' });
    expect(profile.kyc.state).toBe('none');
    expect(profile.balances).toMatchObject({ cashMinor: 12_345, lockedMinor: 12_345, withdrawableMinor: 0 });
    expect(profile.responsibleGaming.pause).toBeNull();
    expect(profile.lock).toBeNull();
    const missing = await get(support.token, '/api/admin/players/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe('locking an account', () => {
  it('ends every session, refuses sign-in, is audited once, and unlocks', async () => {
    const support = await signedInStaff(t, ['support']);
    const player = await registerPlayer(t);
    const profile = () =>
      t.app.inject({ url: '/api/account-service/member/profile', headers: { token: player.token } });
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account-service/auth/login',
        payload: { mobile: player.mobile, password: PASSWORD },
      });
    expect((await profile()).statusCode).toBe(200);

    const locked = await post(support.token, `/api/admin/players/${player.playerId}/lock`, {
      locked: true,
      reason: 'Chargeback fraud ticket 4411',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(body<AdminPlayerSummary>(locked).data.status).toBe('disabled');
    expect((await profile()).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe(1108);

    const again = await post(support.token, `/api/admin/players/${player.playerId}/lock`, {
      locked: true,
      reason: 'twice',
    });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe(5609);

    const rows = await auditRows(t, player.playerId);
    expect(rows.map((r) => [r.action, r.reason, r.staff_id])).toEqual([
      ['player.lock', 'Chargeback fraud ticket 4411', support.id],
    ]);
    const shown = body<AdminPlayerProfile>(
      await get(support.token, `/api/admin/players/${player.playerId}`),
    ).data;
    expect(shown.lock).toMatchObject({
      locked: true,
      reason: 'Chargeback fraud ticket 4411',
      by: support.email,
    });

    const unlocked = await post(support.token, `/api/admin/players/${player.playerId}/lock`, {
      locked: false,
      reason: 'Cleared by the bank',
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await login()).statusCode).toBe(200);
    // The old session stays ended: locking is not undone by unlocking.
    expect((await profile()).statusCode).toBe(401);
  });

  it('is refused to a role without players.lock (finance)', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const player = await registerPlayer(t);
    const response = await post(finance.token, `/api/admin/players/${player.playerId}/lock`, {
      locked: true,
      reason: 'not mine to do',
    });
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe(1002);
  });
});

describe('balance adjustments under four eyes', () => {
  async function propose(token: string, playerId: string, amountMinor: number, asset = 'cash') {
    const response = await post(token, `/api/admin/players/${playerId}/adjustments`, {
      asset,
      amountMinor,
      reason: 'Goodwill for a lost deposit, ticket 77',
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<AdminAdjustment>(response).data;
  }

  function decide(token: string, id: string, decision: 'approve' | 'reject') {
    return post(token, `/api/admin/adjustments/${id}/decision`, { decision, reason: 'Checked the ticket' });
  }

  it('moves nothing on a proposal; the proposer may not approve, a role without the right may not', async () => {
    const admin = await signedInStaff(t, ['admin']);
    const support = await signedInStaff(t, ['support']);
    const player = await registerPlayer(t);
    const proposal = await propose(admin.token, player.playerId, 5_000);
    expect(proposal).toMatchObject({ state: 'proposed', proposedBy: admin.email, transferId: null });
    expect((await getPlayerBalances(t.ctx.db, player.playerId)).money).toBe(0);

    const self = await decide(admin.token, proposal.id, 'approve');
    expect(self.statusCode).toBe(422);
    expect(body(self).code).toBe(5607);
    const role = await decide(support.token, proposal.id, 'approve');
    expect(role.statusCode).toBe(403);
    expect(body(role).code).toBe(1002);
    expect((await getPlayerBalances(t.ctx.db, player.playerId)).money).toBe(0);
    expect(await transfersOf(`adjustment:${proposal.id}`)).toEqual([]);

    const queue = body<{ list: AdminAdjustment[] }>(await get(support.token, '/api/admin/adjustments')).data;
    expect(queue.list.map((a) => a.id)).toContain(proposal.id);
  });

  it('posts one transfer when ten approvals race, and a replayed approval changes nothing', async () => {
    const support = await signedInStaff(t, ['support']);
    const approvers = await Promise.all([1, 2].map(() => signedInStaff(t, ['finance'])));
    const player = await registerPlayer(t);
    const proposal = await propose(support.token, player.playerId, 7_500);
    const before = await auditRows(t, proposal.id);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => decide(approvers[i % 2]!.token, proposal.id, 'approve')),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => body(a).code === 5606)).toBe(true);
    const transfers = await transfersOf(`adjustment:${proposal.id}`);
    expect(transfers).toHaveLength(1);
    const balances = await getPlayerBalances(t.ctx.db, player.playerId);
    expect(balances).toMatchObject({ money: 7_500, withdrawMoney: 7_500 });
    expect((await auditRows(t, proposal.id)).length).toBe(before.length + 1);

    // The replay: the same approval sent again, by either approver, and a rejection after it.
    for (const replay of [
      await decide(approvers[0]!.token, proposal.id, 'approve'),
      await decide(approvers[1]!.token, proposal.id, 'reject'),
    ]) {
      expect(replay.statusCode).toBe(409);
      expect(body(replay).code).toBe(5606);
    }
    expect(await transfersOf(`adjustment:${proposal.id}`)).toHaveLength(1);
    expect((await getPlayerBalances(t.ctx.db, player.playerId)).money).toBe(7_500);

    const approved = body<AdminPlayerProfile>(
      await get(support.token, `/api/admin/players/${player.playerId}`),
    ).data;
    expect(approved.adjustments[0]).toMatchObject({
      id: proposal.id,
      state: 'approved',
      transferId: transfers[0]!.id,
    });
    expect(approved.audit.map((a) => a.action)).toEqual(['adjustment.approve', 'adjustment.propose']);
  });

  it('debits with a negative amount, refuses a debit the balance cannot cover, and rejects', async () => {
    const support = await signedInStaff(t, ['support']);
    const finance = await signedInStaff(t, ['finance']);
    const player = await registerPlayer(t);
    await fundPlayer(t, player.playerId, 3_000);

    const tooMuch = await propose(support.token, player.playerId, -5_000);
    const refused = await decide(finance.token, tooMuch.id, 'approve');
    expect(refused.statusCode).toBe(422);
    expect(body(refused).code).toBe(2001);
    // Nothing changed: the proposal is still open and no audit row was written for the refusal.
    expect((await auditRows(t, tooMuch.id)).map((r) => r.action)).toEqual(['adjustment.propose']);
    const rejected = await decide(finance.token, tooMuch.id, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(body<AdminAdjustment>(rejected).data).toMatchObject({ state: 'rejected', transferId: null });

    const debit = await propose(support.token, player.playerId, -1_000);
    expect((await decide(finance.token, debit.id, 'approve')).statusCode).toBe(200);
    expect((await getPlayerBalances(t.ctx.db, player.playerId)).money).toBe(2_000);

    const coins = await propose(support.token, player.playerId, 250, 'coins');
    expect((await decide(finance.token, coins.id, 'approve')).statusCode).toBe(200);
    expect((await getPlayerBalances(t.ctx.db, player.playerId)).bonusMoney).toBe(250);
  });

  it('refuses a zero or oversized amount and an unknown player as bad input, not a 500', async () => {
    const support = await signedInStaff(t, ['support']);
    const player = await registerPlayer(t);
    for (const amountMinor of [0, 1.5, 20_000_000_000]) {
      const response = await post(support.token, `/api/admin/players/${player.playerId}/adjustments`, {
        asset: 'cash',
        amountMinor,
        reason: 'a reason',
      });
      expect(response.statusCode).toBe(400);
    }
    const unknown = await post(
      support.token,
      '/api/admin/players/00000000-0000-4000-8000-000000000000/adjustments',
      {
        asset: 'cash',
        amountMinor: 100,
        reason: 'a reason',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('staff sign-in throttle', () => {
  it('refuses an e-mail after ten attempts in 15 minutes (429), and lets it in again later', async () => {
    const staff = await signedInStaff(t, ['support']);
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { email: staff.email, password } });
    // signedInStaff signed in once already.
    for (let i = 0; i < 9; i++) expect((await attempt('wrong password!')).statusCode).toBe(422);
    const limited = await attempt('wrong password!');
    expect(limited.statusCode).toBe(429);
    expect(body(limited).code).toBe(1006);
    t.clock.advance(15 * 60_000);
    expect((await attempt('wrong password!')).statusCode).toBe(422);
  });

  it('refuses TOTP codes after ten tries for one member (429)', async () => {
    const staff = await signedInStaff(t, ['support']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: staff.email, password: 'correct horse battery' },
    });
    const token = body<{ token: string }>(login).data.token;
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await post(token, '/api/admin/session/totp', { code: '000000' });
      codes.push(response.statusCode);
    }
    // signedInStaff verified once already: nine wrong codes, then the limit.
    expect(codes.slice(0, 9).every((c) => c === 422)).toBe(true);
    expect(codes[9]).toBe(429);
  });
});

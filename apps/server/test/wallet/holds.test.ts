import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkLedger,
  expireHolds,
  getHold,
  getPlayerBalances,
  hold,
  houseAccount,
  playerAccount,
  postHold,
  voidHold,
} from '../../src/modules/wallet/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { createPlayer, deposit, settle, win } from './support/ledger.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: typeof database.db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  expect((await checkLedger(db)).breaches).toEqual([]);
  await database.close();
});

const now = new Date('2026-11-21T12:00:00Z');

/** A withdrawal as the payments module will make it: net to mobile money, fee to the house, no expiry. */
function holdWithdrawal(playerId: string, netMinor: number, feeMinor: number) {
  return hold(db, {
    idempotencyKey: `withdraw:${randomUUID()}`,
    kind: 'withdraw',
    reference: 'W-1',
    expiresAt: null,
    legs: [
      {
        from: playerAccount.withdrawable(playerId),
        to: houseAccount('payouts', 'cash'),
        amountMinor: netMinor,
      },
      { from: playerAccount.withdrawable(playerId), to: houseAccount('fees', 'cash'), amountMinor: feeMinor },
    ],
  });
}

function holdStake(playerId: string, amountMinor: number, expiresAt: Date | null) {
  return hold(db, {
    idempotencyKey: `bet:${randomUUID()}`,
    kind: 'bet',
    reference: 'round-1',
    expiresAt,
    legs: [{ from: playerAccount.cash(playerId), to: houseAccount('games', 'cash'), amountMinor }],
  });
}

describe('two-phase transfers', () => {
  it('takes held money out of the balance at once and pays it out once on post', async () => {
    const player = await createPlayer(db);
    await win(db, player, 1_000);
    const held = await holdWithdrawal(player, 900, 50);
    expect(await getPlayerBalances(db, player)).toMatchObject({ money: 50, withdrawMoney: 50 });
    const posted = await postHold(db, held.transfer.id, now);
    expect(posted.replayed).toBe(false);
    expect(await postHold(db, held.transfer.id, now)).toEqual({ transfer: posted.transfer, replayed: true });
    expect(await getHold(db, held.transfer.id)).toMatchObject({
      state: 'posted',
      settledBy: posted.transfer.id,
    });
    await expect(voidHold(db, held.transfer.id, now)).rejects.toMatchObject({ code: 2003, status: 409 });
    expect((await getPlayerBalances(db, player)).money).toBe(50);
  });

  it('returns voided money to the pockets it came from, exactly once', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 300);
    await win(db, player, 200);
    const held = await holdStake(player, 400, null);
    expect(await getPlayerBalances(db, player)).toMatchObject({ money: 100, withdrawMoney: 100 });
    await voidHold(db, held.transfer.id, now);
    await voidHold(db, held.transfer.id, now);
    expect(await getPlayerBalances(db, player)).toMatchObject({ money: 500, withdrawMoney: 200 });
    await expect(postHold(db, held.transfer.id, now)).rejects.toMatchObject({ code: 2003 });
  });

  it('withdraws only the withdrawable part of cash', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 5_000);
    await win(db, player, 100);
    await expect(holdWithdrawal(player, 150, 0 || 1)).rejects.toMatchObject({ code: 2001 });
    await holdWithdrawal(player, 99, 1);
    expect(await getPlayerBalances(db, player)).toMatchObject({ money: 5_000, withdrawMoney: 0 });
  });

  it('expires a stake after its expiry and refuses to post it then', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 100);
    const expiring = await holdStake(player, 60, new Date(now.getTime() + 30_000));
    expect(await expireHolds(db, now)).toBe(0);
    const later = new Date(now.getTime() + 31_000);
    await expect(postHold(db, expiring.transfer.id, later)).rejects.toMatchObject({
      code: 2003,
      data: { state: 'expired' },
    });
    expect((await getHold(db, expiring.transfer.id))?.state).toBe('expired');
    expect((await getPlayerBalances(db, player)).money).toBe(100);
    // voiding what already expired answers the expiry: the money is back either way
    expect((await voidHold(db, expiring.transfer.id, later)).transfer.phase).toBe('expire');
  });

  it('sweeps every expired hold, and none twice', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 1_000);
    const expiry = new Date(now.getTime() + 1_000);
    for (let i = 0; i < 5; i++) await holdStake(player, 10, expiry);
    const kept = await holdStake(player, 10, null);
    const later = new Date(now.getTime() + 5_000);
    const sweeps = await Promise.all([
      expireHolds(db, later),
      expireHolds(db, later),
      expireHolds(db, later),
    ]);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
    expect((await getPlayerBalances(db, player)).money).toBe(990);
    expect((await getHold(db, kept.transfer.id))?.state).toBe('pending');
  });

  it('settles once when post and void race', async () => {
    const player = await createPlayer(db);
    await win(db, player, 1_000);
    const helds = await Promise.all(Array.from({ length: 20 }, () => holdStake(player, 10, null)));
    const races = helds.flatMap((h) => [
      settle(postHold(db, h.transfer.id, now)),
      settle(voidHold(db, h.transfer.id, now)),
      settle(postHold(db, h.transfer.id, now)),
    ]);
    await Promise.all(races);
    const states = await Promise.all(helds.map((h) => getHold(db, h.transfer.id)));
    const voided = states.filter((s) => s?.state === 'voided').length;
    expect(states.every((s) => s?.state === 'posted' || s?.state === 'voided')).toBe(true);
    expect((await getPlayerBalances(db, player)).money).toBe(1_000 - 200 + voided * 10);
  });

  it('answers NOT_FOUND for a hold that does not exist', async () => {
    await expect(postHold(db, randomUUID(), now)).rejects.toMatchObject({ code: 1004 });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { checkLedger, getPlayerBalances, playerAccount, transfer } from '../../src/modules/wallet/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { bet, createPlayer, deposit, settle, win } from './support/ledger.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: typeof database.db;
beforeAll(async () => {
  database = await createTestDatabase(40);
  db = database.db;
});
afterAll(async () => {
  expect((await checkLedger(db)).breaches).toEqual([]);
  await database.close();
});

const isInsufficient = (o: Awaited<ReturnType<typeof settle>>) =>
  !o.ok && (o.error as { code?: number }).code === 2001;

describe('concurrency on the real database', () => {
  it('lets exactly 100 of 200 parallel debits of 1 through a balance of 100, ending at 0', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 100);
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => settle(bet(db, player, 1))));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(100);
    expect(outcomes.filter(isInsufficient)).toHaveLength(100);
    expect((await getPlayerBalances(db, player)).money).toBe(0);
  });

  it('gives one effect and identical answers for 100 concurrent replays of one key', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 1_000);
    const key = `bet:${randomUUID()}`;
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => bet(db, player, 1_000, key)));
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    const first = outcomes[0]!.transfer;
    for (const o of outcomes) expect(o.transfer).toEqual(first);
    expect((await getPlayerBalances(db, player)).money).toBe(0);
  });

  it('gives one effect when a debit of the whole balance is replayed 50 times, never "insufficient"', async () => {
    const player = await createPlayer(db);
    await win(db, player, 77);
    const key = `bet:${randomUUID()}`;
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => settle(bet(db, player, 77, key))));
    expect(outcomes.every((o) => o.ok)).toBe(true);
  });

  it('completes opposite transfers between two accounts in parallel with no deadlock reaching the caller', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 10_000);
    await win(db, player, 10_000);
    const [withdrawable, locked] = [playerAccount.withdrawable(player), playerAccount.locked(player)];
    const move = (i: number) =>
      transfer(db, {
        idempotencyKey: `swap:${i}:${randomUUID()}`,
        kind: 'adjustment',
        legs: [
          i % 2 === 0
            ? { from: withdrawable, to: locked, amountMinor: 1 }
            : { from: locked, to: withdrawable, amountMinor: 1 },
        ],
      });
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => settle(move(i))));
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(await getPlayerBalances(db, player)).toMatchObject({ money: 20_000, withdrawMoney: 10_000 });
  });

  it('retries the deadlocks of multi-transfer business transactions taken in opposite orders', async () => {
    const [a, b] = [await createPlayer(db), await createPlayer(db)];
    await win(db, a, 1_000);
    await win(db, b, 1_000);
    // each unit debits one player then the other, in opposite orders: a real lock cycle across statements
    const unit = (first: string, second: string) =>
      inTransaction(db, async (tx) => {
        await bet(tx, first, 1);
        await bet(tx, second, 1);
      });
    // five rounds of one unit each way: at most one deadlock per round, retried by inTransaction
    for (let round = 0; round < 5; round++) {
      const outcomes = await Promise.all([settle(unit(a, b)), settle(unit(b, a))]);
      expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    }
    expect((await getPlayerBalances(db, a)).money).toBe(990);
    expect((await getPlayerBalances(db, b)).money).toBe(990);
  });
});

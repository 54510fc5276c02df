import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, getPlayerBalances, playerAccount, transfer } from '../../src/modules/wallet/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { bet, createPlayer, deposit, settle, win } from './support/ledger.ts';

/**
 * The micro-batcher (modules/wallet/batcher.ts): transfers made on a pool in the same turn of the event
 * loop share one statement and one commit, and each keeps its own outcome.
 */
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

const errorName = (o: Awaited<ReturnType<typeof settle>>) =>
  o.ok ? null : ((o.error as { errorName?: string }).errorName ?? 'other');

describe('batched transfers', () => {
  it('commits transfers made together in one transaction, each with its own outcome', async () => {
    const [a, b] = [await createPlayer(db), await createPlayer(db)];
    await deposit(db, a, 5);
    const outcomes = await Promise.all([
      settle(bet(db, a, 10)),
      settle(bet(db, a, 3)),
      settle(bet(db, a, 3)),
      settle(win(db, b, 7)),
    ]);
    expect(outcomes.map(errorName)).toEqual(['INSUFFICIENT_BALANCE', null, 'INSUFFICIENT_BALANCE', null]);
    const made = outcomes.flatMap((o) => (o.ok ? [o.value.transfer] : []));
    // one transaction: the same now() for both
    expect(new Set(made.map((t) => t.createdAt.getTime())).size).toBe(1);
    expect(made[0]!.entries.at(-2)).toMatchObject({ account: `player:${a}:locked`, balanceAfterMinor: 2 });
    expect(await getPlayerBalances(db, a)).toMatchObject({ money: 2 });
    expect(await getPlayerBalances(db, b)).toMatchObject({ money: 7, withdrawMoney: 7 });
  });

  it('fails only the transfer the database refuses; the others of its batch are made', async () => {
    const player = await createPlayer(db);
    const mine = playerAccount.withdrawable(player);
    const outcomes = await Promise.all([
      settle(win(db, player, 100)),
      // a leg from an account to itself: refused by wallet_apply with an exception, not a status
      settle(
        transfer(db, {
          idempotencyKey: `self:${randomUUID()}`,
          kind: 'adjustment',
          legs: [{ from: mine, to: mine, amountMinor: 1 }],
        }),
      ),
      settle(win(db, player, 20)),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(await getPlayerBalances(db, player)).toMatchObject({ money: 120 });
  });

  it('gives one effect to a key sent twice in one batch, and refuses another request under it', async () => {
    const player = await createPlayer(db);
    await win(db, player, 50);
    const key = `bet:${randomUUID()}`;
    const outcomes = await Promise.all([
      settle(bet(db, player, 5, key)),
      settle(bet(db, player, 5, key)),
      settle(bet(db, player, 6, key)),
    ]);
    expect(outcomes.map(errorName)).toEqual([null, null, 'IDEMPOTENCY_MISMATCH']);
    const [first, second] = outcomes.map((o) => (o.ok ? o.value : null));
    expect(first!.replayed).toBe(false);
    expect(second!.replayed).toBe(true);
    expect(second!.transfer).toEqual(first!.transfer);
    expect(await getPlayerBalances(db, player)).toMatchObject({ money: 45 });
    // and later, from the database
    const again = await bet(db, player, 5, key);
    expect(again).toEqual({ transfer: first!.transfer, replayed: true });
  });

  it('pays a cash source from locked cash first, then withdrawable, within a batch as alone', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 30);
    await win(db, player, 100);
    const outcomes = await Promise.all([bet(db, player, 20), bet(db, player, 20), bet(db, player, 20)]);
    const spent = outcomes.map((o) =>
      o.transfer.entries
        .filter((e) => e.amountMinor < 0)
        .map((e) => [e.account.split(':')[2], -e.amountMinor]),
    );
    expect(spent).toEqual([
      [['locked', 20]],
      [
        ['locked', 10],
        ['withdrawable', 10],
      ],
      [['withdrawable', 20]],
    ]);
    expect(await getPlayerBalances(db, player)).toMatchObject({ money: 70, withdrawMoney: 70 });
  });

  it('moves many transfers of many players at once and keeps every invariant', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => createPlayer(db)));
    await Promise.all(players.map((p) => win(db, p, 1_000)));
    await Promise.all(
      players.flatMap((p) => Array.from({ length: 10 }, (_, i) => (i % 2 ? win(db, p, 3) : bet(db, p, 5)))),
    );
    for (const p of players) expect((await getPlayerBalances(db, p)).money).toBe(1_000 - 25 + 15);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import {
  checkLedger,
  getPlayerBalances,
  houseAccount,
  playerAccount,
  reverseTransfer,
  transfer,
} from '../../src/modules/wallet/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { bet, createPlayer, deposit, settle, win } from './support/ledger.ts';

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

describe('one-phase transfers', () => {
  it('credits a deposit as locked cash and records the balance after each entry', async () => {
    const player = await createPlayer(db);
    const { transfer: t, replayed } = await deposit(db, player, 10_000);
    expect(replayed).toBe(false);
    expect(t.entries).toEqual([
      {
        account: expect.stringMatching(/^house:deposits:cash:\d\d$/),
        asset: 'cash',
        amountMinor: -10_000,
        balanceAfterMinor: expect.any(Number),
      },
      { account: `player:${player}:locked`, asset: 'cash', amountMinor: 10_000, balanceAfterMinor: 10_000 },
    ]);
    expect(await getPlayerBalances(db, player)).toEqual({
      money: 10_000,
      withdrawMoney: 0,
      bonusMoney: 0,
      diamond: 0,
    });
  });

  it('answers a replay with the stored transfer and moves nothing more', async () => {
    const player = await createPlayer(db);
    const key = `deposit:${randomUUID()}`;
    const first = await deposit(db, player, 500, key);
    const again = await deposit(db, player, 500, key);
    expect(again).toEqual({ transfer: first.transfer, replayed: true });
    expect((await getPlayerBalances(db, player)).money).toBe(500);
  });

  it('refuses the same key for a different request with 409 IDEMPOTENCY_MISMATCH', async () => {
    const player = await createPlayer(db);
    const key = `deposit:${randomUUID()}`;
    await deposit(db, player, 500, key);
    await expect(deposit(db, player, 501, key)).rejects.toMatchObject({ code: 2002, status: 409 });
    expect((await getPlayerBalances(db, player)).money).toBe(500);
  });

  it('spends locked cash before withdrawable cash, so winnings stay withdrawable', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 1_000);
    await win(db, player, 300);
    const { transfer: t } = await bet(db, player, 1_100);
    expect(
      t.entries.filter((e) => e.amountMinor < 0).map((e) => [e.account.split(':')[2], e.amountMinor]),
    ).toEqual([
      ['locked', -1_000],
      ['withdrawable', -100],
    ]);
    expect(await getPlayerBalances(db, player)).toMatchObject({ money: 200, withdrawMoney: 200 });
  });

  it('refuses to overdraw a player with 422 INSUFFICIENT_BALANCE and moves nothing', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 100);
    await expect(bet(db, player, 101)).rejects.toMatchObject({ code: 2001, status: 422 });
    expect((await getPlayerBalances(db, player)).money).toBe(100);
  });

  it('moves several assets in one all-or-nothing transfer', async () => {
    const player = await createPlayer(db);
    const { transfer: t } = await transfer(db, {
      idempotencyKey: `deposit:${randomUUID()}`,
      kind: 'deposit',
      reference: 'order-1',
      metadata: { channel: 'MTN' },
      legs: [
        { from: houseAccount('deposits', 'cash'), to: playerAccount.locked(player), amountMinor: 2_000 },
        {
          from: houseAccount('promotion.first-deposit', 'coins'),
          to: playerAccount.coins(player),
          amountMinor: 500,
        },
      ],
    });
    expect(t.entries).toHaveLength(4);
    expect(await getPlayerBalances(db, player)).toEqual({
      money: 2_000,
      withdrawMoney: 0,
      bonusMoney: 500,
      diamond: 0,
    });
    // the coins leg cannot be paid by a player without diamonds: the whole transfer fails
    await expect(
      transfer(db, {
        idempotencyKey: `exchange:${randomUUID()}`,
        kind: 'exchange',
        legs: [
          { from: playerAccount.coins(player), to: houseAccount('exchange', 'coins'), amountMinor: 100 },
          { from: playerAccount.diamonds(player), to: houseAccount('exchange', 'diamonds'), amountMinor: 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: 2001 });
    expect((await getPlayerBalances(db, player)).bonusMoney).toBe(500);
  });

  it.each([0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2, Number.NaN])(
    'refuses the amount %s with AMOUNT_INVALID',
    async (amountMinor) => {
      const player = await createPlayer(db);
      await expect(deposit(db, player, amountMinor)).rejects.toMatchObject({ code: 2004, status: 400 });
    },
  );

  it('commits with the caller’s transaction, and rolls back with it', async () => {
    const player = await createPlayer(db);
    await expect(
      inTransaction(db, async (tx) => {
        await deposit(tx, player, 700);
        throw new Error('the order update failed');
      }),
    ).rejects.toThrow('the order update failed');
    expect((await getPlayerBalances(db, player)).money).toBe(0);
    await inTransaction(db, (tx) => deposit(tx, player, 700));
    expect((await getPlayerBalances(db, player)).money).toBe(700);
  });

  it('keeps a caller’s transaction usable after an insufficient balance', async () => {
    const player = await createPlayer(db);
    await inTransaction(db, async (tx) => {
      await expect(bet(tx, player, 5)).rejects.toMatchObject({ code: 2001 });
      await deposit(tx, player, 5);
    });
    expect((await getPlayerBalances(db, player)).money).toBe(5);
  });
});

describe('corrections', () => {
  it('reverses a transfer once, back into the pockets it came from', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 1_000);
    await win(db, player, 100);
    const placed = await bet(db, player, 1_050);
    const key = `rollback:${randomUUID()}`;
    const reversal = await reverseTransfer(db, {
      transferId: placed.transfer.id,
      idempotencyKey: key,
      metadata: { reason: 'round void' },
    });
    expect(await getPlayerBalances(db, player)).toEqual({
      money: 1_100,
      withdrawMoney: 100,
      bonusMoney: 0,
      diamond: 0,
    });
    expect(
      await reverseTransfer(db, { transferId: placed.transfer.id, idempotencyKey: key, metadata: {} }),
    ).toEqual({
      transfer: reversal.transfer,
      replayed: true,
    });
    await expect(
      reverseTransfer(db, {
        transferId: placed.transfer.id,
        idempotencyKey: `rollback:${randomUUID()}`,
        metadata: {},
      }),
    ).rejects.toMatchObject({ code: 2005 });
  });

  it('cannot reverse a deposit the player has already spent', async () => {
    const player = await createPlayer(db);
    const credited = await deposit(db, player, 100);
    await bet(db, player, 60);
    const outcome = await settle(
      reverseTransfer(db, {
        transferId: credited.transfer.id,
        idempotencyKey: `chargeback:${randomUUID()}`,
        metadata: {},
      }),
    );
    expect(outcome).toMatchObject({ ok: false, error: { code: 2001 } });
  });
});

describe('the database guards the ledger', () => {
  it('refuses UPDATE and DELETE of transfers and entries', async () => {
    const player = await createPlayer(db);
    const { transfer: t } = await deposit(db, player, 10);
    await expect(
      sql`UPDATE wallet_entries SET amount_minor = 1 WHERE transfer_id = ${t.id}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM wallet_entries WHERE transfer_id = ${t.id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(
      sql`UPDATE wallet_transfers SET reference = 'x' WHERE id = ${t.id}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM wallet_transfers WHERE id = ${t.id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    // The server's role may not even try; the owner's TRUNCATE meets the trigger (least-privilege.test.ts).
    await expect(sql`TRUNCATE wallet_entries`.execute(db)).rejects.toThrow(/permission denied/);
  });

  it('refuses an unbalanced entry written past the wallet functions', async () => {
    const player = await createPlayer(db);
    const { transfer: t } = await deposit(db, player, 10);
    const account = await db
      .selectFrom('wallet_accounts')
      .select('id')
      .where('key', '=', `player:${player}:locked`)
      .executeTakeFirstOrThrow();
    await expect(
      sql`INSERT INTO wallet_entries VALUES (${t.id}, 9, ${account.id}, 99, 5, 15)`.execute(db),
    ).rejects.toThrow(/unbalanced/);
  });

  it('refuses a negative player balance even from straight SQL', async () => {
    const player = await createPlayer(db);
    await deposit(db, player, 10);
    await expect(
      sql`UPDATE wallet_accounts SET balance_minor = -1 WHERE key = ${`player:${player}:locked`}`.execute(db),
    ).rejects.toThrow(/wallet_accounts_non_negative/);
  });
});

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  findAbandonedStakes,
  listSettlementFlags,
  refundAbandonedRounds,
  refundAbandonedStake,
  seedGames,
} from '../../src/modules/games/index.ts';
import { houseAccount, playerAccount, type TransferRequest } from '../../src/modules/wallet/index.ts';
import { legsForHash, prepareLegs } from '../../src/modules/wallet/legs.ts';
import { requestHash } from '../../src/modules/wallet/write-path.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectLedgerHealthy } from '../support/money.ts';
import { walletApi } from './wallet-api.ts';

// Issue 10, game settlement: what the operator no longer takes on the provider's word.
const SECRET = 'test-wallet-secret-0123456789';
const ACME_SECRET = 'acme-wallet-secret-9876543210';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    WALLET_API_SECRET: SECRET,
    WALLET_API_PROVIDERS: `acme-games:${ACME_SECRET}`,
  });
  await seedGames(t.ctx);
  // A second provider's game, as an operator would list it.
  await t.ctx.db
    .insertInto('games')
    .values({
      id: 901,
      provider: 'acme-games',
      provider_game_code: 'acme-crash',
      name: 'Acme Crash',
      cover: '/content/games/acme-crash.svg',
      rtp_percent: '97.000',
      max_win_multiplier: '100.00',
      min_bet_minor: 10,
      max_bet_minor: 100_000,
    })
    .execute();
});
afterAll(() => t.close());
beforeEach(() => () => expectLedgerHealthy(t));

const sika = walletApi(() => t, SECRET);
const acme = walletApi(() => t, ACME_SECRET);
const { playerInGame, bet, win, call, cash } = sika;
const HOUR = 60 * 60_000;

/** A connection of its own, to hold locks the way a concurrent transaction would. */
async function holder() {
  const client = new pg.Client({ connectionString: t.dbUrl });
  await client.connect();
  return client;
}

/** Waits (on the database's own lock table, not on a timer) until `count` backends wait for a lock. */
async function untilWaiting(client: pg.Client, count: number, locktype?: string) {
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE NOT l.granted AND a.datname = current_database() AND ($1::text IS NULL OR l.locktype = $1)`,
      [locktype ?? null],
    );
    if (rows[0]!.n >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a win is capped by what the game declares', () => {
  it("pays at most the stake times the game's maximum multiplier and flags the rest", async () => {
    const p = await playerInGame(1000);
    const betTx = randomUUID();
    const roundId = `cap-${randomUUID()}`;
    await bet(p, roundId, 100, betTx);
    // Dice declares 9,900.99×: 100 pesewas win at most 990,099.
    const winTx = randomUUID();
    const answer = await win(p, roundId, betTx, 5_000_000, winTx);
    expect(answer.answer).toMatchObject({ status: 'OK', balance: 900 + 990_099 });
    expect(await cash(p.playerId)).toBe(900 + 990_099);
    // A replay gets the same answer and pays nothing more.
    expect((await win(p, roundId, betTx, 5_000_000, winTx)).raw).toBe(answer.raw);
    expect(await cash(p.playerId)).toBe(900 + 990_099);
    const flags = await listSettlementFlags(t.ctx.db);
    expect(flags.filter((f) => f.tx_id === winTx)).toEqual([
      expect.objectContaining({
        reason: 'win_over_cap',
        provider: 'sika-games',
        round_id: roundId,
        player_id: p.playerId,
        game_id: 102,
        requested_minor: 5_000_000,
        paid_minor: 990_099,
      }),
    ]);
  });

  it('refuses a second win on a closed round of a one-win game, and flags it', async () => {
    const p = await playerInGame(1000);
    const betTx = randomUUID();
    const roundId = `second-${randomUUID()}`;
    await bet(p, roundId, 100, betTx);
    expect((await win(p, roundId, betTx, 300)).answer.status).toBe('OK');
    const secondTx = randomUUID();
    const second = await win(p, roundId, betTx, 300, secondTx);
    expect(second.statusCode).toBe(400);
    expect(second.answer.status).toBe('INVALID_REQUEST');
    expect((await win(p, roundId, betTx, 300, secondTx)).answer.status).toBe('INVALID_REQUEST');
    expect(await cash(p.playerId)).toBe(1200);
    const flags = (await listSettlementFlags(t.ctx.db)).filter((f) => f.tx_id === secondTx);
    expect(flags).toEqual([
      expect.objectContaining({ reason: 'win_on_closed_round', requested_minor: 300, paid_minor: 0 }),
    ]);
  });

  it('a round closed by round/end takes no win either', async () => {
    const p = await playerInGame(1000);
    const betTx = randomUUID();
    const roundId = `ended-${randomUUID()}`;
    await bet(p, roundId, 100, betTx);
    await call('/round/end', { roundId, playerId: p.playerId, gameCode: 'dice' });
    expect((await win(p, roundId, betTx, 150)).answer.status).toBe('INVALID_REQUEST');
    expect(await cash(p.playerId)).toBe(900);
  });

  it('a game that declares several wins per round takes them, within the cap over the whole round', async () => {
    await t.ctx.db.updateTable('games').set({ several_wins_per_round: true }).where('id', '=', 105).execute();
    try {
      const p = await playerInGame(1000, { id: 105, code: 'wheel' });
      const betTx = randomUUID();
      const roundId = `multi-${randomUUID()}`;
      await bet(p, roundId, 100, betTx);
      // Wheel declares 19.80×: 1,980 in all for a stake of 100.
      expect((await win(p, roundId, betTx, 1500, randomUUID(), true)).answer.status).toBe('OK');
      expect((await win(p, roundId, betTx, 1000, randomUUID(), true)).answer.status).toBe('OK');
      expect(await cash(p.playerId)).toBe(900 + 1980);
    } finally {
      await t.ctx.db
        .updateTable('games')
        .set({ several_wins_per_round: false })
        .where('id', '=', 105)
        .execute();
    }
  });
});

describe('lock order', () => {
  it('a bet locks the round before the accounts, as a win does', async () => {
    const p = await playerInGame(1000);
    const roundId = `order-${randomUUID()}`;
    const betTx = randomUUID();
    await bet(p, roundId, 100, betTx);
    const lock = await holder();
    const probe = await holder();
    try {
      await lock.query('BEGIN');
      await lock.query(
        "SELECT 1 FROM game_rounds WHERE provider = 'sika-games' AND round_id = $1 FOR UPDATE",
        [roundId],
      );
      for (const attempt of [() => bet(p, roundId, 100), () => win(p, roundId, betTx, 50)]) {
        const pending = attempt();
        await untilWaiting(probe, 1, 'transactionid');
        // The call waits for the round and holds no account: the player's accounts are free.
        await probe.query('BEGIN');
        const accounts = await probe.query(
          'SELECT key FROM wallet_accounts WHERE key LIKE $1 ORDER BY id FOR UPDATE NOWAIT',
          [`player:${p.playerId}:%`],
        );
        expect(accounts.rowCount).toBeGreaterThan(0);
        await probe.query('ROLLBACK');
        await lock.query('ROLLBACK');
        await pending;
        await lock.query('BEGIN');
        await lock.query(
          "SELECT 1 FROM game_rounds WHERE provider = 'sika-games' AND round_id = $1 FOR UPDATE",
          [roundId],
        );
      }
      await lock.query('ROLLBACK');
    } finally {
      await lock.end();
      await probe.end();
    }
    expect(await cash(p.playerId)).toBe(850);
  });
});

describe('the transfers a call makes inside its SQL function (decision 025)', () => {
  it('carry the request hash the wallet computes for the same transfer', async () => {
    const p = await playerInGame(100);
    const roundId = `hash-${randomUUID()}`;
    const [betTx, winTx, rollbackTx] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await bet(p, roundId, 100, betTx)).answer.status).toBe('OK');
    expect((await win(p, roundId, betTx, 150, winTx)).answer.status).toBe('OK');
    expect((await bet(p, `spend-${randomUUID()}`, 100)).answer.status).toBe('OK');
    // 50 left of the win: its rollback takes back 50, by a clamped adjustment.
    expect((await sika.rollback(p, roundId, winTx, rollbackTx)).answer.status).toBe('OK');
    expect(await cash(p.playerId)).toBe(0);
    const expected = (request: TransferRequest) => [
      request.idempotencyKey,
      requestHash(['transfer', request.kind, request.reference, legsForHash(prepareLegs(request))]).toString(
        'hex',
      ),
    ];
    const requests: TransferRequest[] = [
      {
        idempotencyKey: `bet:sika-games:${betTx}`,
        kind: 'bet',
        reference: roundId,
        legs: [{ from: playerAccount.cash(p.playerId), to: houseAccount('games', 'cash'), amountMinor: 100 }],
      },
      {
        idempotencyKey: `win:sika-games:${winTx}`,
        kind: 'win',
        reference: roundId,
        legs: [
          {
            from: houseAccount('games', 'cash'),
            to: playerAccount.withdrawable(p.playerId),
            amountMinor: 150,
          },
        ],
      },
      {
        idempotencyKey: `rollback-clamped:sika-games:${rollbackTx}`,
        kind: 'adjustment',
        reference: roundId,
        legs: [{ from: playerAccount.cash(p.playerId), to: houseAccount('games', 'cash'), amountMinor: 50 }],
      },
    ];
    const stored = await t.ctx.db
      .selectFrom('wallet_transfers')
      .select(['idempotency_key', 'request_hash'])
      .where(
        'idempotency_key',
        'in',
        requests.map((r) => r.idempotencyKey),
      )
      .orderBy('created_at')
      .execute();
    expect(stored.map((row) => [row.idempotency_key, Buffer.from(row.request_hash).toString('hex')])).toEqual(
      requests.map(expected),
    );
  });
});

describe('the abandoned-round refund', () => {
  it('leaves a slow live round alone while the provider still speaks of it', async () => {
    await refundAbandonedRounds(t.ctx);
    const p = await playerInGame(1000, { id: 103, code: 'mines' });
    const betTx = randomUUID();
    const roundId = `slow-${randomUUID()}`;
    await bet(p, roundId, 400, betTx);
    const stillPlaying = () =>
      call('/balance', { sessionToken: p.sessionToken, playerId: p.playerId, gameCode: 'mines', roundId });
    for (let step = 0; step < 3; step++) {
      t.clock.advance(45 * 60_000);
      expect((await stillPlaying()).answer.status).toBe('OK');
      await refundAbandonedRounds(t.ctx);
    }
    // Over two hours since the bet, and the round is still in play: not refunded.
    expect(await cash(p.playerId)).toBe(600);
    t.clock.advance(HOUR + 60_000);
    expect(await refundAbandonedRounds(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await cash(p.playerId)).toBe(1000);
  });

  it('never refunds a stake whose win committed after the job read the round', async () => {
    await refundAbandonedRounds(t.ctx);
    const p = await playerInGame(1000);
    const betTx = randomUUID();
    const roundId = `race-${randomUUID()}`;
    await bet(p, roundId, 400, betTx);
    t.clock.advance(HOUR + 60_000);
    const stale = (await findAbandonedStakes(t.ctx)).find((s) => s.roundId === roundId);
    expect(stale).toBeDefined();
    expect((await win(p, roundId, betTx, 700)).answer.status).toBe('OK');
    expect(await refundAbandonedStake(t.ctx, stale!)).toBe('skipped');
    expect(await cash(p.playerId)).toBe(1000 - 400 + 700);
  });
});

describe('provider identity comes from the credential', () => {
  const acmeGame = { id: 901, code: 'acme-crash' };

  it("a second provider plays its own games, and neither can touch the other's", async () => {
    const p = await acme.playerInGame(2000, acmeGame);
    // The in-house provider cannot redeem a launch of acme's game.
    const launchToken = await sika.launch(p.token, acmeGame.id);
    expect((await sika.call('/authenticate', { launchToken, gameCode: 'acme-crash' })).answer.status).toBe(
      'INVALID_SESSION',
    );
    const again = await acme.launch(p.token, acmeGame.id);
    const session = await acme.call('/authenticate', { launchToken: again, gameCode: 'acme-crash' });
    expect(session.answer.status).toBe('OK');
    const inAcme = { ...p, sessionToken: session.answer.sessionToken! };

    // The same round and txIds mean different things per provider.
    const roundId = `shared-${randomUUID()}`;
    const betTx = randomUUID();
    expect((await sika.bet(inAcme, roundId, 100, betTx)).answer.status).toBe('INVALID_SESSION');
    expect((await acme.bet(inAcme, roundId, 100, betTx)).answer).toMatchObject({
      status: 'OK',
      balance: 1900,
    });
    expect((await sika.win(inAcme, roundId, betTx, 500)).answer.status).toBe('TX_NOT_FOUND');
    expect((await sika.rollback(inAcme, roundId, betTx)).answer.status).toBe('OK');
    expect(await cash(p.playerId)).toBe(1900);
    // Acme's maximum is 100×.
    expect((await acme.win(inAcme, roundId, betTx, 50_000)).answer).toMatchObject({
      status: 'OK',
      balance: 1900 + 10_000,
    });
    const rows = await t.ctx.db
      .selectFrom('game_rounds')
      .select(['provider', 'bet_minor', 'win_minor'])
      .where('round_id', '=', roundId)
      .execute();
    expect(rows).toEqual([{ provider: 'acme-games', bet_minor: 100, win_minor: 10_000 }]);
  });

  it('refuses an unknown secret with 401', async () => {
    const answer = await call('/balance', {}, { secret: 'nobody-s-secret-0123456789' });
    expect(answer.statusCode).toBe(401);
  });
});

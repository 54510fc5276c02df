import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkLedger,
  expireHolds,
  getPlayerBalances,
  hold,
  houseAccount,
  playerAccount,
  postHold,
  reverseTransfer,
  type TransferOutcome,
  transfer,
  voidHold,
} from '../../src/modules/wallet/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { createPlayers } from './support/ledger.ts';

/**
 * Random sequences of transfers, holds, posts, voids, expiries, replays and reversals against the real
 * database, compared step by step with a plain model of the withdrawable rule, with every invariant of
 * the ledger checked after each step (reliability checklist M1–M7). A failure prints its seed and path.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: typeof database.db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const amount = fc.integer({ min: 1, max: 500 });
const who = fc.integer({ min: 0, max: 2 });
const pick = fc.nat();
const op = fc.oneof(
  fc.record({ t: fc.constant('deposit' as const), who, amount }),
  fc.record({ t: fc.constant('win' as const), who, amount }),
  fc.record({ t: fc.constant('bet' as const), who, amount }),
  fc.record({ t: fc.constant('coins' as const), who, amount }),
  fc.record({
    t: fc.constant('holdBet' as const),
    who,
    amount,
    ttlMs: fc.option(fc.integer({ min: 1, max: 5_000 })),
  }),
  fc.record({ t: fc.constant('holdWithdraw' as const), who, amount }),
  fc.record({ t: fc.constant('post' as const), pick }),
  fc.record({ t: fc.constant('void' as const), pick }),
  fc.record({ t: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 4_000 }) }),
  fc.record({ t: fc.constant('replay' as const), pick }),
  fc.record({ t: fc.constant('mismatch' as const), pick }),
  fc.record({ t: fc.constant('reverseBet' as const), pick }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

interface Pockets {
  withdrawable: number;
  locked: number;
  coins: number;
}
interface ModelHold {
  id: string;
  who: number;
  parts: Pockets;
  state: 'pending' | 'posted' | 'voided' | 'expired';
  expiresAt: number | null;
}
interface Done {
  run: (amountMinor: number) => Promise<TransferOutcome>;
  amountMinor: number;
  outcome: TransferOutcome;
  bet?: { who: number; parts: Pockets; reversed: boolean };
}

class World {
  now = Date.parse('2026-01-01T00:00:00Z');
  pockets: Pockets[] = [0, 1, 2].map(() => ({ withdrawable: 0, locked: 0, coins: 0 }));
  holds: ModelHold[] = [];
  done: Done[] = [];
  constructor(readonly players: string[]) {}

  /** Locked first, then withdrawable; null when the player cannot pay. */
  spend(i: number, amountMinor: number, withdrawableOnly = false): Pockets | null {
    const p = this.pockets[i]!;
    const fromLocked = withdrawableOnly ? 0 : Math.min(p.locked, amountMinor);
    if (p.withdrawable < amountMinor - fromLocked) return null;
    return { locked: fromLocked, withdrawable: amountMinor - fromLocked, coins: 0 };
  }
  add(i: number, parts: Pockets, sign: 1 | -1) {
    const p = this.pockets[i]!;
    p.withdrawable += sign * parts.withdrawable;
    p.locked += sign * parts.locked;
    p.coins += sign * parts.coins;
  }
  refundExpired() {
    for (const h of this.holds) {
      if (h.state === 'pending' && h.expiresAt !== null && h.expiresAt <= this.now) {
        h.state = 'expired';
        this.add(h.who, h.parts, 1);
      }
    }
  }
}

const credit =
  (to: 'withdrawable' | 'locked' | 'coins', purpose: 'deposits' | 'games' | 'promotion.test') =>
  (w: World, i: number, key: string) =>
  (amountMinor: number) =>
    transfer(db, {
      idempotencyKey: key,
      kind: to === 'coins' ? 'bonus' : to === 'locked' ? 'deposit' : 'win',
      legs: [
        {
          from: houseAccount(purpose, to === 'coins' ? 'coins' : 'cash'),
          to: playerAccount[to](w.players[i]!),
          amountMinor,
        },
      ],
    });

async function expectCode(promise: Promise<unknown>, code: number) {
  await expect(promise).rejects.toMatchObject({ code });
}

async function step(w: World, o: Op) {
  const key = `${o.t}:${randomUUID()}`;
  switch (o.t) {
    case 'deposit':
    case 'win':
    case 'coins': {
      const pocket = o.t === 'deposit' ? 'locked' : o.t === 'win' ? 'withdrawable' : 'coins';
      const run = credit(pocket, o.t === 'deposit' ? 'deposits' : o.t === 'win' ? 'games' : 'promotion.test')(
        w,
        o.who,
        key,
      );
      w.done.push({ run, amountMinor: o.amount, outcome: await run(o.amount) });
      w.add(o.who, { withdrawable: 0, locked: 0, coins: 0, [pocket]: o.amount }, 1);
      return;
    }
    case 'bet': {
      const run = (amountMinor: number) =>
        transfer(db, {
          idempotencyKey: key,
          kind: 'bet',
          legs: [
            { from: playerAccount.cash(w.players[o.who]!), to: houseAccount('games', 'cash'), amountMinor },
          ],
        });
      const parts = w.spend(o.who, o.amount);
      if (!parts) return expectCode(run(o.amount), 2001);
      w.done.push({
        run,
        amountMinor: o.amount,
        outcome: await run(o.amount),
        bet: { who: o.who, parts, reversed: false },
      });
      w.add(o.who, parts, -1);
      return;
    }
    case 'holdBet':
    case 'holdWithdraw': {
      const withdraw = o.t === 'holdWithdraw';
      const player = w.players[o.who]!;
      const expiresAt = o.t === 'holdBet' && o.ttlMs !== null ? w.now + o.ttlMs : null;
      const run = (amountMinor: number) =>
        hold(db, {
          idempotencyKey: key,
          kind: withdraw ? 'withdraw' : 'bet',
          expiresAt: expiresAt === null ? null : new Date(expiresAt),
          legs: [
            {
              from: withdraw ? playerAccount.withdrawable(player) : playerAccount.cash(player),
              to: houseAccount(withdraw ? 'payouts' : 'games', 'cash'),
              amountMinor,
            },
          ],
        });
      const parts = w.spend(o.who, o.amount, withdraw);
      if (!parts) return expectCode(run(o.amount), 2001);
      const outcome = await run(o.amount);
      w.done.push({ run, amountMinor: o.amount, outcome });
      w.holds.push({ id: outcome.transfer.id, who: o.who, parts, state: 'pending', expiresAt });
      w.add(o.who, parts, -1);
      return;
    }
    case 'post':
    case 'void':
      return settleStep(w, o.t, o.pick);
    case 'advance':
      w.now += o.ms;
      await expireHolds(db, new Date(w.now));
      w.refundExpired();
      return;
    case 'replay': {
      const d = w.done[o.pick % Math.max(1, w.done.length)];
      if (d) expect(await d.run(d.amountMinor)).toEqual({ transfer: d.outcome.transfer, replayed: true });
      return;
    }
    case 'mismatch': {
      const d = w.done[o.pick % Math.max(1, w.done.length)];
      if (d) await expectCode(d.run(d.amountMinor + 1), 2002);
      return;
    }
    case 'reverseBet': {
      const bets = w.done.filter((d) => d.bet && !d.bet.reversed);
      const d = bets[o.pick % Math.max(1, bets.length)];
      if (!d?.bet) return;
      await reverseTransfer(db, {
        transferId: d.outcome.transfer.id,
        idempotencyKey: key,
        metadata: { reason: 'test' },
      });
      d.bet.reversed = true;
      w.add(d.bet.who, d.bet.parts, 1);
    }
  }
}

async function settleStep(w: World, action: 'post' | 'void', index: number) {
  const h = w.holds[index % Math.max(1, w.holds.length)];
  if (!h) return;
  const call = action === 'post' ? postHold : voidHold;
  const expired = h.expiresAt !== null && h.expiresAt <= w.now;
  if (h.state === 'pending' && action === 'post' && expired) {
    await expectCode(call(db, h.id, new Date(w.now)), 2003);
    h.state = 'expired';
    w.add(h.who, h.parts, 1);
  } else if (h.state === 'pending') {
    await call(db, h.id, new Date(w.now));
    h.state = action === 'post' ? 'posted' : 'voided';
    if (action === 'void') w.add(h.who, h.parts, 1);
  } else if ((h.state === 'posted') === (action === 'post')) {
    expect((await call(db, h.id, new Date(w.now))).replayed).toBe(true);
  } else {
    await expectCode(call(db, h.id, new Date(w.now)), 2003);
  }
}

async function expectInvariants(w: World) {
  const report = await checkLedger(db);
  expect(report.breaches).toEqual([]);
  for (const [i, id] of w.players.entries()) {
    const p = w.pockets[i]!;
    expect(await getPlayerBalances(db, id)).toEqual({
      money: p.withdrawable + p.locked,
      withdrawMoney: p.withdrawable,
      bonusMoney: p.coins,
      diamond: 0,
    });
  }
}

/** Cases per run: 25 in the suite; `PROPERTY_RUNS=500` for a deeper search (each case is up to 30 steps). */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`PROPERTY_RUNS must be a positive integer, not ${RUNS}`);
const SEED = Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31);

describe('ledger invariants under random operation sequences', () => {
  it('keeps sums at zero, balances equal to entries, players non-negative, one effect per key', {
    timeout: 60_000 + RUNS * 4_000,
  }, async () => {
    console.log(`ledger property: ${RUNS} runs, seed ${SEED} (PROPERTY_RUNS, PROPERTY_SEED to change)`);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
        const world = new World(await createPlayers(db, 3));
        for (const o of ops) {
          await step(world, o);
          await expectInvariants(world);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

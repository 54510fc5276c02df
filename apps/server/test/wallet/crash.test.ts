import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlayerBalances } from '../../src/modules/wallet/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { createPlayers, win } from './support/ledger.ts';

/**
 * Reliability checklist M9: the process moving money is SIGKILLed at random points while a bounded
 * load of idempotent transfers, holds and settlements runs; the client retries each with its key until
 * it gets an answer. Afterwards every acknowledged transfer is there, each operation took effect exactly
 * once, and `npm run ledger:check` passes. SEED=<n> replays a run.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const SEED = Number(process.env.SEED ?? randomInt(2 ** 31));
const OPERATIONS = 160;
const WORKERS = 6;
const MAX_KILLS = 8;
const FUNDS_MINOR = 1_000_000;

/** mulberry32: a seeded generator, so a failing schedule can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (below: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

class Harness {
  child: ChildProcess | null = null;
  port = 0;
  kills = 0;

  async start() {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'support/transfer-harness.ts')],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: database.url },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    this.child = child;
    this.port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        const port = /listening (\d+)/.exec(chunk.toString())?.[1];
        if (port) resolve(Number(port));
      });
      child.once('exit', () => reject(new Error('harness exited before listening')));
    });
  }

  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.port = 0;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.kills++;
  }
}

interface Operation {
  op: 'bet' | 'win' | 'hold';
  key: string;
  playerId: string;
  amountMinor: number;
  settle: 'post' | 'void';
}

/** Sends one request until it gets an answer, through kills and restarts. */
async function send(h: Harness, body: object): Promise<{ transferId: string; replayed: boolean }> {
  for (let attempt = 0; attempt < 2_000; attempt++) {
    if (h.port !== 0) {
      try {
        const response = await fetch(`http://127.0.0.1:${h.port}/`, {
          method: 'POST',
          body: JSON.stringify(body),
        });
        if (response.status === 200)
          return (await response.json()) as { transferId: string; replayed: boolean };
        throw new Error(`definitive failure ${response.status}: ${await response.text()}`);
      } catch (error) {
        if ((error as Error).message.startsWith('definitive')) throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no answer after 2000 attempts');
}

describe('a SIGKILL of the process moving money', () => {
  it('loses no acknowledged transfer and applies every operation exactly once', {
    timeout: 300_000,
  }, async () => {
    console.log(`crash test SEED=${SEED}`);
    const random = seeded(SEED);
    const players = await createPlayers(database.db, 4);
    for (const p of players) await win(database.db, p, FUNDS_MINOR);
    const operations: Operation[] = Array.from({ length: OPERATIONS }, (_, i) => ({
      op: (['bet', 'win', 'hold'] as const)[random(3)]!,
      key: `crash:${SEED}:${i}`,
      playerId: players[random(players.length)]!,
      amountMinor: 1 + random(500),
      settle: random(2) === 0 ? 'post' : 'void',
    }));
    const harness = new Harness();
    await harness.start();
    const acknowledged = new Map<string, string>();
    let next = 0;
    const workers = Array.from({ length: WORKERS }, async () => {
      for (let o = operations[next++]; o; o = operations[next++]) {
        const answer = await send(harness, o);
        acknowledged.set(o.key, answer.transferId);
        if (o.op === 'hold')
          acknowledged.set(
            `settle:${answer.transferId}`,
            (await send(harness, { op: o.settle, holdId: answer.transferId })).transferId,
          );
      }
    });
    let done = false;
    const killer = (async () => {
      while (!done && harness.kills < MAX_KILLS) {
        await new Promise((resolve) => setTimeout(resolve, 100 + random(400)));
        if (done) break;
        await harness.kill();
        await harness.start();
      }
    })();
    await Promise.all(workers);
    done = true;
    await killer;
    await harness.kill();
    expect(harness.kills).toBeGreaterThan(0);

    // every acknowledged transfer is stored under its key
    const stored = await database.db
      .selectFrom('wallet_transfers')
      .select(['id', 'idempotency_key'])
      .execute();
    const byKey = new Map(stored.map((t) => [t.idempotency_key, t.id]));
    for (const [key, id] of acknowledged) expect(byKey.get(key)).toBe(id);

    // and each operation took effect exactly once: balances match the operations replayed by hand
    for (const p of players) {
      const expected = operations
        .filter((o) => o.playerId === p)
        .reduce(
          (sum, o) =>
            sum +
            (o.op === 'win' ? o.amountMinor : o.op === 'bet' || o.settle === 'post' ? -o.amountMinor : 0),
          FUNDS_MINOR,
        );
      expect((await getPlayerBalances(database.db, p)).money).toBe(expected);
    }

    const check = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/ledger-check.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: database.url },
      },
    );
    expect(check.stdout).toContain('OK: every invariant holds');
  });
});

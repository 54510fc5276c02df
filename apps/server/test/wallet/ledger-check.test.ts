import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/wallet/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { bet, createPlayer, deposit, tamperBalance, win } from './support/ledger.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function ledgerCheck() {
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/ledger-check.ts', '--json'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: database.url },
    },
  );
}

describe('npm run ledger:check', () => {
  it('passes on a healthy ledger and fails with exit 1 naming the broken invariants after tampering, recording each run', async () => {
    const player = await createPlayer(database.db);
    await deposit(database.db, player, 1_000);
    await win(database.db, player, 50);
    await bet(database.db, player, 400);
    const healthy = JSON.parse((await ledgerCheck()).stdout);
    expect(healthy).toMatchObject({ ok: true, breaches: [] });
    expect(healthy.totals.find((t: { asset: string }) => t.asset === 'cash')).toMatchObject({
      playersMinor: 650,
    });

    await tamperBalance(database.db, `player:${player}:withdrawable`, 1_000_000);
    const failure = await ledgerCheck().then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    // Both runs are on record, newest last, as the back office's dashboard reads them.
    const recorded = await database.db
      .selectFrom('wallet_ledger_checks')
      .select('ok')
      .orderBy('id')
      .execute();
    expect(recorded.map((r) => r.ok)).toEqual([true, false]);
    const invariants = JSON.parse(failure!.stdout).breaches.map((b: { invariant: string }) => b.invariant);
    expect(invariants).toEqual([
      'per asset, all balances sum to zero',
      'each balance equals the sum of its entries, and its version their count',
    ]);
    await tamperBalance(database.db, `player:${player}:withdrawable`, -1_000_000);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});

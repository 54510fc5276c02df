import { checkLedger, houseAccount, playerAccount, transfer } from '../../src/modules/wallet/index.ts';
import type { TestApp } from './app.ts';

let fundings = 0;

/** Gives a player cash the way a credited deposit would (locked until wagered, decision 004). */
export async function fundPlayer(
  t: TestApp,
  playerId: string,
  amountMinor: number,
  pocket: 'locked' | 'withdrawable' = 'locked',
) {
  fundings += 1;
  await transfer(t.ctx.db, {
    idempotencyKey: `test-funding:${playerId}:${fundings}:${Date.now()}`,
    kind: pocket === 'locked' ? 'deposit' : 'win',
    reference: 'test funding',
    legs: [
      {
        from: houseAccount(pocket === 'locked' ? 'deposits' : 'games', 'cash'),
        to: pocket === 'locked' ? playerAccount.locked(playerId) : playerAccount.withdrawable(playerId),
        amountMinor,
      },
    ],
  });
}

/** Fails the test with the breaches when any ledger invariant is broken. */
export async function expectLedgerHealthy(t: TestApp) {
  const report = await checkLedger(t.ctx.db);
  if (!report.ok) throw new Error(`ledger invariants broken: ${JSON.stringify(report.breaches, null, 2)}`);
}

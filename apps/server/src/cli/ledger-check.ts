import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { checkLedger, type LedgerReport, runLedgerCheck } from '../modules/wallet/index.ts';
import { openOperatorDatabase } from '../modules/wallet/operator-database.ts';

/** SQLSTATE read_only_sql_transaction: a hot standby refuses the insert. */
const READ_ONLY_TRANSACTION = '25006';

/**
 * `npm run ledger:check [-- --json]`: verifies every ledger invariant on the configured database and
 * exits 1 on any breach, so it can gate a deploy, a restore or a test run. The result is recorded like the
 * hourly job's (wallet_ledger_checks), so the back office's dashboard shows the check just run.
 */
async function main() {
  const json = process.argv.includes('--json');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openOperatorDatabase(config, (line) => console.error(`[ledger:check] ${line}`));
  try {
    const report = await checkAndRecord(database.db);
    console.log(json ? JSON.stringify(report) : describe(report));
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

/** Records the result like the hourly job; a read-only database (a replica) gets the audit without the row. */
async function checkAndRecord(db: Db): Promise<LedgerReport> {
  try {
    return await runLedgerCheck({ db, log: pino({ level: 'silent' }), now: () => new Date() });
  } catch (error) {
    if ((error as { code?: string }).code !== READ_ONLY_TRANSACTION) throw error;
    console.error('[ledger:check] read-only database: the result is printed, not recorded');
    return checkLedger(db);
  }
}

function describe(report: LedgerReport): string {
  const { accounts, transfers, entries, pendingHolds } = report.counts;
  const lines = [
    `ledger: ${accounts} accounts, ${transfers} transfers, ${entries} entries, ${pendingHolds} pending holds`,
    ...report.totals.map(
      (t) =>
        `  ${t.asset.padEnd(8)} players ${t.playersMinor}  house ${t.houseMinor}  escrow ${t.escrowMinor} (minor units)`,
    ),
  ];
  if (report.ok) return [...lines, 'OK: every invariant holds'].join('\n');
  for (const breach of report.breaches) {
    lines.push(`BREACH: ${breach.invariant}`);
    for (const example of breach.examples) lines.push(`  ${JSON.stringify(example)}`);
  }
  return lines.join('\n');
}

main().catch((error) => {
  console.error('[ledger:check] failed:', error);
  process.exit(2);
});

/**
 * Finance's remittance report: the tax withheld per period, market and rule (docs/decisions/018).
 *
 *   npm run tax:report -- --from 2026-11-01 --to 2026-11-30 [--period day|month] [--market GH] [--json]
 *
 * Dates are the market's local days, both included; withdrawals count when their payout is confirmed,
 * deposits when credited. Reads only.
 */
import { parseArgs } from 'node:util';
import { formatMoney, isMarketCode, markets } from '@sika/domain';
import { loadConfig } from '../config.ts';
import { type TaxReportRow, taxReport } from '../modules/taxes/index.ts';
import { openOperatorDatabase } from '../modules/wallet/operator-database.ts';

const USAGE =
  'usage: npm run tax:report -- --from YYYY-MM-DD --to YYYY-MM-DD [--period day|month] [--market GH] [--json]';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    period: { type: 'string', default: 'month' },
    market: { type: 'string' },
    json: { type: 'boolean' },
  },
});

async function main() {
  const { from, to, period, market } = values;
  if (!from || !to || !DATE.test(from) || !DATE.test(to) || from > to) return fail(USAGE);
  if (period !== 'day' && period !== 'month') return fail(USAGE);
  if (market !== undefined && !isMarketCode(market)) return fail(`unknown market ${market}`);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openOperatorDatabase(config, (line) => console.error(`[tax:report] ${line}`));
  try {
    const rows = await taxReport(database.db, { from, to, period, ...(market ? { market } : {}) });
    console.log(values.json ? JSON.stringify(rows) : describe(rows, from, to));
  } finally {
    await database.close();
  }
}

function describe(rows: TaxReportRow[], from: string, to: string): string {
  if (rows.length === 0) return `no tax withheld from ${from} to ${to}`;
  const money = (row: TaxReportRow, minor: number) => formatMoney(markets[row.market], minor);
  return rows
    .map((row) =>
      [
        row.period,
        row.market,
        row.ruleId.padEnd(18),
        `${row.count} ${row.appliesTo}s`.padEnd(16),
        `base ${money(row, row.baseMinor)}`.padEnd(22),
        `tax ${money(row, row.taxMinor)}`,
      ].join('  '),
    )
    .join('\n');
}

function fail(message: string) {
  console.error(message);
  process.exitCode = 1;
}

main().catch((error) => {
  console.error('[tax:report] failed:', error);
  process.exit(2);
});

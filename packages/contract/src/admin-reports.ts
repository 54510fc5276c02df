import { z } from 'zod';
import { defineStaffCall } from './admin.ts';
import { isoDate } from './fields.ts';

/**
 * The operator's reports (issue 18). The activity report and the ledger's health
 * (docs/decisions/020-activity-report.md): every figure is read from the ledger (wallet transfers and
 * entries), so the report always reconciles with it; days are the market's local days (Ghana:
 * Africa/Accra). The tax report (decision 018): the tax withheld, summed from the withdrawals' and
 * deposits' records, for remittance.
 */

const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');
const minor = z.number().int();
const count = z.number().int().nonnegative();

/** The figures of one day, or of the whole range (decision 020 defines each one). */
export const activityFigures = z.object({
  /** Credited deposits: what left the deposits clearing account for players. */
  depositsMinor: minor,
  /** Paid withdrawals (the hold posted): what players took out, fee and tax withheld included. */
  withdrawalsMinor: minor,
  /** Real-money stakes, net of rolled-back stakes. */
  stakesMinor: minor,
  /** Wins paid, net of rolled-back (clawed-back) wins. */
  winsMinor: minor,
  /** Gross gaming revenue: stakes − wins. */
  ggrMinor: minor,
  /** Promotion money that became the player's cash: one-phase rewards and converted bonus holds. */
  bonusCostMinor: minor,
  /** Taxes the operator bears (not the players' withheld tax): Kenya's refunded deposit excise; 0 in Ghana. */
  operatorTaxMinor: minor,
  /** Net gaming revenue: GGR − bonus cost − operator tax. */
  ngrMinor: minor,
  /** Real-money bets placed (not rolled back or not). */
  bets: count,
  /** Players who placed at least one real-money bet. */
  activePlayers: count,
  /** Players who registered. */
  newPlayers: count,
  /** Players whose first credited deposit fell in the period, and its amount. */
  firstDeposits: count,
  firstDepositsMinor: minor,
});
export type ActivityFigures = z.infer<typeof activityFigures>;

export const activityDay = activityFigures.extend({ day: localDay });
export type ActivityDay = z.infer<typeof activityDay>;

/** One game over the whole range: a catalogue game (`game:<id>`), a draw (`draw:<name>`) or `other`. */
export const activityGame = z.object({
  game: z.string(),
  gameId: z.number().int().nullable(),
  name: z.string(),
  bets: count,
  players: count,
  stakesMinor: minor,
  winsMinor: minor,
  ggrMinor: minor,
});
export type ActivityGame = z.infer<typeof activityGame>;

export const activityReport = z.object({
  market: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  from: localDay,
  to: localDay,
  /** Today in the market's calendar, by the server's clock. */
  today: localDay,
  /** Every day of the range, oldest first, with zeros where nothing happened. */
  days: z.array(activityDay),
  /** Games with any stake or win in the range, highest GGR first. */
  games: z.array(activityGame),
  /** The whole range; active players are counted once over it (not summed over days). */
  totals: activityFigures,
});
export type ActivityReport = z.infer<typeof activityReport>;

export const adminActivityReport = defineStaffCall({
  operationId: 'adminActivityReport',
  method: 'GET',
  path: '/api/admin/reports/activity',
  summary:
    'Deposits, withdrawals, stakes, wins, GGR, bonus cost, NGR, active and new players and first deposits, per local day and per game, computed from the ledger in one snapshot. `from` and `to` are local dates, both included (at most 366 days); without them, the last 30 days to today. Read only.',
  permission: 'reports.read',
  query: z
    .object({ from: localDay.optional(), to: localDay.optional() })
    .refine((q) => (q.from === undefined) === (q.to === undefined), 'from and to go together')
    .refine((q) => !q.from || !q.to || q.from <= q.to, 'from must not be after to')
    .refine(
      (q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000,
      'at most 366 days at once',
    ),
  data: activityReport,
});

/** The newest result of the ledger audit (`npm run ledger:check`, the hourly ledger-check job). */
export const ledgerCheckResult = z.object({
  state: z.enum(['ok', 'breach', 'unchecked']),
  checkedAt: isoDate.nullable(),
  durationMs: z.number().int().nullable(),
  counts: z
    .object({
      accounts: z.number().int(),
      transfers: z.number().int(),
      entries: z.number().int(),
      pendingHolds: z.number().int(),
    })
    .nullable(),
  /** The broken invariants (docs/ledger.md), with how many example rows the check kept. */
  breaches: z.array(z.object({ invariant: z.string(), examples: z.number().int() })),
});
export type LedgerCheckResult = z.infer<typeof ledgerCheckResult>;

export const adminLedgerCheck = defineStaffCall({
  operationId: 'adminLedgerCheck',
  method: 'GET',
  path: '/api/admin/reports/ledger-check',
  summary:
    'The last recorded ledger audit: when it ran, how long it took, what it counted and whether every invariant held. Read only.',
  permission: 'reports.read',
  data: ledgerCheckResult,
});

// ── Tax ──────────────────────────────────────────────────────────────────────────────────────────────────

/** One line of the tax report: what one rule withheld in one local period of one market (decision 018). */
export const taxReportLine = z.object({
  /** YYYY-MM-DD or YYYY-MM, in the market's time zone. */
  period: z.string(),
  market: z.string(),
  currency: z.string(),
  /** packages/domain taxes.ts: GH_WINNINGS_WHT, KE_DEPOSIT_EXCISE, KE_WITHDRAWAL_WHT. */
  ruleId: z.string(),
  appliesTo: z.enum(['deposit', 'withdrawal']),
  count: z.number().int(),
  baseMinor: z.number().int(),
  taxMinor: z.number().int(),
});
export type TaxReportLine = z.infer<typeof taxReportLine>;

export const adminTaxReport = defineStaffCall({
  operationId: 'adminTaxReport',
  method: 'GET',
  path: '/api/admin/reports/tax',
  summary:
    'Tax withheld per local day or month, market and rule, for remittance: paid withdrawals’ tax and credited deposits’ excise, from `from` to `to` (local dates, both included; at most 366 days). Read only.',
  permission: 'reports.read',
  query: z
    .object({ from: localDay, to: localDay, period: z.enum(['day', 'month']).default('month') })
    .refine((q) => q.from <= q.to, 'from must not be after to')
    .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, 'at most 366 days at once'),
  data: z.object({ list: z.array(taxReportLine) }),
});

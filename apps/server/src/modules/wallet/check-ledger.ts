import { sql } from 'kysely';
import type { Executor } from './write-path.ts';

export interface Breach {
  invariant: string;
  /** Up to 20 offending rows, as JSON. */
  examples: unknown[];
}

export interface LedgerReport {
  ok: boolean;
  counts: { accounts: number; transfers: number; entries: number; pendingHolds: number };
  /** Per asset: what players hold, what the house holds (negative: paid out), what waits in escrow. */
  totals: { asset: string; playersMinor: number; houseMinor: number; escrowMinor: number }[];
  breaches: Breach[];
}

/**
 * Every invariant of docs/ledger.md, as queries that return the rows breaking it (none when healthy).
 * They read the whole ledger: an audit, not a hot-path check.
 */
const INVARIANTS: Record<string, string> = {
  'per asset, all balances sum to zero': `
    SELECT asset, sum(balance_minor)::text AS sum FROM wallet_accounts GROUP BY asset HAVING sum(balance_minor) <> 0`,
  'each balance equals the sum of its entries, and its version their count': `
    SELECT a.key, a.balance_minor, coalesce(s.total, 0)::text AS entries_sum, a.version, coalesce(s.n, 0) AS entries
    FROM wallet_accounts a
    LEFT JOIN (SELECT account_id, sum(amount_minor) AS total, count(*) AS n, max(account_version) AS top
               FROM wallet_entries GROUP BY account_id) s ON s.account_id = a.id
    WHERE a.balance_minor <> coalesce(s.total, 0) OR a.version <> coalesce(s.n, 0) OR a.version <> coalesce(s.top, 0)`,
  'no player balance below zero': `
    SELECT key, balance_minor FROM wallet_accounts WHERE NOT allow_negative AND balance_minor < 0`,
  'each transfer balances per asset, in pairs': `
    SELECT e.transfer_id, a.asset, sum(e.amount_minor)::text AS sum, count(*) AS entries
    FROM wallet_entries e JOIN wallet_accounts a ON a.id = e.account_id
    GROUP BY e.transfer_id, a.asset HAVING sum(e.amount_minor) <> 0
    UNION ALL
    SELECT t.id, NULL, NULL, count(e.seq) FROM wallet_transfers t LEFT JOIN wallet_entries e ON e.transfer_id = t.id
    GROUP BY t.id HAVING count(e.seq) = 0 OR count(e.seq) % 2 <> 0`,
  'each entry records the balance after it': `
    SELECT account_id, account_version, balance_after_minor, running::text
    FROM (SELECT account_id, account_version, balance_after_minor,
                 sum(amount_minor) OVER (PARTITION BY account_id ORDER BY account_version) AS running
          FROM wallet_entries) x
    WHERE balance_after_minor <> running`,
  'escrow holds exactly the pending holds': `
    WITH pending AS (
      SELECT l.escrow, sum(l.amount)::bigint AS amount
      FROM wallet_holds h, unnest(h.leg_escrow, h.leg_amount_minor) AS l(escrow, amount)
      WHERE h.state = 'pending' GROUP BY l.escrow)
    SELECT coalesce(a.key, p.escrow) AS key, coalesce(a.balance_minor, 0) AS balance, coalesce(p.amount, 0) AS pending
    FROM (SELECT key, balance_minor FROM wallet_accounts WHERE pocket = 'holds' AND player_id IS NULL) a
    FULL JOIN pending p ON p.escrow = a.key
    WHERE coalesce(a.balance_minor, 0) <> coalesce(p.amount, 0)`,
  'a hold is settled once, by the settlement its state names': `
    SELECT h.id, h.state, count(t.id) AS settlements, string_agg(t.phase, ',') AS phases
    FROM wallet_holds h LEFT JOIN wallet_transfers t ON t.hold_id = h.id
    GROUP BY h.id, h.state, h.settled_by
    HAVING count(t.id) <> (CASE WHEN h.state = 'pending' THEN 0 ELSE 1 END)
        OR bool_or(t.id IS DISTINCT FROM h.settled_by AND h.state <> 'pending')
        OR bool_or(t.phase <> CASE h.state WHEN 'posted' THEN 'post' WHEN 'voided' THEN 'void' ELSE 'expire' END)`,
};

export async function checkLedger(db: Executor): Promise<LedgerReport> {
  const breaches: Breach[] = [];
  for (const [invariant, query] of Object.entries(INVARIANTS)) {
    const { rows } = await sql.raw(`${query} LIMIT 20`).execute(db);
    if (rows.length > 0) breaches.push({ invariant, examples: rows });
  }
  return { ok: breaches.length === 0, counts: await counts(db), totals: await totals(db), breaches };
}

async function counts(db: Executor): Promise<LedgerReport['counts']> {
  const { rows } = await sql<LedgerReport['counts']>`
    SELECT (SELECT count(*) FROM wallet_accounts)::int AS accounts,
           (SELECT count(*) FROM wallet_transfers)::int AS transfers,
           (SELECT count(*) FROM wallet_entries)::int AS entries,
           (SELECT count(*) FROM wallet_holds WHERE state = 'pending')::int AS "pendingHolds"`.execute(db);
  return rows[0]!;
}

async function totals(db: Executor): Promise<LedgerReport['totals']> {
  const { rows } = await sql<LedgerReport['totals'][number]>`
    SELECT asset,
           coalesce(sum(balance_minor) FILTER (WHERE player_id IS NOT NULL), 0)::bigint AS "playersMinor",
           coalesce(sum(balance_minor) FILTER (WHERE player_id IS NULL AND pocket <> 'holds'), 0)::bigint AS "houseMinor",
           coalesce(sum(balance_minor) FILTER (WHERE pocket = 'holds'), 0)::bigint AS "escrowMinor"
    FROM wallet_accounts GROUP BY asset ORDER BY asset`.execute(db);
  return rows;
}

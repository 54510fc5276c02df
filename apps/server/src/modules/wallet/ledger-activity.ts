import { sql } from 'kysely';
import type { Executor } from './write-path.ts';

/** A range of instants, reported per local day of a time zone (`YYYY-MM-DD`). */
export interface LedgerWindow {
  fromAt: Date;
  toAt: Date;
  timeZone: string;
}

/** The ledger's money figures of one local day (docs/decisions/020-activity-report.md). */
export interface LedgerDay {
  day: string;
  depositsMinor: number;
  withdrawalsMinor: number;
  stakesMinor: number;
  winsMinor: number;
  bonusCostMinor: number;
  operatorTaxMinor: number;
  bets: number;
  activePlayers: number;
  firstDeposits: number;
  firstDepositsMinor: number;
}

/** One game's stakes and wins over the window: `game:<id>`, `draw:<name>` or `other` (unattributed). */
export interface LedgerGame {
  game: string;
  gameId: number | null;
  bets: number;
  players: number;
  stakesMinor: number;
  winsMinor: number;
}

/**
 * The games' side of the ledger, one row per entry on a game's house account (`games`, `draws.<game>.*`)
 * in a transfer that concerns a player. Its sum is the house's gaming result (GGR). `effective_kind`
 * is `bet` for a stake or its reversal, `win` for a win, its reversal or a clamped claw-back (the
 * `rollback-clamped` adjustment, which takes back what was left of a spent win).
 */
function gamingEntries(w: LedgerWindow) {
  return sql`
    SELECT to_char(t.created_at AT TIME ZONE ${w.timeZone}, 'YYYY-MM-DD') AS day,
           t.id AS transfer_id, t.player_id, t.kind, e.amount_minor,
           CASE WHEN coalesce(o.kind, t.kind) = 'bet' THEN 'bet' ELSE 'win' END AS effective_kind,
           CASE WHEN a.pocket = 'games'
                THEN 'game:' || coalesce(t.metadata ->> 'gameId', o.metadata ->> 'gameId', c.metadata ->> 'gameId', '?')
                ELSE 'draw:' || substring(a.pocket FROM '^draws\\.([^.]+)') END AS game
    FROM wallet_transfers t
    JOIN wallet_entries e ON e.transfer_id = t.id
    JOIN wallet_accounts a ON a.id = e.account_id
    LEFT JOIN wallet_transfers o ON o.id = t.reverses_id
    LEFT JOIN wallet_transfers c
      ON t.metadata ? 'clampedFromMinor'
     AND c.idempotency_key = 'win:' || (t.metadata ->> 'provider') || ':' || (t.metadata ->> 'originalTxId')
    WHERE t.created_at >= ${w.fromAt} AND t.created_at < ${w.toAt}
      AND t.player_id IS NOT NULL
      AND a.player_id IS NULL AND a.asset = 'cash'
      AND (a.pocket = 'games' OR a.pocket LIKE 'draws.%')`;
}

/**
 * Per local day: deposits, withdrawals, stakes, wins, bonus cost, operator tax, bets, active players and
 * first deposits, each a sum over ledger entries (the definitions are in decision 020). Days without a
 * movement have no row. Run it in the same snapshot as `ledgerGames` for figures that agree.
 */
export async function ledgerDays(db: Executor, w: LedgerWindow): Promise<LedgerDay[]> {
  const { rows } = await sql<Record<string, string>>`
    WITH window_transfers AS (
      SELECT t.*, to_char(t.created_at AT TIME ZONE ${w.timeZone}, 'YYYY-MM-DD') AS day
      FROM wallet_transfers t
      WHERE t.created_at >= ${w.fromAt} AND t.created_at < ${w.toAt} AND t.player_id IS NOT NULL
    ),
    house_entries AS (
      SELECT t.day, t.id, t.kind, t.phase, t.hold_id, a.pocket, e.amount_minor
      FROM window_transfers t
      JOIN wallet_entries e ON e.transfer_id = t.id
      JOIN wallet_accounts a ON a.id = e.account_id
      WHERE a.player_id IS NULL AND a.asset = 'cash'
    ),
    gaming AS (${gamingEntries(w)}),
    money AS (
      SELECT day,
        -sum(amount_minor) FILTER (WHERE pocket = 'deposits') AS deposits,
        -sum(amount_minor) FILTER (WHERE pocket LIKE 'promotion.%' AND pocket <> 'promotion.deposit-tax-refund'
                                     AND phase = 'single') AS rewards,
        -sum(amount_minor) FILTER (WHERE pocket = 'promotion.deposit-tax-refund') AS operator_tax
      FROM house_entries GROUP BY day
    ),
    withdrawals AS (
      SELECT t.day, sum(e.amount_minor) AS withdrawals
      FROM window_transfers t
      JOIN wallet_transfers h ON h.id = t.hold_id AND h.kind = 'withdraw'
      JOIN wallet_entries e ON e.transfer_id = t.id AND e.amount_minor > 0
      WHERE t.phase = 'post'
      GROUP BY t.day
    ),
    converted AS (
      SELECT t.day, sum(l.amount) AS converted
      FROM window_transfers t
      JOIN wallet_holds h ON h.id = t.hold_id
      CROSS JOIN LATERAL unnest(h.leg_from, h.leg_amount_minor) AS l(source, amount)
      WHERE t.phase = 'post' AND l.source LIKE 'house:promotion.%:cash:%'
        AND l.source NOT LIKE 'house:promotion.deposit-tax-refund:%'
      GROUP BY t.day
    ),
    games AS (
      SELECT day,
        sum(amount_minor) FILTER (WHERE effective_kind = 'bet') AS stakes,
        -sum(amount_minor) FILTER (WHERE effective_kind = 'win') AS wins,
        count(DISTINCT transfer_id) FILTER (WHERE kind = 'bet') AS bets,
        count(DISTINCT player_id) FILTER (WHERE kind = 'bet') AS active
      FROM gaming GROUP BY day
    ),
    first_deposits AS (
      SELECT to_char(f.created_at AT TIME ZONE ${w.timeZone}, 'YYYY-MM-DD') AS day,
             count(*) AS n, -sum(e.amount_minor) AS amount
      FROM (SELECT DISTINCT ON (t.player_id) t.id, t.created_at
            FROM wallet_transfers t
            WHERE t.kind = 'deposit' AND t.phase = 'single' AND t.player_id IS NOT NULL
            ORDER BY t.player_id, t.created_at, t.id) f
      JOIN wallet_entries e ON e.transfer_id = f.id
      JOIN wallet_accounts a ON a.id = e.account_id AND a.pocket = 'deposits' AND a.player_id IS NULL
      WHERE f.created_at >= ${w.fromAt} AND f.created_at < ${w.toAt}
      GROUP BY 1
    ),
    days AS (
      SELECT day FROM money UNION SELECT day FROM withdrawals UNION SELECT day FROM converted
      UNION SELECT day FROM games UNION SELECT day FROM first_deposits
    )
    SELECT d.day,
      coalesce(m.deposits, 0)::text AS deposits, coalesce(wd.withdrawals, 0)::text AS withdrawals,
      coalesce(g.stakes, 0)::text AS stakes, coalesce(g.wins, 0)::text AS wins,
      (coalesce(m.rewards, 0) + coalesce(cv.converted, 0))::text AS bonus_cost,
      coalesce(m.operator_tax, 0)::text AS operator_tax,
      coalesce(g.bets, 0)::text AS bets, coalesce(g.active, 0)::text AS active,
      coalesce(f.n, 0)::text AS first_deposits, coalesce(f.amount, 0)::text AS first_deposits_minor
    FROM days d
    LEFT JOIN money m ON m.day = d.day
    LEFT JOIN withdrawals wd ON wd.day = d.day
    LEFT JOIN converted cv ON cv.day = d.day
    LEFT JOIN games g ON g.day = d.day
    LEFT JOIN first_deposits f ON f.day = d.day
    ORDER BY d.day`.execute(db);
  return rows.map((r) => ({
    day: r.day as string,
    depositsMinor: Number(r.deposits),
    withdrawalsMinor: Number(r.withdrawals),
    stakesMinor: Number(r.stakes),
    winsMinor: Number(r.wins),
    bonusCostMinor: Number(r.bonus_cost),
    operatorTaxMinor: Number(r.operator_tax),
    bets: Number(r.bets),
    activePlayers: Number(r.active),
    firstDeposits: Number(r.first_deposits),
    firstDepositsMinor: Number(r.first_deposits_minor),
  }));
}

/** Stakes, wins, bets and players per game over the whole window, and the distinct bettors of it all. */
export async function ledgerGames(
  db: Executor,
  w: LedgerWindow,
): Promise<{ games: LedgerGame[]; activePlayers: number }> {
  const { rows } = await sql<Record<string, string | null>>`
    WITH gaming AS (${gamingEntries(w)})
    SELECT game,
      coalesce(sum(amount_minor) FILTER (WHERE effective_kind = 'bet'), 0)::text AS stakes,
      coalesce(-sum(amount_minor) FILTER (WHERE effective_kind = 'win'), 0)::text AS wins,
      count(DISTINCT transfer_id) FILTER (WHERE kind = 'bet')::text AS bets,
      count(DISTINCT player_id) FILTER (WHERE kind = 'bet')::text AS players
    FROM gaming GROUP BY ROLLUP (game)`.execute(db);
  const total = rows.find((r) => r.game === null);
  const games = rows
    .filter((r) => r.game !== null)
    .map((r) => {
      const game = r.game === 'game:?' ? 'other' : (r.game as string);
      const id = /^game:(\d+)$/.exec(game)?.[1];
      return {
        game,
        gameId: id === undefined ? null : Number(id),
        bets: Number(r.bets),
        players: Number(r.players),
        stakesMinor: Number(r.stakes),
        winsMinor: Number(r.wins),
      };
    });
  return { games, activePlayers: Number(total?.players ?? 0) };
}

export interface LastLedgerCheck {
  ok: boolean;
  checkedAt: Date;
  durationMs: number;
  counts: { accounts: number; transfers: number; entries: number; pendingHolds: number };
  breaches: { invariant: string; examples: unknown[] }[];
}

/** The newest recorded audit (ledger-check-job.ts), with its counts and duration; null before the first. */
export async function lastLedgerCheck(db: Executor): Promise<LastLedgerCheck | null> {
  const row = await db
    .selectFrom('wallet_ledger_checks')
    .select(['ok', 'checked_at', 'duration_ms', 'counts', 'breaches'])
    .orderBy('checked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ok: row.ok,
    checkedAt: row.checked_at,
    durationMs: row.duration_ms,
    counts: row.counts as LastLedgerCheck['counts'],
    breaches: row.breaches as LastLedgerCheck['breaches'],
  };
}

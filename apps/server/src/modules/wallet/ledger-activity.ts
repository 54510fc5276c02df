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
 * The games' side of `window_entries`, one row per entry on a game's house account (`games`,
 * `draws.<game>.*`). Its sum is the house's gaming result (GGR). `effective_kind` is `bet` for a stake or
 * its reversal, `win` for a win, its reversal or a clamped claw-back (the `rollback-clamped` adjustment,
 * which takes back what was left of a spent win).
 */
const gamingEntries = sql`
    SELECT w.day, w.id AS transfer_id, w.player_id, w.kind, w.amount_minor,
           CASE WHEN coalesce(o.kind, w.kind) = 'bet' THEN 'bet' ELSE 'win' END AS effective_kind,
           CASE WHEN w.pocket = 'games'
                THEN 'game:' || coalesce(w.metadata ->> 'gameId', o.metadata ->> 'gameId', c.metadata ->> 'gameId', '?')
                ELSE 'draw:' || substring(w.pocket FROM '^draws\\.([^.]+)') END AS game
    FROM window_entries w
    LEFT JOIN wallet_transfers o ON o.id = w.reverses_id
    LEFT JOIN wallet_transfers c
      ON w.metadata ? 'clampedFromMinor'
     AND c.idempotency_key = 'win:' || (w.metadata ->> 'provider') || ':' || (w.metadata ->> 'originalTxId')
    WHERE w.house AND (w.pocket = 'games' OR w.pocket LIKE 'draws.%')`;

/**
 * The cash entries of the range's transfers that concern a player, with the transfer, its local day and
 * the account. Materialized first, from the range (the BRIN index on created_at, migration 1540) to the
 * entries by their primary key: left to itself, the planner walks a house account's whole history of
 * entries and filters them by time (seconds instead of milliseconds on a year of bets).
 */
function windowEntries(w: LedgerWindow) {
  return sql`
    window_transfers AS MATERIALIZED (
      SELECT t.id, t.kind, t.phase, t.player_id, t.hold_id, t.reverses_id, t.metadata, t.created_at,
             to_char(t.created_at AT TIME ZONE ${w.timeZone}, 'YYYY-MM-DD') AS day
      FROM wallet_transfers t
      WHERE t.created_at >= ${w.fromAt} AND t.created_at < ${w.toAt} AND t.player_id IS NOT NULL
    ),
    window_entries AS MATERIALIZED (
      SELECT t.*, e.amount_minor, a.pocket, a.player_id IS NULL AS house
      FROM window_transfers t
      JOIN wallet_entries e ON e.transfer_id = t.id
      JOIN wallet_accounts a ON a.id = e.account_id
      WHERE a.asset = 'cash'
    ),
    gaming AS (${gamingEntries})`;
}

/**
 * Per local day: deposits, withdrawals, stakes, wins, bonus cost, operator tax, bets, active players and
 * first deposits, each a sum over ledger entries (the definitions are in decision 020). Days without a
 * movement have no row. Run it in the same snapshot as `ledgerGames` for figures that agree.
 */
export async function ledgerDays(db: Executor, w: LedgerWindow): Promise<LedgerDay[]> {
  const { rows } = await sql<Record<string, string>>`
    WITH ${windowEntries(w)},
    money AS (
      SELECT day,
        -sum(amount_minor) FILTER (WHERE pocket = 'deposits') AS deposits,
        -sum(amount_minor) FILTER (WHERE pocket LIKE 'promotion.%' AND pocket <> 'promotion.deposit-tax-refund'
                                     AND phase = 'single') AS rewards,
        -sum(amount_minor) FILTER (WHERE pocket = 'promotion.deposit-tax-refund') AS operator_tax
      FROM window_entries WHERE house GROUP BY day
    ),
    withdrawals AS (
      SELECT w.day, sum(w.amount_minor) AS withdrawals
      FROM window_entries w
      JOIN wallet_transfers h ON h.id = w.hold_id AND h.kind = 'withdraw'
      WHERE w.phase = 'post' AND w.amount_minor > 0
      GROUP BY w.day
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
      SELECT w.day, count(DISTINCT w.id) AS n, -sum(w.amount_minor) AS amount
      FROM window_entries w
      WHERE w.house AND w.pocket = 'deposits' AND w.kind = 'deposit' AND w.phase = 'single'
        AND NOT EXISTS (
          SELECT 1 FROM wallet_transfers p
          WHERE p.player_id = w.player_id AND p.kind = 'deposit' AND p.phase = 'single'
            AND (p.created_at, p.id) < (w.created_at, w.id))
      GROUP BY w.day
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
    WITH ${windowEntries(w)}
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

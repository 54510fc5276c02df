import type { ActivityFigures, ActivityReport, LedgerCheckResult } from '@sika/contract';
import { addDays, daysBetween, localDate, localInstant, marketTimeZones } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { gameNames } from '../games/index.ts';
import { newPlayersPerDay } from '../players/index.ts';
import { type LedgerDay, lastLedgerCheck, ledgerDays, ledgerGames } from '../wallet/index.ts';

/** Without a range, the report covers the last 30 local days, today included. */
const DEFAULT_DAYS = 30;

/**
 * The activity report (docs/decisions/020-activity-report.md): the ledger's figures per local day and per
 * game, read in one REPEATABLE READ snapshot so that the days, the games and the totals agree with each
 * other and with the ledger at one instant. "Today" is read from the wall clock the ledger's timestamps
 * come from (`wireNow`), not the calendar a test may move. No errors: an empty range has zero rows.
 */
export async function buildActivityReport(
  ctx: ServerContext,
  query: { from?: string; to?: string },
): Promise<ActivityReport> {
  const timeZone = marketTimeZones[ctx.market.code];
  const today = localDate(ctx.wireNow(), timeZone);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const window = {
    timeZone,
    fromAt: localInstant(from, 0, 0, timeZone),
    toAt: localInstant(addDays(to, 1), 0, 0, timeZone),
  };
  const read = await ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (tx) => {
      const days = await ledgerDays(tx, window);
      const games = await ledgerGames(tx, window);
      const newPlayers = await newPlayersPerDay(tx, window);
      const names = await gameNames(
        tx,
        games.games.flatMap((g) => (g.gameId === null ? [] : [g.gameId])),
      );
      return { days, games, newPlayers, names };
    });

  const byDay = new Map(read.days.map((d) => [d.day, d]));
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const day = addDays(from, i);
    return { day, ...figures(byDay.get(day), read.newPlayers.get(day) ?? 0) };
  });
  const totals = sumFigures(days.map(({ day: _, ...f }) => f));
  totals.activePlayers = read.games.activePlayers;
  const games = read.games.games
    .map((g) => ({
      ...g,
      name: nameOf(g.game, g.gameId, read.names),
      ggrMinor: g.stakesMinor - g.winsMinor,
    }))
    .sort((a, b) => b.ggrMinor - a.ggrMinor || a.game.localeCompare(b.game));
  return {
    market: ctx.market.code,
    currency: ctx.market.currency,
    timeZone,
    from,
    to,
    today,
    days,
    games,
    totals,
  };
}

function figures(day: LedgerDay | undefined, newPlayers: number): ActivityFigures {
  const ledger = day ?? {
    depositsMinor: 0,
    withdrawalsMinor: 0,
    stakesMinor: 0,
    winsMinor: 0,
    bonusCostMinor: 0,
    operatorTaxMinor: 0,
    bets: 0,
    activePlayers: 0,
    firstDeposits: 0,
    firstDepositsMinor: 0,
  };
  const ggrMinor = ledger.stakesMinor - ledger.winsMinor;
  return {
    depositsMinor: ledger.depositsMinor,
    withdrawalsMinor: ledger.withdrawalsMinor,
    stakesMinor: ledger.stakesMinor,
    winsMinor: ledger.winsMinor,
    ggrMinor,
    bonusCostMinor: ledger.bonusCostMinor,
    operatorTaxMinor: ledger.operatorTaxMinor,
    ngrMinor: ggrMinor - ledger.bonusCostMinor - ledger.operatorTaxMinor,
    bets: ledger.bets,
    activePlayers: ledger.activePlayers,
    newPlayers,
    firstDeposits: ledger.firstDeposits,
    firstDepositsMinor: ledger.firstDepositsMinor,
  };
}

function sumFigures(rows: ActivityFigures[]): ActivityFigures {
  const total = figures(undefined, 0);
  for (const row of rows) {
    for (const key of Object.keys(total) as (keyof ActivityFigures)[]) total[key] += row[key];
  }
  return total;
}

function nameOf(game: string, gameId: number | null, names: Map<number, string>): string {
  if (gameId !== null) return names.get(gameId) ?? `Game ${gameId}`;
  if (game.startsWith('draw:')) return game.slice('draw:'.length);
  return 'Unattributed';
}

/** The last ledger audit as the dashboard shows it ('unchecked' before the first run). */
export async function readLedgerCheck(ctx: ServerContext): Promise<LedgerCheckResult> {
  const last = await lastLedgerCheck(ctx.db);
  if (!last) return { state: 'unchecked', checkedAt: null, durationMs: null, counts: null, breaches: [] };
  return {
    state: last.ok ? 'ok' : 'breach',
    checkedAt: last.checkedAt.toISOString(),
    durationMs: last.durationMs,
    counts: last.counts,
    breaches: last.breaches.map((b) => ({ invariant: b.invariant, examples: b.examples.length })),
  };
}

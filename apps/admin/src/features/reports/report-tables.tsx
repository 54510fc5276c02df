import type { ActivityDay, ActivityReport } from '@sika/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { day, money } from '../../lib/market.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { download, toCsv } from './csv.ts';
import { dayFigures, type GameRow, gameFigures, show } from './figures.ts';

const dayColumn = createColumnHelper<ActivityDay>();
const dayColumns = [
  dayColumn.accessor('day', { header: 'Day', cell: (c) => day(c.getValue()) }),
  ...dayFigures.map((f) =>
    dayColumn.accessor(f.key, { header: f.label, cell: (info) => show(f.kind, info.getValue()) }),
  ),
];

const gameColumn = createColumnHelper<GameRow>();
const gameColumns = [
  gameColumn.accessor('name', { header: 'Game' }),
  ...gameFigures.map((f) =>
    gameColumn.accessor(f.key, { header: f.label, cell: (info) => show(f.kind, info.getValue()) }),
  ),
];

/** A column title for the CSV: money columns carry the currency, since the cells are bare numbers. */
function csvHeader(f: { label: string; kind: 'money' | 'count' }, currency: string): string {
  return f.kind === 'money' ? `${f.label} (${currency})` : f.label;
}

function daysCsv(report: ActivityReport): string {
  return toCsv(
    ['Day', ...dayFigures.map((f) => csvHeader(f, report.currency))],
    report.days.map((d) => [
      d.day,
      ...dayFigures.map((f) => (f.kind === 'money' ? money(d[f.key]) : d[f.key])),
    ]),
  );
}

function gamesCsv(report: ActivityReport): string {
  return toCsv(
    ['Game', 'Game id', ...gameFigures.map((f) => csvHeader(f, report.currency))],
    report.games.map((g) => [
      g.name,
      g.game,
      ...gameFigures.map((f) => (f.kind === 'money' ? money(g[f.key]) : g[f.key])),
    ]),
  );
}

/** The per-day and per-game tables of a report, each with its CSV download of exactly these rows. */
export function ReportTables({ report }: { report: ActivityReport }) {
  const name = `sika-${report.market.toLowerCase()}-${report.from}-to-${report.to}`;
  return (
    <>
      <div className="report-head">
        <h2>Per day</h2>
        <button type="button" onClick={() => download(`${name}-per-day.csv`, daysCsv(report))}>
          Download CSV (per day)
        </button>
      </div>
      <div className="report-table">
        <DataTable data={report.days} columns={dayColumns} empty="No days." rowId={(d) => d.day} />
      </div>
      <div className="report-head">
        <h2>Per game</h2>
        <button
          type="button"
          disabled={report.games.length === 0}
          onClick={() => download(`${name}-per-game.csv`, gamesCsv(report))}
        >
          Download CSV (per game)
        </button>
      </div>
      <div className="report-table">
        <DataTable
          data={report.games}
          columns={gameColumns}
          empty="No stake or win between these dates."
          rowId={(g) => g.game}
        />
      </div>
    </>
  );
}

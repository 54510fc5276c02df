import './reports.css';
import { addDays } from '@sika/domain';
import { useState } from 'react';
import { day } from '../../lib/market.ts';
import { DateInput } from '../../ui/date-input.tsx';
import { FigureTiles } from './figure-tiles.tsx';
import { ReportCharts } from './report-charts.tsx';
import { ReportTables } from './report-tables.tsx';
import { useActivityReport } from './use-activity-report.ts';

type Range = { from: string; to: string };

/**
 * Deposits, withdrawals, stakes, wins, GGR, bonus cost, NGR and players per local day and per game, from
 * the ledger (decision 020), with charts and CSV downloads. Read only.
 */
export function ActivityReportPage() {
  const [range, setRange] = useState<Range | null>(null);
  const report = useActivityReport(range);
  const data = report.data;
  const shown = range ?? (data ? { from: data.from, to: data.to } : null);
  const today = data?.today;
  const presets: [string, (t: string) => Range][] = [
    ['Today', (t) => ({ from: t, to: t })],
    ['Last 7 days', (t) => ({ from: addDays(t, -6), to: t })],
    ['Last 30 days', (t) => ({ from: addDays(t, -29), to: t })],
    ['This month', (t) => ({ from: `${t.slice(0, 8)}01`, to: t })],
  ];
  return (
    <section>
      <h1>Activity report</h1>
      <p className="news">
        Every figure is summed from the ledger, per local day of the market
        {data ? ` (${data.timeZone})` : ''}: GGR = stakes − wins, NGR = GGR − bonus cost − operator tax.
        Definitions: docs/decisions/020.
      </p>
      <div className="search report-range">
        <DateInput
          label="From"
          value={shown?.from ?? ''}
          onChange={(from) => shown && setRange({ ...shown, from })}
        />
        <DateInput
          label="To"
          value={shown?.to ?? ''}
          onChange={(to) => shown && setRange({ ...shown, to })}
        />
        <div className="presets">
          {presets.map(([label, make]) => (
            <button
              key={label}
              type="button"
              disabled={!today}
              onClick={() => today && setRange(make(today))}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {report.error && <p className="error">{report.error.message}</p>}
      {report.isLoading && <p className="empty">Loading…</p>}
      {data && (
        <>
          <h2>{data.from === data.to ? day(data.from) : `${day(data.from)} to ${day(data.to)}`}</h2>
          <FigureTiles figures={data.totals} currency={data.currency} label="Totals of the range" />
          {data.days.length > 1 ? (
            <ReportCharts report={data} />
          ) : (
            <p className="muted">The charts show ranges of two days or more.</p>
          )}
          <ReportTables report={data} />
        </>
      )}
    </section>
  );
}

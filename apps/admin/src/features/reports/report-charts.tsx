import type { ActivityReport } from '@sika/contract';
import { useMemo } from 'react';
import { type ChartSeries, DayChart } from './day-chart.tsx';

/** Colours that read on both themes' surfaces. */
const COLOURS = {
  stakes: '#2f7ed8',
  wins: '#e07b39',
  ggr: '#17a05d',
  ngr: '#8e5cd9',
  deposits: '#17a05d',
  withdrawals: '#d64545',
};

/** Gaming result and cash flow per day of a report. */
export function ReportCharts({ report }: { report: ActivityReport }) {
  const days = useMemo(() => report.days.map((d) => d.day), [report]);
  const gaming = useMemo<ChartSeries[]>(
    () => [
      { label: 'Stakes', color: COLOURS.stakes, values: report.days.map((d) => d.stakesMinor) },
      { label: 'Wins', color: COLOURS.wins, values: report.days.map((d) => d.winsMinor) },
      { label: 'GGR', color: COLOURS.ggr, values: report.days.map((d) => d.ggrMinor) },
      { label: 'NGR', color: COLOURS.ngr, values: report.days.map((d) => d.ngrMinor) },
    ],
    [report],
  );
  const cash = useMemo<ChartSeries[]>(
    () => [
      { label: 'Deposits', color: COLOURS.deposits, values: report.days.map((d) => d.depositsMinor) },
      {
        label: 'Withdrawals',
        color: COLOURS.withdrawals,
        values: report.days.map((d) => d.withdrawalsMinor),
      },
    ],
    [report],
  );
  return (
    <div className="report-charts">
      <DayChart
        title={`Stakes, wins, GGR and NGR per day (${report.currency})`}
        days={days}
        series={gaming}
      />
      <DayChart title={`Deposits and withdrawals per day (${report.currency})`} days={days} series={cash} />
    </div>
  );
}

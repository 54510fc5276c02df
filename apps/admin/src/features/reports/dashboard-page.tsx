import './reports.css';
import { Link } from 'react-router';
import { day } from '../../lib/market.ts';
import { FigureTiles } from './figure-tiles.tsx';
import { LedgerCheckCard } from './ledger-check-card.tsx';
import { ReportCharts } from './report-charts.tsx';
import { useActivityReport } from './use-activity-report.ts';

/** The first page for staff who read reports: today's figures, the ledger's health, the last 30 days. */
export function DashboardPage() {
  const report = useActivityReport(null);
  const data = report.data;
  const today = data?.days.find((d) => d.day === data.today);
  return (
    <section>
      <h1>Dashboard</h1>
      {report.error && <p className="error">{report.error.message}</p>}
      <div className="dashboard-top">
        <div>
          <h2>Today{data ? `, ${day(data.today)}` : ''}</h2>
          {today && data && <FigureTiles figures={today} currency={data.currency} label="Today" />}
          {report.isLoading && <p className="empty">Loading…</p>}
        </div>
        <LedgerCheckCard />
      </div>
      {data && (
        <>
          <div className="report-head">
            <h2>Last 30 days</h2>
            <Link to="/reports">Open the activity report</Link>
          </div>
          <ReportCharts report={data} />
        </>
      )}
    </section>
  );
}

import { adminTaxReport, type TaxReportLine } from '@sika/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { day, money, today } from '../../lib/market.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { DateInput } from '../../ui/date-input.tsx';
import { download, toCsv } from './csv.ts';

const column = createColumnHelper<TaxReportLine>();
const columns = [
  column.accessor('period', { header: 'Period', cell: (c) => day(c.getValue()) }),
  column.accessor('market', { header: 'Market' }),
  column.accessor('ruleId', { header: 'Rule' }),
  column.accessor((l) => `${l.count} ${l.appliesTo}${l.count === 1 ? '' : 's'}`, {
    id: 'count',
    header: 'Orders',
  }),
  column.accessor((l) => `${money(l.baseMinor)} ${l.currency}`, { id: 'base', header: 'Taxed base' }),
  column.accessor((l) => `${money(l.taxMinor)} ${l.currency}`, { id: 'tax', header: 'Tax withheld' }),
];

/** The lines as CSV for the remittance file: amounts as bare numbers in major units, the currency beside them. */
export function taxCsv(lines: readonly TaxReportLine[]): string {
  return toCsv(
    ['Period', 'Market', 'Rule', 'Applies to', 'Orders', 'Currency', 'Taxed base', 'Tax withheld'],
    lines.map((l) => [
      l.period,
      l.market,
      l.ruleId,
      l.appliesTo,
      l.count,
      l.currency,
      money(l.baseMinor),
      money(l.taxMinor),
    ]),
  );
}

/** The first of this month to today, on the market's clock (the server reads the dates as its local days). */
function thisMonth(): { from: string; to: string } {
  const to = today();
  return { from: `${to.slice(0, 8)}01`, to };
}

/** Decision 018: what each tax rule withheld per period, for remittance, and its CSV. Read only. */
export function TaxReportPage() {
  const [dates, setDates] = useState(thisMonth);
  const [period, setPeriod] = useState<'day' | 'month'>('month');
  const report = useQuery({
    queryKey: ['adminTaxReport', dates.from, dates.to, period],
    queryFn: () => call(adminTaxReport, { ...dates, period }),
  });
  const totals = totalsOf(report.data?.list ?? []);
  return (
    <section>
      <h1>Tax withheld</h1>
      <p className="news">
        Paid withdrawals’ tax and credited deposits’ excise, per local day or month of each market, for
        remittance. Rules and their legal basis: docs/decisions/018.
      </p>
      <div className="search">
        <DateInput label="From" value={dates.from} onChange={(from) => setDates({ ...dates, from })} />
        <DateInput label="To" value={dates.to} onChange={(to) => setDates({ ...dates, to })} />
        <label className="filter">
          Per{' '}
          <select value={period} onChange={(e) => setPeriod(e.target.value === 'day' ? 'day' : 'month')}>
            <option value="month">month</option>
            <option value="day">day</option>
          </select>
        </label>
      </div>
      {report.error && <p className="error">{report.error.message}</p>}
      <div className="report-head">
        <h2>Per {period}</h2>
        <button
          type="button"
          disabled={!report.data?.list.length}
          onClick={() =>
            download(
              `sika-tax-per-${period}-${dates.from}-to-${dates.to}.csv`,
              taxCsv(report.data?.list ?? []),
            )
          }
        >
          Download CSV
        </button>
      </div>
      <DataTable
        data={report.data?.list ?? []}
        columns={columns}
        empty={report.isLoading ? 'Loading…' : 'No tax withheld between these dates.'}
        rowId={(l) => `${l.period}-${l.market}-${l.ruleId}`}
      />
      {totals.map((t) => (
        <p key={t.key}>
          <strong>
            Total {t.ruleId} ({t.market}): {money(t.taxMinor)} {t.currency}
          </strong>
        </p>
      ))}
    </section>
  );
}

function totalsOf(lines: readonly TaxReportLine[]) {
  const byRule = new Map<
    string,
    { key: string; market: string; ruleId: string; currency: string; taxMinor: number }
  >();
  for (const l of lines) {
    const key = `${l.market}-${l.ruleId}`;
    const total = byRule.get(key) ?? {
      key,
      market: l.market,
      ruleId: l.ruleId,
      currency: l.currency,
      taxMinor: 0,
    };
    total.taxMinor += l.taxMinor;
    byRule.set(key, total);
  }
  return [...byRule.values()];
}

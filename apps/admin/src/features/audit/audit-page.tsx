import { type AuditEntry, adminCheckAudit, adminListAudit } from '@sika/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { when } from '../../lib/market.ts';
import { DataTable } from '../../ui/data-table.tsx';

const column = createColumnHelper<AuditEntry>();
const columns = [
  column.accessor('id', { header: '#' }),
  column.accessor('at', { header: 'When', cell: (c) => when(c.getValue()) }),
  column.accessor('staffEmail', { header: 'Who' }),
  column.accessor('action', { header: 'What' }),
  column.accessor((e) => `${e.targetType} ${e.targetId}`, { id: 'target', header: 'On' }),
  column.accessor('reason', { header: 'Why' }),
  column.accessor((e) => `${JSON.stringify(e.before)} → ${JSON.stringify(e.after)}`, {
    id: 'change',
    header: 'Before → after',
    cell: (c) => <code>{c.getValue()}</code>,
  }),
];

export function AuditPage() {
  const [action, setAction] = useState('');
  const log = useQuery({
    queryKey: ['adminListAudit', action],
    queryFn: () => call(adminListAudit, { action, size: 200 }),
  });
  const chain = useQuery({ queryKey: ['adminCheckAudit'], queryFn: () => call(adminCheckAudit) });
  return (
    <section>
      <h1>Audit log</h1>
      <p className={chain.data?.brokenAt ? 'error' : 'news'}>
        {chain.data
          ? chain.data.brokenAt
            ? `The chain breaks at row ${chain.data.brokenAt}.`
            : `${chain.data.rows} rows, hash chain intact.`
          : 'Checking the chain…'}
      </p>
      <label className="filter">
        Action starts with <input value={action} onChange={(e) => setAction(e.target.value)} />
      </label>
      <DataTable
        data={log.data?.list ?? []}
        columns={columns}
        empty="No entries."
        rowId={(e) => String(e.id)}
      />
    </section>
  );
}

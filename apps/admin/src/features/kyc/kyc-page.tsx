import { type AdminKycRecord, adminDecideKyc, adminListKyc, adminRevealKyc } from '@sika/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { day, when } from '../../lib/market.ts';
import { can, useStaff } from '../../lib/staff.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { DataTable } from '../../ui/data-table.tsx';

const column = createColumnHelper<AdminKycRecord>();
const columns = [
  column.accessor('submittedAt', { header: 'Submitted', cell: (c) => when(c.getValue()) }),
  column.accessor('mobile', { header: 'Mobile' }),
  column.accessor((r) => `${r.firstName} ${r.surname}`, { id: 'name', header: 'Name' }),
  column.accessor((r) => r.fields.ID_NUMBER ?? r.fields.IdCardNumber ?? '', {
    id: 'idNumber',
    header: 'ID number (masked)',
  }),
  column.accessor((r) => r.flags.join(', '), {
    id: 'flags',
    header: 'Flags',
    cell: (c) => (c.getValue() ? <span className="flag">{c.getValue()}</span> : ''),
  }),
];

/** A field as staff read it: the wire's YYYYMMDD date of birth in the market's order. */
function fieldText(key: string, value: string): string {
  const ymd = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return key === 'dateOfBirth' && ymd ? day(`${ymd[1]}-${ymd[2]}-${ymd[3]}`) : value;
}

export function KycPage() {
  const [selected, setSelected] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const queue = useQuery({
    queryKey: ['adminListKyc'],
    queryFn: () => call(adminListKyc, { state: 'submitted' }),
  });
  const record = queue.data?.list.find((r) => r.id === selected) ?? null;
  const mayReveal = can(useStaff().data?.permissions, 'kyc.reveal');
  // Identifiers read in full stay in this page only, for the record they were asked for.
  const [revealed, setRevealed] = useState<{ id: string; fields: Record<string, string> } | null>(null);
  const shown = record && revealed?.id === record.id ? revealed.fields : null;
  return (
    <section className="split">
      <div>
        <h1>KYC review</h1>
        <DataTable
          data={queue.data?.list ?? []}
          columns={columns}
          empty={queue.isLoading ? 'Loading…' : 'Nothing waits for review.'}
          rowId={(r) => r.id}
          selectedId={selected}
          onRowClick={(r) => setSelected(r.id)}
        />
      </div>
      {record && (
        <aside className="card detail">
          <h2>
            {record.firstName} {record.surname}
          </h2>
          <dl>
            <dt>Mobile</dt>
            <dd>{record.mobile}</dd>
            <dt>Date of birth</dt>
            <dd>{day(record.dateOfBirth)}</dd>
            {Object.entries(record.fields).map(([key, value]) => (
              <div key={key} className="pair">
                <dt>{key}</dt>
                <dd className={record.masked.includes(key) ? 'identifier' : undefined}>
                  {shown?.[key] ?? fieldText(key, value)}
                  {record.masked.includes(key) && (
                    <span className="muted"> {shown ? '(shown in full, audited)' : '(masked)'}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {record.masked.length > 0 &&
            mayReveal &&
            (shown ? (
              <button type="button" onClick={() => setRevealed(null)}>
                Mask again
              </button>
            ) : (
              <ActionForm
                label="Show in full"
                onSubmit={async (form) => {
                  const full = await call(adminRevealKyc, {
                    id: record.id,
                    reason: String(form.get('reason') ?? ''),
                  });
                  setRevealed({ id: record.id, fields: full.fields });
                }}
              >
                <label>
                  Why you need the full number (written to the audit log)
                  <input name="reason" minLength={3} maxLength={500} required />
                </label>
              </ActionForm>
            ))}
          {record.duplicates.length > 0 && (
            <p className="warning">
              The same ID is on another account: {record.duplicates.map((d) => d.mobile).join(', ')}
            </p>
          )}
          <ActionForm
            label="Decide"
            onSubmit={async (form) => {
              await call(adminDecideKyc, {
                id: record.id,
                decision: form.get('decision') === 'reject' ? 'reject' : 'approve',
                reason: String(form.get('reason') ?? ''),
              });
              setSelected(null);
              await queryClient.invalidateQueries({ queryKey: ['adminListKyc'] });
            }}
          >
            <label>
              Decision
              <select name="decision">
                <option value="approve">Approve</option>
                <option value="reject">Reject</option>
              </select>
            </label>
            <label>
              Reason (a rejected player reads it)
              <input name="reason" minLength={3} maxLength={500} required />
            </label>
          </ActionForm>
        </aside>
      )}
    </section>
  );
}

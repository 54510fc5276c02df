import { type AdminAppeal, adminListAppeals, adminMoveAppeal, appealReasons } from '@sika/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { call, fetchImage } from '../../lib/api.ts';
import { money, when } from '../../lib/market.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { DataTable } from '../../ui/data-table.tsx';

const column = createColumnHelper<AdminAppeal>();
const columns = [
  column.accessor('createdAt', { header: 'Appealed', cell: (c) => when(c.getValue()) }),
  column.accessor('transNo', { header: 'Deposit' }),
  column.accessor('transactionId', { header: 'MoMo transaction' }),
  column.accessor((a) => a.deposit.amountMinor, {
    id: 'amount',
    header: 'Amount',
    cell: (c) => money(c.getValue()),
  }),
  column.accessor('statusName', { header: 'Status' }),
];

/** Where an appeal may go next (spec activities §4 statuses; the server enforces the same rules). */
const NEXT: Record<string, AdminAppeal['statusName'][]> = {
  submitted: ['under_agent_review', 'closed'],
  under_agent_review: ['passed_to_operations', 'receipt_unverifiable', 'closed'],
  receipt_unverifiable: ['closed'],
  passed_to_operations: ['rejected_by_operations', 'closed'],
  rejected_by_operations: ['closed'],
  closed: [],
};

export function AppealsPage() {
  const [selected, setSelected] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const queue = useQuery({
    queryKey: ['adminListAppeals'],
    queryFn: () => call(adminListAppeals, { all: '0' }),
  });
  const appeal = queue.data?.list.find((a) => a.id === selected) ?? null;
  return (
    <section className="split">
      <div>
        <h1>Deposit appeals</h1>
        {news && <p className="news">{news}</p>}
        <DataTable
          data={queue.data?.list ?? []}
          columns={columns}
          empty={queue.isLoading ? 'Loading…' : 'No appeal in hand.'}
          rowId={(a) => a.id}
          selectedId={selected}
          onRowClick={(a) => setSelected(a.id)}
        />
      </div>
      {appeal && (
        <aside className="card detail">
          <h2>Appeal on {appeal.transNo}</h2>
          <dl>
            <dt>Status</dt>
            <dd>{appeal.statusName}</dd>
            <dt>Player says</dt>
            <dd>{appeal.remark ?? '—'}</dd>
          </dl>
          <Receipt appealId={appeal.id} />
          <ol className="timeline">
            {appeal.timeline.map((step) => (
              <li key={step.at + step.statusName}>
                {when(step.at)} · {step.statusName} ({step.actor}){step.reason ? ` · ${step.reason}` : ''}
                {step.note ? ` — ${step.note}` : ''}
              </li>
            ))}
          </ol>
          <ActionForm
            label="Move"
            onSubmit={async (form) => {
              const reason = String(form.get('reason') ?? '');
              const note = String(form.get('note') ?? '');
              const moved = await call(adminMoveAppeal, {
                id: appeal.id,
                to: form.get('to') as (typeof NEXT)[string][number] & 'closed',
                ...(reason ? { reason: reason as (typeof appealReasons)[number] } : {}),
                ...(note ? { note } : {}),
              });
              setNews(
                moved.credited
                  ? `The provider confirms ${appeal.transNo}: the deposit is credited and the appeal closed.`
                  : `${appeal.transNo} is now ${moved.appeal.statusName}.`,
              );
              await queryClient.invalidateQueries({ queryKey: ['adminListAppeals'] });
            }}
          >
            <label>
              Move to
              <select name="to">
                {(NEXT[appeal.statusName] ?? []).map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Reason (rejections only)
              <select name="reason" defaultValue="">
                <option value="">—</option>
                {appealReasons.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Note for the player
              <input name="note" maxLength={300} />
            </label>
          </ActionForm>
        </aside>
      )}
    </section>
  );
}

/** The receipt the player sent, as stored (re-encoded WebP): what support judges a fake or unreadable one by. */
function Receipt({ appealId }: { appealId: string }) {
  const image = useQuery({
    queryKey: ['adminAppealReceipt', appealId],
    queryFn: () => fetchImage(`/api/admin/appeals/${encodeURIComponent(appealId)}/receipt`),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  if (image.error) return <p className="error">Receipt: {image.error.message}</p>;
  if (!url) return <p className="muted">Loading the receipt…</p>;
  return (
    <a className="receipt" href={url} target="_blank" rel="noopener noreferrer">
      <img src={url} alt="The player’s receipt" />
    </a>
  );
}

import {
  type AdminWithdrawal,
  adminCheckWithdrawal,
  adminListWithdrawals,
  adminSettleWithdrawal,
  withdrawReasons,
} from '@sika/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { money, when } from '../../lib/market.ts';
import { taxLine } from '../../lib/withdraw-tax.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { DataTable } from '../../ui/data-table.tsx';

const column = createColumnHelper<AdminWithdrawal>();
const columns = [
  column.accessor('createdAt', { header: 'Requested', cell: (c) => when(c.getValue()) }),
  column.accessor('orderNo', { header: 'Order' }),
  column.accessor('account', { header: 'Account' }),
  column.accessor('moneyMinor', { header: 'Amount', cell: (c) => money(c.getValue()) }),
  column.accessor((w) => taxLine(w), { id: 'tax', header: 'Tax on base (rule)' }),
  column.accessor('netMinor', { header: 'Net', cell: (c) => money(c.getValue()) }),
  column.accessor('providerStatus', { header: 'Provider says' }),
  column.accessor('reviewReason', { header: 'Why here', cell: (c) => whyHere(c.getValue()) }),
];

/** The payout module's review reasons (withdrawals/payout-states.ts, check-payout.ts) in an operator's words. */
const reviewReasons: Record<string, string> = {
  unsettled_after_deadline: 'Not settled by the deadline',
  failed_after_success: 'Failed after a success',
  success_after_failed: 'Paid after a failure',
  currency_mismatch: 'Paid in another currency',
  amount_mismatch: 'Paid another amount',
};
const whyHere = (reason: string | null) => (reason ? (reviewReasons[reason] ?? reason) : '—');
const queues = ['escalated', 'unknown', 'review'] as const;

export function WithdrawalsPage() {
  const [queue, setQueue] = useState<(typeof queues)[number]>('escalated');
  const [selected, setSelected] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['adminListWithdrawals', queue],
    queryFn: () => call(adminListWithdrawals, { queue }),
  });
  const order = list.data?.list.find((w) => w.id === selected) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['adminListWithdrawals'] });
  const open = order && (order.state === 1 || order.state === 2);
  return (
    <section className="split">
      <div>
        <h1>Withdrawals</h1>
        <div className="tabs" role="tablist">
          {queues.map((q) => (
            <button key={q} type="button" role="tab" aria-selected={q === queue} onClick={() => setQueue(q)}>
              {q}
            </button>
          ))}
        </div>
        {news && <p className="news">{news}</p>}
        <DataTable
          data={list.data?.list ?? []}
          columns={columns}
          empty={list.isLoading ? 'Loading…' : 'No payout waits for a person.'}
          rowId={(w) => w.id}
          selectedId={selected}
          onRowClick={(w) => setSelected(w.id)}
        />
      </div>
      {order && (
        <aside className="card detail">
          <h2>Payout {order.orderNo}</h2>
          <dl>
            <dt>Amount</dt>
            <dd>
              {money(order.moneyMinor)} (net {money(order.netMinor)}) to {order.account} via{' '}
              {order.channelCode}
            </dd>
            <dt>Fee</dt>
            <dd>{money(order.feeMinor)}</dd>
            <dt>Tax withheld</dt>
            <dd>{taxLine(order)}</dd>
            <dt>Sent</dt>
            <dd>{when(order.sentAt)}</dd>
            <dt>Unknown since</dt>
            <dd>{when(order.unknownSince)}</dd>
            <dt>Escalated</dt>
            <dd>{when(order.escalatedAt)}</dd>
            <dt>Note</dt>
            <dd>{order.reviewNote ?? '—'}</dd>
          </dl>
          {open && (
            <>
              <ActionForm
                label="Ask the provider"
                onSubmit={async () => {
                  const checked = await call(adminCheckWithdrawal, { id: order.id });
                  setNews(
                    `${checked.orderNo}: the provider says ${checked.providerStatus ?? 'nothing yet'}.`,
                  );
                  await refresh();
                }}
              />
              <ActionForm
                label="Settle"
                onSubmit={async (form) => {
                  const failure = String(form.get('failure') ?? '');
                  const settled = await call(adminSettleWithdrawal, {
                    id: order.id,
                    outcome: form.get('outcome') === 'failed' ? 'failed' : 'paid',
                    reason: String(form.get('reason') ?? ''),
                    ...(failure ? { failure: failure as (typeof withdrawReasons)[number] } : {}),
                  });
                  setNews(`${settled.orderNo} is settled as ${settled.state === 3 ? 'paid' : 'failed'}.`);
                  setSelected(null);
                  await refresh();
                }}
              >
                <label>
                  The provider’s statement says
                  <select name="outcome">
                    <option value="paid">Paid</option>
                    <option value="failed">Failed (refund the player)</option>
                  </select>
                </label>
                <label>
                  Failure the player reads
                  <select name="failure" defaultValue="">
                    <option value="">—</option>
                    {withdrawReasons.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  Reason (statement, ticket)
                  <input name="reason" minLength={3} maxLength={500} required />
                </label>
              </ActionForm>
            </>
          )}
        </aside>
      )}
    </section>
  );
}

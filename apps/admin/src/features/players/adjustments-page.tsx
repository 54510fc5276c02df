import { type AdminAdjustment, adminDecideAdjustment, adminListAdjustments } from '@sika/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api.ts';
import { when } from '../../lib/market.ts';
import { can, useStaff } from '../../lib/staff.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { TabbedTable } from '../../ui/tabbed-table.tsx';
import { adjustmentColumns } from './adjustment-columns.tsx';
import { amount } from './amount.ts';

const STATES = ['proposed', 'approved', 'rejected'] as const;

/**
 * The four-eyes queue: proposed adjustments, oldest first. A member with adjustments.approve approves or
 * rejects one proposed by someone else; their own show who must decide instead (the server refuses anyway).
 */
export function AdjustmentsPage() {
  const staff = useStaff().data;
  const [state, setState] = useState<AdminAdjustment['state']>('proposed');
  const [selected, setSelected] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['adminListAdjustments', state],
    queryFn: () => call(adminListAdjustments, { state }),
  });
  const adjustment = list.data?.list.find((a) => a.id === selected) ?? null;
  const mayApprove = can(staff?.permissions, 'adjustments.approve');
  return (
    <section className={adjustment ? 'split' : undefined}>
      <div>
        <h1>Balance adjustments</h1>
        <TabbedTable
          states={STATES}
          state={state}
          onState={setState}
          data={list.data?.list ?? []}
          columns={adjustmentColumns}
          empty={list.isLoading ? 'Loading…' : 'No adjustment here.'}
          rowId={(a) => a.id}
          selectedId={selected}
          onSelect={setSelected}
        />
      </div>
      {adjustment && (
        <aside className="card detail">
          <h2>{amount(adjustment.asset, adjustment.amountMinor)}</h2>
          <dl>
            <dt>Player</dt>
            <dd>
              <Link to={`/players/${adjustment.playerId}`}>{adjustment.mobile}</Link>
            </dd>
            <dt>Reason</dt>
            <dd>{adjustment.reason}</dd>
            <dt>Proposed</dt>
            <dd>
              {adjustment.proposedBy}, {when(adjustment.proposedAt)}
            </dd>
            <dt>State</dt>
            <dd>{adjustment.state}</dd>
            {adjustment.decidedBy && (
              <div className="pair">
                <dt>Decided</dt>
                <dd>
                  {adjustment.decidedBy}, {when(adjustment.decidedAt)}: {adjustment.decisionReason}
                </dd>
              </div>
            )}
          </dl>
          {adjustment.state === 'proposed' &&
            (!mayApprove ? (
              <p className="news">A member of finance or an admin approves or rejects it.</p>
            ) : adjustment.proposedBy === staff?.email ? (
              <p className="warning">You proposed it: another staff member must decide (four eyes).</p>
            ) : (
              <ActionForm
                label="Decide"
                onSubmit={async (form) => {
                  await call(adminDecideAdjustment, {
                    id: adjustment.id,
                    decision: form.get('decision') === 'reject' ? 'reject' : 'approve',
                    reason: String(form.get('reason') ?? ''),
                  });
                  setSelected(null);
                  await queryClient.invalidateQueries({ queryKey: ['adminListAdjustments'] });
                  await queryClient.invalidateQueries({ queryKey: ['adminGetPlayer', adjustment.playerId] });
                }}
              >
                <label>
                  Decision
                  <select name="decision">
                    <option value="approve">Approve: post it to the ledger</option>
                    <option value="reject">Reject</option>
                  </select>
                </label>
                <label>
                  Reason for the decision
                  <input name="reason" minLength={3} maxLength={500} required />
                </label>
              </ActionForm>
            ))}
        </aside>
      )}
    </section>
  );
}

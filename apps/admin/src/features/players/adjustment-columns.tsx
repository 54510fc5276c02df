import type { AdminAdjustment } from '@sika/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { when } from '../../lib/market.ts';
import { amount } from './amount.ts';

const column = createColumnHelper<AdminAdjustment>();

/** The columns of an adjustment list (the approval queue, a player's profile). */
export const adjustmentColumns = [
  column.accessor('proposedAt', {
    header: 'Proposed',
    cell: (c) => <span className="nowrap">{when(c.getValue())}</span>,
  }),
  column.accessor('mobile', { header: 'Player' }),
  column.accessor((a) => amount(a.asset, a.amountMinor), {
    id: 'amount',
    header: 'Amount',
    cell: (c) => (
      <span className={`nowrap ${c.row.original.amountMinor < 0 ? 'debit' : 'credit'}`}>{c.getValue()}</span>
    ),
  }),
  column.accessor('reason', { header: 'Reason' }),
  column.accessor('proposedBy', { header: 'Proposed by' }),
  column.accessor('state', { header: 'State' }),
  column.accessor((a) => (a.decidedBy ? `${a.decidedBy}: ${a.decisionReason ?? ''}` : ''), {
    id: 'decided',
    header: 'Decided by',
  }),
];

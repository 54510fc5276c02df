import { type Appeal, type AppealReason, type AppealStep, appealLabels } from '@sika/contract';
import { stateName } from '../payments/index.ts';
import type { AppealWithOrder } from './appeal-repository.ts';
import { statusName } from './appeal-states.ts';
import type { AppealEventRow } from './appeal-tables.ts';

/** An appeal as the wire shows it; labels in English (the web translates the codes with its locales). */
const labels = appealLabels;

export function toAppeal(row: AppealWithOrder, events: AppealEventRow[]): Appeal {
  return { ...toAppealSummary(row), timeline: events.map(toStep) };
}

export function toAppealSummary(row: AppealWithOrder): Omit<Appeal, 'timeline'> {
  const name = statusName(row.status);
  const reason = row.reason as AppealReason | null;
  return {
    id: row.id,
    transNo: row.trans_no,
    transactionId: row.transaction_id,
    remark: row.remark,
    status: row.status,
    statusName: name,
    statusLabel: labels.status[name],
    reason,
    reasonLabel: reason ? labels.reason[reason] : null,
    receiptUrl: `/api/feedback/appeals/${row.id}/receipt`,
    deposit: {
      state: row.order_state,
      stateName: stateName(row.order_state),
      payMoney: row.order_amount_minor,
    },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toStep(event: AppealEventRow): AppealStep {
  const name = statusName(event.status);
  const reason = event.reason as AppealReason | null;
  return {
    status: event.status,
    statusName: name,
    label: labels.status[name],
    reason,
    reasonLabel: reason ? labels.reason[reason] : null,
    note: event.note,
    at: event.at.toISOString(),
  };
}

import type { AppealStatusName, AppealStep } from '@sika/contract';

/** Spec core §4 and activities §4: the six statuses of an appeal, in their order. */
export const APPEAL_STATUSES = [
  'submitted',
  'under_agent_review',
  'receipt_unverifiable',
  'passed_to_operations',
  'rejected_by_operations',
  'closed',
] as const satisfies readonly AppealStatusName[];

/**
 * Where an appeal can go from each status (the same moves support's tools allow): agent review, then
 * either the receipt is unverifiable or the case goes to operations, which reject it or close it.
 */
const NEXT: Record<AppealStatusName, readonly AppealStatusName[]> = {
  submitted: ['under_agent_review', 'closed'],
  under_agent_review: ['receipt_unverifiable', 'passed_to_operations', 'closed'],
  receipt_unverifiable: ['closed'],
  passed_to_operations: ['rejected_by_operations', 'closed'],
  rejected_by_operations: ['closed'],
  closed: [],
};

export const REJECTIONS: readonly AppealStatusName[] = ['receipt_unverifiable', 'rejected_by_operations'];

/** done: it happened; now: where the appeal stands; next: it may still come; skipped: it cannot any more. */
export type StepState = 'done' | 'now' | 'next' | 'skipped';

export interface TimelineRow {
  name: AppealStatusName;
  state: StepState;
  /** The last time the appeal entered this status, with its reason and note. */
  step: AppealStep | null;
}

export function timelineRows(current: AppealStatusName, timeline: readonly AppealStep[]): TimelineRow[] {
  const ahead = reachableFrom(current);
  return APPEAL_STATUSES.map((name) => {
    const step = timeline.filter((entry) => entry.statusName === name).at(-1) ?? null;
    const state: StepState = name === current ? 'now' : step ? 'done' : ahead.has(name) ? 'next' : 'skipped';
    return { name, state, step };
  });
}

function reachableFrom(status: AppealStatusName): Set<AppealStatusName> {
  const seen = new Set<AppealStatusName>();
  const queue = [...NEXT[status]];
  while (queue.length > 0) {
    const next = queue.shift() as AppealStatusName;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...NEXT[next]);
  }
  return seen;
}

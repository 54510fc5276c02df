import { APPEAL_STATUS, type AppealReason, type AppealStatusName, appealStatusNames } from '@sika/contract';

/**
 * How an appeal moves (spec core §4): submitted → under agent review → receipt unverifiable (with a
 * reason) or passed to operations → rejected by operations (with a reason) or closed. Any status in hand
 * may be closed (e.g. the deposit was found and credited meanwhile); nothing moves back.
 */
export const S = APPEAL_STATUS;

const NEXT: Record<number, readonly number[]> = {
  [S.SUBMITTED]: [S.UNDER_AGENT_REVIEW, S.CLOSED],
  [S.UNDER_AGENT_REVIEW]: [S.RECEIPT_UNVERIFIABLE, S.PASSED_TO_OPERATIONS, S.CLOSED],
  [S.RECEIPT_UNVERIFIABLE]: [S.CLOSED],
  [S.PASSED_TO_OPERATIONS]: [S.REJECTED_BY_OPERATIONS, S.CLOSED],
  [S.REJECTED_BY_OPERATIONS]: [S.CLOSED],
  [S.CLOSED]: [],
};

/** Support is handling it: the player cannot open another one for the same deposit. */
export const OPEN_STATUSES: readonly number[] = [S.SUBMITTED, S.UNDER_AGENT_REVIEW, S.PASSED_TO_OPERATIONS];

export function canMove(from: number, to: number): boolean {
  return NEXT[from]?.includes(to) ?? false;
}

/** The two rejections say why, with one of the five reasons of activities §5; nothing else carries one. */
export function needsReason(status: number): boolean {
  return status === S.RECEIPT_UNVERIFIABLE || status === S.REJECTED_BY_OPERATIONS;
}

export function statusName(status: number): AppealStatusName {
  return appealStatusNames[status - 1] ?? 'submitted';
}

export function statusByName(name: string): number | undefined {
  const index = (appealStatusNames as readonly string[]).indexOf(name);
  return index < 0 ? undefined : index + 1;
}

export type { AppealReason };

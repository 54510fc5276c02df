import type { AppealStep } from '@sika/contract';
import { describe, expect, it } from 'vitest';
import { timelineRows } from './appeal-steps.ts';

const step = (statusName: AppealStep['statusName'], reason: AppealStep['reason'] = null): AppealStep => ({
  status: 0,
  statusName,
  label: statusName,
  reason,
  reasonLabel: null,
  note: null,
  at: '2026-11-21T10:00:00.000Z',
});

const states = (rows: ReturnType<typeof timelineRows>) => rows.map((row) => `${row.name}:${row.state}`);

describe('the appeal timeline (spec core §4: six statuses)', () => {
  it('shows a new appeal as submitted with every later status still possible', () => {
    expect(states(timelineRows('submitted', [step('submitted')]))).toEqual([
      'submitted:now',
      'under_agent_review:next',
      'receipt_unverifiable:next',
      'passed_to_operations:next',
      'rejected_by_operations:next',
      'closed:next',
    ]);
  });

  it('skips the operations branch once the receipt was found unverifiable, and keeps its reason', () => {
    const rows = timelineRows('receipt_unverifiable', [
      step('submitted'),
      step('under_agent_review'),
      step('receipt_unverifiable', 'wrong_amount'),
    ]);
    expect(states(rows)).toEqual([
      'submitted:done',
      'under_agent_review:done',
      'receipt_unverifiable:now',
      'passed_to_operations:skipped',
      'rejected_by_operations:skipped',
      'closed:next',
    ]);
    expect(rows[2]?.step?.reason).toBe('wrong_amount');
  });

  it('skips the agent’s rejection once the case went to operations', () => {
    const rows = timelineRows('passed_to_operations', [
      step('submitted'),
      step('under_agent_review'),
      step('passed_to_operations'),
    ]);
    expect(rows.find((row) => row.name === 'receipt_unverifiable')?.state).toBe('skipped');
    expect(rows.find((row) => row.name === 'rejected_by_operations')?.state).toBe('next');
  });

  it('leaves nothing ahead of a closed appeal', () => {
    const rows = timelineRows('closed', [step('submitted'), step('closed')]);
    expect(rows.filter((row) => row.state === 'next')).toEqual([]);
    expect(rows.at(-1)?.state).toBe('now');
  });
});

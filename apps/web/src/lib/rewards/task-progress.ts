import { TASK_PROGRESS_CAP_PERCENT } from '@sika/domain';

/** What a task's button offers (spec activities §4 Task button). */
export type TaskAction = 'go' | 'receive' | 'received';

export function taskAction(task: { current: number; target: number; collect: boolean }): TaskAction {
  if (task.collect) return 'received';
  return task.current >= task.target ? 'receive' : 'go';
}

/**
 * The progress bar in percent: 100 once the target is reached, otherwise at most 99.99, so a bar never
 * looks full while the button still says Go (spec activities §4).
 */
export function taskPercent(current: number, target: number): number {
  if (target <= 0 || current >= target) return 100;
  const percent = Math.floor((Math.max(current, 0) / target) * 10_000) / 100;
  return Math.min(percent, TASK_PROGRESS_CAP_PERCENT);
}

/** "12.5%", "99.99%", "100%": two decimals at most, none when whole. */
export function formatPercent(percent: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(percent)}%`;
}

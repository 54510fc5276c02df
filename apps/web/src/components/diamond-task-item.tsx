import type { DiamondTask } from '@sika/contract';
import { formatMoney, type Market } from '@sika/domain';
import { useT } from '../i18n/index.ts';
import { useCollectDiamondTask } from '../lib/rewards/diamond-tasks.ts';
import { formatPercent, taskAction, taskPercent } from '../lib/rewards/task-progress.ts';
import { DiamondIcon } from '../ui/icons/core.tsx';
import { TaskCard } from '../ui/task-card.tsx';
import { showToast } from '../ui/toast.tsx';

/**
 * One diamond task (spec activities §4 Diamond task), for the task centre and the in-game panel: level
 * (index + 1), progress, and Go (the caller decides where) or Receive (collect; the next level replaces it).
 */
export function DiamondTaskItem({
  task,
  market,
  onGo,
}: {
  task: DiamondTask;
  market: Market;
  onGo(task: DiamondTask): void;
}) {
  const { t, language } = useT('rewards');
  const collect = useCollectDiamondTask();
  const action = taskAction(task);
  const percent = taskPercent(task.current, task.target);
  const onAction = () => {
    if (action === 'go') onGo(task);
    else if (action === 'receive' && !collect.isPending) {
      collect.mutate(task.id, {
        onSuccess: (result) => showToast(t('rewards.diamond.collected', { count: result.bonus }), 'success'),
      });
    }
  };
  return (
    <TaskCard
      testId={`diamond-task-${task.type}`}
      level={t('rewards.diamond.level', { level: task.index + 1 })}
      title={task.title}
      reward={new Intl.NumberFormat(market.locale).format(task.bonus)}
      rewardIcon={<DiamondIcon />}
      progress={`${formatMoney(market, Math.min(task.current, task.target))} / ${formatMoney(market, task.target)}`}
      percent={percent}
      percentText={formatPercent(percent, language)}
      action={action}
      busy={collect.isPending}
      onAction={onAction}
    />
  );
}

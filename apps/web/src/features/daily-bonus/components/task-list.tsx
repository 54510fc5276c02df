import type { RewardTask } from '@sika/contract';
import { formatMoney, type Market } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatPercent, formatReward, taskAction, taskPercent } from '../../../lib/rewards/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { TaskCard } from '../../../ui/task-card.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useReceiveTask, useTasks } from '../api/tasks.ts';
import styles from './daily-bonus.module.css';

/** Where Go leads: a bet task to the games, a deposit task to deposit (spec activities §4 Task button). */
const GO_PATH = { 1: '/home', 2: '/deposit' } as const;

/** The task list (bet, deposit) under the sign-in tiles; nothing at all when the activity is off. */
export function TaskList({ onLeave }: { onLeave(): void }) {
  const { t } = useT('rewards');
  const tasks = useTasks();
  const market = useMarket();
  if (tasks.isPending || !market) {
    return (
      <section className={styles.tasks} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="1.6rem" lines={2} />
      </section>
    );
  }
  if (tasks.isError) {
    return (
      <section className={styles.tasks}>
        <p className={styles.tasksError} role="alert">
          {t('rewards.task.loadError')}
        </p>
        <Button size="sm" variant="ghost" onClick={() => void tasks.refetch()}>
          {t('state.retry')}
        </Button>
      </section>
    );
  }
  if (!tasks.data.enable) return null;
  return (
    <section className={styles.tasks} aria-labelledby="reward-tasks">
      <h3 id="reward-tasks" className={styles.tasksTitle}>
        {t('rewards.task.title')}
      </h3>
      {tasks.data.tasks.length === 0 ? (
        <p className={styles.tasksEmpty}>{t('rewards.task.empty')}</p>
      ) : (
        <ul className={styles.taskItems}>
          {[...tasks.data.tasks]
            .sort((a, b) => a.index - b.index)
            .map((task) => (
              <li key={task.id}>
                <TaskItem task={task} market={market} onLeave={onLeave} />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

function TaskItem({ task, market, onLeave }: { task: RewardTask; market: Market; onLeave(): void }) {
  const { t, language } = useT('rewards');
  const navigate = useNavigate();
  const receive = useReceiveTask();
  const action = taskAction(task);
  const percent = taskPercent(task.current, task.target);
  const onAction = () => {
    if (action === 'go') {
      onLeave();
      navigate(GO_PATH[task.type]);
    } else if (action === 'receive' && !receive.isPending) {
      receive.mutate(task.id, {
        onSuccess: (result) =>
          showToast(
            t('rewards.task.receivedToast', {
              amount: formatReward(market, result.asset, result.bonus),
              asset: t(`rewards.asset.${result.asset}`),
            }),
            'success',
          ),
      });
    }
  };
  return (
    <TaskCard
      testId={`task-${task.id}`}
      title={task.title}
      reward={formatReward(market, task.asset, task.bonus)}
      rewardIcon={<AssetIcon asset={task.asset} />}
      progress={taskProgressText(task, market)}
      percent={percent}
      percentText={formatPercent(percent, language)}
      action={action}
      busy={receive.isPending}
      onAction={onAction}
    />
  );
}

/** "₵12.00 / ₵50.00" for amounts; "0/1" for a count (the first deposit task shows 0/1 or 1/1). */
function taskProgressText(task: RewardTask, market: Market): string {
  if (task.unit === 'count') return `${Math.min(task.current, task.target)}/${task.target}`;
  return `${formatMoney(market, Math.min(task.current, task.target))} / ${formatMoney(market, task.target)}`;
}

import { formatMoney } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useInviteTasks } from '../api/invite.ts';
import styles from './invite.module.css';

/** What an invitee must do for the inviter to earn each reward, with the inviter's counts. */
export function InviteTaskList() {
  const { t } = useT('invite');
  const market = useMarket();
  const tasks = useInviteTasks();
  if (!tasks.data || !market) return <Skeleton height="2rem" lines={3} />;
  return (
    <ul className={styles.tasks} data-testid="invite-tasks">
      {tasks.data.tasks.map((task) => (
        <li key={task.id} className={styles.task}>
          <div>
            <p className={styles.taskTitle}>
              {t(`invite.task.${task.kind}`, { amount: formatMoney(market, task.thresholdMinor) })}
            </p>
            <p className={styles.muted}>{t('invite.reached', { count: task.reached })}</p>
          </div>
          <p className={styles.taskReward}>
            {task.rateBp > 0
              ? t('invite.rewardShare', {
                  percent: task.rateBp / 100,
                  amount: formatMoney(market, task.amount),
                })
              : `+${formatMoney(market, task.amount)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

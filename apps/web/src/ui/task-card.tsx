import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { Button } from './button.tsx';
import { CheckIcon } from './icons/core.tsx';
import styles from './task-card.module.css';

export type TaskCardAction = 'go' | 'receive' | 'received';

/**
 * One task (spec activities §4 Task button): title, reward, a progress bar with its figures, and the one
 * button: Go below the target, Receive when reached, Received once collected. The caller decides what Go
 * and Receive do and formats the figures.
 */
export function TaskCard({
  title,
  reward,
  rewardIcon,
  progress,
  percent,
  percentText,
  action,
  busy = false,
  onAction,
  level,
  testId,
}: {
  title: string;
  reward: string;
  rewardIcon?: ReactNode;
  /** "₵12.00 / ₵50.00", "0/1". */
  progress: string;
  percent: number;
  percentText: string;
  action: TaskCardAction;
  busy?: boolean;
  onAction(): void;
  /** A badge before the title ("Lv 2"). */
  level?: string;
  testId?: string;
}) {
  const { t } = useT('rewards');
  return (
    <article className={styles.card} data-testid={testId} data-action={action}>
      <div className={styles.head}>
        {level && <span className={styles.level}>{level}</span>}
        <h3 className={styles.title}>{title}</h3>
        <span className={styles.reward}>
          {rewardIcon}
          {reward}
        </span>
      </div>
      <div className={styles.row}>
        <div className={styles.progress}>
          <div
            className={styles.track}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={percentText}
            aria-label={title}
          >
            <span className={styles.bar} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.figures}>
            <span>{progress}</span>
            <span>{percentText}</span>
          </p>
        </div>
        {action === 'received' ? (
          <span className={styles.received}>
            <CheckIcon /> {t('rewards.task.received')}
          </span>
        ) : (
          <Button
            size="sm"
            variant={action === 'receive' ? 'primary' : 'secondary'}
            loading={busy}
            onClick={onAction}
            className={styles.button}
          >
            {action === 'receive' ? t('rewards.task.receive') : t('rewards.task.go')}
          </Button>
        )}
      </div>
    </article>
  );
}

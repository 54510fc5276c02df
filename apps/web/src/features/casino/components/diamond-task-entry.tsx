import { TASK_ENTRY_POLL_MS } from '@sika/domain';
import { useState } from 'react';
import { DiamondTaskItem } from '../../../components/diamond-task-item.tsx';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { taskPercent, useDiamondTasks } from '../../../lib/rewards/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { DiamondIcon } from '../../../ui/icons/core.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import styles from './diamond-task-entry.module.css';

/** Type 1 is the bet task: it drives the entry's bar and level (spec activities §4 Diamond task). */
const BET_TASK = 1;

/**
 * The diamond task entry over a real-play game (spec activities §2, §4): polled every 2017 ms, shown only
 * when diamond tasks are on, the bet task is not yet collected and this game counts for it. A tap opens
 * the panel: a finished task is collected there; an unfinished one closes it (a deposit task opens the
 * nested deposit).
 */
export function DiamondTaskEntry({ gameId }: { gameId: number }) {
  const { t } = useT('rewards');
  const navigate = useNavigate();
  const market = useMarket();
  const [open, setOpen] = useState(false);
  const tasks = useDiamondTasks({ pollMs: TASK_ENTRY_POLL_MS });
  const list = tasks.data;
  const betTask = list?.tasks.find((task) => task.type === BET_TASK);
  const shown = Boolean(list?.enable && betTask && !betTask.collect && list.games.includes(gameId));
  if (!list || !betTask || !market || (!shown && !open)) return null;
  const percent = taskPercent(betTask.current, betTask.target);
  const ready = betTask.current >= betTask.target;
  return (
    <>
      {shown && (
        <button
          type="button"
          className={`${styles.entry} ${ready ? styles.ready : ''}`}
          onClick={() => setOpen(true)}
          aria-label={t('rewards.diamond.entry', { level: betTask.index + 1 })}
          data-testid="diamond-task-entry"
          data-ready={ready}
        >
          <DiamondIcon className={styles.icon} />
          <span className={styles.level}>{t('rewards.diamond.level', { level: betTask.index + 1 })}</span>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.bar} style={{ width: `${percent}%` }} />
          </span>
        </button>
      )}
      <Sheet open={open} title={t('rewards.diamond.panel')} onClose={() => setOpen(false)}>
        <ul className={styles.list} data-testid="diamond-task-panel">
          {list.tasks.map((task) => (
            <li key={task.id}>
              <DiamondTaskItem
                task={task}
                market={market}
                onGo={(goTask) => {
                  setOpen(false);
                  if (goTask.type !== BET_TASK) navigate('/nested-deposit');
                }}
              />
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}

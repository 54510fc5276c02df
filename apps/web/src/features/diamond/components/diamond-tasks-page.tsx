import { DiamondTaskItem } from '../../../components/diamond-task-item.tsx';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useDiamondTasks } from '../../../lib/rewards/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Empty } from '../../../ui/empty.tsx';
import { ClockIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { LoadMore, RecordList } from '../../../ui/record-list.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useDiamondTaskRecords } from '../api/diamonds.ts';
import { Countdown } from './countdown.tsx';
import styles from './diamond.module.css';
import { DiamondHeader } from './diamond-header.tsx';

/** Go: the bet task to the games, the deposit task to deposit (spec activities §4 Diamond task). */
const GO_PATH = { 1: '/home', 2: '/deposit' } as const;

/**
 * /diamond/tasks (spec activities §2, §4): today's level of each task chain with its progress, Go or
 * Receive; a collected level is replaced by the next one and the diamonds rise by its bonus. Below, the
 * tasks collected so far.
 */
export default function DiamondTasksPage() {
  const { t } = useT('rewards');
  const navigate = useNavigate();
  const tasks = useDiamondTasks();
  const market = useMarket();
  return (
    <>
      <PageHeader title={t('routes.diamond-tasks')} />
      <Page>
        <div className={styles.stack}>
          <DiamondHeader current="tasks" />
          {tasks.isPending || !market ? (
            <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.stack}>
              <Skeleton height="1.9rem" lines={2} />
            </div>
          ) : tasks.isError ? (
            <LoadError onRetry={() => void tasks.refetch()} />
          ) : !tasks.data.enable || tasks.data.tasks.length === 0 ? (
            <Empty
              icon={<ClockIcon />}
              title={t('rewards.diamond.noTasksTitle')}
              text={t('rewards.diamond.noTasksText')}
            />
          ) : (
            <section className={styles.stack} aria-labelledby="diamond-today">
              <div className={styles.sectionHead}>
                <h2 id="diamond-today" className={styles.sectionTitle}>
                  {t('rewards.diamond.today')}
                </h2>
                <span className={styles.restart}>
                  {t('rewards.diamond.restartsIn')}{' '}
                  <Countdown
                    key={tasks.dataUpdatedAt}
                    ms={tasks.data.countdown}
                    onDone={() => void tasks.refetch()}
                  />
                </span>
              </div>
              <ul className={styles.list}>
                {tasks.data.tasks.map((task) => (
                  <li key={task.id}>
                    <DiamondTaskItem
                      task={task}
                      market={market}
                      onGo={(goTask) => navigate(GO_PATH[goTask.type])}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <TaskRecords />
        </div>
      </Page>
    </>
  );
}

function TaskRecords() {
  const { t, language } = useT('rewards');
  const records = useDiamondTaskRecords();
  if (records.isPending || records.isError) return null;
  const rows = records.data.pages.flatMap((page) => page.list);
  return (
    <section className={styles.stack} aria-labelledby="diamond-collected">
      <h2 id="diamond-collected" className={styles.sectionTitle}>
        {t('rewards.diamond.collectedTitle')}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('rewards.diamond.noCollected')}</p>
      ) : (
        <RecordList
          rows={rows.map((row) => ({
            id: row.id,
            label: row.title,
            time: formatDateTime(row.time, language),
            amount: `+${row.bonus}`,
            gain: true,
          }))}
        />
      )}
      <LoadMore
        hasMore={records.hasNextPage}
        loading={records.isFetchingNextPage}
        onMore={() => void records.fetchNextPage()}
      >
        {t('rewards.more')}
      </LoadMore>
    </section>
  );
}

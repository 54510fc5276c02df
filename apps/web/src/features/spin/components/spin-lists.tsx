import type { SpinRecord } from '@sika/contract';
import type { Market } from '@sika/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatReward } from '../../../lib/rewards/index.ts';
import { Button } from '../../../ui/button.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { LoadMore } from '../../../ui/record-list.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { useSpinRecords, useWinners, type WheelRef } from '../api/spin.ts';
import styles from './spin.module.css';

type List = 'winners' | 'mine';

/** Under the wheel: the latest winners of everyone, and the player's own spins with a verify link each. */
export function SpinLists({
  wheel,
  market,
  onVerify,
}: {
  wheel: WheelRef;
  market: Market;
  onVerify(record: SpinRecord): void;
}) {
  const { t } = useT('rewards');
  const [list, setList] = useState<List>('winners');
  return (
    <section className={styles.lists}>
      <Tabs
        label={t('rewards.spin.lists')}
        value={list}
        onChange={(value) => setList(value as List)}
        items={[
          { value: 'winners', label: t('rewards.spin.winners') },
          { value: 'mine', label: t('rewards.spin.mine') },
        ]}
      />
      {list === 'winners' ? (
        <Winners wheel={wheel} market={market} />
      ) : (
        <MySpins wheel={wheel} market={market} onVerify={onVerify} />
      )}
    </section>
  );
}

function Winners({ wheel, market }: { wheel: WheelRef; market: Market }) {
  const { t } = useT('rewards');
  const winners = useWinners(wheel);
  if (winners.isPending) return <Skeleton height="0.9rem" lines={3} />;
  if (winners.isError)
    return <ListProblem text={t('state.loadErrorText')} onRetry={() => void winners.refetch()} />;
  if (winners.data.length === 0) return <p className={styles.listEmpty}>{t('rewards.spin.noWinners')}</p>;
  return (
    <ul className={styles.rows}>
      {winners.data.map((winner) => (
        <li key={`${winner.mobile}-${winner.time}`} className={styles.row}>
          <span className={styles.rowMain}>{winner.mobile}</span>
          <span className={styles.rowPrize}>
            <AssetIcon asset={winner.asset} />
            {formatReward(market, winner.asset, winner.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function MySpins({
  wheel,
  market,
  onVerify,
}: {
  wheel: WheelRef;
  market: Market;
  onVerify(record: SpinRecord): void;
}) {
  const { t, language } = useT('rewards');
  const records = useSpinRecords(wheel);
  if (records.isPending) return <Skeleton height="0.9rem" lines={3} />;
  if (records.isError)
    return <ListProblem text={t('state.loadErrorText')} onRetry={() => void records.refetch()} />;
  const rows = records.data.pages.flat();
  if (rows.length === 0) return <p className={styles.listEmpty}>{t('rewards.spin.noSpins')}</p>;
  return (
    <>
      <ul className={styles.rows} data-testid="spin-records">
        {rows.map((record) => (
          <li key={record.id} className={styles.row}>
            <span className={styles.rowMain}>
              <span className={styles.rowPrize}>
                {record.asset && record.amount > 0 ? (
                  <>
                    <AssetIcon asset={record.asset} />
                    {formatReward(market, record.asset, record.amount)}
                  </>
                ) : (
                  t('rewards.spin.again')
                )}
              </span>
              <span className={styles.rowTime}>{formatDateTime(record.time, language)}</span>
            </span>
            <button type="button" className={styles.verify} onClick={() => onVerify(record)}>
              {t('rewards.fair.verify')}
            </button>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={records.hasNextPage}
        loading={records.isFetchingNextPage}
        onMore={() => void records.fetchNextPage()}
      >
        {t('rewards.more')}
      </LoadMore>
    </>
  );
}

function ListProblem({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useT('rewards');
  return (
    <div className={styles.listEmpty} role="alert">
      <p>{text}</p>
      <Button size="sm" variant="ghost" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}

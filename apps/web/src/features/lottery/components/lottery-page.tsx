import { formatMoney } from '@sika/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useToken } from '../../../lib/session/index.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type TabItem, Tabs } from '../../../ui/tabs.tsx';
import { useLotteryCurrent } from '../api/lottery.ts';
import styles from './lottery.module.css';
import { PickPanel } from './pick-panel.tsx';
import { MyTickets, Results } from './ticket-lists.tsx';

type Tab = 'pick' | 'tickets' | 'results';

/** /lottery (core §1, activities §5, §9): pick, confirm with cost, my tickets, results with verify links. */
export default function LotteryPage() {
  const { t, language } = useT('draws');
  const market = useMarket();
  const token = useToken();
  const current = useLotteryCurrent();
  const [tab, setTab] = useState<Tab>('pick');
  const tabs: TabItem<Tab>[] = [
    { value: 'pick', label: t('draws.lottery.tabs.pick') },
    ...(token ? [{ value: 'tickets', label: t('draws.lottery.tabs.tickets') } satisfies TabItem<Tab>] : []),
    { value: 'results', label: t('draws.lottery.tabs.results') },
  ];
  const draw = current.data?.draw;
  return (
    <>
      <PageHeader title={t('routes.lottery')} back={false} />
      <Page>
        {current.isPending ? (
          <Skeleton height="2.4rem" />
        ) : current.isError || !draw ? (
          <LoadError
            text={current.error?.message ?? t('state.loadErrorText')}
            onRetry={() => void current.refetch()}
          />
        ) : (
          <div className={styles.hero}>
            <span className={styles.heroLabel}>{t('draws.lottery.jackpot')}</span>
            <strong className={styles.jackpot}>{market ? formatMoney(market, draw.jackpotMinor) : ''}</strong>
            <span className={styles.heroLabel}>
              {t('draws.lottery.drawAt', {
                time: formatDateTime(draw.closesAt, language),
              })}
            </span>
            <span className={styles.fine}>
              {t('draws.lottery.commitment')}: {draw.seedCommitment.slice(0, 16)}… ·{' '}
              {t('draws.lottery.round')} {draw.beaconRound}
            </span>
          </div>
        )}
        <Tabs<Tab> items={tabs} value={tab} onChange={setTab} label={t('routes.lottery')} />
        {tab === 'pick' && current.data && <PickPanel rules={current.data.rules} />}
        {tab === 'tickets' && token && <MyTickets />}
        {tab === 'results' && <Results />}
      </Page>
    </>
  );
}

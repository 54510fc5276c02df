import type { Market } from '@sika/domain';
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatReward } from '../../../lib/rewards/index.ts';
import { Button } from '../../../ui/button.tsx';
import { confirmDialog } from '../../../ui/dialog.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { ClockIcon, DiamondIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { LoadMore, RecordList } from '../../../ui/record-list.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { showToast } from '../../../ui/toast.tsx';
import {
  type DiamondRecordType,
  type ExchangeItem,
  useDiamondRecords,
  useExchange,
  useExchangeCfg,
} from '../api/diamonds.ts';
import styles from './diamond.module.css';
import { DiamondHeader } from './diamond-header.tsx';

/**
 * /diamond/exchange (spec activities §2): diamonds for cash or coins at the configured rates, each item
 * confirmed first and paid in one transfer; below, the diamond account's movements.
 */
export default function DiamondExchangePage() {
  const { t } = useT('rewards');
  const cfg = useExchangeCfg();
  const market = useMarket();
  return (
    <>
      <PageHeader title={t('routes.diamond-exchange')} />
      <Page>
        <div className={styles.stack}>
          <DiamondHeader current="exchange" />
          {cfg.isPending || !market ? (
            <div className={styles.items} role="status" aria-busy="true" aria-label={t('common.loading')}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height="2.4rem" />
              ))}
            </div>
          ) : cfg.isError ? (
            <LoadError onRetry={() => void cfg.refetch()} />
          ) : !cfg.data.enable || cfg.data.items.length === 0 ? (
            <Empty
              icon={<ClockIcon />}
              title={t('rewards.exchange.offTitle')}
              text={t('rewards.exchange.offText')}
            />
          ) : (
            <section aria-labelledby="exchange-items" className={styles.stack}>
              <h2 id="exchange-items" className={styles.sectionTitle}>
                {t('rewards.exchange.choose')}
              </h2>
              <ul className={styles.items}>
                {cfg.data.items.map((item) => (
                  <li key={item.id}>
                    <ExchangeOption item={item} market={market} held={cfg.data.diamond} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {market && <Records market={market} />}
        </div>
      </Page>
    </>
  );
}

function ExchangeOption({ item, market, held }: { item: ExchangeItem; market: Market; held: number }) {
  const { t } = useT('rewards');
  const exchange = useExchange();
  const asking = useRef(false);
  const count = new Intl.NumberFormat(market.locale);
  const reward = formatReward(market, item.asset, item.amount);
  const assetName = t(`rewards.asset.${item.asset}`);
  const short = held < item.diamonds;
  const press = async () => {
    if (asking.current || exchange.isPending) return;
    asking.current = true;
    try {
      const confirmed = await confirmDialog({
        title: t('rewards.exchange.confirmTitle'),
        message: t('rewards.exchange.confirm', {
          diamonds: count.format(item.diamonds),
          amount: reward,
          asset: assetName,
        }),
        confirmText: t('rewards.exchange.button'),
      });
      if (!confirmed) return;
      exchange.mutate(item.id, {
        onSuccess: (result) =>
          showToast(
            t('rewards.exchange.done', {
              amount: formatReward(market, result.asset, result.amount),
              asset: t(`rewards.asset.${result.asset}`),
            }),
            'success',
          ),
      });
    } finally {
      asking.current = false;
    }
  };
  return (
    <article className={styles.item} data-testid={`exchange-${item.id}`}>
      <span className={styles.itemIcon}>
        <AssetIcon asset={item.asset} />
      </span>
      <p className={styles.itemReward}>{reward}</p>
      <p className={styles.itemAsset}>{assetName}</p>
      <Button size="sm" block onClick={() => void press()} loading={exchange.isPending} disabled={short}>
        <DiamondIcon /> {count.format(item.diamonds)}
      </Button>
      {short && <p className={styles.itemShort}>{t('rewards.exchange.short')}</p>}
    </article>
  );
}

const SOURCES = [
  'diamond_task',
  'diamond_spin',
  'coin_spin',
  'exchange',
  'daily_sign',
  'rating',
  'task',
] as const;
type Source = (typeof SOURCES)[number];
const isSource = (source: string): source is Source => (SOURCES as readonly string[]).includes(source);

function Records({ market }: { market: Market }) {
  const { t, language: appLanguage } = useT('rewards');
  // The server's title is English; the sources it names are said in the player's language.
  const sourceLabel = (source: string, title: string) =>
    isSource(source) ? t(`rewards.source.${source}`) : title;
  const [type, setType] = useState<DiamondRecordType>(0);
  const records = useDiamondRecords(type);
  const count = new Intl.NumberFormat(market.locale, { signDisplay: 'always' });
  const rows = records.data?.pages.flat() ?? [];
  return (
    <section className={styles.stack} aria-labelledby="diamond-records">
      <h2 id="diamond-records" className={styles.sectionTitle}>
        {t('rewards.exchange.records')}
      </h2>
      <Tabs
        label={t('rewards.exchange.records')}
        value={String(type) as '0' | '1' | '2'}
        onChange={(value) => setType(Number(value) as DiamondRecordType)}
        items={[
          { value: '0', label: t('rewards.exchange.all') },
          { value: '1', label: t('rewards.exchange.received') },
          { value: '2', label: t('rewards.exchange.spent') },
        ]}
      />
      {records.isPending ? (
        <Skeleton height="0.9rem" lines={3} />
      ) : records.isError ? (
        <div className={styles.muted} role="alert">
          <p>{t('state.loadErrorText')}</p>
          <Button size="sm" variant="ghost" onClick={() => void records.refetch()}>
            {t('state.retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('rewards.exchange.noRecords')}</p>
      ) : (
        <RecordList
          testId="diamond-records"
          rows={rows.map((row) => ({
            id: row.id,
            label: sourceLabel(row.source, row.title),
            time: formatDateTime(row.time, appLanguage),
            amount: count.format(row.amount),
            gain: row.amount >= 0,
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

import type { DepositOrderRecord } from '@sika/contract';
import { formatCoins, formatMoney, type Market } from '@sika/domain';
import { useEffect, useRef } from 'react';
import { knownKey, useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { RecordsIcon } from '../../../ui/icons/money.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useDepositOrders } from '../api/get-deposit-orders.ts';
import { useAppealIdsByOrder } from '../api/get-my-appeals.ts';
import styles from './deposit.module.css';

/**
 * Deposit records (/account/records/deposit): every order with a status a player understands, pages of
 * 50 loaded as the list is scrolled ("pull more"); a failed, expired or long-pending one can be appealed.
 */
export default function DepositRecordsPage() {
  const { t } = useT('deposit');
  const orders = useDepositOrders();
  const market = useMarket();
  const appeals = useAppealIdsByOrder();
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <PageHeader title={t('routes.account-records-deposit')} />
      <Page>
        {orders.isError && list.length === 0 ? (
          <LoadError onRetry={() => void orders.refetch()} />
        ) : orders.isPending || !market ? (
          <div className={styles.stack} aria-busy="true">
            <Skeleton height="2.2rem" lines={4} />
          </div>
        ) : list.length === 0 ? (
          <Empty
            icon={<RecordsIcon />}
            title={t('deposit.records.emptyTitle')}
            text={t('deposit.records.emptyText')}
            action={<ButtonLink to="/deposit">{t('deposit.records.deposit')}</ButtonLink>}
          />
        ) : (
          <>
            <ul className={styles.records} data-testid="deposit-records">
              {list.map((order) => (
                <Record
                  key={order.transNo}
                  order={order}
                  market={market}
                  appealId={appeals.get(order.transNo)}
                />
              ))}
            </ul>
            <MoreLoader
              hasMore={orders.hasNextPage}
              loading={orders.isFetchingNextPage}
              failed={orders.isError}
              onMore={() => void orders.fetchNextPage()}
            />
          </>
        )}
      </Page>
    </>
  );
}

function Record({
  order,
  market,
  appealId,
}: {
  order: DepositOrderRecord;
  market: Market;
  appealId?: string;
}) {
  const { t } = useT('deposit');
  const language = useLanguage();
  const reasonKey = order.reason ? knownKey(`deposit.reasons.${order.reason}`) : null;
  const reason = order.status === 'success' ? null : reasonKey ? t(reasonKey) : order.message || null;
  return (
    <li className={styles.record} data-testid={`deposit-record-${order.transNo}`}>
      <div className={styles.recordTop}>
        <span className={styles.recordAmount}>{formatMoney(market, order.payMoney)}</span>
        <span className={`${styles.status} ${styles[`status_${order.status}`]}`}>
          {t(`deposit.records.status.${order.status}`)}
        </span>
      </div>
      <p className={styles.recordMeta}>
        {order.channelName} · {formatDateTime(order.createdAt, language)}
      </p>
      {order.bonus > 0 && (
        <p className={styles.recordMeta}>
          {t('deposit.records.bonus', { coins: formatCoins(market, order.bonus) })}
        </p>
      )}
      {reason && <p className={styles.recordReason}>{reason}</p>}
      <p className={styles.orderNo}>
        {t('deposit.orderNo')} <span>{order.transNo}</span>
      </p>
      {(appealId || order.canAppeal || order.transferId) && (
        <div className={styles.recordActions}>
          {order.transferId && (
            <ButtonLink to={`/account/transaction/${order.transferId}`} size="sm" variant="ghost">
              {t('deposit.records.details')}
            </ButtonLink>
          )}
          {appealId && (
            <ButtonLink to={`/feedback/timeline/${appealId}`} size="sm" variant="ghost">
              {t('deposit.records.appealProgress')}
            </ButtonLink>
          )}
          {order.canAppeal && !appealId && (
            <ButtonLink
              to={`/feedback/deposit/${encodeURIComponent(order.transNo)}`}
              size="sm"
              variant="secondary"
            >
              {t('deposit.records.appeal')}
            </ButtonLink>
          )}
        </div>
      )}
    </li>
  );
}

/** Loads the next page when the end of the list scrolls into view, with a button as the fallback. */
function MoreLoader({
  hasMore,
  loading,
  failed,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore(): void;
}) {
  const { t } = useT('deposit');
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);
  if (!hasMore) return <p className={styles.listEnd}>{t('deposit.records.end')}</p>;
  return (
    <div ref={ref} className={styles.listEnd}>
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <Button variant="ghost" size="sm" onClick={onMore}>
          {failed ? t('state.retry') : t('deposit.records.more')}
        </Button>
      )}
    </div>
  );
}

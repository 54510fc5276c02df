import type { WithdrawOrder } from '@sika/contract';
import { formatMobile, formatMoney, type Market, withdrawalTax } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { WithdrawIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useWithdrawOrders } from '../api/get-withdraw-orders.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './withdraw.module.css';

/** /account/records/withdraw: every withdrawal with its status (pending, success, failed), pages of 50. */
export default function WithdrawRecordsPage() {
  const { t } = useT('withdraw');
  return (
    <>
      <PageHeader title={t('routes.account-records-withdraw')} />
      <Page>
        <Records />
      </Page>
    </>
  );
}

function Records() {
  const { t } = useT('withdraw');
  const market = useMarket();
  const orders = useWithdrawOrders();
  if (orders.isError && !orders.data) {
    return <LoadError onRetry={() => void orders.refetch()} />;
  }
  if (!orders.data || !market) {
    return (
      <div className={styles.records} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="1.9rem" lines={4} />
      </div>
    );
  }
  const list = orders.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    return (
      <Empty
        icon={<WithdrawIcon />}
        title={t('withdraw.recordsEmpty')}
        text={t('withdraw.recordsEmptyText')}
        action={<ButtonLink to="/withdraw">{t('routes.withdraw')}</ButtonLink>}
      />
    );
  }
  return (
    <div className={styles.records}>
      <ul className={styles.recordList}>
        {list.map((order) => (
          <Record key={order.orderNo} order={order} market={market} />
        ))}
      </ul>
      {orders.hasNextPage && (
        <Button
          variant="ghost"
          block
          loading={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {t('withdraw.loadMore')}
        </Button>
      )}
    </div>
  );
}

function Record({ order, market }: { order: WithdrawOrder; market: Market }) {
  const { t } = useT('withdraw');
  const language = useLanguage();
  const money = (minor: number) => formatMoney(market, minor);
  // Ghana taxes the winnings part only (packages/domain taxes.ts): the record says what was taxed.
  const onWinnings = withdrawalTax(market.code)?.base === 'winnings';
  const deductions = [
    order.feeMinor > 0 && t('withdraw.recordFee', { amount: money(order.feeMinor) }),
    order.taxMinor > 0 &&
      t(onWinnings ? 'withdraw.recordTaxOnWinnings' : 'withdraw.recordTax', {
        amount: money(order.taxMinor),
        base: money(order.taxBaseMinor),
      }),
  ].filter(Boolean);
  return (
    <li className={styles.record} data-testid="withdraw-record">
      <div className={styles.recordTop}>
        <span className={styles.recordAmount}>{money(order.money)}</span>
        <StatusBadge status={order.status} />
      </div>
      <p className={styles.recordLine}>
        {order.channelName} · {formatMobile(market, order.bankAccount)}
      </p>
      <p className={styles.recordLine}>
        {t('withdraw.recordNet', { amount: money(order.netMinor) })}
        {deductions.length > 0 && ` (${deductions.join(', ')})`}
      </p>
      {order.status === 'failed' && (
        <p className={styles.recordReason}>
          {order.reason ? t(`withdraw.reasons.${order.reason}`) : order.message}
        </p>
      )}
      <p className={styles.recordMeta}>
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
        <span className={styles.mono}>{order.orderNo}</span>
      </p>
    </li>
  );
}

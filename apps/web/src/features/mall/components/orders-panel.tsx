import type { TFunction } from '../../../i18n/index.ts';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { Link } from '../../../lib/router/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Empty } from '../../../ui/empty.tsx';
import { ReceiptIcon } from '../../../ui/icons/money.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { formatPrice, type MallOrder, useOrders } from '../api/mall.ts';
import styles from './mall.module.css';

/** What a line delivered, as the player reads it. */
export function Delivered({
  line,
  payWith,
}: {
  line: MallOrder['lines'][number];
  payWith: MallOrder['payWith'];
}) {
  const { t } = useT('mall');
  const market = useMarket();
  const language = useLanguage();
  return (
    <>
      <span className={styles.state}>{t(`mall.deliveryState.${line.deliveryState}`)}</span>
      {line.codes.length > 0 && (
        <>
          <span className={styles.muted}>{t('mall.yourCodes', { count: line.codes.length })}</span>
          <ul className={styles.codes} data-testid="mall-codes">
            {line.codes.map((code, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: codes may repeat; the list never reorders
              <li key={`${code}-${i}`}>{code}</li>
            ))}
          </ul>
          <Link className={styles.more} to="/activities/lucky-refund/index">
            {t('mall.seeCodes')}
          </Link>
        </>
      )}
      {line.vouchers.length > 0 && (
        <>
          <span className={styles.muted}>{t('mall.vouchers')}</span>
          <ul className={styles.codes}>
            {line.vouchers.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </>
      )}
      {line.freeRounds && market && (
        <>
          <span className={styles.muted} data-testid="mall-free-spins-delivered">
            {t('mall.freeSpins.offer', {
              count: line.freeRounds.rounds,
              game: line.freeRounds.gameName,
              bet: formatPrice(market, 'cash', line.freeRounds.bet),
            })}
          </span>
          {line.deliveryState === 'delivered' && (
            <>
              <span className={styles.muted}>
                {t('mall.freeSpins.until', { date: formatDateTime(line.freeRounds.expiresAt, language) })}
              </span>
              <Link
                className={styles.more}
                to={`/casino/launch/${line.freeRounds.gameId}`}
                data-testid="mall-play-free-spins"
              >
                {t('mall.freeSpins.play')}
              </Link>
            </>
          )}
        </>
      )}
      {line.refunded > 0 && market && (
        <span className={styles.muted}>
          {t('mall.refunded', { amount: formatPrice(market, payWith, line.refunded) })}
        </span>
      )}
      {line.coins > 0 && market && (
        <span className={styles.price} data-testid="mall-coins-received">
          {t('mall.coinsReceived', { amount: formatPrice(market, 'coins', line.coins) })}
        </span>
      )}
    </>
  );
}

function paidText(t: TFunction, order: MallOrder, money: (amount: number) => string) {
  return order.discount > 0
    ? t('mall.paidWithCoupon', { paid: money(order.paid), discount: money(order.discount) })
    : t('mall.paid', { paid: money(order.paid) });
}

/** The player's orders, newest first, with what each delivered. */
export function OrdersPanel() {
  const { t } = useT('mall');
  const market = useMarket();
  const language = useLanguage();
  const orders = useOrders();
  if (!orders.data || !market) return <Skeleton height="1.4rem" lines={3} />;
  if (orders.data.list.length === 0) return <Empty icon={<ReceiptIcon />} title={t('mall.noOrders')} />;
  return (
    <ul className={styles.coupons} data-testid="mall-orders">
      {orders.data.list.map((order) => (
        <li key={order.orderNo} className={styles.order}>
          <span className={styles.row}>
            <strong>{order.orderNo}</strong>
            <span className={styles.muted}>{formatDateTime(order.createdAt, language)}</span>
          </span>
          {order.lines.map((line) => (
            <span key={line.id} className={styles.couponText}>
              <span className={styles.name}>
                {line.count} × {line.name}
              </span>
              <Delivered line={line} payWith={order.payWith} />
            </span>
          ))}
          <span className={styles.muted}>
            {paidText(t, order, (amount) => formatPrice(market, order.payWith, amount))}
          </span>
        </li>
      ))}
    </ul>
  );
}

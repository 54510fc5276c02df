import type { DepositOrder, PaymentChannel } from '@sika/contract';
import { formatMoney, type Market } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { AlertIcon, CheckIcon } from '../../../ui/icons/core.tsx';
import { PhonePromptIcon } from '../../../ui/icons/money.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useDepositWait, useElapsedSeconds } from '../hooks/use-deposit-wait.ts';
import styles from './deposit.module.css';
import { PixCodeStep } from './pix-code-step.tsx';
import { VoucherStep } from './voucher-step.tsx';

/**
 * After Pay: the provider's prompt is on the player's phone ("approve on your phone"), or a step of its own
 * (Telecel's voucher through Paystack: VoucherStep), and this screen
 * waits for the result with visible progress (spec core §4: every 5 s, at most 30 times), then shows the
 * outcome for 3 s while the balance refreshes, then hands over to the result page or step.
 */
export function DepositWait({
  transNo,
  query,
  initial,
  channels,
  market,
  onFinish,
  showRecordsLink = true,
}: {
  transNo: string;
  query(signal: AbortSignal): Promise<DepositOrder>;
  initial?: DepositOrder | null;
  channels: readonly PaymentChannel[];
  market: Market;
  onFinish(order: DepositOrder | null): void;
  showRecordsLink?: boolean;
}) {
  const { t } = useT('deposit');
  const wait = useDepositWait<DepositOrder>({
    key: transNo,
    query,
    initial,
    onFinish: ({ last }) => onFinish(last),
  });
  const elapsed = useElapsedSeconds(wait.startedAt);
  const order = wait.last;
  const channel = channels.find((c) => c.id === order?.channelId) ?? null;
  const finishing = wait.phase === 'finishing';
  const settled = order !== null && order.state >= 3;
  const progress = finishing ? 1 : wait.attempts / wait.maxAttempts;

  return (
    <section className={styles.wait} aria-live="polite" data-testid="deposit-wait">
      <div
        className={`${styles.waitIcon} ${finishing ? (wait.success ? styles.good : styles.bad) : styles.pulse}`}
      >
        {finishing ? wait.success ? <CheckIcon /> : <AlertIcon /> : <PhonePromptIcon />}
      </div>
      <h2 className={styles.waitTitle}>
        {finishing
          ? wait.success
            ? t('deposit.wait.received')
            : settled
              ? t('deposit.wait.notCompleted')
              : t('deposit.wait.noAnswer')
          : order?.payCode
            ? t('deposit.wait.pixTitle')
            : t('deposit.wait.title')}
      </h2>
      {order ? (
        <p className={styles.waitText}>
          {finishing
            ? t('deposit.wait.updating')
            : order.awaitingVoucher
              ? null // no PIN prompt comes: the voucher step below says what to do
              : order.payCode
                ? t('deposit.wait.pixText', { amount: formatMoney(market, order.payMoney) })
                : t(channel ? 'deposit.wait.textChannel' : 'deposit.wait.text', {
                    amount: formatMoney(market, order.payMoney),
                    mobile: order.payerMobile,
                    channel: channel?.name,
                  })}
        </p>
      ) : (
        <Skeleton lines={2} />
      )}

      {order?.payCode && !finishing && order.state < 3 && <PixCodeStep payCode={order.payCode} />}

      {order && !finishing && order.state < 3 && (order.payerNote || order.awaitingVoucher) && (
        <VoucherStep order={order} channelName={channel?.name ?? null} />
      )}

      <div className={styles.progressBox}>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('deposit.wait.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={wait.maxAttempts}
          aria-valuenow={finishing ? wait.maxAttempts : wait.attempts}
        >
          <span style={{ transform: `scaleX(${Math.max(0.03, progress)})` }} />
        </div>
        <p className={styles.progressText}>
          {finishing
            ? t('deposit.wait.finishing')
            : wait.attempts === 0
              ? t('deposit.wait.waiting', { time: clock(elapsed) })
              : t('deposit.wait.checking', {
                  time: clock(elapsed),
                  attempt: wait.attempts,
                  max: wait.maxAttempts,
                })}
        </p>
      </div>

      {order && (
        <p className={styles.orderNo}>
          {t('deposit.orderNo')} <span>{order.transNo}</span>
        </p>
      )}
      {showRecordsLink && !finishing && (
        <Link to="/account/records/deposit" className={styles.textLink}>
          {t('deposit.wait.later')}
        </Link>
      )}
    </section>
  );
}

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

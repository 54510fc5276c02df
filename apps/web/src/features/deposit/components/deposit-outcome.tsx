import { formatCoins, formatMoney, type Market } from '@sika/domain';
import type { ReactNode } from 'react';
import { knownKey, useT } from '../../../i18n/index.ts';
import { AlertIcon, CheckIcon, ClockIcon } from '../../../ui/icons/core.tsx';
import { type DepositResultView, isStillWaiting } from '../result-query.ts';
import styles from './deposit.module.css';

/**
 * The outcome of a deposit (spec core §2 Deposit result page): status 1 is a success; otherwise the title
 * is "Deposit Failed" with the reason if there is one. A deposit whose money has not been confirmed yet is
 * not called failed: it may still be credited, and the player is told so.
 */
export function DepositOutcome({
  view,
  market,
  balanceMinor,
  actions,
}: {
  view: DepositResultView;
  market: Market;
  /** The refreshed balance, when the player's profile is known. */
  balanceMinor?: number | null;
  actions: ReactNode;
}) {
  const { t } = useT('deposit');
  const waiting = isStillWaiting(view);
  const success = view.status === 1;
  const tone = success ? styles.good : waiting ? styles.pending : styles.bad;
  return (
    <section className={styles.outcome} data-testid="deposit-outcome">
      <div className={`${styles.outcomeIcon} ${tone}`}>
        {success ? <CheckIcon /> : waiting ? <ClockIcon /> : <AlertIcon />}
      </div>
      <h2 className={styles.outcomeTitle}>
        {success
          ? t('deposit.result.success')
          : waiting
            ? t('deposit.result.waiting')
            : t('deposit.result.failed')}
      </h2>
      <p className={styles.outcomeText} data-testid="deposit-outcome-text">
        {success ? t('deposit.result.successText') : <FailureReason view={view} waiting={waiting} />}
      </p>
      {success && view.isBonus === 1 && view.bonus > 0 && (
        <p className={styles.outcomeBonus}>
          {t('deposit.result.bonus', { coins: formatCoins(market, view.bonus) })}
        </p>
      )}
      {success && balanceMinor !== null && balanceMinor !== undefined && (
        <p className={styles.outcomeBalance}>
          {t('deposit.result.balance')}{' '}
          <strong data-testid="deposit-balance">{formatMoney(market, balanceMinor)}</strong>
        </p>
      )}
      {view.no && (
        <p className={styles.orderNo}>
          {t('deposit.orderNo')} <span>{view.no}</span>
        </p>
      )}
      <div className={styles.outcomeActions}>{actions}</div>
    </section>
  );
}

function FailureReason({ view, waiting }: { view: DepositResultView; waiting: boolean }) {
  const { t } = useT('deposit');
  if (waiting) return t('deposit.result.waitingText');
  const key = view.reason ? knownKey(`deposit.reasons.${view.reason}`) : null;
  if (key) return t(key);
  return view.msg || t('deposit.reasons.OTHER');
}

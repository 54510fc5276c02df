import { formatMoney, type Market, type WithdrawQuote } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import styles from './withdraw.module.css';

/**
 * The figures of a withdrawal (spec core §5): the money, the fee (only when above 0; "not support" for an
 * unknown fee type), the tax when it is on, and the net amount the player receives.
 */
export function Figures({
  market,
  quote,
  feeSupported,
  taxEnabled,
  taxPending = false,
  taxNote,
}: {
  market: Market;
  quote: Pick<WithdrawQuote, 'moneyMinor' | 'feeMinor' | 'taxMinor' | 'netMinor'> | null;
  feeSupported: boolean;
  taxEnabled: boolean;
  taxPending?: boolean;
  taxNote?: string | null;
}) {
  const { t } = useT('withdraw');
  const money = (minor: number) => formatMoney(market, minor);
  return (
    <div className={styles.figures}>
      <dl className={styles.figureList}>
        <div className={styles.figure}>
          <dt>{t('withdraw.money')}</dt>
          <dd data-testid="withdraw-money">{money(quote?.moneyMinor ?? 0)}</dd>
        </div>
        {!feeSupported ? (
          <div className={styles.figure}>
            <dt>{t('withdraw.fee')}</dt>
            <dd className={styles.danger}>{t('withdraw.notSupport')}</dd>
          </div>
        ) : (
          quote &&
          quote.feeMinor > 0 && (
            <div className={styles.figure}>
              <dt>{t('withdraw.fee')}</dt>
              <dd data-testid="withdraw-fee">−{money(quote.feeMinor)}</dd>
            </div>
          )
        )}
        {taxEnabled && (
          <div className={styles.figure}>
            <dt>{t('withdraw.tax')}</dt>
            <dd data-testid="withdraw-tax">
              {taxPending && <Spinner size="sm" />}−{money(quote?.taxMinor ?? 0)}
            </dd>
          </div>
        )}
        <div className={`${styles.figure} ${styles.net}`}>
          <dt>{t('withdraw.net')}</dt>
          <dd data-testid="withdraw-net">{money(quote?.netMinor ?? 0)}</dd>
        </div>
      </dl>
      {taxEnabled && taxNote && <p className={styles.taxNote}>{taxNote}</p>}
    </div>
  );
}

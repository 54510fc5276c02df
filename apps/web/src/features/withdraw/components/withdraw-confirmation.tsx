import type { WithdrawOrder } from '@sika/contract';
import { formatMoney, type Market, PREVIEW_REVEAL_DELAY_MS } from '@sika/domain';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { errorCodes, isApiError, NETWORK_ERROR } from '../../../lib/api/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { confirmDialog } from '../../../ui/dialog.tsx';
import { AlertIcon, CheckIcon } from '../../../ui/icons/core.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { submitWithdrawalOnce } from '../api/submit-withdrawal.ts';
import { endPreview } from '../preview-key.ts';
import type { PreviewParams } from '../withdraw-figures.ts';
import { Figures } from './figures.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './withdraw.module.css';

type Phase = 'submitting' | 'revealed' | 'uncertain';

/**
 * Both previews' content (spec core §4 Withdraw preview): on show the withdrawal is submitted, once per
 * idempotency key; success reveals the confirmation after 200 ms; a refusal closes (the API client has
 * shown its message). A lost answer is different: nobody knows whether the server took it, so the player
 * can retry with the same key instead, and the server answers with the order it already made, if any.
 */
export function WithdrawConfirmation({
  params,
  idempotencyKey,
  channelName,
  bankAccountName,
  recordsReplace = false,
  onClose,
}: {
  params: PreviewParams;
  idempotencyKey: string;
  channelName: string;
  bankAccountName: string | null;
  /** The route preview hands its place in the history to the records; the overlay keeps the page. */
  recordsReplace?: boolean;
  onClose(): void;
}) {
  const { t } = useT('bonus', 'withdraw');
  const market = useMarket();
  const [phase, setPhase] = useState<Phase>('submitting');
  const [order, setOrder] = useState<WithdrawOrder | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The player confirmed that this withdrawal forfeits their active bonus (asked on answer 5201).
  const [forfeitBonus, setForfeitBonus] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a preview's params and names do not change; a retry (attempt) sends the same key again
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setPhase('submitting');
    submitWithdrawalOnce({
      bankAccount: params.account,
      bankAccountName: bankAccountName ?? undefined,
      bankCode: params.channelCode,
      bankName: channelName,
      money: params.money,
      coins: params.coins,
      channel: params.channelCode,
      payChannel: params.payType,
      forfeitBonus,
      idempotencyKey,
    }).then(
      (made) => {
        if (!active) return;
        setOrder(made);
        timer = setTimeout(() => setPhase('revealed'), PREVIEW_REVEAL_DELAY_MS);
      },
      (error: unknown) => {
        if (!active) return;
        if (isApiError(error) && error.code === errorCodes.BONUS_FORFEIT_UNCONFIRMED) {
          // Nothing was made: say what would be lost, and send again (same key) only if the player agrees.
          const forfeitMinor = (error.data as { forfeitMinor?: number } | null)?.forfeitMinor ?? 0;
          void confirmDialog({
            title: t('bonus.forfeitTitle'),
            message: t('bonus.forfeitText', { amount: market ? formatMoney(market, forfeitMinor) : '' }),
            confirmText: t('bonus.forfeitConfirm'),
          }).then((agreed) => {
            if (!active) return;
            if (agreed) setForfeitBonus(true);
            else close.current();
          });
        } else if (isApiError(error) && (error.code === NETWORK_ERROR || error.status >= 500))
          setPhase('uncertain');
        else close.current();
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [idempotencyKey, attempt, forfeitBonus]);

  // Leaving the preview, however it happens, ends it: the next Next is a new withdrawal with a new key.
  useEffect(() => () => endPreview(), []);

  if (!market) return <Spinner size="lg" label={t('common.loading')} />;

  if (phase === 'uncertain') {
    return (
      <div className={styles.confirmation} role="alert">
        <span className={`${styles.resultIcon} ${styles.pendingIcon}`}>
          <AlertIcon />
        </span>
        <h2 className={styles.resultTitle}>{t('withdraw.preview.uncertainTitle')}</h2>
        <p className={styles.resultText}>{t('withdraw.preview.uncertainText')}</p>
        <div className={styles.resultActions}>
          <Button block onClick={() => setAttempt((n) => n + 1)}>
            {t('state.retry')}
          </Button>
          <Button variant="ghost" block onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    );
  }

  if (phase === 'revealed' && order) {
    return <Revealed order={order} market={market} recordsReplace={recordsReplace} onClose={onClose} />;
  }

  return (
    <div className={styles.confirmation} aria-busy="true">
      <Spinner size="lg" />
      <h2 className={styles.resultTitle} role="status">
        {t('withdraw.preview.submitting')}
      </h2>
      <Summary channelName={channelName} account={params.account} />
      <Figures
        market={market}
        quote={{
          moneyMinor: params.money,
          feeMinor: params.fee,
          taxMinor: 0,
          netMinor: Math.max(0, params.money - params.fee),
        }}
        feeSupported
        taxEnabled={false}
      />
    </div>
  );
}

function Summary({ channelName, account }: { channelName: string; account: string }) {
  const { t } = useT('bonus', 'withdraw');
  return (
    <dl className={styles.summary}>
      <div className={styles.figure}>
        <dt>{t('withdraw.preview.channel')}</dt>
        <dd>{channelName}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('withdraw.preview.account')}</dt>
        <dd>{account}</dd>
      </div>
    </dl>
  );
}

function Revealed({
  order,
  market,
  recordsReplace,
  onClose,
}: {
  order: WithdrawOrder;
  market: Market;
  recordsReplace: boolean;
  onClose(): void;
}) {
  const { t } = useT('bonus', 'withdraw');
  const failed = order.status === 'failed';
  return (
    <div className={`${styles.confirmation} ${styles.reveal}`} data-testid="withdraw-confirmation">
      <span className={`${styles.resultIcon} ${failed ? styles.failedIcon : styles.successIcon}`}>
        {failed ? <AlertIcon /> : <CheckIcon />}
      </span>
      <h2 className={styles.resultTitle}>
        {t(failed ? 'withdraw.preview.failedTitle' : 'withdraw.preview.successTitle')}
      </h2>
      <p className={styles.resultText}>
        {failed
          ? order.reason
            ? t(`withdraw.reasons.${order.reason}`)
            : order.message
          : t('withdraw.preview.successText', {
              amount: formatMoney(market, order.netMinor),
              account: order.bankAccount,
            })}
      </p>
      <Summary channelName={order.channelName} account={order.bankAccount} />
      <Figures
        market={market}
        quote={{
          moneyMinor: order.money,
          feeMinor: order.feeMinor,
          taxMinor: order.taxMinor,
          netMinor: order.netMinor,
        }}
        feeSupported
        taxEnabled={order.taxMinor > 0}
      />
      <dl className={styles.summary}>
        <div className={styles.figure}>
          <dt>{t('withdraw.preview.orderNo')}</dt>
          <dd className={styles.mono}>{order.orderNo}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('withdraw.preview.status')}</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
      </dl>
      <div className={styles.resultActions}>
        <Button block onClick={onClose}>
          {t('withdraw.preview.done')}
        </Button>
        <ButtonLink to="/account/records/withdraw" variant="secondary" block replace={recordsReplace}>
          {t('withdraw.records')}
        </ButtonLink>
      </div>
    </div>
  );
}

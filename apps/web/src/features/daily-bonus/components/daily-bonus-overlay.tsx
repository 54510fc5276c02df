import type { DailyBonusEntry } from '@sika/contract';
import { DAILY_SIGN_DAYS } from '@sika/domain';
import { useEffect, useId, useRef } from 'react';
import { openRule } from '../../../components/rule-dialog-host.tsx';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatReward } from '../../../lib/rewards/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { CheckIcon, CloseIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useDailyBonus, useSignDailyBonus } from '../api/daily-bonus.ts';
import styles from './daily-bonus.module.css';
import { TaskList } from './task-list.tsx';

/** Where WIN CASH leads (spec activities §2: the coin wheel, id 1). */
const COIN_SPIN_PATH = '/games/coin-spin/1';

/**
 * The daily sign-in overlay (spec activities §2, §4): 7 day tiles and one button. Today unsigned: SIGN IN
 * (a second press while the request runs is ignored); signed: WIN CASH, which closes the overlay and opens
 * the coin wheel. Below, the task list (bet, deposit).
 */
export default function DailyBonusOverlay({ onClose }: { onClose(): void }) {
  const { t } = useT('rewards');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      dialog.focus();
    }
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.overlay}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="daily-bonus"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.card}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </button>
        <h2 id={titleId} className={styles.title}>
          {t('rewards.daily.title')}
        </h2>
        <p className={styles.subtitle}>{t('rewards.daily.subtitle', { days: DAILY_SIGN_DAYS })}</p>
        <SignIn onClose={onClose} />
        <button type="button" className={styles.rules} onClick={() => openRule('daily-bonus')}>
          {t('rewards.daily.rules')}
        </button>
        <TaskList onLeave={onClose} />
      </div>
    </dialog>
  );
}

function SignIn({ onClose }: { onClose(): void }) {
  const { t } = useT('rewards');
  const navigate = useNavigate();
  const market = useMarket();
  const preview = useDailyBonus();
  const sign = useSignDailyBonus();
  // A ref, not state: two taps in the same frame both see state from before the first.
  const running = useRef(false);

  if (preview.isPending || !market) {
    return (
      <div className={styles.tiles} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: DAILY_SIGN_DAYS }, (_, day) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={day} className={`${styles.tile} ${day === DAILY_SIGN_DAYS - 1 ? styles.grand : ''}`}>
            <Skeleton height="1.2rem" />
          </div>
        ))}
      </div>
    );
  }
  if (preview.isError) {
    return <LoadError onRetry={() => void preview.refetch()} />;
  }
  const entries = preview.data;
  const today = entries.find((entry) => entry.today);
  const canSign = today?.status === 0;

  const press = () => {
    if (!canSign) {
      onClose();
      navigate(COIN_SPIN_PATH);
      return;
    }
    if (running.current) return;
    running.current = true;
    sign.mutate(undefined, {
      onSuccess: (result) =>
        showToast(
          t('rewards.daily.signed', {
            day: result.day,
            amount: formatReward(market, result.asset, result.cashBack),
            asset: t(`rewards.asset.${result.asset}`),
          }),
          'success',
        ),
      onSettled: () => {
        running.current = false;
      },
    });
  };

  return (
    <>
      <ol className={styles.tiles} aria-label={t('rewards.daily.days')}>
        {entries.map((entry) => (
          <DayTile key={entry.day} entry={entry} amount={formatReward(market, entry.asset, entry.cashBack)} />
        ))}
      </ol>
      <Button
        block
        onClick={press}
        loading={sign.isPending}
        className={styles.action}
        data-testid="daily-bonus-button"
      >
        {canSign ? t('rewards.daily.signIn') : t('rewards.daily.winCash')}
      </Button>
    </>
  );
}

function DayTile({ entry, amount }: { entry: DailyBonusEntry; amount: string }) {
  const { t } = useT('rewards');
  const signed = entry.status === 1;
  const classes = [
    styles.tile,
    entry.grand && styles.grand,
    signed && styles.signed,
    entry.today && styles.today,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-testid={`day-${entry.day}`} data-signed={signed}>
      <span className={styles.day}>{t('rewards.daily.day', { day: entry.day })}</span>
      <AssetIcon asset={entry.asset} className={styles.tileIcon} />
      <span className={styles.amount}>{amount}</span>
      {signed && (
        <span className={styles.check}>
          <CheckIcon />
          <span className="visually-hidden">{t('rewards.daily.signedTile')}</span>
        </span>
      )}
    </li>
  );
}

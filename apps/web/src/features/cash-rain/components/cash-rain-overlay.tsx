import { type CallData, type claimCashRainGift, invitationPath } from '@sika/contract';
import {
  CASH_RAIN_COUNTDOWN_S,
  CASH_RAIN_FLOWERS_GIFT,
  CASH_RAIN_FLOWERS_TRY_AGAIN,
  CASH_RAIN_SHARE_DELAY_MS,
} from '@sika/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { SharePopup } from '../../../components/share-popup.tsx';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatReward } from '../../../lib/rewards/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useProfile } from '../../../lib/session/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Button } from '../../../ui/button.tsx';
import { alertDialog } from '../../../ui/dialog.tsx';
import { CloseIcon } from '../../../ui/icons/core.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { getCashRainDrawStatus, useCashRainCfg, useClaimCashRainGift } from '../api/cash-rain.ts';
import styles from './cash-rain.module.css';
import { Flowers } from './flowers.tsx';
import { RainField } from './rain-field.tsx';
import { slotLabel } from './slot-label.ts';

type Gift = CallData<typeof claimCashRainGift>;
type Phase = 'rules' | 'countdown' | 'rain' | 'claiming' | 'reward';
const ASSET = { 1: 'withdrawable_cash', 2: 'cash', 3: 'coins', 4: 'diamonds' } as const;

/**
 * The cash rain (spec activities §2, §4): the config reloads, the displayed slot's draw status is checked,
 * the rules dialog offers the start; memberStatus non-zero sends the player to deposit (cash_rain.msg7);
 * otherwise a 3-2-1 countdown, the 15-second rain, the gifts call (only if a drop was tapped; any failure
 * is Try Again), the reward dialog with falling flowers and, for a gift, the share popup 1 s later.
 */
export default function CashRainOverlay({ onClose }: { onClose(): void }) {
  const { t } = useT('cashRain', 'cash_rain', 'rewards');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>('rules');
  const [gift, setGift] = useState<Gift | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      dialog.focus();
    }
    return () => dialog?.close();
  }, []);
  const claim = useClaimCashRainGift();
  const finish = (count: number) => {
    if (count === 0) {
      setGift(null);
      setPhase('reward');
      return;
    }
    setPhase('claiming');
    claim.mutate(undefined, {
      onSuccess: (answer) => setGift(answer),
      onError: () => setGift(null),
      onSettled: () => setPhase('reward'),
    });
  };
  const closable = phase === 'rules' || phase === 'reward';
  return (
    <dialog
      ref={ref}
      className={styles.overlay}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="cash-rain"
      data-phase={phase}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
    >
      <h2 id={titleId} className="visually-hidden">
        {t('cashRain.title')}
      </h2>
      {closable && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </button>
      )}
      {phase === 'rules' && <Rules onStart={() => setPhase('countdown')} onClose={onClose} />}
      {phase === 'countdown' && <Countdown onDone={() => setPhase('rain')} />}
      {phase === 'rain' && <RainField onEnd={finish} />}
      {phase === 'claiming' && (
        <div className={styles.center} role="status" aria-label={t('common.loading')}>
          <Spinner />
        </div>
      )}
      {phase === 'reward' && <Reward gift={gift} onClose={onClose} />}
    </dialog>
  );
}

function Rules({ onStart, onClose }: { onStart(): void; onClose(): void }) {
  const { t } = useT('cashRain', 'cash_rain', 'rewards');
  const navigate = useNavigate();
  const cfg = useCashRainCfg(useLanguage());
  const slot = cfg.data && cfg.data.current !== null ? cfg.data.durations[cfg.data.current] : undefined;
  const [played, setPlayed] = useState<boolean | null>(null);
  const open = slot?.status === 1;
  useEffect(() => {
    if (!open || !slot) return;
    let active = true;
    getCashRainDrawStatus(slot.id).then(
      (already) => active && setPlayed(already),
      () => active && setPlayed(false),
    );
    return () => {
      active = false;
    };
  }, [open, slot]);

  const start = async () => {
    if (!cfg.data) return;
    if (cfg.data.memberStatus !== 0) {
      await alertDialog({ message: t('cash_rain.msg7'), confirmText: t('cashRain.toDeposit') });
      onClose();
      navigate('/deposit');
      return;
    }
    onStart();
  };
  const ready = cfg.data !== undefined && (!open || played !== null);
  const label = open && played ? t('cashRain.played') : slotLabel(t, slot);
  return (
    <div className={styles.card} data-testid="cash-rain-rules">
      <p className={styles.kicker}>{t('cashRain.title')}</p>
      <p className={styles.headline}>{cfg.data?.title}</p>
      {slot && (
        <p className={styles.slot} data-testid="cash-rain-slot">
          {t('cashRain.slot', { begin: slot.begin, end: slot.end })}
        </p>
      )}
      <ol className={styles.rules}>
        {cfg.data?.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <Button
        block
        disabled={!ready || !open || played === true}
        loading={!ready}
        onClick={() => void start()}
        data-testid="cash-rain-start"
      >
        {label}
      </Button>
    </div>
  );
}

function Countdown({ onDone }: { onDone(): void }) {
  const [left, setLeft] = useState(CASH_RAIN_COUNTDOWN_S);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (left === 0) {
      done.current();
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return (
    <div className={styles.center} data-testid="cash-rain-countdown">
      <span key={left} className={styles.countdown} aria-live="assertive">
        {left > 0 ? left : ''}
      </span>
    </div>
  );
}

function Reward({ gift, onClose }: { gift: Gift | null; onClose(): void }) {
  const { t } = useT('cashRain', 'cash_rain', 'rewards');
  const market = useMarket();
  const [sharing, setSharing] = useState(false);
  const profile = useProfile();
  const won = gift !== null && gift.giftType !== 0;
  useEffect(() => {
    if (!won) return;
    const timer = window.setTimeout(() => setSharing(true), CASH_RAIN_SHARE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [won]);
  const amount =
    won && market && gift.giftType !== 0 ? formatReward(market, ASSET[gift.giftType], gift.giftAmount) : '';
  return (
    <div className={styles.rewardWrap}>
      <Flowers count={won ? CASH_RAIN_FLOWERS_GIFT : CASH_RAIN_FLOWERS_TRY_AGAIN} />
      <div className={styles.card} data-testid="cash-rain-reward" data-gift-type={gift?.giftType ?? 0}>
        <p className={styles.kicker}>{won ? t('cashRain.congrats') : t('cashRain.tryAgainTitle')}</p>
        {won && gift.giftType !== 0 ? (
          <>
            <p className={styles.amount} data-testid="cash-rain-amount">
              {amount}
            </p>
            <p className={styles.asset}>{t(`rewards.asset.${ASSET[gift.giftType]}`)}</p>
          </>
        ) : (
          <p className={styles.headline}>{t('cashRain.tryAgain')}</p>
        )}
        <Button block onClick={onClose} data-testid="cash-rain-ok">
          {t('cashRain.ok')}
        </Button>
      </div>
      {profile.data && (
        <SharePopup
          open={sharing}
          onClose={() => setSharing(false)}
          title={t('cashRain.share')}
          testId="cash-rain-share"
          target={{
            text: t('cashRain.shareText'),
            urlOf: (channel) =>
              `${window.location.origin}${invitationPath(profile.data.inviteCode, channel)}`,
          }}
        />
      )}
    </div>
  );
}

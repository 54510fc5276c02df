import type { SpinRecord } from '@sika/contract';
import { formatCoins, type Market } from '@sika/domain';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatReward } from '../../../lib/rewards/index.ts';
import { Button } from '../../../ui/button.tsx';
import { alertDialog } from '../../../ui/dialog.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { BackIcon, ClockIcon, CoinIcon, DiamondIcon, ShieldIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { IconButton, Page, PageHeader, useBack } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { Wheel } from '../../../ui/wheel.tsx';
import {
  type SpinResult,
  useAfterSpin,
  useSpin,
  useWheelCfg,
  type WheelCfg,
  type WheelRef,
} from '../api/spin.ts';
import { shortPrize } from './prize-label.ts';
import styles from './spin.module.css';
import { SpinLists } from './spin-lists.tsx';

const FairnessSheet = lazy(() => import('./fairness-sheet.tsx'));

type Phase = 'idle' | 'asking' | 'spinning';

/**
 * A prize wheel page (spec activities §2: /diamond/spin and /games/coin-spin/{id}). The wheel turns to
 * the segment the server drew and only then shows the prize and refreshes the balance. While it turns the
 * page cannot be left ("Spinning, Can not close"). Every spin is provably fair: the seed pair is shown and
 * any spin can be verified once its server seed is revealed.
 */
export function SpinScreen({ wheel, title }: { wheel: WheelRef; title: string }) {
  const { t } = useT('rewards');
  const cfg = useWheelCfg(wheel);
  const market = useMarket();
  const [phase, setPhase] = useState<Phase>('idle');
  const goBack = useBack();
  const back = () => {
    if (phase !== 'idle') showToast(t('rewards.spin.cannotClose'), 'error');
    else goBack();
  };
  return (
    <>
      <PageHeader
        title={title}
        back={false}
        start={
          <IconButton label={t('common.back')} onClick={back}>
            <BackIcon />
          </IconButton>
        }
      />
      <Page>
        {cfg.isPending || !market ? (
          <div className={styles.stack} role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height="0.9rem" width="50%" />
            <div className={styles.wheelSkeleton}>
              <Skeleton height="100%" round />
            </div>
            <Skeleton height="1.2rem" />
          </div>
        ) : cfg.isError ? (
          <LoadError onRetry={() => void cfg.refetch()} />
        ) : !cfg.data.enable || cfg.data.prizes.length === 0 ? (
          <Empty icon={<ClockIcon />} title={t('rewards.spin.offTitle')} text={t('rewards.spin.offText')} />
        ) : (
          <Spinner wheel={wheel} cfg={cfg.data} market={market} phase={phase} setPhase={setPhase} />
        )}
      </Page>
    </>
  );
}

function Spinner({
  wheel,
  cfg,
  market,
  phase,
  setPhase,
}: {
  wheel: WheelRef;
  cfg: WheelCfg;
  market: Market;
  phase: Phase;
  setPhase(phase: Phase): void;
}) {
  const { t } = useT('rewards');
  const spin = useSpin(wheel);
  const afterSpin = useAfterSpin(wheel);
  const [betIndex, setBetIndex] = useState(cfg.bets[0]?.index ?? 0);
  const [spinKey, setSpinKey] = useState(0);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [fair, setFair] = useState<{ record: SpinRecord | null } | null>(null);
  const bet = cfg.bets.find((option) => option.index === betIndex) ?? cfg.bets[0];
  const multiplier = bet?.multiplier ?? 1;
  const free = wheel.kind === 'coin' && cfg.freeSpins > 0;
  const prizes = [...cfg.prizes].sort((a, b) => a.index - b.index);
  const balance = result && phase === 'spinning' ? null : cfg.balance;

  const press = () => {
    if (phase !== 'idle' || !bet) return;
    setPhase('asking');
    spin.mutate(free ? 0 : bet.index, {
      onSuccess: (spun) => {
        setResult(spun);
        setSpinKey((key) => key + 1);
        setPhase('spinning');
      },
      onError: () => setPhase('idle'),
    });
  };

  const settled = () => {
    setPhase('idle');
    afterSpin();
    if (!result) return;
    void alertDialog(
      result.asset && result.amount > 0
        ? {
            title: t('rewards.spin.wonTitle'),
            message: t('rewards.spin.won', {
              amount: formatReward(market, result.asset, result.amount),
              asset: t(`rewards.asset.${result.asset}`),
            }),
          }
        : { title: t('rewards.spin.lostTitle'), message: t('rewards.spin.lost') },
    );
  };

  const costIcon = wheel.kind === 'diamond' ? <DiamondIcon /> : <CoinIcon />;
  const costText = (cost: number) =>
    wheel.kind === 'diamond' ? new Intl.NumberFormat(market.locale).format(cost) : formatCoins(market, cost);

  return (
    <div className={styles.stack}>
      <p className={styles.balance} data-testid="spin-balance">
        {wheel.kind === 'diamond' ? <DiamondIcon /> : <CoinIcon />}
        <span>{wheel.kind === 'diamond' ? t('rewards.spin.diamonds') : t('rewards.spin.coins')}</span>
        <strong>{balance === null ? '…' : costText(balance)}</strong>
      </p>
      <Wheel
        label={t('rewards.spin.wheel')}
        segments={prizes.map((prize) => ({
          label: shortPrize(market, prize.asset, prize.amount * multiplier) ?? t('rewards.spin.again'),
          icon: prize.asset ? <AssetIcon asset={prize.asset} /> : undefined,
        }))}
        target={result ? prizes.findIndex((prize) => prize.index === result.prizeIndex) : null}
        spinKey={spinKey}
        onSettled={settled}
      />
      {cfg.bets.length > 1 && !free && (
        <fieldset className={styles.bets}>
          <legend className="visually-hidden">{t('rewards.spin.betLabel')}</legend>
          {cfg.bets.map((option) => (
            <label
              key={option.index}
              className={`${styles.bet} ${option.index === betIndex ? styles.betOn : ''}`}
            >
              <input
                type="radio"
                name="spin-bet"
                className="visually-hidden"
                checked={option.index === betIndex}
                disabled={phase !== 'idle'}
                onChange={() => setBetIndex(option.index)}
              />
              <span className={styles.betTimes}>×{option.multiplier}</span>
              <span className={styles.betCost}>
                {costIcon}
                {costText(option.cost)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <Button
        block
        onClick={press}
        loading={phase === 'asking'}
        disabled={phase === 'spinning'}
        className={styles.spinButton}
        data-testid="spin-button"
      >
        {phase === 'spinning' ? (
          t('rewards.spin.spinning')
        ) : free ? (
          t('rewards.spin.free', { count: cfg.freeSpins })
        ) : (
          <>
            {t('rewards.spin.spin')}
            {costIcon}
            {bet ? costText(bet.cost) : ''}
          </>
        )}
      </Button>
      <button type="button" className={styles.fair} onClick={() => setFair({ record: null })}>
        <ShieldIcon /> {t('rewards.fair.link')}
      </button>
      <SpinLists wheel={wheel} market={market} onVerify={(record) => setFair({ record })} />
      {fair && (
        <Suspense fallback={null}>
          <FairnessSheet
            wheel={wheel}
            fairness={cfg.fairness}
            record={fair.record}
            onClose={() => setFair(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

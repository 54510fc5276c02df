import { formatMoney, type Market } from '@sika/domain';
import { useEffect, useState } from 'react';
import { openRule } from '../../../components/rule-dialog-host.tsx';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDate } from '../../../lib/dates.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { useToken } from '../../../lib/session/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { alertDialog } from '../../../ui/dialog.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import {
  type CardEventCfg,
  type ChanceUse,
  useAfterDraw,
  useCardEvent,
  useCardMember,
  useChances,
  useFreeChance,
  useTakeFreeChance,
} from '../api/collect-cards.ts';
import { CardRing, useRingRun } from './card-ring.tsx';
import styles from './collect-cards.module.css';
import { NoticeTicker } from './notice-ticker.tsx';

/**
 * /activities/collect-cards (spec activities §2–§4): the eight-card ring around the spin cell. With a
 * chance in hand the page spins by itself after the event's countdown (auto-pick) unless the player taps
 * first; the light runs to the card the server drew, and only then do the counts change.
 */
export default function CollectCardsPage() {
  const { t } = useT('cards');
  const cfg = useCardEvent();
  const market = useMarket();
  return (
    <>
      <PageHeader title={t('routes.activities-collect-cards')} />
      <Page>
        {cfg.isPending || !market ? (
          <div className={styles.stack} role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height="2.2rem" />
            <Skeleton height="7rem" />
          </div>
        ) : cfg.isError ? (
          <LoadError onRetry={() => void cfg.refetch()} />
        ) : (
          <Board cfg={cfg.data} market={market} />
        )}
      </Page>
    </>
  );
}

export function EventBanner({ cfg, market }: { cfg: CardEventCfg; market: Market }) {
  const { t, language } = useT('cards');
  const status =
    cfg.status === 1
      ? t('cards.open', { date: formatDate(cfg.endTime, language, 'medium') })
      : cfg.status === 0
        ? t('cards.notStarted', { date: formatDate(cfg.beginTime, language, 'medium') })
        : t('cards.ended');
  return (
    <section className={styles.banner} data-testid="cards-banner">
      <span className={styles.snow} aria-hidden="true">
        ❄
      </span>
      <h2>{cfg.page.title}</h2>
      <p>{cfg.page.subtitle}</p>
      <span className={styles.pool}>
        {t('cards.pool')} <strong>{formatMoney(market, cfg.giftAmount)}</strong>
      </span>
      <span className={styles.status} data-testid="cards-status" data-status={cfg.status}>
        {status}
      </span>
      <button type="button" className={styles.rules} onClick={() => openRule('collect-cards')}>
        {t('cards.rules')}
      </button>
    </section>
  );
}

type Phase = 'idle' | 'asking' | 'running';

function Board({ cfg, market }: { cfg: CardEventCfg; market: Market }) {
  const { t } = useT('cards');
  const token = useToken();
  const member = useCardMember(cfg.actId);
  const free = useFreeChance(cfg.actId);
  const chances = useChances(cfg.actId);
  const takeFree = useTakeFreeChance(cfg.actId);
  const afterDraw = useAfterDraw();
  const [phase, setPhase] = useState<Phase>('idle');
  const [drawn, setDrawn] = useState<ChanceUse | null>(null);
  const [won, setWon] = useState<number | null>(null);
  const ring = useRingRun(() => setPhase('idle'));
  const data = member.data;
  const held = data ? data.cards.filter((c) => c.count > 0).length : 0;
  const spare = data ? data.cards.reduce((sum, c) => sum + Math.max(0, c.count - 1), 0) : 0;
  const canSpin = cfg.status === 1 && phase === 'idle' && (data?.chances ?? 0) >= cfg.costChance;
  const [countdown, setCountdown] = useState<number | null>(null);

  const spin = () => {
    if (!canSpin) return;
    setCountdown(null);
    setPhase('asking');
    setWon(null);
    chances.mutate('spin', {
      onSuccess: (used) => {
        setDrawn(used);
        setPhase('running');
        ring.run(used.cardIndex ?? 0);
      },
      onError: () => setPhase('idle'),
    });
  };

  // When the light rests: show the card, then refresh what it changed.
  useEffect(() => {
    if (phase !== 'idle' || !drawn || drawn.cardIndex === null) return;
    const card = cfg.cards[drawn.cardIndex];
    setWon(drawn.cardIndex);
    setDrawn(null);
    afterDraw();
    void alertDialog({
      title: t('cards.wonTitle'),
      message: drawn.member.completed
        ? t('cards.wonSet', { name: card?.name ?? '' })
        : t('cards.won', { name: card?.name ?? '' }),
    });
  }, [phase, drawn, cfg.cards, afterDraw, t]);

  // Auto-pick: with a chance in hand, the page spins by itself after the countdown.
  useEffect(() => {
    if (!canSpin || cfg.autoPickSeconds <= 0) {
      setCountdown(null);
      return;
    }
    setCountdown(cfg.autoPickSeconds);
    const timer = setInterval(() => setCountdown((left) => (left === null ? null : left - 1)), 1_000);
    return () => clearInterval(timer);
  }, [canSpin, cfg.autoPickSeconds]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: spins once when the countdown reaches 0
  useEffect(() => {
    if (countdown === 0) spin();
  }, [countdown]);

  const centre = !token ? (
    <ButtonLink className={styles.spinCell} to={loginPath('/activities/collect-cards')}>
      {t('cards.login')}
    </ButtonLink>
  ) : (
    <button
      type="button"
      className={styles.spinCell}
      onClick={spin}
      disabled={!canSpin}
      data-testid="spin-cell"
    >
      {t('cards.spin')}
      <small data-testid="chances">{t('cards.chances', { count: data?.chances ?? 0 })}</small>
      {countdown !== null && countdown > 0 && <small>{t('cards.autoIn', { seconds: countdown })}</small>}
    </button>
  );

  return (
    <div className={styles.stack}>
      <EventBanner cfg={cfg} market={market} />
      <NoticeTicker actId={cfg.actId} market={market} asset={cfg.giftAsset === 'coins' ? 'coins' : 'cash'} />
      <CardRing cfg={cfg} member={data} lit={ring.lit} won={won} centre={centre} />
      {token && data && (
        <>
          <p className={styles.progress}>
            <span>{t('cards.progress')}</span>
            <strong data-testid="cards-held">{t('cards.held', { held, total: cfg.cards.length })}</strong>
          </p>
          {data.prize ? (
            <p className={styles.complete}>
              {t('cards.prizePaid', { amount: formatMoney(market, data.prize.amount) })}
            </p>
          ) : (
            data.completed && <p className={styles.complete}>{t('cards.setComplete')}</p>
          )}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={cfg.status !== 1 || !free.data?.available || phase !== 'idle'}
              loading={takeFree.isPending}
              onClick={() => takeFree.mutate()}
              data-testid="free-chance"
            >
              {free.data?.available ? t('cards.free') : t('cards.freeTaken')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={cfg.status !== 1 || spare < cfg.exchangeCards || phase !== 'idle'}
              loading={chances.isPending && phase === 'idle'}
              onClick={() => chances.mutate('exchange', { onSuccess: afterDraw })}
            >
              {t('cards.exchange', { count: cfg.exchangeCards })}
            </Button>
          </div>
          <p className={styles.dates}>
            {t('cards.depositRule', { amount: formatMoney(market, cfg.depositMinimum) })}
          </p>
          <ButtonLink to="/deposit" block>
            {t('cards.deposit')}
          </ButtonLink>
          <p className={styles.fair}>{t('cards.fair', { hash: data.fairness.serverSeedHash })}</p>
        </>
      )}
    </div>
  );
}

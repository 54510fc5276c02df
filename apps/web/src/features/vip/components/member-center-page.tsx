import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link } from '../../../lib/router/index.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type PersonalLevel, useLevelBenefits, usePersonalLevel, useVipLevels } from '../api/vip.ts';
import { BenefitTile, useBenefitTap } from './benefit-tile.tsx';
import styles from './vip.module.css';

/**
 * /subscriber/memberCenter: the player's level and this year's points, the progress to the next level, and
 * the ten levels with their benefits (the player's own level selected first).
 */
export default function MemberCenterPage() {
  const { t } = useT('vip');
  const level = usePersonalLevel();
  return (
    <>
      <PageHeader title={t('routes.subscriber-member-center')} />
      <Page>
        {level.isError ? (
          <LoadError onRetry={() => void level.refetch()} />
        ) : !level.data ? (
          <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.stack}>
            <Skeleton height="3.2rem" />
            <Skeleton height="1.2rem" lines={3} />
          </div>
        ) : (
          <div className={styles.stack}>
            <LevelCard level={level.data} />
            <Levels own={level.data.levelId} />
          </div>
        )}
      </Page>
    </>
  );
}

function LevelCard({ level }: { level: PersonalLevel }) {
  const { t } = useT('vip');
  const market = useMarket();
  const count = new Intl.NumberFormat(market?.locale);
  const unit = market?.currency ?? '';
  const progress =
    level.nextTarget === null
      ? 100
      : Math.min(99.99, ((level.points - level.target) / Math.max(1, level.nextTarget - level.target)) * 100);
  return (
    <section className={styles.card} aria-labelledby="vip-level" data-testid="vip-level-card">
      <p id="vip-level" className={styles.levelBadge} data-testid="vip-level">
        {t('vip.level', { level: level.levelId })} · {level.name}
      </p>
      <p className={styles.points} data-testid="vip-points">
        {t('vip.points', { points: count.format(level.points) })}
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(Math.max(0, progress))}
      >
        <span style={{ width: `${Math.max(0, progress)}%` }} />
      </div>
      <p className={styles.muted} data-testid="vip-to-next">
        {level.nextLevelId === null
          ? t('vip.top')
          : t('vip.toNext', {
              points: count.format(level.pointsToNext),
              level: level.nextLevelId,
              name: level.nextName ?? '',
            })}
      </p>
      {level.target > 0 && (
        <p className={styles.muted}>{t('vip.keep', { target: count.format(level.target) })}</p>
      )}
      <p className={styles.muted}>
        {t('vip.rate', { rate: `${level.cashBackRate / 100} %` })} ·{' '}
        {level.pointsPerUnitToday > 1 ? t('vip.holiday', { unit }) : t('vip.pointsRule', { unit })}
      </p>
      <div className={styles.links}>
        <Link to="/subscriber/cashBack" className={styles.more}>
          {t('vip.cashBackLink')}
        </Link>
        <Link to="/subscriber/memberCenter/records" className={styles.more}>
          {t('vip.records')}
        </Link>
      </div>
    </section>
  );
}

function Levels({ own }: { own: number }) {
  const { t } = useT('vip');
  const market = useMarket();
  const levels = useVipLevels();
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? own;
  const benefits = useLevelBenefits(selected);
  const { tap } = useBenefitTap(market ?? undefined);
  const count = new Intl.NumberFormat(market?.locale);
  const current = levels.data?.find((l) => l.levelId === selected);
  return (
    <section aria-labelledby="vip-levels" className={styles.stack}>
      <h2 id="vip-levels" className={styles.sectionTitle}>
        {t('vip.levels')}
      </h2>
      <div className={styles.levelTabs} role="tablist">
        {(levels.data ?? []).map((l) => (
          <button
            key={l.levelId}
            type="button"
            role="tab"
            aria-selected={l.levelId === selected}
            className={styles.levelTab}
            data-own={l.levelId === own || undefined}
            onClick={() => setChosen(l.levelId)}
          >
            V{l.levelId}
          </button>
        ))}
      </div>
      {current && (
        <p className={styles.muted}>
          {current.name} · {t('vip.levelTarget', { target: count.format(current.target) })} ·{' '}
          {t('vip.rate', { rate: `${current.cashBackRate / 100} %` })}
        </p>
      )}
      {!benefits.data || !market ? (
        <Skeleton height="1.4rem" lines={3} />
      ) : benefits.data.length === 0 ? (
        <p className={styles.muted}>{t('vip.noBenefits')}</p>
      ) : (
        <div className={styles.stack} data-testid="vip-level-benefits">
          {benefits.data.map((benefit) => (
            <BenefitTile key={benefit.id} benefit={benefit} market={market} onTap={(b) => void tap(b)} />
          ))}
        </div>
      )}
    </section>
  );
}

import type { BonusOffer, PlayerBonus } from '@sika/contract';
import { formatMoney, type Market } from '@sika/domain';
import { useT } from '../i18n/index.ts';
import { useMarket } from '../lib/app-info.ts';
import { timeLeftParts, useBonusOffers, useMyBonuses } from '../lib/bonus.ts';
import styles from './bonus-panel.module.css';

/**
 * The player's active bonuses with their wagering progress (wagered of required), time left and terms
 * (issue 22; decision 017). On the deposit page (`showOffers`), a player with none sees the offer their
 * next deposit would earn, with its terms. Renders nothing when there is nothing to say.
 */
export function BonusPanel({ showOffers = false }: { showOffers?: boolean }) {
  const market = useMarket();
  const mine = useMyBonuses();
  const offers = useBonusOffers();
  if (!market) return null;
  const active = mine.data?.bonuses.filter((b) => b.state === 'active') ?? [];
  if (active.length > 0) {
    return (
      <section className={styles.panel} aria-label={active[0]?.title} data-testid="bonus-panel">
        {active.map((bonus) => (
          <ActiveBonus key={bonus.id} bonus={bonus} market={market} />
        ))}
      </section>
    );
  }
  const offer = showOffers ? offers.data?.offers.find((o) => o.available) : undefined;
  if (!offer) return null;
  return (
    <section className={styles.panel} aria-label={offer.title} data-testid="bonus-offer">
      <Offer offer={offer} market={market} />
    </section>
  );
}

function ActiveBonus({ bonus, market }: { bonus: PlayerBonus; market: Market }) {
  const { t } = useT('bonus');
  const percent =
    bonus.requiredMinor > 0 ? Math.floor((bonus.wageredMinor * 100) / bonus.requiredMinor) : 100;
  const left = timeLeftParts(bonus.secondsLeft);
  return (
    <article className={styles.bonus}>
      <header className={styles.head}>
        <h2 className={styles.title}>{bonus.title}</h2>
        <span className={styles.amount} data-testid="bonus-amount">
          {formatMoney(market, bonus.amountMinor)}
        </span>
      </header>
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('bonus.progressLabel')}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progress} data-testid="bonus-progress">
        {t('bonus.wagered', {
          wagered: formatMoney(market, bonus.wageredMinor),
          required: formatMoney(market, bonus.requiredMinor),
        })}
      </p>
      <p className={styles.timeLeft} data-testid="bonus-time-left">
        {left.days > 0
          ? t('bonus.leftDays', { days: left.days, hours: left.hours })
          : t('bonus.leftHours', { hours: left.hours, minutes: left.minutes })}
      </p>
      <details className={styles.terms}>
        <summary>{t('bonus.terms')}</summary>
        <p>{bonus.terms}</p>
      </details>
    </article>
  );
}

function Offer({ offer, market }: { offer: BonusOffer; market: Market }) {
  const { t } = useT('bonus');
  return (
    <article className={styles.bonus}>
      <header className={styles.head}>
        <h2 className={styles.title}>{offer.title}</h2>
        <span className={styles.amount}>
          {t('bonus.upTo', { amount: formatMoney(market, offer.capMinor) })}
        </span>
      </header>
      <p className={styles.progress}>
        {/* 168 hours reads better as 7 days. */}
        {offer.expiresAfterHours % 24 === 0
          ? t('bonus.offerLineDays', {
              min: formatMoney(market, offer.minDepositMinor),
              times: offer.wageringMultiple,
              count: offer.expiresAfterHours / 24,
            })
          : t('bonus.offerLine', {
              min: formatMoney(market, offer.minDepositMinor),
              times: offer.wageringMultiple,
              hours: offer.expiresAfterHours,
            })}
      </p>
      <details className={styles.terms}>
        <summary>{t('bonus.terms')}</summary>
        <p>{offer.terms}</p>
      </details>
    </article>
  );
}

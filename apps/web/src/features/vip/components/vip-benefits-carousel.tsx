import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link } from '../../../lib/router/index.ts';
import { useEnjoyedBenefits } from '../api/vip.ts';
import { BenefitTile, useBenefitTap } from './benefit-tile.tsx';
import styles from './vip.module.css';

/**
 * The me page's VIP benefits carousel (spec core §2, activities §9: 4.5 slides visible, so the half slide
 * says there is more): the benefits of the player's level, claimable ones first.
 */
export function VipBenefitsCarousel() {
  const { t } = useT('vip');
  const market = useMarket();
  const benefits = useEnjoyedBenefits();
  const { tap } = useBenefitTap(market ?? undefined);
  if (!market || !benefits.data || benefits.data.length === 0) return null;
  return (
    <section className={styles.carouselSection} aria-labelledby="vip-carousel-title">
      <div className={styles.sectionHead}>
        <h2 id="vip-carousel-title" className={styles.sectionTitle}>
          {t('vip.myBenefits')}
        </h2>
        <Link to="/subscriber/memberCenter" className={styles.more}>
          {t('vip.title')}
        </Link>
      </div>
      <div className={styles.carousel} data-testid="vip-carousel">
        {benefits.data.map((benefit) => (
          <BenefitTile
            key={benefit.id}
            benefit={benefit}
            market={market}
            onTap={(b) => void tap(b)}
            compact
          />
        ))}
      </div>
    </section>
  );
}

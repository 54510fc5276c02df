import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { TicketIcon } from '../../../ui/icons/core.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCollectCoupon, useCoupons } from '../api/mall.ts';
import { couponOff, couponTerms } from './coupon-text.tsx';
import styles from './mall.module.css';

/** The coupon centre: the player's coupons, and the kinds on offer to collect (one of each). */
export function CouponsPanel() {
  const { t } = useT('mall');
  const market = useMarket();
  const language = useLanguage();
  const coupons = useCoupons();
  const collect = useCollectCoupon();
  if (!coupons.data || !market) return <Skeleton height="1.4rem" lines={3} />;
  const offers = coupons.data.offers.filter((offer) => !offer.collected);
  return (
    <div className={styles.stack}>
      <h2 className={styles.shelfTitle}>{t('mall.mine')}</h2>
      {coupons.data.mine.length === 0 ? (
        <Empty icon={<TicketIcon />} title={t('mall.noCoupons')} />
      ) : (
        <ul className={styles.coupons} data-testid="mall-my-coupons">
          {coupons.data.mine.map((coupon) => (
            <li key={coupon.id} className={styles.coupon} data-state={coupon.usedAt ? 'used' : 'ready'}>
              <span className={styles.couponText}>
                <span className={styles.off}>
                  <AssetIcon asset={coupon.currency} /> {couponOff(t, market, coupon)}
                </span>
                <span className={styles.name}>{coupon.name}</span>
                <span className={styles.muted}>{couponTerms(t, coupon, language)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {offers.length > 0 && (
        <>
          <h2 className={styles.shelfTitle}>{t('mall.offers')}</h2>
          <ul className={styles.coupons}>
            {offers.map((offer) => (
              <li key={offer.couponId} className={styles.coupon} data-testid={`mall-offer-${offer.couponId}`}>
                <span className={styles.couponText}>
                  <span className={styles.off}>
                    <AssetIcon asset={offer.currency} /> {couponOff(t, market, offer)}
                  </span>
                  <span className={styles.name}>{offer.name}</span>
                  <span className={styles.muted}>
                    {[
                      t('mall.validDays', { count: offer.validDays }),
                      offer.platform !== 'all' ? t('mall.appOnly') : null,
                      offer.coinsOnly ? t('mall.coinsOnly') : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <Button size="sm" disabled={collect.isPending} onClick={() => collect.mutate(offer.couponId)}>
                  {t('mall.collect')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

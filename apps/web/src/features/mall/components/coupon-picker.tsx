import type { MallCoupon } from '@sika/contract';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import type { CouponRefusal } from '../api/mall.ts';
import type { CartAction } from '../cart.ts';
import { couponOff } from './coupon-text.tsx';
import styles from './mall.module.css';

/**
 * The cart's coupon choice (core §4): the use-coupon switch, the player's unused coupons (one chosen at
 * most; those the quote says do not fit this cart are marked) and why the chosen one is refused.
 */
export function CouponPicker({
  useCoupon,
  couponId,
  unused,
  usable,
  refusal,
  dispatch,
}: {
  useCoupon: boolean;
  couponId: string | null;
  unused: MallCoupon[];
  /** The coupons the last quote accepts for this cart (null: no quote yet). */
  usable: string[] | null;
  refusal: CouponRefusal | null;
  dispatch: (action: CartAction) => void;
}) {
  const { t } = useT('mall');
  const market = useMarket();
  return (
    <>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={useCoupon}
          onChange={(event) => dispatch({ type: 'use-coupon', on: event.target.checked })}
          data-testid="mall-use-coupon"
        />
        {t('mall.useCoupon')}
      </label>
      {useCoupon &&
        market &&
        (unused.length === 0 ? (
          <p className={styles.muted}>{t('mall.noCouponsToUse')}</p>
        ) : (
          <ul className={styles.coupons}>
            {unused.map((coupon) => (
              <li key={coupon.id}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={couponId === coupon.id}
                  data-testid={`mall-coupon-${coupon.couponId}`}
                  onClick={() =>
                    dispatch({
                      type: 'choose-coupon',
                      couponId: couponId === coupon.id ? null : coupon.id,
                    })
                  }
                >
                  <span className={styles.off}>
                    <AssetIcon asset={coupon.currency} /> {couponOff(t, market, coupon)}
                  </span>{' '}
                  {coupon.name}
                  {usable && !usable.includes(coupon.id) && couponId !== coupon.id && (
                    <span className={styles.muted}> · {t('mall.cart.notForCart')}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        ))}
      {refusal && (
        <p className={styles.refusal} role="alert" data-testid="mall-coupon-refusal">
          {t(`mall.refusal.${refusal}`)}
        </p>
      )}
    </>
  );
}

import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeError } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { randomHex } from '../../../lib/storage.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Field } from '../../../ui/field.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import {
  formatPrice,
  type MallGoods,
  type MallOrder,
  useCoupons,
  useGoods,
  usePlaceOrder,
  useQuote,
} from '../api/mall.ts';
import { type Cart, type CartAction, cartReducer, emptyCart } from '../cart.ts';
import { couponOff } from './coupon-text.tsx';
import styles from './mall.module.css';
import { Delivered } from './orders-panel.tsx';

const newKey = () => randomHex(16);
const reduce = (cart: Cart, action: CartAction) => cartReducer(cart, action, newKey);

/** /mall/detail/{id} (login): the good, how many, a coupon, the price to pay, and buying it. */
export default function MallDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const goods = useGoods(id);
  return (
    <>
      <PageHeader title={goods.data?.name ?? t('routes.mall-detail')} />
      <Page>
        {goods.isError ? (
          <Empty
            tone="error"
            icon={<AlertIcon />}
            title={t('mall.noGoodsFound')}
            action={<Button onClick={() => void goods.refetch()}>{t('state.retry')}</Button>}
          />
        ) : !goods.data ? (
          <Skeleton height="3rem" lines={3} />
        ) : (
          <Checkout goods={goods.data} />
        )}
      </Page>
    </>
  );
}

function Checkout({ goods }: { goods: MallGoods }) {
  const { t } = useTranslation();
  const market = useMarket();
  const [cart, dispatch] = useReducer(reduce, undefined, () => emptyCart(newKey()));
  const [count, setCount] = useState(1);
  const [address, setAddress] = useState({ name: '', mobile: '', address: '' });
  const [placed, setPlaced] = useState<MallOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const coupons = useCoupons();
  const order = usePlaceOrder();
  useEffect(() => {
    dispatch({
      type: 'set-item',
      item: { id: goods.id, unitPrice: goods.unitPrice, count, couponType: goods.couponType },
    });
  }, [goods.id, goods.unitPrice, goods.couponType, count]);
  const quote = useQuote({ items: cart.items, ...(cart.couponId ? { couponId: cart.couponId } : {}) });
  const unused = coupons.data?.mine.filter((c) => !c.usedAt) ?? [];
  const money = (amount: number) => (market ? formatPrice(market, goods.payWith, amount) : String(amount));
  const refusal = cart.couponId ? quote.data?.couponRefusal : null;
  const physical = goods.delivery === 'physical';
  const addressReady = !physical || (address.name && address.mobile && address.address.length >= 5);
  const max = Math.max(1, Math.min(goods.maxPerOrder, goods.stock));

  const buy = () => {
    setFailure(null);
    order.mutate(
      {
        items: cart.items,
        ...(cart.couponId ? { couponId: cart.couponId } : {}),
        ...(physical ? { address } : {}),
        idempotencyKey: cart.orderKey,
      },
      {
        onSuccess: (made) => {
          setPlaced(made);
          dispatch({ type: 'ordered', nextKey: newKey() });
        },
        onError: (error) => {
          if (isApiError(error)) setFailure(describeError(error.code, error.message));
        },
      },
    );
  };

  return (
    <div className={styles.stack}>
      <div className={styles.hero}>
        <img src={goods.image} alt="" width={240} height={240} />
        <div className={styles.couponText}>
          <p className={styles.name}>{goods.name}</p>
          <span className={styles.price}>
            <AssetIcon asset={goods.payWith} />
            {money(goods.unitPrice)}
          </span>
          <p className={styles.muted}>{goods.description}</p>
          <p className={styles.muted}>
            {goods.stock > 0 ? t('mall.left', { count: goods.stock }) : t('mall.soldOut')}
          </p>
        </div>
      </div>

      <section className={styles.panel} aria-label={t('mall.checkout')}>
        <div className={styles.row}>
          <span>{t('mall.count')}</span>
          <div className={styles.quantity}>
            <Button
              variant="secondary"
              size="sm"
              aria-label="−"
              onClick={() => setCount((c) => Math.max(1, c - 1))}
            >
              −
            </Button>
            <output data-testid="mall-count">{count}</output>
            <Button
              variant="secondary"
              size="sm"
              aria-label="+"
              onClick={() => setCount((c) => Math.min(max, c + 1))}
            >
              +
            </Button>
          </div>
        </div>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={cart.useCoupon}
            onChange={(event) => dispatch({ type: 'use-coupon', on: event.target.checked })}
            data-testid="mall-use-coupon"
          />
          {t('mall.useCoupon')}
        </label>
        {cart.useCoupon &&
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
                    aria-pressed={cart.couponId === coupon.id}
                    data-testid={`mall-coupon-${coupon.couponId}`}
                    onClick={() =>
                      dispatch({
                        type: 'choose-coupon',
                        couponId: cart.couponId === coupon.id ? null : coupon.id,
                      })
                    }
                  >
                    <span className={styles.off}>
                      <AssetIcon asset={coupon.currency} /> {couponOff(t, market, coupon)}
                    </span>{' '}
                    {coupon.name}
                    {quote.data &&
                      !quote.data.usableCoupons.includes(coupon.id) &&
                      cart.couponId !== coupon.id && (
                        <span className={styles.muted}> · {t('mall.notForThis')}</span>
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
        {physical && (
          <>
            <Field
              label={t('mall.addressName')}
              value={address.name}
              onChange={(e) => setAddress({ ...address, name: e.target.value })}
            />
            <Field
              label={t('mall.addressMobile')}
              inputMode="tel"
              value={address.mobile}
              onChange={(e) => setAddress({ ...address, mobile: e.target.value })}
            />
            <Field
              label={t('mall.address')}
              value={address.address}
              onChange={(e) => setAddress({ ...address, address: e.target.value })}
            />
          </>
        )}
        <div className={styles.row}>
          <span>{t('mall.total')}</span>
          <strong>{money(quote.data?.total ?? goods.unitPrice * count)}</strong>
        </div>
        {(quote.data?.discount ?? 0) > 0 && (
          <div className={styles.row}>
            <span>{t('mall.discount')}</span>
            <strong data-testid="mall-discount">−{money(quote.data?.discount ?? 0)}</strong>
          </div>
        )}
        <div className={styles.row}>
          <span>{t('mall.payable')}</span>
          <strong className={styles.price} data-testid="mall-payable">
            {money(quote.data?.payable ?? goods.unitPrice * count)}
          </strong>
        </div>
        {failure && (
          <p className={styles.refusal} role="alert">
            {failure}
          </p>
        )}
        <Button
          block
          disabled={order.isPending || goods.stock === 0 || Boolean(refusal) || !addressReady || !quote.data}
          onClick={buy}
          data-testid="mall-buy"
        >
          {goods.stock === 0 ? t('mall.soldOut') : t('mall.buy')}
        </Button>
      </section>

      {placed && (
        <section className={styles.panel} aria-live="polite" data-testid="mall-placed">
          <strong>{t('mall.bought', { orderNo: placed.orderNo })}</strong>
          {placed.lines.map((line) => (
            <Delivered key={line.id} line={line} />
          ))}
        </section>
      )}
    </div>
  );
}

import type { CartItem } from '@sika/contract';
import { useEffect, useState } from 'react';
import { describeError, useT } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link } from '../../../lib/router/index.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Field } from '../../../ui/field.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import {
  formatPrice,
  type MallOrder,
  type MallPayWith,
  useAllGoods,
  useCoupons,
  usePlaceOrder,
  useQuote,
} from '../api/mall.ts';
import { problemOf } from '../cart.ts';
import { nextOrderKey, useCart } from '../cart-store.ts';
import { CartLine } from './cart-line.tsx';
import { CouponPicker } from './coupon-picker.tsx';
import styles from './mall.module.css';
import { Delivered } from './orders-panel.tsx';

const ADDRESS_KEY = 'mallAddress';
type Address = NonNullable<MallOrder['address']>;

function storedAddress(): Address {
  try {
    const value = JSON.parse(readStored(ADDRESS_KEY) ?? 'null') as Partial<Address> | null;
    return {
      name: String(value?.name ?? ''),
      mobile: String(value?.mobile ?? ''),
      address: String(value?.address ?? ''),
    };
  } catch {
    return { name: '', mobile: '', address: '' };
  }
}

/** /mall/cart (login): the cart's lines checked against today's goods, a coupon, the quote, and checkout. */
export default function MallCartPage() {
  const { t } = useT('mall');
  const [placed, setPlaced] = useState<MallOrder | null>(null);
  return (
    <>
      <PageHeader title={t('routes.mall-cart')} />
      <Page>{placed ? <Placed order={placed} /> : <CartView onPlaced={setPlaced} />}</Page>
    </>
  );
}

function Placed({ order }: { order: MallOrder }) {
  const { t } = useT('mall');
  const market = useMarket();
  return (
    <section className={styles.panel} aria-live="polite" data-testid="mall-placed">
      <strong>{t('mall.bought', { orderNo: order.orderNo })}</strong>
      {order.lines.map((line) => (
        <span key={line.id} className={styles.couponText}>
          <span className={styles.name}>
            {line.count} × {line.name}
          </span>
          <Delivered line={line} payWith={order.payWith} />
        </span>
      ))}
      {market && (
        <span className={styles.muted} data-testid="mall-placed-paid">
          {order.discount > 0
            ? t('mall.paidWithCoupon', {
                paid: formatPrice(market, order.payWith, order.paid),
                discount: formatPrice(market, order.payWith, order.discount),
              })
            : t('mall.paid', { paid: formatPrice(market, order.payWith, order.paid) })}
        </span>
      )}
      <ButtonLink block to="/mall?tab=orders" data-testid="mall-see-orders">
        {t('mall.cart.seeOrders')}
      </ButtonLink>
      <ButtonLink block variant="secondary" to="/mall">
        {t('mall.cart.keepShopping')}
      </ButtonLink>
    </section>
  );
}

function CartView({ onPlaced }: { onPlaced: (order: MallOrder) => void }) {
  const { t } = useT('mall');
  const market = useMarket();
  const [cart, dispatch] = useCart();
  const goods = useAllGoods();
  const coupons = useCoupons(cart.items.length > 0);
  const order = usePlaceOrder();
  const [address, setAddress] = useState<Address>(storedAddress);
  const [failure, setFailure] = useState<string | null>(null);
  const byId = new Map((goods.data ?? []).map((g) => [g.id, g]));
  const problems = new Map(cart.items.map((item) => [item.id, problemOf(item, byId.get(item.id))]));
  const clean = goods.data !== undefined && [...problems.values()].every((p) => p === null);
  const quote = useQuote({
    items: clean ? cart.items : [],
    ...(cart.couponId ? { couponId: cart.couponId } : {}),
  });
  const payWith: MallPayWith = cart.payWith ?? 'coins';
  const money = (amount: number) => (market ? formatPrice(market, payWith, amount) : String(amount));
  const refusal = cart.couponId ? quote.data?.couponRefusal : null;
  const unused = coupons.data?.mine.filter((c) => !c.usedAt) ?? [];
  const physical = cart.items.some((item) => byId.get(item.id)?.delivery === 'physical');
  const addressReady =
    !physical ||
    (address.name.trim() && /^\+?\d{6,15}$/.test(address.mobile) && address.address.trim().length >= 5);

  // A coupon the server does not know for this player (the cart outlived a sign-out): forget the choice.
  const quoteCode = isApiError(quote.error) ? quote.error.code : null;
  useEffect(() => {
    if (quoteCode === 5683) dispatch({ type: 'choose-coupon', couponId: null });
  }, [quoteCode, dispatch]);

  // The coupon type is the good's, not a price: follow it (a change resets the coupon choice, core §4).
  useEffect(() => {
    for (const item of cart.items) {
      const g = byId.get(item.id);
      if (g && g.unitPrice === item.unitPrice && g.couponType !== (item.couponType ?? 0))
        dispatch({ type: 'set-item', item: { ...item, couponType: g.couponType }, payWith: g.payWith });
    }
  });

  if (cart.items.length === 0)
    return (
      <Empty
        title={t('mall.cart.empty')}
        action={<ButtonLink to="/mall">{t('mall.cart.keepShopping')}</ButtonLink>}
      />
    );
  if (goods.isError) return <LoadError onRetry={() => void goods.refetch()} />;
  if (!goods.data) return <Skeleton height="3rem" lines={3} />;

  const setCount = (item: CartItem, count: number) => {
    const g = byId.get(item.id);
    if (g) dispatch({ type: 'set-item', item: { ...item, count }, payWith: g.payWith });
  };
  const changeAddress = (next: Address) => {
    setAddress(next);
    writeStored(ADDRESS_KEY, JSON.stringify(next));
    // The address is part of the order: another address is another order.
    dispatch({ type: 'new-key' });
  };
  const checkout = () => {
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
          dispatch({ type: 'ordered', nextKey: nextOrderKey() });
          onPlaced(made);
        },
        onError: (error) => {
          if (isApiError(error)) setFailure(describeError(error.code, error.message));
          void goods.refetch();
        },
      },
    );
  };

  return (
    <div className={styles.stack}>
      <ul className={styles.coupons} data-testid="mall-cart-lines">
        {cart.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            goods={byId.get(item.id)}
            problem={problems.get(item.id) ?? null}
            payWith={payWith}
            money={money}
            onCount={(count) => setCount(item, count)}
            dispatch={dispatch}
          />
        ))}
      </ul>
      <Link className={styles.more} to="/mall">
        {t('mall.cart.keepShopping')}
      </Link>

      <section className={styles.panel} aria-label={t('mall.checkout')}>
        <CouponPicker
          useCoupon={cart.useCoupon}
          couponId={cart.couponId}
          unused={unused}
          usable={quote.data?.usableCoupons ?? null}
          refusal={refusal ?? null}
          dispatch={dispatch}
        />
        {physical && (
          <>
            <Field
              label={t('mall.addressName')}
              value={address.name}
              autoComplete="name"
              onChange={(e) => changeAddress({ ...address, name: e.target.value })}
              data-testid="mall-address-name"
            />
            <Field
              label={t('mall.addressMobile')}
              inputMode="tel"
              autoComplete="tel"
              value={address.mobile}
              onChange={(e) => changeAddress({ ...address, mobile: e.target.value.replace(/\s/g, '') })}
              data-testid="mall-address-mobile"
            />
            <Field
              label={t('mall.address')}
              value={address.address}
              autoComplete="street-address"
              onChange={(e) => changeAddress({ ...address, address: e.target.value })}
              data-testid="mall-address"
            />
          </>
        )}
        {quote.data ? (
          <>
            <div className={styles.row}>
              <span>{t('mall.total')}</span>
              <strong data-testid="mall-total">{money(quote.data.total)}</strong>
            </div>
            {quote.data.discount > 0 && (
              <div className={styles.row}>
                <span>{t('mall.discount')}</span>
                <strong data-testid="mall-discount">−{money(quote.data.discount)}</strong>
              </div>
            )}
            <div className={styles.row}>
              <span>{t('mall.payable')}</span>
              <strong className={styles.price} data-testid="mall-payable">
                <AssetIcon asset={quote.data.payWith} />
                {money(quote.data.payable)}
              </strong>
            </div>
          </>
        ) : clean && quote.isError ? (
          <p className={styles.refusal} role="alert">
            {isApiError(quote.error)
              ? describeError(quote.error.code, quote.error.message)
              : t('state.loadErrorText')}
          </p>
        ) : clean ? (
          <Skeleton height="1.2rem" lines={1} />
        ) : (
          <p className={styles.refusal} data-testid="mall-cart-fix">
            {t('mall.cart.fixFirst')}
          </p>
        )}
        {failure && (
          <p className={styles.refusal} role="alert" data-testid="mall-failure">
            {failure}
          </p>
        )}
        <Button
          block
          disabled={!clean || order.isPending || Boolean(refusal) || !addressReady || !quote.data}
          onClick={checkout}
          data-testid="mall-buy"
        >
          {t('mall.cart.checkout')}
        </Button>
      </section>
    </div>
  );
}

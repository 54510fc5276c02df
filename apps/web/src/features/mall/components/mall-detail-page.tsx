import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { useParams } from '../../../lib/router/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { formatPrice, type MallGoods, useGoods } from '../api/mall.ts';
import { cannotAdd } from '../cart.ts';
import { useCart } from '../cart-store.ts';
import { CartButton } from './cart-button.tsx';
import styles from './mall.module.css';

/** /mall/detail/{id} (login): the good, how many, and adding it to the cart. */
export default function MallDetailPage() {
  const { t } = useT('mall');
  const id = Number(useParams().id);
  const goods = useGoods(id);
  return (
    <>
      <PageHeader title={goods.data?.name ?? t('routes.mall-detail')} actions={<CartButton />} />
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
          <AddToCart goods={goods.data} />
        )}
      </Page>
    </>
  );
}

function AddToCart({ goods }: { goods: MallGoods }) {
  const { t } = useT('mall');
  const market = useMarket();
  const [cart, dispatch] = useCart();
  const inCart = cart.items.find((item) => item.id === goods.id);
  const max = Math.max(1, Math.min(goods.maxPerOrder, goods.stock));
  const [count, setCount] = useState(() => Math.min(inCart?.count ?? 1, max));
  const [added, setAdded] = useState(false);
  const money = (amount: number) => (market ? formatPrice(market, goods.payWith, amount) : String(amount));
  const refused = cannotAdd(cart, goods);

  const add = () => {
    dispatch({
      type: 'set-item',
      item: { id: goods.id, unitPrice: goods.unitPrice, count, couponType: goods.couponType },
      payWith: goods.payWith,
    });
    setAdded(true);
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
          {goods.freeRounds && market && (
            <p data-testid="mall-free-spins-offer">
              {t('mall.freeSpins.offer', {
                count: goods.freeRounds.rounds,
                game: goods.freeRounds.gameName,
                bet: formatPrice(market, 'cash', goods.freeRounds.bet),
              })}
              <br />
              <span className={styles.muted}>
                {t('mall.freeSpins.validDays', { count: goods.freeRounds.validDays })}
              </span>
            </p>
          )}
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
              onClick={() => {
                setAdded(false);
                setCount((c) => Math.max(1, c - 1));
              }}
            >
              −
            </Button>
            <output data-testid="mall-count">{count}</output>
            <Button
              variant="secondary"
              size="sm"
              aria-label="+"
              onClick={() => {
                setAdded(false);
                setCount((c) => Math.min(max, c + 1));
              }}
            >
              +
            </Button>
          </div>
        </div>
        <div className={styles.row}>
          <span>{t('mall.total')}</span>
          <strong className={styles.price} data-testid="mall-line-total">
            {money(goods.unitPrice * count)}
          </strong>
        </div>
        {refused && (
          <p className={styles.refusal} role="alert" data-testid="mall-cannot-add">
            {refused === 'currency'
              ? t('mall.cart.otherCurrency', {
                  currency: t(`mall.cart.currency.${cart.payWith ?? goods.payWith}`),
                })
              : t('mall.cart.full')}
          </p>
        )}
        {inCart && !added && (
          <p className={styles.muted} data-testid="mall-in-cart">
            {t('mall.cart.already', { count: inCart.count })}
          </p>
        )}
        {added ? (
          <p className={styles.added} role="status" data-testid="mall-added">
            {t('mall.cart.added', { count })}
          </p>
        ) : null}
        <Button block disabled={goods.stock === 0 || Boolean(refused)} onClick={add} data-testid="mall-add">
          {goods.stock === 0 ? t('mall.soldOut') : inCart ? t('mall.cart.update') : t('mall.cart.add')}
        </Button>
        {inCart && (
          <ButtonLink variant="secondary" block to="/mall/cart" data-testid="mall-go-cart">
            {t('mall.cart.go')}
          </ButtonLink>
        )}
      </section>
    </div>
  );
}

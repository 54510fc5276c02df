import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link } from '../../../lib/router/index.ts';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { formatPrice, type MallGoods } from '../api/mall.ts';
import styles from './mall.module.css';

/** One good on a shelf: picture, name, price in its currency, stock; opens its detail (or jump) page. */
export function GoodsCard({ goods }: { goods: MallGoods }) {
  const { t } = useT('mall');
  const market = useMarket();
  const to = goods.jumpUrl ? `/mall/jump/${goods.id}` : `/mall/detail/${goods.id}`;
  return (
    <Link to={to} className={styles.card} data-testid={`mall-goods-${goods.id}`}>
      <img src={goods.image} alt="" width={240} height={240} loading="lazy" />
      <p className={styles.name}>{goods.name}</p>
      <span className={styles.price}>
        <AssetIcon asset={goods.payWith} />
        {market ? formatPrice(market, goods.payWith, goods.unitPrice) : goods.unitPrice}
      </span>
      <p className={styles.muted}>
        {goods.stock > 0 ? t('mall.left', { count: goods.stock }) : t('mall.soldOut')}
      </p>
    </Link>
  );
}

export function GoodsGrid({ goods }: { goods: MallGoods[] }) {
  return (
    <ul className={styles.grid}>
      {goods.map((g) => (
        <li key={g.id}>
          <GoodsCard goods={g} />
        </li>
      ))}
    </ul>
  );
}

import type { CartItem } from '@sika/contract';
import { useT } from '../../../i18n/index.ts';
import { Button } from '../../../ui/button.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import type { MallGoods, MallPayWith } from '../api/mall.ts';
import type { CartAction, Problem } from '../cart.ts';
import styles from './mall.module.css';

/**
 * One line of the cart: the good as it is sold today (or its id when it is no longer sold), the price the
 * player saw, what is wrong with the line against today's goods, and its count, accept-the-price,
 * take-what-is-left and remove.
 */
export function CartLine({
  item,
  goods: g,
  problem,
  payWith,
  money,
  onCount,
  dispatch,
}: {
  item: CartItem;
  goods: MallGoods | undefined;
  problem: Problem | null;
  payWith: MallPayWith;
  money: (amount: number) => string;
  onCount: (count: number) => void;
  dispatch: (action: CartAction) => void;
}) {
  const { t } = useT('mall');
  const max = g ? Math.max(1, Math.min(g.maxPerOrder, g.stock)) : item.count;
  return (
    <li
      key={item.id}
      className={styles.line}
      data-testid={`mall-cart-line-${item.id}`}
      data-problem={problem?.kind}
    >
      {g ? <img src={g.image} alt="" width={120} height={120} /> : <span />}
      <div className={styles.couponText}>
        <span className={styles.name}>{g?.name ?? t('mall.cart.goneName', { id: item.id })}</span>
        <span className={styles.price}>
          <AssetIcon asset={g?.payWith ?? payWith} />
          {money(item.unitPrice)}
        </span>
        {problem && (
          <p className={styles.refusal} role="alert" data-testid={`mall-cart-problem-${item.id}`}>
            {problem.kind === 'price'
              ? t('mall.cart.problem.price', { was: money(item.unitPrice), now: money(problem.now) })
              : problem.kind === 'short'
                ? t('mall.cart.problem.short', { count: problem.left })
                : problem.kind === 'tooMany'
                  ? t('mall.cart.problem.tooMany', { count: problem.max })
                  : t(`mall.cart.problem.${problem.kind}`)}
          </p>
        )}
        <div className={styles.lineActions}>
          {g && problem?.kind !== 'soldOut' && (
            <div className={styles.quantity}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('mall.cart.less')}
                disabled={item.count <= 1}
                onClick={() => onCount(item.count - 1)}
              >
                −
              </Button>
              <output data-testid={`mall-cart-count-${item.id}`}>{item.count}</output>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('mall.cart.more')}
                disabled={item.count >= max}
                onClick={() => onCount(item.count + 1)}
              >
                +
              </Button>
            </div>
          )}
          {g && problem?.kind === 'price' && (
            <Button
              size="sm"
              data-testid={`mall-cart-accept-${item.id}`}
              onClick={() =>
                dispatch({
                  type: 'set-item',
                  item: { ...item, unitPrice: g.unitPrice },
                  payWith: g.payWith,
                })
              }
            >
              {t('mall.cart.acceptPrice')}
            </Button>
          )}
          {g && (problem?.kind === 'short' || problem?.kind === 'tooMany') && (
            <Button size="sm" onClick={() => onCount(max)}>
              {t('mall.cart.takeMax', { count: max })}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            data-testid={`mall-cart-remove-${item.id}`}
            onClick={() => dispatch({ type: 'remove-item', id: item.id })}
          >
            {t('mall.cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

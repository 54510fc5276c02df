import { useT } from '../../../i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { useCart } from '../cart-store.ts';
import styles from './mall.module.css';

/** The way to the cart from the mall's pages, with how many items it holds. */
export function CartButton() {
  const { t } = useT('mall');
  const [cart] = useCart();
  const count = cart.items.reduce((sum, item) => sum + item.count, 0);
  return (
    <Link
      to="/mall/cart"
      className={styles.cartButton}
      aria-label={t('mall.cart.open', { count })}
      data-testid="mall-cart-button"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      {count > 0 && (
        <span className={styles.badge} data-testid="mall-cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

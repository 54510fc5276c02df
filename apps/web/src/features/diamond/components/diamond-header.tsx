import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link } from '../../../lib/router/index.ts';
import { DiamondIcon } from '../../../ui/icons/core.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useDiamondBalance } from '../api/diamonds.ts';
import styles from './diamond.module.css';

/** The diamond balance and the three diamond pages side by side (tasks, spin, exchange). */
export function DiamondHeader({ current }: { current: 'tasks' | 'spin' | 'exchange' }) {
  const { t } = useT('rewards');
  const market = useMarket();
  const balance = useDiamondBalance();
  const links = [
    { key: 'tasks', to: '/diamond/tasks', label: t('rewards.diamond.tasks') },
    { key: 'spin', to: '/diamond/spin', label: t('rewards.diamond.spin') },
    { key: 'exchange', to: '/diamond/exchange', label: t('rewards.diamond.exchange') },
  ] as const;
  return (
    <section className={styles.hero} aria-label={t('rewards.diamond.balance')}>
      <p className={styles.heroLabel}>{t('rewards.diamond.balance')}</p>
      <p className={styles.heroValue} data-testid="diamond-balance">
        <DiamondIcon />
        {balance.isSuccess && market ? (
          new Intl.NumberFormat(market.locale).format(balance.data)
        ) : balance.isError ? (
          '—'
        ) : (
          <Skeleton width="1.6rem" height="0.5rem" />
        )}
      </p>
      <nav className={styles.heroLinks}>
        {links.map((link) =>
          link.key === current ? null : (
            <Link key={link.key} to={link.to} className={styles.heroLink} replace>
              {link.label}
            </Link>
          ),
        )}
      </nav>
    </section>
  );
}

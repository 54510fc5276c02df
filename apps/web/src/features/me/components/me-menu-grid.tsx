import type { MenuItem } from '@sika/contract';
import { useT } from '../../../i18n/index.ts';
import { followLink, linkTarget } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMeMenu } from '../api/get-me-menu.ts';
import styles from './me.module.css';

/** The configurable grid of the me page (menu 130100): icon and title; an active entry glows. */
export function MeMenuGrid() {
  const { t } = useT('me');
  const menu = useMeMenu();
  if (menu.isPending) {
    return (
      <div className={styles.grid} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <div key={i} className={styles.tile}>
            <Skeleton width="1.1rem" height="1.1rem" />
            <Skeleton width="1.4rem" height="0.3rem" />
          </div>
        ))}
      </div>
    );
  }
  if (menu.isError) {
    return (
      <div className={styles.gridError}>
        <span>{t('me.menuError')}</span>
        <Button size="sm" variant="secondary" onClick={() => void menu.refetch()}>
          {t('state.retry')}
        </Button>
      </div>
    );
  }
  if (menu.data.length === 0) return null;
  return (
    <nav className={styles.grid} aria-label={t('me.menuLabel')}>
      {menu.data.map((item) => (
        <MenuTile key={item.id} item={item} />
      ))}
    </nav>
  );
}

function MenuTile({ item }: { item: MenuItem }) {
  const navigate = useNavigate();
  const target = linkTarget(item.url);
  return (
    <button
      type="button"
      className={`${styles.tile} ${item.actived ? styles.tileActive : ''}`}
      disabled={!target}
      onClick={() => target && followLink(target, navigate)}
    >
      <span className={styles.tileIcon}>
        {item.img && <img src={item.img} alt="" width={40} height={40} loading="lazy" decoding="async" />}
      </span>
      <span className={styles.tileTitle}>{item.title}</span>
    </button>
  );
}

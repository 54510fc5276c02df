import { HOME_MENU_COLUMNS, HOME_MENUS_SHOWN } from '@sika/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import type { MenuItem } from '../../../lib/content/index.ts';
import { followLink, linkTarget } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { GridIcon } from '../../../ui/icons/lobby.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useHomeMenus } from '../api/get-home-menus.ts';
import styles from './home.module.css';

/**
 * The home menu grid (spec core §2 Home, §9): 5 columns, the first 4 entries and a More entry that unfolds
 * the rest. An entry the operator marked `actived` carries a dot.
 */
export function HomeMenus() {
  const { t } = useT('home');
  const menus = useHomeMenus();
  const [expanded, setExpanded] = useState(false);
  if (menus.isPending) {
    return (
      <div className={styles.menus} aria-hidden="true">
        {Array.from({ length: HOME_MENU_COLUMNS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <span key={i} className={styles.menuItem}>
            <Skeleton width="1.2rem" height="1.2rem" round />
            <Skeleton width="1.1rem" height="0.3rem" />
          </span>
        ))}
      </div>
    );
  }
  const items = menus.data ?? [];
  if (items.length === 0) return null;
  const hasMore = items.length > HOME_MENU_COLUMNS;
  const shown = hasMore && !expanded ? items.slice(0, HOME_MENUS_SHOWN) : items;
  return (
    <nav className={styles.menus} aria-label={t('home.menus')} data-testid="home-menus">
      {shown.map((item) => (
        <MenuEntry key={item.id} item={item} />
      ))}
      {hasMore && (
        <button
          type="button"
          className={styles.menuItem}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className={`${styles.menuIcon} ${styles.moreIcon}`}>
            <GridIcon />
          </span>
          <span className={styles.menuTitle}>{expanded ? t('home.less') : t('home.more')}</span>
        </button>
      )}
    </nav>
  );
}

function MenuEntry({ item }: { item: MenuItem }) {
  const navigate = useNavigate();
  const target = linkTarget(item.url);
  return (
    <button
      type="button"
      className={styles.menuItem}
      onClick={() => target && followLink(target, navigate)}
      disabled={!target}
    >
      <span className={styles.menuIcon}>
        <img src={item.img} alt="" width={96} height={96} decoding="async" />
        {item.actived && <span className={styles.menuDot} aria-hidden="true" />}
      </span>
      <span className={styles.menuTitle}>{item.title}</span>
    </button>
  );
}

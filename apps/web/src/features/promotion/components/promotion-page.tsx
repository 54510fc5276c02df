import { useSyncExternalStore } from 'react';
import { useT } from '../../../i18n/index.ts';
import {
  ADVERT_POSITION,
  type Advert,
  advertTarget,
  MENU_ID,
  pickAdverts,
  useAdverts,
  useMenu,
} from '../../../lib/content/index.ts';
import { followLink, linkTarget } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { currentTheme, subscribeTheme } from '../../../themes/theme.ts';
import { Empty } from '../../../ui/empty.tsx';
import { PromotionIcon } from '../../../ui/icons/core.tsx';
import { RefreshIcon } from '../../../ui/icons/lobby.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { IconButton, Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import styles from './promotion.module.css';
import { PullToRefresh } from './pull-to-refresh.tsx';

const POSITIONS = [ADVERT_POSITION.PROMOTION_LIST] as const;

/**
 * The promotion tab (spec core §2 Promotion): the WinSlots theme's menus (700100) over a pull-to-refresh
 * list of promotional pictures (adverts 700101) in `sort` order; a tap goes where each leads.
 */
export default function PromotionPage() {
  const { t } = useT('promotion');
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
  const adverts = useAdverts(POSITIONS);
  const list = pickAdverts(adverts.data, ADVERT_POSITION.PROMOTION_LIST);
  const refresh = () => adverts.refetch();
  return (
    <>
      <PageHeader
        title={t('routes.promotion')}
        back={false}
        actions={
          <IconButton label={t('promotion.refresh')} onClick={() => void refresh()}>
            {adverts.isRefetching ? <Spinner size="sm" /> : <RefreshIcon />}
          </IconButton>
        }
      />
      <Page>
        <PullToRefresh onRefresh={refresh}>
          {theme === 'winslots' && <PromotionMenus />}
          {adverts.isPending ? (
            <div className={styles.list} role="status" aria-busy="true" aria-label={t('common.loading')}>
              {[0, 1, 2].map((i) => (
                <div key={i} className={styles.card}>
                  <span className={`${styles.picture} ${styles.placeholder}`} />
                  <span className={styles.caption}>
                    <Skeleton width="70%" height="0.36rem" />
                  </span>
                </div>
              ))}
            </div>
          ) : adverts.isError ? (
            <LoadError text={t('promotion.loadError')} onRetry={() => void refresh()} />
          ) : list.length === 0 ? (
            <Empty
              icon={<PromotionIcon />}
              title={t('promotion.emptyTitle')}
              text={t('promotion.emptyText')}
            />
          ) : (
            <ul className={styles.list} data-testid="promotion-list">
              {list.map((advert, index) => (
                <PromotionCard key={advert.id} advert={advert} eager={index < 2} />
              ))}
            </ul>
          )}
        </PullToRefresh>
      </Page>
    </>
  );
}

function PromotionCard({ advert, eager }: { advert: Advert; eager: boolean }) {
  const navigate = useNavigate();
  const target = advertTarget(advert);
  const body = (
    <>
      <img
        className={styles.picture}
        src={advert.image}
        alt=""
        width={750}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className={styles.caption}>{advert.content}</span>
    </>
  );
  return (
    <li>
      {target ? (
        <button type="button" className={styles.card} onClick={() => followLink(target, navigate)}>
          {body}
        </button>
      ) : (
        <div className={styles.card}>{body}</div>
      )}
    </li>
  );
}

/** WinSlots' promotion menus: a row of entries above the list. */
function PromotionMenus() {
  const { t } = useT('promotion');
  const navigate = useNavigate();
  const menu = useMenu(MENU_ID.PROMOTION);
  if (menu.isPending) return <div className={styles.menus} aria-hidden="true" />;
  const items = (menu.data ?? []).filter((item) => linkTarget(item.url));
  if (items.length === 0) return null;
  return (
    <nav className={styles.menus} aria-label={t('promotion.menus')} data-testid="promotion-menus">
      {items.map((item) => {
        const target = linkTarget(item.url);
        return (
          <button
            key={item.id}
            type="button"
            className={styles.menuItem}
            onClick={() => target && followLink(target, navigate)}
          >
            <span className={styles.menuIcon}>
              <img src={item.img} alt="" width={96} height={96} decoding="async" />
              {item.actived && <span className={styles.menuDot} aria-hidden="true" />}
            </span>
            <span className={styles.menuTitle}>{item.title}</span>
          </button>
        );
      })}
    </nav>
  );
}

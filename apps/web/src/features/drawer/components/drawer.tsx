import type { Game } from '@sika/contract';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { useT } from '../../../i18n/index.ts';
import { MENU_ID, type MenuItem, useMenu } from '../../../lib/content/index.ts';
import { followLink, linkTarget } from '../../../lib/links.ts';
import { type Lobby, useLobby } from '../../../lib/lobby.ts';
import { badgeText, useUnreadCounts } from '../../../lib/messages/index.ts';
import { useLocation, useNavigate } from '../../../lib/router/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { isGameShown } from '../../../lib/store-build.ts';
import { currentTheme, subscribeTheme } from '../../../themes/theme.ts';
import { Button } from '../../../ui/button.tsx';
import { ChevronIcon, CloseIcon, MessageIcon } from '../../../ui/icons/core.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { usePopupLock } from '../../../ui/popup-lock.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './drawer.module.css';

/**
 * The left drawer (spec core §2 Left drawer): the game categories with their game counts, the menu items
 * (menu 200101) and Messages with a dot carrying the unread total, capped at +99. A modal panel: focus stays
 * inside, Escape or a tap beside it closes it, and so does going anywhere.
 */
export default function Drawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useT('drawer');
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  // While open, an advert popup due meanwhile waits (one popup at a time).
  usePopupLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Going anywhere closes the drawer.
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAt.current) {
      openedAt.current = location.key;
      onClose();
    }
  }, [location.key, onClose]);

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label={t('drawer.title')}
      data-testid="drawer"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <div className={styles.head}>
            <Logo />
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
              <CloseIcon />
            </button>
          </div>
          <div className={styles.scroll}>
            <Categories />
            <Menu />
          </div>
        </div>
      )}
    </dialog>
  );
}

function useTheme() {
  return useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
}

function shownCount(lobby: Lobby, ids: readonly number[]): number {
  const known = new Set(lobby.games.map((game: Game) => game.id));
  return ids.filter((id) => known.has(id) && isGameShown(id)).length;
}

function Categories() {
  const { t } = useT('drawer');
  const lobby = useLobby();
  const theme = useTheme();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="drawer-games">
      <h2 id="drawer-games" className={styles.heading}>
        {t('drawer.games')}
      </h2>
      {lobby.isPending ? (
        <Skeleton lines={3} height="0.8rem" />
      ) : lobby.isError ? (
        <p className={styles.error}>
          {t('drawer.loadError')}{' '}
          <Button size="sm" variant="ghost" onClick={() => void lobby.refetch()}>
            {t('state.retry')}
          </Button>
        </p>
      ) : (
        <ul className={styles.list}>
          {lobby.data.categories.map((category) => {
            const count = shownCount(lobby.data, category.games);
            // WinSlots has a page per category; Sika shows the category's tab on home.
            const to = theme === 'winslots' ? `/categories/${category.id}/games` : `/home?tab=${category.id}`;
            return (
              <li key={category.id}>
                <Row
                  label={category.name}
                  onClick={() => navigate(to)}
                  end={
                    <>
                      <span className={styles.count} aria-hidden="true">
                        {count}
                      </span>
                      <span className="visually-hidden">{t('drawer.gameCount', { n: count })}</span>
                    </>
                  }
                  icon={
                    category.cover ? (
                      <img src={category.cover} alt="" width={32} height={32} />
                    ) : (
                      <span className={styles.initial} aria-hidden="true">
                        {category.name.slice(0, 1)}
                      </span>
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Menu() {
  const { t } = useT('drawer');
  const navigate = useNavigate();
  const menu = useMenu(MENU_ID.DRAWER);
  const loggedIn = useToken() !== null;
  const unread = useUnreadCounts();
  const dot = loggedIn ? badgeText(unread.data?.total ?? 0, 'drawer') : null;
  return (
    <section aria-labelledby="drawer-menu">
      <h2 id="drawer-menu" className={styles.heading}>
        {t('drawer.menu')}
      </h2>
      <ul className={styles.list}>
        <li>
          <Row
            label={dot ? t('drawer.messagesUnread', { n: dot }) : t('drawer.messages')}
            visibleLabel={t('drawer.messages')}
            onClick={() => navigate('/member/messages')}
            icon={<MessageIcon />}
            iconClass={styles.messagesIcon}
            end={
              dot ? (
                <span className={styles.dot} data-testid="drawer-unread">
                  {dot}
                </span>
              ) : undefined
            }
          />
        </li>
        {menu.isPending ? (
          <li>
            <Skeleton lines={3} height="0.8rem" />
          </li>
        ) : (
          (menu.data ?? []).map((item) => <MenuRow key={item.id} item={item} />)
        )}
      </ul>
    </section>
  );
}

function MenuRow({ item }: { item: MenuItem }) {
  const navigate = useNavigate();
  const target = linkTarget(item.url);
  if (!target) return null;
  return (
    <li>
      <Row
        label={item.title}
        onClick={() => followLink(target, navigate)}
        icon={<img src={item.img} alt="" width={32} height={32} loading="lazy" />}
        end={item.actived ? <span className={styles.activeDot} aria-hidden="true" /> : undefined}
      />
    </li>
  );
}

function Row({
  label,
  visibleLabel,
  icon,
  end,
  onClick,
  iconClass,
}: {
  label: string;
  visibleLabel?: string;
  icon: ReactNode;
  iconClass?: string;
  end?: ReactNode;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={styles.row}
      onClick={onClick}
      aria-label={visibleLabel ? label : undefined}
    >
      <span className={`${styles.icon} ${iconClass ?? ''}`}>{icon}</span>
      <span className={styles.label}>{visibleLabel ?? label}</span>
      {end}
      <ChevronIcon className={styles.chevron} />
    </button>
  );
}

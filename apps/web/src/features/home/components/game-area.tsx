import type { Game, GameCategory } from '@sika/contract';
import { CATEGORY_SECTION_GAMES } from '@sika/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { GameGrid, GameGridSkeleton, TileCard, useGameLauncher } from '../../../components/game-card.tsx';
import { useT } from '../../../i18n/index.ts';
import { categoryGamesQueryOptions, useMyGames, useRecentGames } from '../../../lib/game-lists.ts';
import { type Lobby, useLobby } from '../../../lib/lobby.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { Link, useLocation, useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { useToken } from '../../../lib/session/index.ts';
import { isGameShown } from '../../../lib/store-build.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { currentTheme, subscribeTheme } from '../../../themes/theme.ts';
import { Button } from '../../../ui/button.tsx';
import { confirmDialog } from '../../../ui/dialog.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon, ChevronIcon } from '../../../ui/icons/core.tsx';
import { PlusIcon } from '../../../ui/icons/lobby.tsx';
import { useOnlineUsers } from '../api/get-online-users.ts';
import styles from './game-area.module.css';
import { LatestWinners } from './latest-winners.tsx';

const ALL = 'all';
const MINE = 'mine';

/** The games of a category that this build shows, in the category's order. */
export function categoryGames(lobby: Lobby, category: GameCategory): Game[] {
  const byId = new Map(lobby.games.map((game) => [game.id, game]));
  return category.games
    .map((id) => byId.get(id))
    .filter((game): game is Game => game !== undefined && isGameShown(game.id));
}

/**
 * Home's game area (spec core §2 Home): category tabs (All, My Games — login — and each category), the
 * two-column grid where large covers count double, per-category sections of at most 9 games with More,
 * players online and the latest winners. `?tab=` (from the drawer) picks a tab.
 */
export function GameArea() {
  const { t } = useT('home');
  const lobby = useLobby();
  // The grid is the biggest render of home: done in the background, in slices that leave the phone free.
  const lobbyData = useDeferredValue(lobby.data);
  const launcher = useGameLauncher();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useToken() !== null;
  const online = useOnlineUsers();
  const area = useRef<HTMLElement>(null);
  const urlTab = params.get('tab');
  const [tab, setTab] = useState(urlTab ?? ALL);

  // A link to a tab (the drawer's categories) selects it and brings the games into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link to the same tab counts (location.key)
  useEffect(() => {
    if (!urlTab) return;
    setTab(urlTab);
    requestAnimationFrame(() => area.current?.scrollIntoView({ block: 'start' }));
  }, [urlTab, location.key]);

  const select = async (next: string) => {
    if (next === MINE && !loggedIn) {
      const confirmed = await confirmDialog({
        title: t('guard.title'),
        message: t('guard.message'),
        confirmText: t('guard.confirm'),
        cancelText: t('dialog.cancel'),
      });
      if (confirmed) navigate(loginPath('/home?tab=mine'));
      return;
    }
    setTab(next);
  };

  const categories = lobbyData?.categories ?? [];
  const tabs = [
    { value: ALL, label: t('home.allGames') },
    { value: MINE, label: t('home.myGames') },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const active = tabs.some((item) => item.value === tab) ? tab : ALL;

  return (
    <section ref={area} className={styles.area} aria-labelledby="games-title" data-testid="game-area">
      <div className={styles.head}>
        <h2 id="games-title" className={styles.title}>
          {t('home.games')}
        </h2>
        {online.data && online.data.total > 0 && (
          <span className={styles.onlineTotal} data-testid="online-total">
            <span className={styles.liveDot} aria-hidden="true" />
            {t('home.onlineTotal', { count: online.data.total })}
          </span>
        )}
      </div>
      <LatestWinners />
      <div className={styles.tabs} role="tablist" aria-label={t('home.categories')}>
        {tabs.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            aria-selected={item.value === active}
            className={`${styles.tab} ${item.value === active ? styles.activeTab : ''}`}
            onClick={() => void select(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabs.find((item) => item.value === active)?.label}>
        {lobby.isError && !lobbyData ? (
          <Empty
            tone="error"
            icon={<AlertIcon />}
            title={t('state.loadErrorTitle')}
            text={t('home.gamesError')}
            action={<Button onClick={() => void lobby.refetch()}>{t('state.retry')}</Button>}
          />
        ) : !lobbyData ? (
          <GameGridSkeleton count={6} />
        ) : active === ALL ? (
          <Sections lobby={lobbyData} onOpen={launcher.open} onMore={(id) => void select(String(id))} />
        ) : active === MINE ? (
          <MyGames onOpen={launcher.open} />
        ) : (
          <CategoryTab categoryId={Number(active)} onOpen={launcher.open} />
        )}
      </div>
      {launcher.popup}
    </section>
  );
}

function useTheme() {
  return useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
}

/** Every category as a section of at most 9 games, with More: WinSlots opens its page, Sika its tab. */
function Sections({
  lobby,
  onOpen,
  onMore,
}: {
  lobby: Lobby;
  onOpen(game: Game): void;
  onMore(categoryId: number): void;
}) {
  const { t } = useT('home');
  const theme = useTheme();
  const sections = lobby.categories
    .map((category) => ({ category, games: categoryGames(lobby, category) }))
    .filter((section) => section.games.length > 0);
  if (sections.length === 0) return <Empty title={t('home.noGames')} text={t('home.noGamesText')} />;
  return (
    <div className={styles.sections}>
      {sections.map(({ category, games }, index) => (
        <section key={category.id} className={styles.section} aria-labelledby={`category-${category.id}`}>
          <div className={styles.sectionHead}>
            <h3 id={`category-${category.id}`} className={styles.sectionTitle}>
              {category.name}
              <span className={styles.count}>{games.length}</span>
            </h3>
            {theme === 'winslots' ? (
              <Link className={styles.more} to={`/categories/${category.id}/games`}>
                {t('home.moreGames')}
                <ChevronIcon />
              </Link>
            ) : (
              <button type="button" className={styles.more} onClick={() => onMore(category.id)}>
                {t('home.moreGames')}
                <ChevronIcon />
              </button>
            )}
          </div>
          <GameGrid
            games={games.slice(0, CATEGORY_SECTION_GAMES)}
            onOpen={onOpen}
            eagerCount={index === 0 ? 2 : 0}
          />
        </section>
      ))}
    </div>
  );
}

/** One category's games, 20 at a time; the last card (card id 0) loads the next ones into the list. */
function CategoryTab({ categoryId, onOpen }: { categoryId: number; onOpen(game: Game): void }) {
  const { t } = useT('home');
  const lang = useLanguage();
  const pages = useInfiniteQuery(categoryGamesQueryOptions(categoryId, lang));
  if (pages.isPending) return <GameGridSkeleton count={6} />;
  if (pages.isError) {
    return (
      <Empty
        tone="error"
        icon={<AlertIcon />}
        title={t('state.loadErrorTitle')}
        text={t('home.gamesError')}
        action={<Button onClick={() => void pages.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }
  const games = pages.data.pages.flatMap((page) => page.list).filter((game) => isGameShown(game.id));
  if (games.length === 0) return <Empty title={t('home.noGames')} text={t('home.noGamesText')} />;
  const total = pages.data.pages[0]?.total ?? games.length;
  return (
    <GameGrid
      games={games}
      onOpen={onOpen}
      tail={
        pages.hasNextPage ? (
          <TileCard
            icon={<PlusIcon />}
            title={t('home.loadMore')}
            text={t('home.shownOf', { shown: games.length, total })}
            busy={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          />
        ) : undefined
      }
    />
  );
}

/** The player's My Games and, under them, the games they played last. */
function MyGames({ onOpen }: { onOpen(game: Game): void }) {
  const { t } = useT('home');
  const mine = useMyGames();
  const recent = useRecentGames();
  if (mine.isPending) return <GameGridSkeleton count={4} />;
  if (mine.isError) {
    return (
      <Empty
        tone="error"
        icon={<AlertIcon />}
        title={t('state.loadErrorTitle')}
        text={t('home.gamesError')}
        action={<Button onClick={() => void mine.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }
  const myGames = mine.data.games.filter((game) => isGameShown(game.id));
  const recentGames = (recent.data?.games ?? []).filter((game) => isGameShown(game.id));
  return (
    <div className={styles.sections}>
      {myGames.length > 0 ? (
        <GameGrid games={myGames} onOpen={onOpen} />
      ) : (
        <Empty title={t('home.myGamesEmpty')} text={t('home.myGamesEmptyText')} />
      )}
      {recentGames.length > 0 && (
        <section className={styles.section} aria-labelledby="recent-games">
          <div className={styles.sectionHead}>
            <h3 id="recent-games" className={styles.sectionTitle}>
              {t('home.recentGames')}
            </h3>
          </div>
          <GameGrid games={recentGames} onOpen={onOpen} />
        </section>
      )}
    </div>
  );
}

import type { Game } from '@sika/contract';
import { CATEGORY_SECTION_GAMES } from '@sika/domain';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { GameGrid, GameGridSkeleton, useGameLauncher } from '../../../components/game-card.tsx';
import { useT } from '../../../i18n/index.ts';
import { afterNextPaint, firstScreenPainted, useFirstScreenPainted } from '../../../lib/first-paint.ts';
import { type Lobby, useLobby } from '../../../lib/lobby.ts';
import { categoryGames, EAGER_COVERS } from '../../../lib/lobby-covers.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { Link, useLocation, useNavigate, useSearchParams } from '../../../lib/router/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { isGameShown } from '../../../lib/store-build.ts';
import { currentTheme, subscribeTheme } from '../../../themes/theme.ts';
import { confirmDialog } from '../../../ui/dialog.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { ChevronIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useOnlineUsers } from '../api/get-online-users.ts';
import styles from './game-area.module.css';
import { LatestWinners } from './latest-winners.tsx';

const loadTabs = () => import('./game-tabs.tsx');
const CategoryTab = lazy(() => loadTabs().then((m) => ({ default: m.CategoryTab })));
const MyGames = lazy(() => loadTabs().then((m) => ({ default: m.MyGames })));

const ALL = 'all';
const MINE = 'mine';

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
  // Home's first screen is painted once its games (or their error) are: then what it does not show loads,
  // the other tabs' code among it (ready before a tap, not before the covers).
  const gamesShown = lobbyData !== undefined || lobby.isError;
  useEffect(() => (gamesShown ? afterNextPaint(firstScreenPainted) : undefined), [gamesShown]);
  const painted = useFirstScreenPainted();
  useEffect(() => {
    if (painted) void loadTabs().catch(() => undefined);
  }, [painted]);

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
          <LoadError text={t('home.gamesError')} onRetry={() => void lobby.refetch()} />
        ) : !lobbyData ? (
          <GameGridSkeleton count={6} />
        ) : active === ALL ? (
          <Sections lobby={lobbyData} onOpen={launcher.open} onMore={(id) => void select(String(id))} />
        ) : (
          <Suspense fallback={<GameGridSkeleton count={6} />}>
            {active === MINE ? (
              <MyGames onOpen={launcher.open} />
            ) : (
              <CategoryTab categoryId={Number(active)} onOpen={launcher.open} />
            )}
          </Suspense>
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
    .map((category) => ({ category, games: categoryGames(lobby.games, category, isGameShown) }))
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
            eagerCount={index === 0 ? EAGER_COVERS : 0}
          />
        </section>
      ))}
    </div>
  );
}

import type { Game } from '@sika/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { GameGrid, GameGridSkeleton, TileCard } from '../../../components/game-card.tsx';
import { useT } from '../../../i18n/index.ts';
import { categoryGamesQueryOptions, useMyGames, useRecentGames } from '../../../lib/game-lists.ts';
import { isGameShown } from '../../../lib/store-build.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Empty } from '../../../ui/empty.tsx';
import { PlusIcon } from '../../../ui/icons/lobby.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import styles from './game-area.module.css';

// Home's tabs other than All (game-area.tsx): not on the first screen, so their code (and the game lists'
// calls) loads after it.

/** One category's games, 20 at a time; the last card (card id 0) loads the next ones into the list. */
export function CategoryTab({ categoryId, onOpen }: { categoryId: number; onOpen(game: Game): void }) {
  const { t } = useT('home');
  const lang = useLanguage();
  const pages = useInfiniteQuery(categoryGamesQueryOptions(categoryId, lang));
  if (pages.isPending) return <GameGridSkeleton count={6} />;
  if (pages.isError) {
    return <LoadError text={t('home.gamesError')} onRetry={() => void pages.refetch()} />;
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
export function MyGames({ onOpen }: { onOpen(game: Game): void }) {
  const { t } = useT('home');
  const mine = useMyGames();
  const recent = useRecentGames();
  if (mine.isPending) return <GameGridSkeleton count={4} />;
  if (mine.isError) {
    return <LoadError text={t('home.gamesError')} onRetry={() => void mine.refetch()} />;
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

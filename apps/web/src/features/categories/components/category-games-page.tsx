import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { GameGrid, GameGridSkeleton, useGameLauncher } from '../../../components/game-card.tsx';
import { useT } from '../../../i18n/index.ts';
import { categoryGamesQueryOptions } from '../../../lib/game-lists.ts';
import { useParams } from '../../../lib/router/index.ts';
import { isGameShown } from '../../../lib/store-build.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import styles from './category-games.module.css';

/**
 * A category's games (/categories/{id}/games, the WinSlots theme's More page; spec core §2): pages of 20,
 * the next page loading as the player nears the end (or with the button), each game opening the launch
 * popup.
 */
export default function CategoryGamesPage() {
  const { t } = useT('home');
  const { id } = useParams();
  const categoryId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : null;
  const lang = useLanguage();
  const pages = useInfiniteQuery({
    ...categoryGamesQueryOptions(categoryId ?? 0, lang),
    enabled: categoryId !== null,
  });
  const launcher = useGameLauncher();
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    const element = end.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const first = pages.data?.pages[0];
  const games = (pages.data?.pages ?? []).flatMap((page) => page.list).filter((game) => isGameShown(game.id));
  const title = first?.category.name ?? t('routes.categories-games');

  return (
    <>
      <PageHeader title={title} />
      <Page>
        {categoryId === null ? (
          <Empty icon={<AlertIcon />} title={t('home.noCategory')} text={t('home.noCategoryText')} />
        ) : pages.isPending ? (
          <GameGridSkeleton count={8} />
        ) : pages.isError ? (
          <LoadError text={t('home.gamesError')} onRetry={() => void pages.refetch()} />
        ) : games.length === 0 ? (
          <Empty title={t('home.noGames')} text={t('home.noGamesText')} />
        ) : (
          <div className={styles.list}>
            <p className={styles.count}>{t('home.gamesCount', { n: first?.total ?? games.length })}</p>
            <GameGrid games={games} onOpen={launcher.open} eagerCount={4} />
            <div ref={end} className={styles.end}>
              {hasNextPage &&
                (isFetchingNextPage ? (
                  <Spinner label={t('common.loading')} />
                ) : (
                  <Button variant="ghost" onClick={() => void fetchNextPage()}>
                    {t('home.loadMore')}
                  </Button>
                ))}
            </div>
          </div>
        )}
      </Page>
      {launcher.popup}
    </>
  );
}

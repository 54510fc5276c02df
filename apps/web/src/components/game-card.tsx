import type { Game } from '@sika/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useDataSaver } from '../lib/data-saver.ts';
import { coverOf } from '../lib/lobby-covers.ts';
import { GameLabels, OnlineUsers } from './game-badges.tsx';
import styles from './game-card.module.css';

const GameLaunchPopup = lazy(() => import('./game-launch-popup.tsx'));

/** Whether a game takes both columns of the grid: it has a large cover (spec core §2: "counts double"). */
export const isWide = (game: Game) => game.largeCover !== null;

/**
 * A game of the lobby (spec core §2 Casino game card): its cover, label badges and players online.
 * A tap opens the launch popup (Demo and Play). Large covers take both columns.
 */
export function GameCard({
  game,
  onOpen,
  eager = false,
}: {
  game: Game;
  onOpen(game: Game): void;
  eager?: boolean;
}) {
  const wide = isWide(game);
  // Data saver (issue 20): the small cover, stretched, instead of the wide one.
  const saver = useDataSaver();
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onOpen(game)}
      data-testid="game-card"
      data-game-id={game.id}
    >
      <span className={`${styles.cover} ${wide ? styles.wideCover : ''}`}>
        <img
          src={coverOf(game, saver)}
          alt=""
          width={wide ? 600 : 300}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          // The first covers on screen are often the largest paint: fetched before the rest.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
        <GameLabels label={game.label} />
        <OnlineUsers count={game.onlineUsers} className={styles.coverOnline} />
      </span>
      {/* The covers carry the game's name (as providers' artwork does); said, not shown again. */}
      <span className="visually-hidden">{game.name}</span>
    </button>
  );
}

/**
 * The two-column game grid (spec core §2 Home): a large cover counts double. `tail` holds the special cards
 * (the mall card, the card that loads more games).
 */
export function GameGrid({
  games,
  onOpen,
  eagerCount = 0,
  tail,
}: {
  games: readonly Game[];
  onOpen(game: Game): void;
  /** The first covers on screen load at once; the rest when scrolled near. */
  eagerCount?: number;
  tail?: ReactNode;
}) {
  return (
    <ul className={styles.grid}>
      {games.map((game, index) => (
        <li key={game.id} className={isWide(game) ? styles.wide : undefined}>
          <GameCard game={game} onOpen={onOpen} eager={index < eagerCount} />
        </li>
      ))}
      {tail}
    </ul>
  );
}

/** A special card of the grid (card id mall → /mall; card id 0 → more games), the size of a cover. */
export function TileCard({
  icon,
  title,
  text,
  onClick,
  busy = false,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  onClick(): void;
  busy?: boolean;
}) {
  return (
    <li>
      <button type="button" className={styles.card} onClick={onClick} disabled={busy} aria-busy={busy}>
        <span className={`${styles.cover} ${styles.tile}`}>
          <span className={styles.tileIcon}>{icon}</span>
          <span className={styles.tileTitle}>{title}</span>
          {text && <span className={styles.tileText}>{text}</span>}
        </span>
      </button>
    </li>
  );
}

/** Placeholder cards of the grid while the lobby loads, the same size as the real ones (no layout shift). */
export function GameGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <span className={styles.card}>
            <span className={`${styles.cover} ${styles.ghost}`} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The launch popup of the game a player tapped; its code is loaded on the first tap. */
export function useGameLauncher(): { open(game: Game): void; popup: ReactNode } {
  const [game, setGame] = useState<Game | null>(null);
  const popup = game ? (
    <Suspense fallback={null}>
      <GameLaunchPopup game={game} onClose={() => setGame(null)} />
    </Suspense>
  ) : null;
  return { open: setGame, popup };
}

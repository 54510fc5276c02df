import type { Game } from '@sika/contract';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/index.ts';
import { casinoPath, demoWarnedState } from '../lib/casino-launch.ts';
import { useMyGames, useSetMyGame } from '../lib/game-lists.ts';
import { useGamePromotion } from '../lib/game-promotion.ts';
import { Link, useNavigate } from '../lib/router/index.ts';
import { useToken } from '../lib/session/index.ts';
import { Button } from '../ui/button.tsx';
import { alertDialog } from '../ui/dialog.tsx';
import { CloseIcon } from '../ui/icons/core.tsx';
import { HeartIcon } from '../ui/icons/lobby.tsx';
import { usePopupLock } from '../ui/popup-lock.ts';
import { GameLabels, OnlineUsers } from './game-badges.tsx';
import styles from './game-launch-popup.module.css';

/**
 * The casino launch popup (spec core §2 Casino game card): the cover, the name, Demo (only when the game
 * has a demo) and Play. Play goes to /casino/launch/{id}, where the route guard asks a visitor to log in;
 * Demo first warns that demo money cannot be withdrawn, then goes to /casino/demo/{id}. A player can also
 * keep the game in My Games.
 */
export default function GameLaunchPopup({ game, onClose }: { game: Game; onClose(): void }) {
  const { t, language } = useT('overlays');
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const loggedIn = useToken() !== null;
  // The player's own choice comes first: an advert popup due meanwhile waits until this one closes.
  usePopupLock(true);
  const promotion = useGamePromotion(game.id);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const play = () => {
    onClose();
    navigate(casinoPath('launch', game.id));
  };
  const demo = async () => {
    const accepted = await alertDialog({ message: t('overlays.demoAlert'), confirmText: t('overlays.demo') });
    if (!accepted) return;
    onClose();
    navigate(casinoPath('demo', game.id), { state: demoWarnedState });
  };
  const rtp = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(game.rtpPercent);

  return (
    <dialog
      ref={ref}
      className={styles.popup}
      aria-labelledby="game-launch-name"
      data-testid="game-launch-popup"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.cover}>
        <img
          src={game.largeCover ?? game.cover}
          alt=""
          width={game.largeCover ? 600 : 300}
          height={240}
          decoding="async"
        />
        <GameLabels label={game.label} />
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>
        <div className={styles.heading}>
          <h2 id="game-launch-name" className={styles.name}>
            {game.name}
          </h2>
          {loggedIn && <MyGameToggle game={game} />}
        </div>
        <p className={styles.facts}>
          <span>{t('overlays.rtp', { rtp })}</span>
          <OnlineUsers count={game.onlineUsers} />
        </p>
        {promotion.data && (
          <p className={styles.promotion}>
            <strong>{promotion.data.title}</strong> {promotion.data.content}{' '}
            <Link to={`/activities/promotion/${game.id}`} className={styles.details} onClick={onClose}>
              {t('overlays.promotionDetails')}
            </Link>
          </p>
        )}
        <div className={styles.actions}>
          {game.hasDemo && (
            <Button variant="secondary" onClick={() => void demo()}>
              {t('overlays.demo')}
            </Button>
          )}
          <Button onClick={play} data-autofocus>
            {t('overlays.play')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

function MyGameToggle({ game }: { game: Game }) {
  const { t } = useT('overlays');
  const mine = useMyGames();
  const setMine = useSetMyGame();
  const isMine = mine.data?.games.some((g) => g.id === game.id) ?? false;
  return (
    <button
      type="button"
      className={`${styles.heart} ${isMine ? styles.mine : ''}`}
      aria-pressed={isMine}
      aria-label={t('overlays.myGame')}
      title={t('overlays.myGame')}
      disabled={mine.isPending || setMine.isPending}
      onClick={() => setMine.mutate({ game, mine: !isMine })}
    >
      <HeartIcon filled={isMine} />
    </button>
  );
}

import type { GameBridgeMessage, Profile, WalletLimitReason } from '@sika/contract';
import { formatMoney } from '@sika/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { errorCodes, isApiError, NETWORK_ERROR } from '../../../lib/api/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import {
  type CasinoMode,
  casinoPath,
  isCasinoMode,
  parseGameId,
  wasDemoWarned,
} from '../../../lib/casino-launch.ts';
import { useLobbyGame } from '../../../lib/lobby.ts';
import { Navigate, useLocation, useNavigate, useParams } from '../../../lib/router/index.ts';
import { profileKey, useToken } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/button.tsx';
import { alertDialog, confirmDialog } from '../../../ui/dialog.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon, BackIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { IconButton, useBack } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useLaunchGame } from '../api/launch-game.ts';
import { DiamondTaskEntry } from './diamond-task-entry.tsx';
import styles from './game-frame.module.css';
import { RealityCheck } from './reality-check.tsx';
import { useGameBridge } from './use-game-bridge.ts';

/** After this long without `sika:ready`, the cover says so and offers to reload (slow 3G is the norm). */
const SLOW_LOAD_MS = 20_000;
/** Error codes of the launch call the frame explains itself (packages/contract errors.ts). */
const GAME_NOT_FOUND = 4001;
const DEMO_NOT_AVAILABLE = 4003;
/** The catalogue code (errors.ts, 54xx) whose words explain each reason a stake was refused for. */
const limitCodes = {
  'loss-limit': errorCodes.LOSS_LIMIT_REACHED,
  'session-limit': errorCodes.SESSION_LIMIT_REACHED,
  paused: errorCodes.PLAY_PAUSED,
} as const satisfies Record<WalletLimitReason, number>;

/**
 * The game frame, /casino/{mode}/{id} (spec core §2, §4 Game frame, §6): the provider's game page in a
 * full-screen iframe under a thin bar with back, the game's name and the balance the game reports. The
 * game talks through the typed, origin-checked bridge: insufficient balance → recharge dialog leading to
 * deposit; demo "play for real" → real play (the guard asks a visitor to log in); kicked (the player
 * launched elsewhere) → the one-device notice, the session state reloaded, home.
 */
export default function GameFramePage() {
  const { mode, id } = useParams();
  const gameId = parseGameId(id);
  if (!isCasinoMode(mode) || gameId === null) return <Navigate to="/home" replace />;
  // A new mode or game is a new launch: nothing of the previous frame carries over.
  return <GameFrame key={`${mode}/${gameId}`} mode={mode} gameId={gameId} />;
}

function GameFrame({ mode, gameId }: { mode: CasinoMode; gameId: number }) {
  const { t } = useT('casino');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasToken = useToken() !== null;
  const game = useLobbyGame(gameId);
  const launch = useLaunchGame(gameId, mode);
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [balance, setBalance] = useState<number | null>(null);
  const leaving = useRef(false);
  const goBack = useBack();
  const name = game?.name ?? '';
  useDemoAlert(mode);
  useRefreshBalanceOnLeave(mode);

  const switchToReal = async () => {
    // A visitor goes straight on: the route guard asks them to log in and brings them back to real play.
    if (hasToken) {
      const confirmed = await confirmDialog({
        title: t('casino.realTitle'),
        message: t('casino.realMessage'),
        confirmText: t('casino.playForReal'),
      });
      if (!confirmed) return;
    }
    navigate(casinoPath('launch', gameId), { replace: true });
  };

  const switchToRealAfter = async (message: string) => {
    const confirmed = await confirmDialog({ message, confirmText: t('casino.playForReal') });
    if (confirmed) navigate(casinoPath('launch', gameId), { replace: true });
  };

  /**
   * The wallet refused a stake for the player's limits (issue 19): the catalogue's words for the reason. A
   * loss limit may still take a smaller bet, so the game stays; a session limit or a pause ends play here
   * (a pause: the profile learns it, and the route then shows the pause instead of the game).
   */
  const limitReached = async (reason: WalletLimitReason) => {
    const code = limitCodes[reason];
    const stays = reason === 'loss-limit';
    if (!stays) leaving.current = true;
    const seeLimits = await confirmDialog({
      title: t('casino.limitTitle'),
      message: t(`errors.${code}`),
      confirmText: t('casino.seeLimits'),
      cancelText: stays ? t('casino.realityContinue') : t('dialog.ok'),
    });
    if (reason === 'paused') {
      void queryClient.invalidateQueries({ queryKey: profileKey, refetchType: 'all' });
    }
    if (seeLimits) navigate('/me/settings/limits');
    else if (reason === 'session-limit') goBack();
  };

  const onMessage = (message: GameBridgeMessage) => {
    if (leaving.current) return;
    switch (message.type) {
      case 'sika:ready':
        setReady(true);
        return;
      case 'sika:balance':
        setBalance(message.balance);
        // Real play moves the cash balance: the top bar and the me page show it at once.
        if (mode === 'launch') {
          queryClient.setQueryData<Profile>(profileKey, (profile) =>
            profile ? { ...profile, money: message.balance } : profile,
          );
        }
        return;
      case 'sika:insufficient-balance':
        if (mode === 'demo') {
          void switchToRealAfter(t('casino.demoInsufficient'));
          return;
        }
        void confirmDialog({ message: t('casino.insufficient'), confirmText: t('casino.recharge') }).then(
          (confirmed) => {
            if (confirmed) navigate('/deposit');
          },
        );
        return;
      case 'sika:demo-switch-to-real':
        void switchToReal();
        return;
      case 'sika:limit-reached':
        void limitReached(message.reason);
        return;
      case 'sika:kicked':
        // Spec core §4: one device at a time. The notice, then the session state reloaded, then home.
        leaving.current = true;
        void alertDialog({ message: t('casino.kicked') }).then(() => {
          void queryClient.invalidateQueries({ queryKey: profileKey, refetchType: 'all' });
          navigate('/home', { replace: true });
        });
        return;
    }
  };

  useGameBridge(launch.data?.gamesOrigin, frame, onMessage);

  const reload = () => {
    setReady(false);
    void launch.refetch();
  };

  return (
    <div className={styles.screen}>
      <TopBar name={name} mode={mode} balance={balance} failed={launch.isError} />
      <div className={styles.stage}>
        {launch.isError ? (
          <LaunchError error={launch.error} mode={mode} onRetry={reload} onReal={() => void switchToReal()} />
        ) : (
          <>
            {launch.data && !launch.isFetching && (
              <iframe
                // A new launch URL is a new page: the old one (and its one-time token) is gone.
                key={launch.data.url}
                ref={frame}
                className={styles.iframe}
                src={launch.data.url}
                title={name || t('routes.casino-launch')}
                // Another origin: scripts and its own storage (the game keeps its session in
                // sessionStorage), and popups for its "verify this round" page; nothing else.
                sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
                data-testid="game-iframe"
              />
            )}
            {!ready && <LoadingCover name={name} onRetry={reload} />}
            {ready && mode === 'launch' && hasToken && <DiamondTaskEntry gameId={gameId} />}
            {ready && mode === 'launch' && hasToken && <RealityCheck onStop={goBack} />}
          </>
        )}
      </div>
    </div>
  );
}

function TopBar({
  name,
  mode,
  balance,
  failed,
}: {
  name: string;
  mode: CasinoMode;
  balance: number | null;
  /** The launch failed: no balance is coming, so no placeholder waits for one. */
  failed: boolean;
}) {
  const { t } = useT('casino');
  const goBack = useBack();
  const market = useMarket();
  const label = mode === 'demo' ? t('casino.demoBalance') : t('casino.balance');
  return (
    <header className={styles.bar}>
      <IconButton label={t('common.back')} onClick={goBack}>
        <BackIcon />
      </IconButton>
      <h1 className={styles.title}>
        <span className={styles.name}>{name || t('routes.casino-launch')}</span>
        {mode === 'demo' && <span className={styles.demo}>{t('casino.demo')}</span>}
      </h1>
      {!failed && (
        <p className={styles.balance} aria-live="polite">
          <span className={styles.balanceLabel}>{label}</span>
          {balance !== null && market ? (
            <strong className={styles.amount} data-testid="frame-balance">
              {formatMoney(market, balance)}
            </strong>
          ) : (
            <Skeleton width="1.6rem" height="0.36rem" />
          )}
        </p>
      )}
    </header>
  );
}

function LoadingCover({ name, onRetry }: { name: string; onRetry(): void }) {
  const { t } = useT('casino');
  const goBack = useBack();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.cover} role="status" aria-live="polite">
      <Spinner size="lg" />
      <p className={styles.coverText}>{name ? t('casino.loadingName', { name }) : t('casino.loading')}</p>
      {slow && (
        <>
          <p className={styles.coverHint}>{t('casino.slow')}</p>
          <div className={styles.coverActions}>
            <Button variant="ghost" onClick={goBack}>
              {t('common.back')}
            </Button>
            <Button onClick={onRetry}>{t('state.retry')}</Button>
          </div>
        </>
      )}
    </div>
  );
}

function LaunchError({
  error,
  mode,
  onRetry,
  onReal,
}: {
  error: unknown;
  mode: CasinoMode;
  onRetry(): void;
  onReal(): void;
}) {
  const { t } = useT('casino');
  const goBack = useBack();
  const code = isApiError(error) ? error.code : NETWORK_ERROR;
  if (code === GAME_NOT_FOUND) {
    return (
      <Empty
        tone="error"
        icon={<AlertIcon />}
        title={t('casino.notFoundTitle')}
        text={t('casino.notFoundText')}
        action={<Button onClick={goBack}>{t('common.back')}</Button>}
      />
    );
  }
  if (code === DEMO_NOT_AVAILABLE && mode === 'demo') {
    return (
      <Empty
        icon={<AlertIcon />}
        title={t('casino.noDemoTitle')}
        text={t('casino.noDemoText')}
        action={<Button onClick={onReal}>{t('casino.playForReal')}</Button>}
      />
    );
  }
  return <LoadError text={t('casino.launchError')} onRetry={onRetry} />;
}

/**
 * Spec core §2 Casino game card: demo play comes after an alert that demo money cannot be withdrawn. The
 * card shows it before navigating (and says so in the navigation state); opened any other way, the frame
 * shows it. The game loads behind the alert meanwhile.
 */
function useDemoAlert(mode: CasinoMode) {
  const { t } = useT('casino');
  const location = useLocation();
  const warned = wasDemoWarned(location.state);
  useEffect(() => {
    if (mode !== 'demo' || warned) return;
    void alertDialog({ title: t('casino.demoTitle'), message: t('casino.demoWarning') });
  }, [mode, warned, t]);
}

/** Leaving real play: the balance (and its withdrawable part) is asked again for the top bar and me. */
function useRefreshBalanceOnLeave(mode: CasinoMode) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (mode !== 'launch') return;
    return () => {
      void queryClient.invalidateQueries({ queryKey: profileKey, refetchType: 'all' });
    };
  }, [mode, queryClient]);
}

import { formatMoney } from '@sika/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { type PlaySession, playSessionQueryOptions } from '../api/get-play-session.ts';
import { isCheckDue, msUntilNextCheck, rememberCheckpoint, shownCheckpoint } from '../reality-check.ts';
import styles from './game-frame.module.css';

/** Runs `run` after `ms`; returns the cancel. Injected by tests, which fire it by hand instead of waiting. */
export type Schedule = (run: () => void, ms: number) => () => void;

const timeout: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * The reality check over the game frame (issue 19): when the play session reaches the next multiple of the
 * player's interval, a modal covers the game (the frame behind is inert) with the time played and the net
 * result of the session, both from the server, and Continue or Stop. The next check is asked for when the
 * server's count says it falls; a check missed while away (another game, the app in the background) shows
 * as soon as the frame opens or comes back.
 */
export function RealityCheck({ onStop, schedule = timeout }: { onStop(): void; schedule?: Schedule }) {
  const session = useQuery(playSessionQueryOptions());
  const [due, setDue] = useState<PlaySession | null>(null);
  const refetch = useRef(session.refetch);
  refetch.current = session.refetch;
  const data = session.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: dataUpdatedAt re-arms the timer when an answer repeats the last one
  useEffect(() => {
    if (!data || due) return;
    if (isCheckDue(data, shownCheckpoint(data.startedAt))) {
      setDue(data);
      return;
    }
    return schedule(() => void refetch.current(), msUntilNextCheck(data));
  }, [data, session.dataUpdatedAt, due, schedule]);

  if (!due) return null;
  const close = (stop: boolean) => {
    rememberCheckpoint(due);
    setDue(null);
    if (stop) onStop();
  };
  return <RealityCheckDialog session={due} onContinue={() => close(false)} onStop={() => close(true)} />;
}

export function RealityCheckDialog({
  session,
  onContinue,
  onStop,
}: {
  session: PlaySession;
  onContinue(): void;
  onStop(): void;
}) {
  const { t } = useT('casino');
  const market = useMarket();
  const hours = Math.floor(session.playedMinutes / 60);
  const minutes = session.playedMinutes % 60;
  const played = hours > 0 ? t('casino.durationHm', { hours, minutes }) : t('casino.durationM', { minutes });
  // The market (currency) is asked at start; never show a bare number of minor units meanwhile.
  if (!market) return null;
  const net = session.netResultMinor;
  const netText = `${net > 0 ? '+' : net < 0 ? '−' : ''}${formatMoney(market, Math.abs(net))}`;
  return (
    <Dialog
      open
      title={t('casino.realityTitle')}
      // A reality check wants an answer: Escape does not dismiss it.
      onClose={() => {}}
      actions={
        <>
          <Button variant="secondary" onClick={onStop} data-testid="reality-stop">
            {t('casino.realityStop')}
          </Button>
          <Button onClick={onContinue} data-autofocus data-testid="reality-continue">
            {t('casino.realityContinue')}
          </Button>
        </>
      }
    >
      <dl className={styles.reality} data-testid="reality-check">
        <div>
          <dt>{t('casino.realityPlayed')}</dt>
          <dd data-testid="reality-played">{played}</dd>
        </div>
        <div>
          <dt>{t('casino.realityNet')}</dt>
          <dd data-testid="reality-net" data-tone={net < 0 ? 'loss' : net > 0 ? 'win' : 'even'}>
            {netText}
          </dd>
        </div>
      </dl>
      <p className={styles.realityHint}>{t('casino.realityHint')}</p>
    </Dialog>
  );
}

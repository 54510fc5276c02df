import type { PlayPause } from '@sika/contract';
import { useT } from '../i18n/index.ts';
import { useProfile } from '../lib/session/index.ts';
import { useWhen } from '../lib/use-when.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Empty } from '../ui/empty.tsx';
import { ClockIcon } from '../ui/icons/core.tsx';
import styles from './pause-notice.module.css';

/** The player's pause (time-out or self-exclusion, decision 017), from the profile; null when playing. */
export function usePause(): PlayPause | null {
  return useProfile().data?.pause ?? null;
}

/** "You are on a time-out until 24 Nov 2026 at 18:40." */
export function usePauseText(): (pause: PlayPause) => string {
  const { t } = useT();
  const when = useWhen();
  return (pause) => {
    if (!pause.until) return t('pause.exclusionForever');
    const key = pause.reason === 'time-out' ? 'pause.timeOutUntil' : 'pause.exclusionUntil';
    return t(key, { when: when(pause.until) });
  };
}

/**
 * The strip at the top of every open page while play is paused: why and until when, and that withdrawing
 * and messages still work.
 */
export function PauseBanner() {
  const { t } = useT();
  const pause = usePause();
  const text = usePauseText();
  if (!pause) return null;
  return (
    <p className={styles.banner} role="status" data-testid="pause-banner">
      <ClockIcon className={styles.icon} />
      <span>
        <strong>{text(pause)}</strong> {t('pause.stillOpen')}
      </span>
    </p>
  );
}

/** What a page closed during a pause (deposit, play, rewards) shows instead of failing. */
export function PausedPage({ pause }: { pause: PlayPause }) {
  const { t } = useT();
  const text = usePauseText();
  return (
    <div data-testid="paused-page">
      <Empty
        icon={<ClockIcon />}
        title={t('pause.closedTitle')}
        text={`${text(pause)} ${t('pause.stillOpen')}`}
        action={
          <>
            <ButtonLink to="/withdraw">{t('pause.withdraw')}</ButtonLink>
            <ButtonLink to="/me/settings/limits" variant="secondary">
              {t('pause.settings')}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}

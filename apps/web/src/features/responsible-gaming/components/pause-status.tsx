import type { PlayPause } from '@sika/contract';
import { useT } from '../../../i18n/index.ts';
import { useWhen } from '../../../lib/use-when.ts';
import styles from './responsible-gaming.module.css';

/** "You are on a time-out until …": the pause in force, on the settings pages. */
export function PauseStatus({ pause }: { pause: PlayPause }) {
  const { t } = useT();
  const when = useWhen();
  return (
    <p className={styles.status} role="status" data-testid="rg-pause-status">
      {pause.until
        ? t(`pause.${pause.reason === 'time-out' ? 'timeOut' : 'exclusion'}Until`, {
            when: when(pause.until),
          })
        : t('pause.exclusionForever')}{' '}
      {t('pause.stillOpen')}
    </p>
  );
}

import { GAME_LABEL } from '@sika/domain';
import { useT } from '../i18n/index.ts';
import styles from './game-card.module.css';

/** A game's badges, shared by its card and its launch popup (which the card loads lazily). */

const LABELS = [
  { flag: GAME_LABEL.NEW, key: 'new' },
  { flag: GAME_LABEL.HOT, key: 'hot' },
  { flag: GAME_LABEL.BONUS, key: 'bonus' },
] as const;

/** The label bit flags of a game (spec core §3 Game: 1 new, 2 hot, 4 bonus), in that order. */
export function gameLabels(label: number): ('new' | 'hot' | 'bonus')[] {
  return LABELS.filter(({ flag }) => (label & flag) !== 0).map(({ key }) => key);
}

export function GameLabels({ label }: { label: number }) {
  const { t } = useT('overlays');
  const labels = gameLabels(label);
  if (labels.length === 0) return null;
  return (
    <span className={styles.labels}>
      {labels.map((key) => (
        <span key={key} className={`${styles.label} ${styles[key]}`}>
          {t(`overlays.label.${key}`)}
        </span>
      ))}
    </span>
  );
}

/** "12 online" with a live dot; nothing when nobody plays. */
export function OnlineUsers({ count, className }: { count: number; className?: string }) {
  const { t, language } = useT('overlays');
  if (count <= 0) return null;
  return (
    <span className={`${styles.online} ${className ?? ''}`}>
      <span className={styles.liveDot} aria-hidden="true" />
      {t('overlays.online', { n: new Intl.NumberFormat(language).format(count) })}
    </span>
  );
}

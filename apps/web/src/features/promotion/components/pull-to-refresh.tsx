import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import styles from './promotion.module.css';

/** Pull this far (px, after resistance) to refresh. */
const TRIGGER_PX = 64;
const MAX_PULL_PX = 96;
const RESISTANCE = 0.5;

/**
 * Pull-to-refresh (spec core §2 Promotion): at the top of the page, pulling down past a threshold calls
 * `onRefresh`; a spinner shows until it settles. Touch only; the page also offers a refresh button.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh(): Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useT('promotion');
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);
  const state = useRef({ pull: 0, refreshing: false, onRefresh });
  state.current.onRefresh = onRefresh;
  state.current.refreshing = refreshing;

  useEffect(() => {
    const onStart = (event: TouchEvent) => {
      if (window.scrollY > 0 || state.current.refreshing) return;
      start.current = event.touches[0]?.clientY ?? null;
    };
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return;
      const dy = (event.touches[0]?.clientY ?? start.current) - start.current;
      if (dy <= 0 || window.scrollY > 0) {
        state.current.pull = 0;
        setPull(0);
        return;
      }
      const distance = Math.min(dy * RESISTANCE, MAX_PULL_PX);
      state.current.pull = distance;
      setPull(distance);
    };
    const onEnd = async () => {
      if (start.current === null) return;
      start.current = null;
      const pulled = state.current.pull;
      state.current.pull = 0;
      setPull(0);
      if (pulled < TRIGGER_PX) return;
      setRefreshing(true);
      try {
        await state.current.onRefresh();
      } finally {
        setRefreshing(false);
      }
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const shown = refreshing ? TRIGGER_PX * 0.75 : pull;
  return (
    <div className={styles.pull}>
      <div
        className={styles.pullIndicator}
        style={{ height: `${shown}px` }}
        aria-hidden={!refreshing}
        data-testid="pull-indicator"
      >
        {refreshing ? (
          <Spinner label={t('promotion.refreshing')} />
        ) : pull > 0 ? (
          <span className={styles.pullHint}>
            {pull >= TRIGGER_PX ? t('promotion.releaseToRefresh') : t('promotion.pullToRefresh')}
          </span>
        ) : null}
      </div>
      {children}
    </div>
  );
}

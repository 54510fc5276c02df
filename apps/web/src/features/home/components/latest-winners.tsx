import { formatMoney } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { TrophyIcon } from '../../../ui/icons/lobby.tsx';
import { useLatestWinners } from '../api/get-latest-winners.ts';
import styles from './game-area.module.css';

/** Seconds per winner on the ticker: slow enough to read on a small screen. */
const SECONDS_PER_WINNER = 4;

/**
 * The latest winners ticker (activities §7 Game center): masked numbers, amounts and games, scrolling
 * sideways. Its line is always there, so the games below never move when it fills.
 */
export function LatestWinners() {
  const { t } = useT('home');
  const winners = useLatestWinners();
  const market = useMarket();
  const list = winners.data?.list ?? [];
  const items =
    market &&
    list.map((win, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: wins have no id; the list is replaced whole
      <li key={i} className={styles.win}>
        {t('home.winnerLine', {
          mobile: win.mobile,
          amount: formatMoney(market, win.winMinor),
          game: win.gameName,
        })}
      </li>
    ));
  return (
    <section className={styles.winners} aria-label={t('home.latestWinners')} data-testid="latest-winners">
      <TrophyIcon className={styles.winnersIcon} />
      {items && items.length > 0 ? (
        <div className={styles.ticker}>
          <div
            className={styles.tickerTrack}
            style={{ animationDuration: `${Math.max(list.length, 2) * SECONDS_PER_WINNER}s` }}
          >
            <ul className={styles.tickerList}>{items}</ul>
            {/* The same list again, so the loop has no seam; hidden from screen readers. */}
            <ul className={styles.tickerList} aria-hidden="true">
              {items}
            </ul>
          </div>
        </div>
      ) : (
        <span className={styles.noWinners}>
          {winners.isPending ? t('common.loading') : t('home.noWinners')}
        </span>
      )}
    </section>
  );
}

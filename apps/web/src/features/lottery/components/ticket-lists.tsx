import { formatMoney } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link } from '../../../lib/router/index.ts';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLotteryResults, useMyTickets } from '../api/lottery.ts';
import { Balls } from './balls.tsx';
import styles from './lottery.module.css';

export function MyTickets() {
  const { t } = useT('draws');
  const market = useMarket();
  const tickets = useMyTickets(true);
  if (tickets.isPending) return <Skeleton height="3rem" />;
  const list = tickets.data?.list ?? [];
  if (list.length === 0)
    return <Empty title={t('draws.lottery.noTickets')} text={t('draws.lottery.noTicketsText')} />;
  return (
    <ul className={styles.list} aria-label={t('draws.lottery.tabs.tickets')}>
      {list.map((ticket) => (
        <li key={ticket.id} className={styles.item}>
          <div className={styles.itemHead}>
            <span>{ticket.drawId}</span>
            <span>{t(`draws.lottery.status.${ticket.drawStatus}`)}</span>
          </div>
          <Balls red={ticket.red} blue={ticket.blue} small />
          <div className={styles.itemHead}>
            <span>
              {t('draws.lottery.lines', { count: ticket.lines })} ·{' '}
              {market ? formatMoney(market, ticket.costMinor) : ticket.costMinor}
            </span>
            {ticket.prizeMinor !== null && (
              <strong className={ticket.prizeMinor > 0 ? styles.win : ''}>
                {ticket.prizeMinor > 0
                  ? t('draws.lottery.won', { amount: market ? formatMoney(market, ticket.prizeMinor) : '' })
                  : t('draws.lottery.noWin')}
              </strong>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Results() {
  const { t } = useT('draws');
  const market = useMarket();
  const results = useLotteryResults();
  if (results.isPending) return <Skeleton height="3rem" />;
  const { list = [], waiting = [] } = results.data ?? {};
  return (
    <>
      {waiting.map((w) => (
        <p key={w.drawId} className={styles.waiting} role="status">
          {t('draws.lottery.waiting', { id: w.drawId, round: w.beaconRound })}
        </p>
      ))}
      {list.length === 0 ? (
        <Empty title={t('draws.lottery.noResults')} text={t('draws.lottery.noResultsText')} />
      ) : (
        <ul className={styles.list} aria-label={t('draws.lottery.tabs.results')}>
          {list.map((result) => (
            <li key={result.drawId} className={styles.item}>
              <div className={styles.itemHead}>
                <span>{result.drawId}</span>
                <Link to={`/draws/${result.drawId}/verify`}>{t('draws.lottery.verify')}</Link>
              </div>
              <Balls red={result.red} blue={[result.blue]} />
              <div className={styles.itemHead}>
                <span>
                  {t('draws.lottery.jackpot')}: {market ? formatMoney(market, result.jackpotMinor) : ''}
                </span>
                <span>
                  {t('draws.lottery.winners', {
                    count: Object.values(result.winners).reduce((sum, n) => sum + n, 0),
                  })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

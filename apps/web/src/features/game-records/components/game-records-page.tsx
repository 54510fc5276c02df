import { formatMoney, type Market } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useLobby } from '../../../lib/lobby.ts';
import { useSearchParams } from '../../../lib/router/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { DiceIcon } from '../../../ui/icons/lobby.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import {
  type GameRecord,
  type RecordKind,
  type RecordsFilter,
  useGameRecords,
} from '../api/get-game-records.ts';
import { readRecordsFilter, writeRecordsFilter } from '../records-filter.ts';
import styles from './game-records.module.css';

/**
 * The game records, /me/game-records (spec activities §7 Game center): the player's bets and wins as two
 * tabs, pages of 20 with "load more", newest or oldest first, one game or all.
 */
export default function GameRecordsPage() {
  const { t } = useT('gameRecords');
  const [search, setSearch] = useSearchParams();
  const filter = readRecordsFilter(search);
  // From the address as it is now, not as it was at the last render: two quick taps (a tab, then a game)
  // must both count, even when the first has not rendered yet.
  const change = (next: Partial<RecordsFilter>) =>
    setSearch((current) => writeRecordsFilter({ ...readRecordsFilter(current), ...next }), { replace: true });
  return (
    <>
      <PageHeader title={t('routes.me-game-records')} />
      <div className={styles.controls}>
        <Tabs
          label={t('routes.me-game-records')}
          items={[
            { value: 'bet', label: t('gameRecords.bets') },
            { value: 'win', label: t('gameRecords.wins') },
          ]}
          value={filter.kind}
          onChange={(kind: RecordKind) => change({ kind })}
        />
        <div className={styles.filters}>
          <GameSelect value={filter.gameId} onChange={(gameId) => change({ gameId })} />
          <label className={styles.select}>
            <span className="visually-hidden">{t('gameRecords.order')}</span>
            <select
              value={filter.order}
              onChange={(event) => change({ order: event.target.value === 'asc' ? 'asc' : 'desc' })}
            >
              <option value="desc">{t('gameRecords.newest')}</option>
              <option value="asc">{t('gameRecords.oldest')}</option>
            </select>
          </label>
        </div>
      </div>
      <Page>
        <RecordList key={`${filter.kind}/${filter.order}/${filter.gameId}`} filter={filter} />
      </Page>
    </>
  );
}

function GameSelect({ value, onChange }: { value: number | null; onChange(gameId: number | null): void }) {
  const { t } = useT('gameRecords');
  const games = useLobby().data?.games ?? [];
  return (
    <label className={`${styles.select} ${styles.grow}`}>
      <span className="visually-hidden">{t('gameRecords.game')}</span>
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        data-testid="records-game"
      >
        <option value="">{t('gameRecords.allGames')}</option>
        {/* A game chosen by its address stays listed while the lobby loads (or after it left the lobby). */}
        {value !== null && !games.some((game) => game.id === value) && (
          <option value={value}>{t('gameRecords.gameNumber', { id: value })}</option>
        )}
        {games.map((game) => (
          <option key={game.id} value={game.id}>
            {game.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function RecordList({ filter }: { filter: RecordsFilter }) {
  const { t } = useT('gameRecords');
  const records = useGameRecords(filter);
  const market = useMarket();

  if (records.isPending || !market) return <ListSkeleton />;
  if (records.isError && !records.data) {
    return <LoadError onRetry={() => void records.refetch()} />;
  }
  const items = records.data.pages.flatMap((page) => page.list);
  const total = records.data.pages.at(-1)?.total ?? items.length;
  if (items.length === 0) {
    return (
      <Empty
        icon={<DiceIcon />}
        title={t(filter.kind === 'bet' ? 'gameRecords.noBetsTitle' : 'gameRecords.noWinsTitle')}
        text={t(filter.gameId === null ? 'gameRecords.emptyText' : 'gameRecords.emptyGameText')}
        action={<ButtonLink to="/home">{t('gameRecords.play')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul
        className={styles.list}
        aria-label={t(filter.kind === 'bet' ? 'gameRecords.bets' : 'gameRecords.wins')}
      >
        {items.map((record) => (
          <li key={record.roundId}>
            <RecordRow record={record} kind={filter.kind} market={market} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {records.hasNextPage ? (
          <Button
            variant="secondary"
            block
            loading={records.isFetchingNextPage}
            onClick={() => void records.fetchNextPage()}
          >
            {t('gameRecords.loadMore')}
          </Button>
        ) : (
          <p className={styles.end}>{t('gameRecords.allShown', { count: total })}</p>
        )}
      </div>
    </>
  );
}

function RecordRow({ record, kind, market }: { record: GameRecord; kind: RecordKind; market: Market }) {
  const { t, language } = useT('gameRecords');
  return (
    <div className={styles.row} data-testid="game-record">
      <div className={styles.main}>
        <span className={styles.game}>{record.gameName}</span>
        <span className={styles.meta}>
          <time dateTime={record.time}>{formatDateTime(record.time, language)}</time>
          <span title={record.roundId}> · #{record.roundId.slice(0, 8)}</span>
        </span>
      </div>
      <div className={styles.amounts}>
        {kind === 'bet' ? (
          <>
            <span className={styles.amount}>
              <span className="visually-hidden">{t('gameRecords.stake')}: </span>
              {formatMoney(market, record.betMinor)}
            </span>
            <Outcome record={record} market={market} />
          </>
        ) : (
          <>
            <span className={`${styles.amount} ${styles.won}`}>+{formatMoney(market, record.winMinor)}</span>
            <span className={styles.outcome}>
              {t('gameRecords.betOf', { amount: formatMoney(market, record.betMinor) })}
            </span>
          </>
        )}
      </div>
    </div>
  );
}

/** What became of a stake: won, refunded (a round cut off and given back), still open, or lost. */
function Outcome({ record, market }: { record: GameRecord; market: Market }) {
  const { t } = useT('gameRecords');
  if (record.winMinor > 0) {
    return (
      <span className={`${styles.outcome} ${styles.won}`}>
        {t('gameRecords.won', { amount: formatMoney(market, record.winMinor) })}
      </span>
    );
  }
  if (record.refundedMinor > 0) {
    return (
      <span className={styles.outcome}>
        {t('gameRecords.refunded', { amount: formatMoney(market, record.refundedMinor) })}
      </span>
    );
  }
  if (record.status === 'open') return <span className={styles.outcome}>{t('gameRecords.open')}</span>;
  return <span className={styles.outcome}>{t('gameRecords.noWin')}</span>;
}

function ListSkeleton() {
  const { t } = useT('gameRecords');
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <span className={styles.main}>
            <Skeleton width="50%" />
            <Skeleton width="70%" height="0.32rem" />
          </span>
          <Skeleton width="1.6rem" />
        </div>
      ))}
    </div>
  );
}

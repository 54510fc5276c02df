import type { WalletLeg } from '@sika/contract';
import { formatMoney, type Market } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useParams } from '../../../lib/router/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon, CashIcon, CoinIcon, DiamondIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useTransaction, type WalletTransaction } from '../api/get-transaction.ts';
import styles from './transaction.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Not found (1004) or a malformed id (1000): nothing to retry. */
const MISSING_CODES = [1004, 1000];

/** /account/transaction/{id}: one transaction with its legs; type, status and legs named by code. */
export default function TransactionPage() {
  const { t } = useT('transactions');
  const id = useParams().id ?? '';
  return (
    <>
      <PageHeader title={t('routes.account-transaction')} />
      <Page>{UUID.test(id) ? <TransactionView id={id} /> : <NotFound />}</Page>
    </>
  );
}

function NotFound() {
  const { t } = useT('transactions');
  return (
    <Empty
      icon={<AlertIcon />}
      title={t('transactions.notFoundTitle')}
      text={t('transactions.notFoundText')}
      action={<ButtonLink to="/me">{t('transactions.backToMe')}</ButtonLink>}
    />
  );
}

function TransactionView({ id }: { id: string }) {
  const { t } = useT('transactions');
  const transaction = useTransaction(id);
  const market = useMarket();
  if (transaction.isError) {
    if (isApiError(transaction.error) && MISSING_CODES.includes(transaction.error.code)) return <NotFound />;
    return <LoadError onRetry={() => void transaction.refetch()} />;
  }
  if (!transaction.data || !market) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.stack}>
        <Skeleton height="3rem" />
        <Skeleton height="1.2rem" lines={3} />
      </div>
    );
  }
  return <Details transaction={transaction.data} market={market} />;
}

/** +₵5.00 / −₵5.00: the player's side of the change. */
function signed(text: string, amount: number): string {
  return amount > 0 ? `+${text}` : amount < 0 ? `−${text}` : text;
}

function Details({ transaction, market }: { transaction: WalletTransaction; market: Market }) {
  const { t, language } = useT('transactions');
  const count = new Intl.NumberFormat(market.locale);
  // The headline is the cash change; a coins- or diamonds-only transaction shows that, with its name.
  const mainAsset = transaction.cashMinor !== 0 ? 'cash' : transaction.coins !== 0 ? 'coins' : 'diamonds';
  const main =
    mainAsset === 'cash'
      ? signed(formatMoney(market, Math.abs(transaction.cashMinor)), transaction.cashMinor)
      : mainAsset === 'coins'
        ? signed(formatMoney(market, Math.abs(transaction.coins), false), transaction.coins)
        : signed(count.format(Math.abs(transaction.diamonds)), transaction.diamonds);
  const mainAmount = {
    cash: transaction.cashMinor,
    coins: transaction.coins,
    diamonds: transaction.diamonds,
  }[mainAsset];
  const rows: [string, string][] = [
    [t('transactions.created'), formatDateTime(transaction.createdAt, language)],
    ...(transaction.settledAt
      ? [[t('transactions.settled'), formatDateTime(transaction.settledAt, language)] as [string, string]]
      : []),
    ...(transaction.reference
      ? [[t('transactions.reference'), transaction.reference] as [string, string]]
      : []),
    [t('transactions.id'), transaction.id],
  ];
  return (
    <div className={styles.stack}>
      <section className={styles.summary} data-testid="transaction-summary">
        <p className={styles.type}>{t(`transactions.types.${transaction.type}`)}</p>
        <p className={`${styles.amount} ${mainAmount < 0 ? styles.out : styles.in}`}>{main}</p>
        {mainAsset !== 'cash' && <p className={styles.asset}>{t(`transactions.assets.${mainAsset}`)}</p>}
        <span className={`${styles.status} ${styles[transaction.status]}`}>
          {t(`transactions.statuses.${transaction.status}`)}
        </span>
      </section>

      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {transaction.legs.length > 0 && (
        <section className={styles.legs} aria-labelledby="transaction-legs">
          <h2 id="transaction-legs" className={styles.legsTitle}>
            {t('transactions.legs')}
          </h2>
          <ul className={styles.legList}>
            {transaction.legs.map((leg, index) => (
              // Legs have no id of their own; their order is the ledger's.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Leg key={index} leg={leg} market={market} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Leg({ leg, market }: { leg: WalletLeg; market: Market }) {
  const { t } = useT('transactions');
  const icon = leg.asset === 'cash' ? <CashIcon /> : leg.asset === 'coins' ? <CoinIcon /> : <DiamondIcon />;
  const amount =
    leg.asset === 'diamonds'
      ? new Intl.NumberFormat(market.locale).format(Math.abs(leg.amountMinor))
      : formatMoney(market, Math.abs(leg.amountMinor), leg.asset === 'cash');
  return (
    <li className={styles.leg}>
      <span className={styles.legIcon}>{icon}</span>
      <span className={styles.legText}>
        <span className={styles.legAsset}>{t(`transactions.assets.${leg.asset}`)}</span>
        <span className={styles.legParty}>
          {t(`transactions.counterparties.${leg.counterparty}`)}
          {leg.withdrawable === true && ` · ${t('transactions.withdrawable')}`}
        </span>
      </span>
      <span className={`${styles.legAmount} ${leg.amountMinor < 0 ? styles.out : styles.in}`}>
        {signed(amount, leg.amountMinor)}
      </span>
    </li>
  );
}

import type { DepositConfig, DepositOrder } from '@sika/contract';
import type { Market } from '@sika/domain';
import { useMemo } from 'react';
import { BonusPanel } from '../../../components/bonus-panel.tsx';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router/index.ts';
import { useProfile, useToken } from '../../../lib/session/index.ts';
import { RecordsIcon } from '../../../ui/icons/money.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { IconButton, Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useDepositConfig } from '../api/get-deposit-config.ts';
import { useDepositOptions } from '../api/get-deposit-options.ts';
import { getDepositResult } from '../api/get-deposit-result.ts';
import { parseFirstDepositOffer } from '../first-deposit-offer.ts';
import { openHostedCheckout } from '../hosted-checkout.ts';
import { DEPOSIT_RESULT_PATH, resultOf, resultSearch } from '../result-query.ts';
import styles from './deposit.module.css';
import { DepositForm } from './deposit-form.tsx';
import { DepositSupport } from './deposit-support.tsx';
import { DepositWait } from './deposit-wait.tsx';
import { FirstDepositPopup } from './first-deposit-popup.tsx';

/**
 * /deposit (spec core §2 Deposit page). After Pay the page becomes the wait screen, with the order in the
 * URL (`?wait=<transNo>`) so a reload or a lost tab comes back to the same wait. A first-deposit advert
 * opens its popup here (`?payChannel=…&payItem1=…`).
 */
export default function DepositPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const token = useToken();
  const [query, setQuery] = useSearchParams();
  const waiting = query.get('wait');
  const offer = useMemo(() => parseFirstDepositOffer(query), [query]);
  const config = useDepositConfig();
  const market = useMarket();

  const closeOffer = () => {
    const next = new URLSearchParams(query);
    for (const key of [...next.keys()])
      if (key === 'payChannel' || key.startsWith('payItem')) next.delete(key);
    setQuery(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('routes.deposit')}
        back={false}
        actions={
          token && (
            <IconButton
              label={t('routes.account-records-deposit')}
              onClick={() => navigate('/account/records/deposit')}
            >
              <RecordsIcon />
            </IconButton>
          )
        }
      />
      <Page>
        {config.isError ? (
          <LoadError onRetry={() => void config.refetch()} />
        ) : !config.data || !market ? (
          <Loading />
        ) : waiting && token ? (
          <Waiting transNo={waiting} config={config.data} market={market} />
        ) : (
          <Choose config={config.data} market={market} />
        )}
      </Page>
      {offer && !waiting && config.data && market && (
        <FirstDepositPopup offer={offer} config={config.data} market={market} onClose={closeOffer} />
      )}
    </>
  );
}

function Choose({ config, market }: { config: DepositConfig; market: Market }) {
  const navigate = useNavigate();
  const token = useToken();
  const profile = useProfile();
  const options = useDepositOptions();
  const minMinor = options.data?.minAmountMinor ?? config.minAmountMinor;
  return (
    <div className={styles.stack}>
      <BonusPanel showOffers />
      <DepositForm
        config={config}
        market={market}
        minMinor={minMinor}
        mobile={token ? (profile.data?.mobile ?? null) : null}
        loggedIn={token !== null}
        returnTo="/deposit"
        onOrder={(order) => {
          // Paystack (Nigeria): the player pays on its checkout page, which brings them back to the result
          // page; the wait screen then polls this order (hosted-checkout.ts).
          if (order.payUrl) {
            openHostedCheckout({ transNo: order.transNo, payUrl: order.payUrl });
            return;
          }
          navigate({ search: `?wait=${encodeURIComponent(order.transNo)}` }, { state: { order } });
        }}
      />
      <DepositSupport tips={options.data?.tips ?? null} tipsLoading={options.isPending} />
    </div>
  );
}

function Waiting({ transNo, config, market }: { transNo: string; config: DepositConfig; market: Market }) {
  const navigate = useNavigate();
  const location = useLocation();
  const known = (location.state as { order?: DepositOrder } | null)?.order;
  const initial = known?.transNo === transNo ? known : null;
  return (
    <DepositWait
      transNo={transNo}
      query={(signal) => getDepositResult(transNo, signal)}
      initial={initial}
      channels={config.channels}
      market={market}
      onFinish={(order) => {
        const view = resultOf(order ?? { state: 2, transNo, bonus: 0, message: '', reason: null });
        navigate(`${DEPOSIT_RESULT_PATH}${resultSearch(view)}`, { replace: true });
      }}
    />
  );
}

function Loading() {
  const { t } = useT();
  return (
    <div className={styles.stack} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton width="3rem" />
      <div className={styles.packages}>
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} height="2.2rem" />
        ))}
      </div>
      <Skeleton height="1.3rem" />
      <Skeleton width="3rem" />
      <Skeleton height="1.8rem" />
      <Skeleton height="1.25rem" />
    </div>
  );
}

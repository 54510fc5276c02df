import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link, Navigate, useSearchParams } from '../../../lib/router/index.ts';
import { useProfile, useToken } from '../../../lib/session/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useDepositNotices } from '../hooks/use-deposit-notices.ts';
import { forgetCheckout, peekCheckoutReturn } from '../hosted-checkout.ts';
import { isStillWaiting, readResult } from '../result-query.ts';
import styles from './deposit.module.css';
import { DepositOutcome } from './deposit-outcome.tsx';
import { CloseNestedButton } from './nested-close.tsx';

/**
 * Spec core §2 Deposit result page: reads status, no, bonus, isBonus and msg from the query. The button
 * goes to /home, or closes a nested deposit. After a success, the gift-coins notice shows once per order
 * (the last-deposit marker, spec core §4).
 */
export default function DepositResultPage() {
  const { t } = useT('deposit');
  const [query] = useSearchParams();
  // Back from Paystack's checkout: wait for the order there (hosted-checkout.ts). Only read while rendering
  // (a render waiting for the page's words is thrown away and run again); forgotten once shown.
  const [checkoutReturn] = useState(() => peekCheckoutReturn(query));
  useEffect(() => {
    if (checkoutReturn) forgetCheckout();
  }, [checkoutReturn]);
  const view = readResult(query);
  const market = useMarket();
  const token = useToken();
  const profile = useProfile();

  useDepositNotices(view, market);

  if (checkoutReturn) return <Navigate to={checkoutReturn} replace />;
  const failed = view.status !== 1 && !isStillWaiting(view);
  return (
    <>
      <PageHeader title={t('routes.deposit-result')} back={false} />
      <Page>
        {market ? (
          <DepositOutcome
            view={view}
            market={market}
            balanceMinor={token ? (profile.data?.money ?? null) : null}
            actions={
              <>
                {failed && (
                  <ButtonLink to="/deposit" replace block>
                    {t('deposit.result.tryAgain')}
                  </ButtonLink>
                )}
                {isStillWaiting(view) && (
                  <ButtonLink to="/account/records/deposit" replace block>
                    {t('deposit.result.records')}
                  </ButtonLink>
                )}
                {view.nested ? (
                  <CloseNestedButton />
                ) : (
                  <ButtonLink to="/home" replace block variant={view.status === 1 ? 'primary' : 'secondary'}>
                    {t('deposit.result.home')}
                  </ButtonLink>
                )}
                {view.status !== 1 && token && view.no && (
                  <Link to={`/feedback/deposit/${encodeURIComponent(view.no)}`} className={styles.textLink}>
                    {t('deposit.result.appeal')}
                  </Link>
                )}
              </>
            }
          />
        ) : (
          <Skeleton height="6rem" />
        )}
      </Page>
    </>
  );
}

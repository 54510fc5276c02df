import type { DepositOrder } from '@sika/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { useProfile, useToken } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useBack } from '../../../ui/page.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useDepositConfig } from '../api/get-deposit-config.ts';
import { useDepositOptions } from '../api/get-deposit-options.ts';
import { getDepositResult } from '../api/get-deposit-result.ts';
import { useDepositNotices } from '../hooks/use-deposit-notices.ts';
import { type DepositResultView, resultOf } from '../result-query.ts';
import styles from './deposit.module.css';
import { DepositForm } from './deposit-form.tsx';
import { DepositOutcome } from './deposit-outcome.tsx';
import { DepositWait } from './deposit-wait.tsx';
import { CloseNestedButton } from './nested-close.tsx';

type Step = 1 | 2 | 3;

/**
 * The nested deposit popup (spec core §2, §4): 1 choose the amount and method, 2 wait for the payment
 * result, 3 the outcome. 1 → 2 once the order has a transaction number; 2 → 3 on finish. Closing goes
 * back to the page that opened it.
 */
export default function NestedDepositPage() {
  const { t } = useT('deposit');
  const back = useBack();
  const [step, setStep] = useState<Step>(1);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [result, setResult] = useState<DepositResultView | null>(null);
  return (
    <div className={styles.nestedBackdrop}>
      <Sheet open tall title={t('routes.nested-deposit')} onClose={back} closable={step !== 2}>
        <ol className={styles.steps} aria-label={t('deposit.nested.steps')}>
          {([1, 2, 3] as const).map((n) => (
            <li
              key={n}
              className={n === step ? styles.stepNow : n < step ? styles.stepDone : ''}
              aria-current={n === step ? 'step' : undefined}
            >
              <span>{n}</span>
              {t(`deposit.nested.step${n}`)}
            </li>
          ))}
        </ol>
        {step === 1 && (
          <Choose
            onOrder={(created) => {
              setOrder(created);
              setStep(2);
            }}
          />
        )}
        {step === 2 && order && (
          <Wait
            order={order}
            onFinish={(view) => {
              setResult(view);
              setStep(3);
            }}
          />
        )}
        {step === 3 && result && <Outcome view={result} onRetry={() => setStep(1)} />}
      </Sheet>
    </div>
  );
}

function Choose({ onOrder }: { onOrder(order: DepositOrder): void }) {
  const config = useDepositConfig();
  const options = useDepositOptions();
  const market = useMarket();
  const token = useToken();
  const profile = useProfile();
  if (config.isError) {
    return <LoadError onRetry={() => void config.refetch()} />;
  }
  if (!config.data || !market) return <Skeleton height="2rem" lines={4} />;
  return (
    <DepositForm
      config={config.data}
      market={market}
      minMinor={options.data?.minAmountMinor ?? config.data.minAmountMinor}
      mobile={token ? (profile.data?.mobile ?? null) : null}
      loggedIn={token !== null}
      returnTo="/nested-deposit"
      onOrder={onOrder}
    />
  );
}

function Wait({ order, onFinish }: { order: DepositOrder; onFinish(view: DepositResultView): void }) {
  const config = useDepositConfig();
  const market = useMarket();
  if (!market) return null;
  return (
    <DepositWait
      transNo={order.transNo}
      query={(signal) => getDepositResult(order.transNo, signal)}
      initial={order}
      channels={config.data?.channels ?? []}
      market={market}
      showRecordsLink={false}
      onFinish={(last) => onFinish(resultOf(last ?? order, true))}
    />
  );
}

function Outcome({ view, onRetry }: { view: DepositResultView; onRetry(): void }) {
  const { t } = useT('deposit');
  const market = useMarket();
  const profile = useProfile();
  useDepositNotices(view, market);
  if (!market) return null;
  return (
    <DepositOutcome
      view={view}
      market={market}
      balanceMinor={profile.data?.money ?? null}
      actions={
        <>
          {view.status !== 1 && (
            <Button block onClick={onRetry} variant="secondary">
              {t('deposit.result.tryAgain')}
            </Button>
          )}
          <CloseNestedButton />
        </>
      }
    />
  );
}

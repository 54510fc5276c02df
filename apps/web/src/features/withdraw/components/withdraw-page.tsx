import type { WithdrawConfig } from '@sika/contract';
import type { Market } from '@sika/domain';
import { formatMoney } from '@sika/domain';
import { useEffect, useRef } from 'react';
import { KycGate, useKycNotice } from '../../../components/kyc/index.ts';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Link, useLocation } from '../../../lib/router/index.ts';
import { profileKey, useProfile, useToken } from '../../../lib/session/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { alertDialog } from '../../../ui/dialog.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon, ChevronIcon, ClockIcon, LockIcon, WithdrawIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader, useBack } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useWithdrawChannels } from '../api/get-withdraw-channels.ts';
import { useWithdrawConfig } from '../api/get-withdraw-config.ts';
import { useWithdrawTexts } from '../api/get-withdraw-options.ts';
import { AmountForm } from './amount-form.tsx';
import { SupportInfo } from './support-info.tsx';
import styles from './withdraw.module.css';

/**
 * /withdraw and /account/withdraw (spec core §2 Withdraw page, §4): the available balance, the form, the
 * deposit-support info, the tips and the records link; visitors see a login-required view.
 */
export default function WithdrawPage() {
  const { t } = useT('kyc', 'withdraw');
  const token = useToken();
  // The tab route's meta turns the back arrow off (the tab bar is the way out); /account/withdraw has it.
  const isTab = useLocation().pathname === '/withdraw';
  return (
    <>
      <PageHeader title={t('routes.withdraw')} back={!isTab} />
      <Page>{token ? <WithdrawLoader /> : <LoginRequired />}</Page>
    </>
  );
}

function LoginRequired() {
  const { t } = useT('kyc', 'withdraw');
  return (
    <Empty
      icon={<LockIcon />}
      title={t('withdraw.loginTitle')}
      text={t('guard.message')}
      action={<ButtonLink to={loginPath('/withdraw')}>{t('guard.confirm')}</ButtonLink>}
    />
  );
}

/** Spec core §4: config 6002 first; disabled → alert its message and go back; enabled → the rest. */
function WithdrawLoader() {
  const { t } = useT('kyc', 'withdraw');
  const back = useBack();
  const config = useWithdrawConfig();
  const market = useMarket();
  const disabled = config.data !== undefined && !config.data.enable;
  const message = config.data?.message;
  const alerted = useRef(false);
  useEffect(() => {
    if (!disabled || alerted.current) return;
    alerted.current = true;
    void alertDialog({ message: message ?? '' }).then(back);
  }, [disabled, message, back]);

  if (config.isError) {
    return <LoadError onRetry={() => void config.refetch()} />;
  }
  if (!config.data || !market) return <WithdrawSkeleton />;
  if (disabled) {
    return <Empty icon={<WithdrawIcon />} title={t('withdraw.unavailable')} text={config.data.message} />;
  }
  return (
    <>
      <KycGate onDismiss={back} />
      <EnabledWithdraw config={config.data} market={market} />
    </>
  );
}

function EnabledWithdraw({ config, market }: { config: WithdrawConfig; market: Market }) {
  const { t } = useT('kyc', 'withdraw');
  const channels = useWithdrawChannels();
  const profile = useProfile();
  const texts = useWithdrawTexts();
  const kyc = useKycNotice();
  // Spec core §4: the channels load, then the profile refreshes (the balance shown is the latest).
  const loaded = channels.isSuccess;
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: profileKey });
  }, [loaded]);

  let body: React.ReactNode;
  if (channels.isError) {
    body = <LoadError onRetry={() => void channels.refetch()} />;
  } else if (!channels.data || !profile.data) {
    body = <Skeleton height="1.3rem" lines={4} />;
  } else if (config.coinsPerHundredMinor === null) {
    body = <Empty tone="error" icon={<AlertIcon />} title={t('withdraw.configFailed')} />;
  } else if (channels.data.list.length === 0) {
    body = (
      <Empty icon={<WithdrawIcon />} title={t('withdraw.noChannels')} text={t('withdraw.noChannelsText')} />
    );
  } else {
    body = (
      <AmountForm
        config={config}
        coinsPerHundredMinor={config.coinsPerHundredMinor}
        market={market}
        channels={channels.data}
        balanceMinor={profile.data.withdrawMoney}
        taxExplanation={texts.data?.taxExplanation ?? null}
      />
    );
  }

  return (
    <div className={styles.stack}>
      <section className={styles.balance} aria-labelledby="withdraw-available">
        <p id="withdraw-available" className={styles.balanceLabel}>
          {t('withdraw.available')}
        </p>
        {profile.data ? (
          <>
            <p className={styles.balanceValue} data-testid="withdraw-available">
              {formatMoney(market, profile.data.withdrawMoney)}
            </p>
            <p className={styles.balanceTotal}>
              {t('withdraw.balanceTotal', { amount: formatMoney(market, profile.data.money) })}
            </p>
          </>
        ) : (
          <Skeleton width="3.5rem" height="0.8rem" />
        )}
        <p className={styles.rule}>{t('withdraw.withdrawableRule')}</p>
      </section>

      {kyc?.blocking && kyc.state === 'submitted' && (
        <p className={styles.notice} role="status">
          <ClockIcon /> {t('kyc.stateText.submitted')}
        </p>
      )}

      {body}

      <Link to="/account/records/withdraw" className={styles.recordsLink}>
        <span>{t('withdraw.records')}</span>
        <ChevronIcon />
      </Link>

      <SupportInfo />

      {texts.data?.tips && (
        <section className={styles.tips} aria-labelledby="withdraw-tips">
          <h2 id="withdraw-tips" className={styles.tipsTitle}>
            {t('withdraw.tips')}
          </h2>
          <p className={styles.tipsText}>{texts.data.tips}</p>
        </section>
      )}
    </div>
  );
}

function WithdrawSkeleton() {
  const { t } = useT('kyc', 'withdraw');
  return (
    <div className={styles.stack} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height="2.6rem" />
      <Skeleton height="1.3rem" lines={3} />
      <Skeleton height="1.25rem" />
    </div>
  );
}

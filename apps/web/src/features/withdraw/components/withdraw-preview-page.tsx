import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useLocation, useNavigate } from '../../../lib/router/index.ts';
import { randomHex } from '../../../lib/storage.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { useWithdrawChannels } from '../api/get-withdraw-channels.ts';
import { readPreviewParams } from '../withdraw-figures.ts';
import styles from './withdraw.module.css';
import { WithdrawConfirmation } from './withdraw-confirmation.tsx';

/**
 * The route account-withdraw-preview (spec core §2, the {product} theme), params payType, channelCode,
 * account, coins, fee, money, enableTaxOfWithdraw. The idempotency key travels in the history entry's
 * state, so a reload or a return to this entry answers with the same order instead of a second one.
 */
export default function WithdrawPreviewPage() {
  const { t } = useT('withdraw');
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => readPreviewParams(location.search), [location.search]);
  const stateKey = (location.state as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  const [key] = useState(() => (typeof stateKey === 'string' ? stateKey : `w-${randomHex(16)}`));
  useEffect(() => {
    if (stateKey !== key) {
      navigate(`${location.pathname}${location.search}`, { replace: true, state: { idempotencyKey: key } });
    }
  }, [stateKey, key, navigate, location.pathname, location.search]);
  const channels = useWithdrawChannels(params !== null);
  const channel = channels.data?.list.find((c) => c.channelCode === params?.channelCode);

  // Closing goes back to the withdraw page, which starts with an empty amount (spec core §4).
  const close = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/withdraw', { replace: true });
  };

  return (
    <>
      <PageHeader title={t('routes.account-withdraw-preview')} />
      <Page>
        {params ? (
          <div className={styles.previewPage}>
            <WithdrawConfirmation
              params={params}
              idempotencyKey={key}
              channelName={channel?.name ?? params.channelCode}
              bankAccountName={
                (channel?.payoutTo === 'bank' ? channels.data?.payoutBankAccount?.accountName : null) ??
                channels.data?.bankAccountName ??
                null
              }
              recordsReplace
              onClose={close}
            />
          </div>
        ) : (
          <Empty
            tone="error"
            icon={<AlertIcon />}
            title={t('withdraw.preview.invalidTitle')}
            text={t('withdraw.preview.invalidText')}
            action={
              <ButtonLink to="/withdraw" replace>
                {t('routes.withdraw')}
              </ButtonLink>
            }
          />
        )}
      </Page>
    </>
  );
}

import type { DepositOrder } from '@sika/contract';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { errorCodes, isApiError } from '../../../lib/api/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { useSubmitDepositVoucher } from '../api/submit-deposit-voucher.ts';
import styles from './deposit.module.css';

/**
 * What the payer has to do beyond approving a prompt, in the provider's words (Paystack Ghana), and for
 * Telecel Cash the voucher field: the payer dials *110#, makes a voucher and types it here; the wait goes
 * on while Paystack confirms. A refused voucher can be typed again.
 */
export function VoucherStep({ order, channelName }: { order: DepositOrder; channelName: string | null }) {
  const { t } = useT('deposit');
  const [voucher, setVoucher] = useState('');
  const [sent, setSent] = useState(false);
  const submit = useSubmitDepositVoucher(order.transNo);
  const refused = isApiError(submit.error) && submit.error.code === errorCodes.VOUCHER_REFUSED;
  const notExpected = isApiError(submit.error) && submit.error.code === errorCodes.VOUCHER_NOT_EXPECTED;
  const valid = /^\d{4,12}$/.test(voucher);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid || submit.isPending) return;
    submit.mutate(voucher, { onSuccess: () => setSent(true) });
  }

  const asking = order.awaitingVoucher && !sent && !notExpected;
  return (
    <div className={styles.payerStep} data-testid="deposit-payer-step">
      {order.payerNote && (
        <p className={styles.payerNote}>
          {channelName && <strong>{t('deposit.wait.providerSays', { channel: channelName })} </strong>}
          {order.payerNote}
        </p>
      )}
      {asking && (
        <form className={styles.voucherForm} onSubmit={onSubmit} noValidate>
          <h3 className={styles.voucherTitle}>
            {t('deposit.wait.voucherTitle', { channel: channelName ?? '' })}
          </h3>
          <Field
            label={t('deposit.wait.voucherLabel')}
            hint={t('deposit.wait.voucherHint')}
            error={refused ? t('errors.5766') : null}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={voucher}
            onChange={(e) => setVoucher(e.target.value.replace(/\D/g, ''))}
            name="voucher"
          />
          <Button type="submit" variant="primary" block disabled={!valid} loading={submit.isPending}>
            {t('deposit.wait.voucherSend')}
          </Button>
        </form>
      )}
      {(sent || notExpected) && order.state < 3 && (
        <p className={styles.memo}>{t('deposit.wait.voucherSent')}</p>
      )}
    </div>
  );
}

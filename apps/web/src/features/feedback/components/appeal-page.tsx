import { FILE_MAX_BYTES, formatMoney, type Market } from '@sika/domain';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { useNavigate, useParams } from '../../../lib/router/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Field } from '../../../ui/field.tsx';
import { AlertIcon, CheckIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type AppealForm, useAppealForm } from '../api/get-appeal-form.ts';
import { useSubmitAppeal } from '../api/submit-appeal.ts';
import {
  isTransactionId,
  RECEIPT_TYPES,
  type ReceiptProblem,
  receiptProblem,
  shrinkReceipt,
} from '../receipt-file.ts';
import styles from './feedback.module.css';

/**
 * /feedback/deposit/{transNo}: an appeal on a failed or missing deposit. The player gives the transaction
 * id of the payment SMS and a photo or screenshot of the receipt (multipart, at most 10 MB); an appeal
 * already open for the deposit is shown instead of the form.
 */
export default function AppealPage() {
  const { t } = useT('feedback');
  const { id = '' } = useParams();
  const form = useAppealForm(id);
  const market = useMarket();
  const notFound =
    form.isError && isApiError(form.error) && [3003, 1004, 404, 400, 1000].includes(form.error.code);
  return (
    <>
      <PageHeader title={t('routes.feedback-deposit')} />
      <Page>
        {notFound ? (
          <Empty icon={<AlertIcon />} title={t('feedback.notFoundTitle')} text={t('feedback.notFoundText')} />
        ) : form.isError ? (
          <LoadError onRetry={() => void form.refetch()} />
        ) : !form.data || !market ? (
          <div className={styles.stack} aria-busy="true">
            <Skeleton height="1.6rem" />
            <Skeleton height="1.3rem" lines={2} />
            <Skeleton height="3rem" />
          </div>
        ) : form.data.openAppealId ? (
          <Empty
            icon={<CheckIcon />}
            title={t('feedback.openTitle')}
            text={t('feedback.openText')}
            action={
              <ButtonLink to={`/feedback/timeline/${form.data.openAppealId}`} replace>
                {t('feedback.seeProgress')}
              </ButtonLink>
            }
          />
        ) : !form.data.canAppeal ? (
          <Empty
            icon={<CheckIcon />}
            title={t('feedback.creditedTitle')}
            text={t('feedback.creditedText')}
            action={<ButtonLink to="/account/records/deposit">{t('feedback.records')}</ButtonLink>}
          />
        ) : (
          <AppealFormView form={form.data} market={market} />
        )}
      </Page>
    </>
  );
}

function AppealFormView({ form, market }: { form: AppealForm; market: Market }) {
  const { t } = useT('feedback');
  const navigate = useNavigate();
  const fileId = useId();
  const [transactionId, setTransactionId] = useState('');
  const [remark, setRemark] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ReceiptProblem | null>(null);
  const [preparing, setPreparing] = useState(false);
  const preview = usePreviewUrl(file);
  const submit = useSubmitAppeal();
  const idValid = isTransactionId(transactionId);
  const maxBytes = Math.min(form.maxReceiptBytes || FILE_MAX_BYTES, FILE_MAX_BYTES);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const found = chosen.size > maxBytes ? 'too-large' : receiptProblem(chosen);
    setProblem(found);
    setFile(found ? null : chosen);
  };

  const send = async () => {
    if (!file || !idValid) return;
    setPreparing(true);
    const receipt = await shrinkReceipt(file);
    setPreparing(false);
    submit.mutate(
      { transNo: form.transNo, transactionId, remark: remark.trim(), receipt },
      { onSuccess: (appeal) => navigate(`/feedback/timeline/${appeal.id}`, { replace: true }) },
    );
  };

  return (
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <section className={styles.deposit}>
        <p className={styles.depositLabel}>{t('feedback.deposit')}</p>
        <p className={styles.depositAmount}>{formatMoney(market, form.deposit.payMoney)}</p>
        <p className={styles.depositMeta}>
          {t(`feedback.depositState.${form.deposit.stateName}`)} · <span>{form.transNo}</span>
        </p>
      </section>
      <p className={styles.intro}>{t('feedback.intro')}</p>

      <Field
        label={t('feedback.transactionId')}
        hint={t('feedback.transactionIdHint')}
        error={transactionId && !idValid ? t('feedback.transactionIdError') : null}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        value={transactionId}
        onChange={(event) => setTransactionId(event.target.value.trim())}
      />

      <div className={styles.upload}>
        <span className={styles.label} id={`${fileId}-label`}>
          {t('feedback.receipt')}
        </span>
        <label className={`${styles.picker} ${problem ? styles.invalid : ''}`} htmlFor={fileId}>
          {preview ? (
            <img
              src={preview}
              alt={t('feedback.receiptPreview')}
              className={styles.preview}
              width={96}
              height={96}
            />
          ) : (
            <span className={styles.pickerIcon} aria-hidden="true">
              +
            </span>
          )}
          <span className={styles.pickerText}>
            {file ? file.name : t('feedback.receiptChoose')}
            <small>{t('feedback.receiptHint')}</small>
          </span>
        </label>
        <input
          id={fileId}
          className="visually-hidden"
          type="file"
          accept={RECEIPT_TYPES.join(',')}
          aria-labelledby={`${fileId}-label`}
          onChange={onFile}
          data-testid="appeal-receipt"
        />
        {problem && (
          <p className={styles.error} role="alert">
            {t(`feedback.problem.${problem}`)}
          </p>
        )}
      </div>

      <label className={styles.remark}>
        <span className={styles.label}>{t('feedback.remark')}</span>
        <textarea
          maxLength={500}
          rows={3}
          value={remark}
          placeholder={t('feedback.remarkPlaceholder')}
          onChange={(event) => setRemark(event.target.value)}
        />
      </label>

      <Button type="submit" block disabled={!idValid || !file} loading={preparing || submit.isPending}>
        {preparing || submit.isPending ? t('feedback.sending') : t('feedback.submit')}
      </Button>
    </form>
  );
}

/** A blob: URL for the chosen photo, revoked when it changes or the page goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

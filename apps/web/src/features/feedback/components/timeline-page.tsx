import type { Appeal } from '@sika/contract';
import { formatMoney, type Market } from '@sika/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useParams } from '../../../lib/router/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { receiptQueryOptions, useAppealTimeline } from '../api/get-appeal-timeline.ts';
import { REJECTIONS, timelineRows } from '../appeal-steps.ts';
import styles from './feedback.module.css';

/** /feedback/timeline/{id}: where an appeal stands, as a timeline of the six statuses with the reason. */
export default function TimelinePage() {
  const { t } = useT('feedback');
  const { id = '' } = useParams();
  const appeal = useAppealTimeline(id);
  const market = useMarket();
  const notFound =
    appeal.isError && isApiError(appeal.error) && [1004, 404, 400, 1000].includes(appeal.error.code);
  return (
    <>
      <PageHeader title={t('routes.feedback-timeline')} />
      <Page>
        {notFound ? (
          <Empty
            icon={<AlertIcon />}
            title={t('feedback.notFoundTitle')}
            text={t('feedback.appealNotFound')}
          />
        ) : appeal.isError ? (
          <LoadError onRetry={() => void appeal.refetch()} />
        ) : !appeal.data || !market ? (
          <div className={styles.stack} aria-busy="true">
            <Skeleton height="1.8rem" />
            <Skeleton height="1rem" lines={6} />
          </div>
        ) : (
          <Timeline appeal={appeal.data} market={market} />
        )}
      </Page>
    </>
  );
}

function Timeline({ appeal, market }: { appeal: Appeal; market: Market }) {
  const { t } = useT('feedback');
  const language = useLanguage();
  const credited = appeal.deposit.state === 3;
  const settled = REJECTIONS.includes(appeal.statusName) || appeal.statusName === 'closed';
  return (
    <div className={styles.stack}>
      <section className={styles.deposit}>
        <p className={styles.depositLabel}>{t('feedback.deposit')}</p>
        <p className={styles.depositAmount}>{formatMoney(market, appeal.deposit.payMoney)}</p>
        <p className={styles.depositMeta}>
          {t('feedback.transactionId')}: <span>{appeal.transactionId}</span>
        </p>
        <p className={styles.depositMeta}>
          <span>{appeal.transNo}</span>
        </p>
        <p
          className={`${styles.current} ${REJECTIONS.includes(appeal.statusName) ? styles.currentBad : ''}`}
          data-testid="appeal-status"
        >
          {t(`feedback.status.${appeal.statusName}`)}
        </p>
      </section>

      {credited && <p className={styles.creditedNote}>{t('feedback.creditedNote')}</p>}

      <ol className={styles.timeline} data-testid="appeal-timeline">
        {timelineRows(appeal.statusName, appeal.timeline).map(({ name, state, step }) => (
          <li
            key={name}
            className={`${styles.step} ${styles[state]} ${REJECTIONS.includes(name) && step ? styles.rejected : ''}`}
          >
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.stepBody}>
              <p className={styles.stepName}>
                {t(`feedback.status.${name}`)}
                {!step && <span className="visually-hidden"> — {t(`feedback.stepState.${state}`)}</span>}
              </p>
              {step && <p className={styles.stepTime}>{formatDateTime(step.at, language)}</p>}
              {step?.reason && (
                <p className={styles.reason} data-testid="appeal-reason">
                  {t(`feedback.reason.${step.reason}`)}
                </p>
              )}
              {step?.note && <p className={styles.note}>“{step.note}”</p>}
            </div>
          </li>
        ))}
      </ol>

      <ReceiptThumb url={appeal.receiptUrl} />

      {settled && !credited && (
        <ButtonLink
          to={`/feedback/deposit/${encodeURIComponent(appeal.transNo)}`}
          block
          variant="secondary"
          className={styles.centered}
        >
          {t('feedback.again')}
        </ButtonLink>
      )}
      <ButtonLink to="/account/records/deposit" block variant="ghost" className={styles.centered}>
        {t('feedback.records')}
      </ButtonLink>
    </div>
  );
}

function ReceiptThumb({ url }: { url: string }) {
  const { t } = useT('feedback');
  const receipt = useQuery(receiptQueryOptions(url));
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!receipt.data) return;
    const next = URL.createObjectURL(receipt.data);
    setSrc(next);
    return () => URL.revokeObjectURL(next);
  }, [receipt.data]);
  if (receipt.isError) return null;
  return (
    <figure className={styles.receipt}>
      {src ? (
        <img src={src} alt={t('feedback.receiptPreview')} width={120} height={120} />
      ) : (
        <Skeleton width="120px" height="120px" />
      )}
      <figcaption>{t('feedback.receiptSent')}</figcaption>
    </figure>
  );
}

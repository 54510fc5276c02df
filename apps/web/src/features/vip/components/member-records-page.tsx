import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Empty } from '../../../ui/empty.tsx';
import { ClockIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useVipLogs } from '../api/vip.ts';
import { benefitAmount } from '../benefit-amount.ts';
import styles from './vip.module.css';

/** /subscriber/memberCenter/records: benefits and cash back claimed, level changes; newest first. */
export default function MemberRecordsPage() {
  const { t } = useT('vip');
  const logs = useVipLogs();
  const market = useMarket();
  const language = useLanguage();
  return (
    <>
      <PageHeader title={t('routes.subscriber-member-center-records')} />
      <Page>
        {logs.isError ? (
          <LoadError onRetry={() => void logs.refetch()} />
        ) : !logs.data || !market ? (
          <Skeleton height="1.2rem" lines={5} />
        ) : logs.data.list.length === 0 ? (
          <Empty icon={<ClockIcon />} title={t('vip.noRecords')} />
        ) : (
          <ul className={styles.records} data-testid="vip-records">
            {logs.data.list.map((entry) => (
              <li key={entry.id} className={styles.record}>
                <span className={styles.benefitText}>
                  <span className={styles.benefitName}>{entry.title}</span>
                  <span className={styles.muted}>{formatDateTime(entry.createdAt, language)}</span>
                </span>
                {entry.asset && entry.amount > 0 && (
                  <span className={styles.benefitAmount}>
                    +{benefitAmount(t, market, entry.asset, entry.amount)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Page>
    </>
  );
}

import { useT } from '../../../i18n/index.ts';
import { Empty } from '../../../ui/empty.tsx';
import { ShieldIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLicence } from '../api/get-licence.ts';
import styles from './info.module.css';

/** /me/settings/license: the licence text of option 4006, as plain text. */
export default function LicencePage() {
  const { t } = useT('info');
  const licence = useLicence();
  return (
    <>
      <PageHeader title={t('routes.me-settings-license')} />
      <Page>
        {licence.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.card}>
            <Skeleton lines={4} />
          </div>
        ) : licence.isError ? (
          <LoadError onRetry={() => void licence.refetch()} />
        ) : licence.data === null ? (
          <Empty icon={<ShieldIcon />} title={t('info.licenceEmpty')} />
        ) : (
          <article className={styles.card} data-testid="licence-text">
            <span className={styles.licenceIcon}>
              <ShieldIcon />
            </span>
            <p className={styles.plain}>{licence.data}</p>
            <p className={styles.adults}>{t('info.adultsOnly')}</p>
          </article>
        )}
      </Page>
    </>
  );
}

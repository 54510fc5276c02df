import { useT } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useParams } from '../../../lib/router/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { SafeHtml } from '../../../ui/safe-html.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useH5Page } from '../api/get-h5-page.ts';
import styles from './info.module.css';

/** Not found (1004) and a malformed type (1000): the page does not exist, retrying will not help. */
const MISSING_CODES = [1004, 1000];

/** /pages/h5/{type}: an operator page (3002 about us…), its HTML rendered through the allow-list. */
export default function H5Page() {
  const { t, language } = useT('info');
  const raw = useParams().type ?? '';
  const type = /^\d{1,6}$/.test(raw) ? Number(raw) : null;
  const page = useH5Page(type);
  const missing =
    type === null || (page.isError && isApiError(page.error) && MISSING_CODES.includes(page.error.code));
  const title = page.data?.title ?? t('routes.pages-h5');
  return (
    <>
      <PageHeader title={page.isPending && !missing ? '' : title} />
      <Page>
        {missing ? (
          <Empty
            icon={<AlertIcon />}
            title={t('info.notFoundTitle')}
            text={t('info.notFoundText')}
            action={<ButtonLink to="/home">{t('info.backHome')}</ButtonLink>}
          />
        ) : page.isError ? (
          <LoadError onRetry={() => void page.refetch()} />
        ) : page.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.card}>
            <Skeleton width="70%" height="0.5rem" />
            <Skeleton lines={6} />
          </div>
        ) : (
          <article className={styles.card} data-testid="h5-page">
            <SafeHtml html={page.data.content} />
            <p className={styles.updated}>
              {t('info.updated', { date: formatDate(page.data.updatedAt, language) })}
            </p>
          </article>
        )}
      </Page>
    </>
  );
}

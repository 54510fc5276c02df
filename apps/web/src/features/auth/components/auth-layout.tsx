import type { Market } from '@sika/domain';
import type { ReactNode } from 'react';
import { PreferencesButton } from '../../../components/preferences.tsx';
import { useT } from '../../../i18n/index.ts';
import { type AppInfo, marketOf, useAppInfo } from '../../../lib/app-info.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './auth.module.css';

/** The frame of the account pages: title bar with the language picker, the brand, a heading and the form. */
export function AuthLayout({
  title,
  heading,
  text,
  brand = true,
  children,
}: {
  title: string;
  heading?: string;
  text?: string;
  brand?: boolean;
  children: (context: { market: Market; info: AppInfo }) => ReactNode;
}) {
  const { t } = useT();
  const appInfo = useAppInfo();
  return (
    <>
      <PageHeader title={title} actions={<PreferencesButton />} />
      <Page>
        {(brand || heading) && (
          <div className={styles.hero}>
            {brand && <Logo size="lg" />}
            {heading && <h2 className={styles.heading}>{heading}</h2>}
            {text && <p className={styles.lead}>{text}</p>}
          </div>
        )}
        {appInfo.isPending ? (
          <div className={styles.form} role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height="1.3rem" />
            <Skeleton height="1.3rem" />
            <Skeleton height="1.25rem" />
          </div>
        ) : appInfo.isError ? (
          <LoadError onRetry={() => void appInfo.refetch()} />
        ) : (
          children({ market: marketOf(appInfo.data), info: appInfo.data })
        )}
      </Page>
    </>
  );
}

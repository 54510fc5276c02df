import { useT } from '../../../i18n/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { ChevronIcon, MessageIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useFaq } from '../api/get-faq.ts';
import styles from './info.module.css';

/** /me/faq: questions and answers as an accordion (native details/summary: no script needed to open one). */
export default function FaqPage() {
  const { t } = useT('info');
  const faq = useFaq();
  return (
    <>
      <PageHeader title={t('routes.me-faq')} />
      <Page>
        {faq.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.faq}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <div key={i} className={styles.question}>
                <Skeleton width="80%" />
              </div>
            ))}
          </div>
        ) : faq.isError ? (
          <LoadError onRetry={() => void faq.refetch()} />
        ) : faq.data.length === 0 ? (
          <Empty icon={<MessageIcon />} title={t('info.faqEmpty')} />
        ) : (
          <div className={styles.faq}>
            {faq.data.map((entry) => (
              <details key={entry.id} className={styles.entry} data-testid="faq-entry">
                <summary className={styles.question}>
                  <span>{entry.question}</span>
                  <ChevronIcon className={styles.faqChevron} />
                </summary>
                <p className={styles.answer}>{entry.answer}</p>
              </details>
            ))}
          </div>
        )}
        <div className={styles.more}>
          <p className={styles.moreText}>{t('info.faqMore')}</p>
          <ButtonLink to="/supports" variant="secondary" block>
            {t('routes.supports')}
          </ButtonLink>
        </div>
      </Page>
    </>
  );
}

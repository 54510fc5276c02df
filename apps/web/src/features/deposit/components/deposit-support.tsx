import { useT } from '../../../i18n/index.ts';
import { useSupports } from '../../../lib/content/index.ts';
import { CallIcon, MailIcon, WhatsAppIcon } from '../../../ui/icons/contact.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './deposit.module.css';

/** Top-up tips (option 1002) and support contacts under the deposit form (spec core §2 Deposit page). */
export function DepositSupport({ tips, tipsLoading }: { tips: string | null; tipsLoading: boolean }) {
  const { t } = useT('deposit');
  const supports = useSupports();
  const data = supports.data;
  const hasContacts = !!data && (data.whatsapp.length > 0 || !!data.hotline || !!data.email);
  return (
    <>
      {(tipsLoading || tips) && (
        <section className={styles.card} aria-labelledby="deposit-tips">
          <h2 id="deposit-tips" className={styles.sectionTitle}>
            {t('deposit.tips')}
          </h2>
          {tips ? <p className={styles.tips}>{tips}</p> : <Skeleton lines={3} />}
        </section>
      )}
      {(supports.isPending || hasContacts) && (
        <section className={styles.card} aria-labelledby="deposit-support">
          <h2 id="deposit-support" className={styles.sectionTitle}>
            {t('deposit.support')}
          </h2>
          {data ? (
            <ul className={styles.contacts}>
              {data.whatsapp.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.contact}>
                    <WhatsAppIcon />
                    <span>{link.name}</span>
                  </a>
                </li>
              ))}
              {data.hotline && (
                <li>
                  <a href={`tel:${data.hotline.replace(/[^\d+]/g, '')}`} className={styles.contact}>
                    <CallIcon />
                    <span>{data.hotline}</span>
                  </a>
                </li>
              )}
              {data.email && (
                <li>
                  <a href={`mailto:${data.email}`} className={styles.contact}>
                    <MailIcon />
                    <span>{data.email}</span>
                  </a>
                </li>
              )}
            </ul>
          ) : (
            <Skeleton lines={2} height="0.9rem" />
          )}
        </section>
      )}
    </>
  );
}

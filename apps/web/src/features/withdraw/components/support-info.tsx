import { useT } from '../../../i18n/index.ts';
import { useSupports } from '../../../lib/content/index.ts';
import { linkTarget } from '../../../lib/links.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { MessageIcon, PhoneIcon } from '../../../ui/icons/core.tsx';
import styles from './withdraw.module.css';

/** Spec core §2: the deposit-support info under the form: who to ask when a deposit or payout goes wrong. */
export function SupportInfo() {
  const { t } = useT('withdraw');
  const supports = useSupports();
  const hotline = supports.data?.hotline;
  const whatsapp = supports.data?.whatsapp.find((link) => linkTarget(link.url)?.kind === 'web');
  return (
    <section className={styles.support} aria-labelledby="withdraw-support">
      <h2 id="withdraw-support" className={styles.supportTitle}>
        {t('withdraw.supportTitle')}
      </h2>
      <p className={styles.supportText}>{t('withdraw.supportText')}</p>
      <div className={styles.supportActions}>
        {hotline && (
          <a className={styles.supportLink} href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon /> {hotline}
          </a>
        )}
        {whatsapp && (
          <a className={styles.supportLink} href={whatsapp.url} target="_blank" rel="noopener noreferrer">
            <MessageIcon /> {t('withdraw.whatsapp')}
          </a>
        )}
        <ButtonLink to="/supports" variant="secondary" size="sm">
          {t('withdraw.contactUs')}
        </ButtonLink>
      </div>
    </section>
  );
}

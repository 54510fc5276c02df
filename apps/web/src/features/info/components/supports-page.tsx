import type { ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import { type Supports, useSupports } from '../../../lib/content/index.ts';
import { linkTarget } from '../../../lib/links.ts';
import { Empty } from '../../../ui/empty.tsx';
import { KeypadIcon, MailIcon, PinIcon, ShareIcon, WhatsAppIcon } from '../../../ui/icons/contact.tsx';
import { ChevronIcon, PhoneIcon, ShieldIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './info.module.css';

/** A tel: address for a hotline or a USSD code ("*714#": the # must be escaped or the dialler drops it). */
const telHref = (value: string) => `tel:${encodeURIComponent(value.replace(/[^\d+*#]/g, ''))}`;

/** /supports, contact us (spec core §2): WhatsApp, hotline, e-mail, USSD, social links, address, licence. */
export default function SupportsPage() {
  const { t } = useT('info');
  const supports = useSupports();
  return (
    <>
      <PageHeader title={t('routes.supports')} />
      <Page>
        {supports.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.stack}>
            <Skeleton height="1.3rem" lines={5} />
          </div>
        ) : supports.isError ? (
          <LoadError onRetry={() => void supports.refetch()} />
        ) : (
          <Contacts supports={supports.data} />
        )}
      </Page>
    </>
  );
}

function Contacts({ supports }: { supports: Supports }) {
  const { t } = useT('info');
  const whatsapp = supports.whatsapp.filter((link) => linkTarget(link.url)?.kind === 'web');
  const social = supports.social.filter((link) => linkTarget(link.url)?.kind === 'web');
  const reachable = whatsapp.length > 0 || supports.hotline || supports.email || supports.ussd;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{t('info.supportsIntro')}</p>
      {!reachable && <Empty icon={<WhatsAppIcon />} title={t('info.supportsEmpty')} />}
      {(whatsapp.length > 0 || supports.hotline || supports.email) && (
        <section className={styles.card} aria-label={t('info.contactChannels')}>
          {whatsapp.map((link) => (
            <Contact
              key={link.url}
              href={link.url}
              external
              icon={<WhatsAppIcon />}
              tone="whatsapp"
              label={t('info.whatsapp')}
              value={link.name}
            />
          ))}
          {supports.hotline && (
            <Contact
              href={telHref(supports.hotline)}
              icon={<PhoneIcon />}
              label={t('info.hotline')}
              value={supports.hotline}
            />
          )}
          {supports.email && (
            <Contact
              href={`mailto:${supports.email}`}
              icon={<MailIcon />}
              label={t('info.email')}
              value={supports.email}
            />
          )}
        </section>
      )}
      {supports.ussd && (
        <section className={styles.card} aria-label={t('info.ussd')}>
          <Contact
            href={telHref(supports.ussd)}
            icon={<KeypadIcon />}
            label={t('info.ussd')}
            value={supports.ussd}
            hint={t('info.ussdHint')}
          />
        </section>
      )}
      {social.length > 0 && (
        <section className={styles.card} aria-label={t('info.social')}>
          <h2 className={styles.cardTitle}>
            <ShareIcon /> {t('info.social')}
          </h2>
          <div className={styles.chips}>
            {social.map((link) => (
              <a
                key={link.url}
                className={styles.chip}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {socialName(link.name)}
              </a>
            ))}
          </div>
        </section>
      )}
      {supports.address && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>
            <PinIcon /> {t('info.address')}
          </h2>
          <p className={styles.plain}>{supports.address}</p>
        </section>
      )}
      {supports.licence && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>
            <ShieldIcon /> {t('info.licence')}
          </h2>
          <p className={styles.plain}>{supports.licence}</p>
          <p className={styles.adults}>{t('info.adultsOnly')}</p>
        </section>
      )}
    </div>
  );
}

/** Social network names as their owners write them; anything else as the operator typed it. */
function socialName(name: string): string {
  const known: Record<string, string> = {
    facebook: 'Facebook',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    x: 'X',
    twitter: 'X',
    youtube: 'YouTube',
    telegram: 'Telegram',
  };
  return known[name.toLowerCase()] ?? name;
}

function Contact({
  href,
  icon,
  label,
  value,
  hint,
  external = false,
  tone,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
  external?: boolean;
  tone?: 'whatsapp';
}) {
  return (
    <a
      className={styles.contact}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span className={`${styles.contactIcon} ${tone === 'whatsapp' ? styles.whatsapp : ''}`}>{icon}</span>
      <span className={styles.contactText}>
        <span className={styles.contactLabel}>{label}</span>
        <span className={styles.contactValue}>{value}</span>
        {hint && <span className={styles.contactHint}>{hint}</span>}
      </span>
      <ChevronIcon className={styles.chevron} />
    </a>
  );
}

import { useT } from '../../../i18n/index.ts';
import { type Advert, H5_PAGE, useSupports } from '../../../lib/content/index.ts';
import { linkTarget } from '../../../lib/links.ts';
import { Link } from '../../../lib/router/index.ts';
import { CallIcon, MailIcon, SocialIcon } from '../../../ui/icons/contact.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useRegisterTips } from '../api/get-register-tips.ts';
import { AdBanners } from './ad-banners.tsx';
import styles from './footer.module.css';

/**
 * The company footer of home (spec core §2 Home): about us, contact us (/supports), how to play (/me/faq),
 * social links, hotline, e-mail, licence text, the 18+ mark and the registration tips (option 1001), under
 * the footer banner (900104). Loaded when the player scrolls near it.
 */
export default function Footer({ banner }: { banner: Advert[] }) {
  const { t } = useT('home');
  const supports = useSupports();
  const tips = useRegisterTips();
  const info = supports.data;
  const social = (info?.social ?? []).filter((link) => linkTarget(link.url)?.kind === 'web');
  return (
    <footer className={styles.footer} data-testid="home-footer">
      <div className={styles.banner}>
        <AdBanners adverts={banner} label={t('home.footerBanner')} />
      </div>
      <span className={styles.brand}>
        <Logo />
      </span>
      <nav className={styles.links} aria-label={t('home.company')}>
        <Link to={`/pages/h5/${H5_PAGE.ABOUT_US}`}>{t('home.aboutUs')}</Link>
        <Link to="/supports">{t('home.contactUs')}</Link>
        <Link to="/me/faq">{t('home.howToPlay')}</Link>
      </nav>
      {social.length > 0 && (
        <ul className={styles.social} aria-label={t('home.social')}>
          {social.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.name}
                title={link.name}
              >
                <SocialIcon name={link.name} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {supports.isPending ? (
        <Skeleton lines={3} height="0.34rem" />
      ) : (
        <>
          {(info?.hotline || info?.email) && (
            <ul className={styles.contacts}>
              {info?.hotline && (
                <li>
                  <a href={`tel:${info.hotline.replace(/[^\d+]/g, '')}`}>
                    <CallIcon /> {t('home.hotline', { hotline: info.hotline })}
                  </a>
                </li>
              )}
              {info?.email && (
                <li>
                  <a href={`mailto:${info.email}`}>
                    <MailIcon /> {info.email}
                  </a>
                </li>
              )}
            </ul>
          )}
          {tips.data && <p className={styles.tips}>{tips.data}</p>}
          {info?.licence && <p className={styles.licence}>{info.licence}</p>}
        </>
      )}
      <div className={styles.bottom}>
        <span className={styles.adult} role="img" aria-label={t('home.adultsOnly')}>
          18+
        </span>
        <p className={styles.responsible}>{t('home.playResponsibly')}</p>
      </div>
    </footer>
  );
}

import { useT } from '../../../i18n/index.ts';
import { type Advert, advertTarget } from '../../../lib/content/index.ts';
import { followLink } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import styles from './home.module.css';

/** Home's ad banners (position 900103) and the footer banner (900104): pictures that lead somewhere. */
export function AdBanners({ adverts, label }: { adverts: Advert[]; label?: string }) {
  const { t } = useT('home');
  if (adverts.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={label ?? t('home.banners')}>
      {adverts.map((advert) => (
        <Banner key={advert.id} advert={advert} />
      ))}
    </section>
  );
}

function Banner({ advert }: { advert: Advert }) {
  const navigate = useNavigate();
  const target = advertTarget(advert);
  const image = (
    <img src={advert.image} alt={advert.content} width={750} height={200} loading="lazy" decoding="async" />
  );
  return target ? (
    <button type="button" className={styles.banner} onClick={() => followLink(target, navigate)}>
      {image}
    </button>
  ) : (
    <div className={styles.banner}>{image}</div>
  );
}

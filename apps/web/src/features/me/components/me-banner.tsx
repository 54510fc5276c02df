import { followLink, linkTarget } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useMeBanner } from '../api/get-me-banner.ts';
import styles from './me.module.css';

/** The me banner (advert 700201), shown only when an operator has one live; nothing while it loads. */
export function MeBanner() {
  const navigate = useNavigate();
  const advert = useMeBanner().data?.[0];
  if (!advert) return null;
  // typeId 0 is an image only; 1 and 3 are in-app paths; 2 opens outside (activities §7).
  const target = advert.typeId === 0 ? null : linkTarget(advert.url);
  const image = (
    <img
      className={styles.bannerImage}
      src={advert.image}
      alt={advert.content}
      width={750}
      height={200}
      loading="lazy"
      decoding="async"
    />
  );
  if (!target) return <div className={styles.banner}>{image}</div>;
  return (
    <button
      type="button"
      className={styles.banner}
      onClick={() => followLink(target, navigate)}
      data-testid="me-banner"
    >
      {image}
    </button>
  );
}

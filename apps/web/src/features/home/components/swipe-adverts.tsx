import { SWIPE_ADVERT_AUTOPLAY_MS, SWIPE_ADVERT_DURATION_MS } from '@sika/domain';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { type Advert, advertTarget } from '../../../lib/content/index.ts';
import { followLink } from '../../../lib/links.ts';
import { Swiper } from '../../../ui/swiper.tsx';
import styles from './home.module.css';

/**
 * The swipe adverts of home (spec core §2 Home, position 500101): autoplay every 5 s, a 2 s turn. The first
 * picture is the page's largest early paint: it loads at once with high priority, the others when near.
 * The box has the pictures' ratio from the start, so nothing moves when they arrive.
 */
export function SwipeAdverts({ adverts, pending }: { adverts: Advert[]; pending: boolean }) {
  const { t } = useT('home');
  const navigate = useNavigate();
  if (pending) return <div className={`${styles.swipe} ${styles.placeholder}`} aria-hidden="true" />;
  if (adverts.length === 0) return null;
  return (
    <Swiper
      items={adverts}
      label={t('home.adverts')}
      autoplayMs={SWIPE_ADVERT_AUTOPLAY_MS}
      transitionMs={SWIPE_ADVERT_DURATION_MS}
      className={styles.swipe}
      itemKey={(advert) => advert.id}
      render={(advert, index, near) => {
        const target = advertTarget(advert);
        const image = (
          <img
            className={styles.swipeImage}
            src={advert.image}
            alt={advert.content}
            width={750}
            height={300}
            loading={index === 0 || near ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding={index === 0 ? 'sync' : 'async'}
          />
        );
        return target ? (
          <button type="button" className={styles.swipeButton} onClick={() => followLink(target, navigate)}>
            {image}
          </button>
        ) : (
          image
        );
      }}
    />
  );
}

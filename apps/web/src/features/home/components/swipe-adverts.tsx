import { SWIPE_ADVERT_AUTOPLAY_MS, SWIPE_ADVERT_DURATION_MS } from '@sika/domain';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useT } from '../../../i18n/index.ts';
import { type Advert, advertTarget } from '../../../lib/content/index.ts';
import { useFirstScreenPainted } from '../../../lib/first-paint.ts';
import { followLink } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import type { Swiper as SwiperType } from '../../../ui/swiper.tsx';
import { SwiperStill } from '../../../ui/swiper-still.tsx';
import styles from './home.module.css';

// The carousel's code is not needed to paint its first slide: it loads after the first screen is up.
const Swiper = lazy(() =>
  import('../../../ui/swiper.tsx').then((m) => ({ default: m.Swiper as ComponentType<CarouselProps> })),
);
type CarouselProps = Parameters<typeof SwiperType<Advert>>[0];

/**
 * The swipe adverts of home (spec core §2 Home, position 500101): autoplay every 5 s, a 2 s turn. The first
 * picture is the page's largest early paint: it loads at once with high priority, the others when near.
 * The box has the pictures' ratio from the start, so nothing moves when they arrive. The first paint shows
 * the first slide without the carousel's code, which loads right after and takes over in place.
 */
export function SwipeAdverts({ adverts, pending }: { adverts: Advert[]; pending: boolean }) {
  const { t } = useT('home');
  const navigate = useNavigate();
  const painted = useFirstScreenPainted();
  if (pending) return <div className={`${styles.swipe} ${styles.placeholder}`} aria-hidden="true" />;
  if (adverts.length === 0) return null;
  const render = (advert: Advert, index: number, near: boolean): ReactNode => {
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
  };
  const still = (
    <SwiperStill items={adverts} render={render} label={t('home.adverts')} className={styles.swipe} />
  );
  if (!painted) return still;
  return (
    <Suspense fallback={still}>
      <Swiper
        items={adverts}
        label={t('home.adverts')}
        autoplayMs={SWIPE_ADVERT_AUTOPLAY_MS}
        transitionMs={SWIPE_ADVERT_DURATION_MS}
        className={styles.swipe}
        itemKey={(advert) => advert.id}
        render={render}
      />
    </Suspense>
  );
}

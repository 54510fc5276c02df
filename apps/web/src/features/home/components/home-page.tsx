import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { loadAfterFirstScreen, useT } from '../../../i18n/index.ts';
import { ADVERT_POSITION, pickAdverts, useAdverts } from '../../../lib/content/index.ts';
import { useFirstScreenPainted } from '../../../lib/first-paint.ts';
import { fetchPicture, HOME_POSITIONS, prefetchHome } from '../prefetch-home.ts';
import { AppBanner } from './app-banner.tsx';
import { FloatingAdvert } from './floating-advert.tsx';
import { GameArea } from './game-area.tsx';
import styles from './home.module.css';
import { HomeMenus } from './home-menus.tsx';
import { Notices } from './notices.tsx';
import { SwipeAdverts } from './swipe-adverts.tsx';
import { TopBar } from './top-bar.tsx';

const Footer = lazy(() => import('./footer.tsx'));
// Below the fold, or a card that comes when the browser offers installing: their code loads after the
// first paint, which neither is part of.
const AdBanners = lazy(() => import('./ad-banners.tsx').then((m) => ({ default: m.AdBanners })));
const InstallPrompt = lazy(() =>
  import('./install-prompt.tsx').then((m) => ({ default: memo(m.InstallPrompt) })),
);
// Opens 300 ms after home has its adverts: its code (and the carousel's) loads after the first paint.
const AdvertPopup = lazy(() =>
  import('../../../components/advert-popup.tsx').then((m) => ({ default: m.AdvertPopup })),
);

prefetchHome();

// Home's blocks with their own data: the arrival of the adverts does not render them again.
const Banner = memo(AppBanner);
const Bar = memo(TopBar);
const Menus = memo(HomeMenus);
const NoticeLine = memo(Notices);
const Games = memo(GameArea);

/**
 * Home (spec core §2 Home), top to bottom: the app-download banner, the top bar, the menu grid, the install
 * prompt, the swipe adverts, the notices, the game area, the ad banners and the footer; the floating advert
 * and the advert popup (800103) over it. What is below the fold (the footer) loads its code later; what the
 * first paint does not show (the ad banners, the install prompt, the advert popup, the carousel's swiping,
 * the error texts) loads after it.
 */
export default function HomePage() {
  const { t } = useT();
  const adverts = useAdverts(HOME_POSITIONS);
  const pick = (position: string) => pickAdverts(adverts.data, position);
  const popup = pick(ADVERT_POSITION.POPUP);
  // Home's first screen, games included (game-area.tsx marks it): what it does not show loads after it.
  const painted = useFirstScreenPainted();
  useEffect(() => {
    if (painted) void loadAfterFirstScreen().catch(() => undefined);
  }, [painted]);
  const popupPicture = popup[0]?.image;
  useEffect(() => {
    if (painted && popupPicture) fetchPicture(popupPicture);
  }, [painted, popupPicture]);
  return (
    <>
      <h1 className="visually-hidden">{t('routes.home')}</h1>
      <Banner />
      <Bar />
      <main className={styles.home}>
        <Menus />
        <SwipeAdverts adverts={pick(ADVERT_POSITION.HOME_SWIPE)} pending={adverts.isPending} />
        <NoticeLine />
        <Games />
        {painted && (
          <Suspense fallback={null}>
            <AdBanners adverts={pick(ADVERT_POSITION.HOME_BANNERS)} />
          </Suspense>
        )}
      </main>
      <WhenNear>
        <Footer banner={pick(ADVERT_POSITION.FOOTER_BANNER)} />
      </WhenNear>
      <FloatingAdvert advert={pick(ADVERT_POSITION.HOME_FLOATING)[0]} />
      {painted && (
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
      )}
      {painted && popup.length > 0 && (
        <Suspense fallback={null}>
          <AdvertPopup position={ADVERT_POSITION.POPUP} adverts={popup} />
        </Suspense>
      )}
    </>
  );
}

/** Renders its children (and so loads their code and data) once the player scrolls within a screen of it. */
function WhenNear({ children }: { children: React.ReactNode }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? (
    <Suspense fallback={<div className={styles.footerSpace} />}>{children}</Suspense>
  ) : (
    <div ref={sentinel} className={styles.footerSpace} />
  );
}

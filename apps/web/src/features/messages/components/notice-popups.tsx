import { NOTICE_POLL_MS, NOTICE_SHOWN_MS } from '@sika/domain';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { followLink, linkTarget } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { TopBanner, TopBannerRegion } from '../../../ui/top-banner.tsx';
import { type NoticePopup, takeNoticePopups } from '../api/take-notice-popups.ts';

/**
 * Spec core §4 Periodic notice check: every 10 s a logged-in player (outside login, register and the game
 * frame) asks for notice popups and sees the first for 3 s. The server hands each out once. A hidden tab
 * does not ask, so a notice is not spent while nobody can see it.
 */
export default function NoticePopups({ paused }: { paused: boolean }) {
  const lang = useLanguage();
  const [shown, setShown] = useState<NoticePopup | null>(null);
  const state = useRef({ paused, lang, busy: false });
  state.current.paused = paused;
  state.current.lang = lang;

  useEffect(() => {
    let alive = true;
    const timer = setInterval(async () => {
      const now = state.current;
      if (now.paused || now.busy || document.visibilityState === 'hidden') return;
      now.busy = true;
      try {
        const [first] = await takeNoticePopups(now.lang);
        if (first && alive && !state.current.paused) setShown(first);
      } catch {
        // A missed poll is retried at the next tick.
      } finally {
        now.busy = false;
      }
    }, NOTICE_POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), NOTICE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  useEffect(() => {
    if (paused) setShown(null);
  }, [paused]);

  return (
    <TopBannerRegion layer="notice">
      {shown && <Banner key={shown.id} popup={shown} onClose={() => setShown(null)} />}
    </TopBannerRegion>
  );
}

function Banner({ popup, onClose }: { popup: NoticePopup; onClose(): void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const target = linkTarget(popup.url);
  const heading = popup.title || popup.message;
  const text = popup.title ? popup.message || popup.content : popup.content;
  return (
    <TopBanner
      title={heading}
      text={text}
      img={popup.img}
      tone="accent"
      testId="notice-popup"
      closeLabel={t('common.close')}
      onClose={onClose}
      onOpen={
        target
          ? () => {
              onClose();
              followLink(target, navigate);
            }
          : undefined
      }
    />
  );
}

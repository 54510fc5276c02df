import { APP_BANNER_COOKIE_S } from '@sika/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { isStandalone } from '../../../lib/install-prompt.ts';
import { followLink, linkTarget } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { readCookie, writeCookie } from '../../../lib/storage.ts';
import { CloseIcon } from '../../../ui/icons/core.tsx';
import { useLatestAppVersion } from '../api/get-latest-app-version.ts';
import styles from './home.module.css';

const COOKIE = 'appBannerClosed';

/**
 * The app-download banner (spec core §2 Home), from the latest-version information (apkUrl, imgUrl). Closed,
 * it stays away for 7200 s (cookie). Not shown inside the installed app. Its room is kept while it loads,
 * so nothing under it jumps.
 */
export function AppBanner() {
  const { t } = useT('home');
  const navigate = useNavigate();
  const [closed, setClosed] = useState(() => readCookie(COOKIE) === '1' || isStandalone());
  const version = useLatestAppVersion(!closed);
  if (closed || version.isError || (version.isSuccess && !version.data)) return null;
  const app = version.data;
  const target = app ? linkTarget(app.apkUrl) : null;
  const close = () => {
    writeCookie(COOKIE, '1', APP_BANNER_COOKIE_S / 86_400);
    setClosed(true);
  };
  return (
    <aside className={styles.appBanner} aria-label={t('home.appBanner')} data-testid="app-banner">
      <button type="button" className={styles.appBannerClose} onClick={close} aria-label={t('common.close')}>
        <CloseIcon />
      </button>
      <button
        type="button"
        className={styles.appBannerLink}
        onClick={() => target && followLink(target, navigate)}
        aria-label={app ? t('home.appBannerAction', { version: app.version }) : t('home.appBanner')}
        disabled={!app}
      >
        {app && <img src={app.imgUrl} alt="" width={750} height={120} decoding="async" />}
      </button>
    </aside>
  );
}

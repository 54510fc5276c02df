import { useT } from '../../../i18n/index.ts';
import { acceptInstall, dismissInstall, useInstallOffer } from '../../../lib/install-prompt.ts';
import { Button } from '../../../ui/button.tsx';
import { CloseIcon } from '../../../ui/icons/core.tsx';
import styles from './home.module.css';

/**
 * The install-to-home-screen prompt (spec core §2 Home, §4 Install prompt): offered when the browser allows
 * installing, unless the app already runs standalone or the player said "not now" this session. A card
 * over the page, above the tab bar: the browser's event may come after the page is drawn.
 */
export function InstallPrompt() {
  const { t } = useT('home');
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <aside className={styles.install} aria-label={t('home.installTitle')} data-testid="install-prompt">
      <img className={styles.installIcon} src="/icon-192.png" alt="" width={48} height={48} />
      <span className={styles.installText}>
        <strong>{t('home.installTitle')}</strong>
        <span>{t('home.installText')}</span>
      </span>
      <Button size="sm" onClick={() => void acceptInstall()}>
        {t('home.install')}
      </Button>
      <button
        type="button"
        className={styles.installClose}
        onClick={dismissInstall}
        aria-label={t('home.notNow')}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}

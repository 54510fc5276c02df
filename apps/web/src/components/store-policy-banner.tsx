import { useT } from '../i18n/index.ts';
import { acceptStorePolicy } from '../lib/store-policy.ts';
import styles from './store-policy-banner.module.css';

/**
 * The store-policy banner (spec core §2 Other overlays): in the store build, the store's real-money gaming
 * disclosure over the top of the app until the player taps it; remembered on the phone. Its host holds the
 * popup lock while it is due (see LobbyOverlays), so no advert popup covers it.
 */
export function StorePolicyBanner({ onAccept }: { onAccept: () => void }) {
  const { t } = useT('overlays');
  return (
    <button
      type="button"
      className={styles.banner}
      data-testid="store-policy-banner"
      onClick={() => {
        acceptStorePolicy();
        onAccept();
      }}
    >
      <span className={styles.mark} aria-hidden="true">
        18+
      </span>
      <span className={styles.text}>
        <strong className={styles.title}>{t('overlays.storePolicyTitle')}</strong>
        <span>{t('overlays.storePolicyText')}</span>
        <span className={styles.hint}>{t('overlays.storePolicyDismiss')}</span>
      </span>
    </button>
  );
}
